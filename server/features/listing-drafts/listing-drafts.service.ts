import {
  LISTING_DRAFT_MAX_BYTES,
  listingDraftInputSchema,
  type ListingDraft,
  type ListingDraftInput,
} from "@shared/listing-draft";
import { formatCount } from "@shared/format";
import { photoRefOf, publicPhotoUrl } from "@shared/media";
import type { SiteConfig } from "@shared/site";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/errors";
import * as repository from "./listing-drafts.repository";
import type { ListingDraftRow } from "./listing-drafts.repository";

/**
 * Drafts keep photo references as listings do (upload keys, not addresses): the orphan clean-up finds the
 * photos a draft still uses by key, and a new MEDIA_BASE_URL changes no saved draft.
 */
function withPhotoRefs(input: ListingDraftInput): ListingDraftInput {
  const { images } = input.values;
  return images ? { ...input, values: { ...input.values, images: images.map(photoRefOf) } } : input;
}

function toDraft(row: ListingDraftRow, mediaBaseUrl: string): ListingDraft {
  const data = (row.data ?? {}) as { values?: { images?: unknown } };
  const images = data.values?.images;
  const withAddresses = Array.isArray(images)
    ? {
        ...data,
        values: {
          ...data.values,
          images: images.map((ref) => (typeof ref === "string" ? publicPhotoUrl(ref, mediaBaseUrl) : ref)),
        },
      }
    : data;
  // Stored drafts passed the same schema on the way in; parsing again keeps the answer's shape certain.
  const parsed = listingDraftInputSchema.safeParse(withAddresses);
  const draft = parsed.success ? parsed.data : { values: {}, step: 0 };
  return { ...draft, updatedAt: row.updatedAt.toISOString() };
}

/** The user's draft, or null when there is none (the usual state, not an error). */
export async function getListingDraft(
  db: Db,
  userId: number,
  site: Pick<SiteConfig, "mediaBaseUrl">,
): Promise<ListingDraft | null> {
  const row = await repository.findListingDraft(db, userId);
  return row ? toDraft(row, site.mediaBaseUrl) : null;
}

/** Replaces the user's draft with this one; refused (400) when it is larger than a real listing can be. */
export async function saveListingDraft(
  db: Db,
  userId: number,
  input: ListingDraftInput,
  site: Pick<SiteConfig, "mediaBaseUrl">,
): Promise<ListingDraft> {
  const bytes = Buffer.byteLength(JSON.stringify(input), "utf8");
  if (bytes > LISTING_DRAFT_MAX_BYTES) {
    throw AppError.badRequest("The draft is too large", {
      _root: [`A draft may be at most ${formatCount(LISTING_DRAFT_MAX_BYTES)} bytes`],
    });
  }
  return toDraft(await repository.upsertListingDraft(db, userId, withPhotoRefs(input)), site.mediaBaseUrl);
}

export async function discardListingDraft(db: Db, userId: number): Promise<void> {
  await repository.deleteListingDraft(db, userId);
}

import { PERMIT_REQUIRED_EMIRATES } from "@shared/listing-options";
import type { ResolveFlagInput, VerifyListingInput } from "@shared/moderation";
import type { Emirate } from "@shared/locations";
import {
  BRN_FORMATS,
  checkBrnFormat,
  checkPermitFormat,
  FLAG_KINDS,
  PERMIT_FORMATS,
  PHOTO_MATCH_MAX_DISTANCE,
  refusedBrnMessage,
  refusedPermitMessage,
  type FlagKind,
  type ListingFlag,
  type VerificationMethod,
} from "@shared/trust-signals";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/errors";
import { differenceHash } from "../../lib/perceptual-hash";
import { recordAudit } from "../moderation/moderation.service";
import { assertRole, type Actor } from "../moderation/roles";
import type { PhotoStorage } from "../uploads/photo-storage-contract";
import * as repository from "./trust-signals.repository";
import type { FlagDetails, ReviewedListing } from "./trust-signals.repository";

/*
 * Duplicate and fraud signals (docs/decisions/0051-duplicate-and-fraud-signals.md):
 * one permit, one advert; permit and BRN formats per emirate; photos matching another owner's; what
 * "verified" means. Listings call assertPermitAvailable before they write and reviewListing in the same
 * transaction as the write; moderators read and resolve the flags and verify listings, each audited in
 * the console's log (docs/decisions/0050).
 */

/** The messages of a permit conflict (translated in shared/messages.ts). */
export const PERMIT_IN_USE_MESSAGE = "This permit number is already in use";
export const PERMIT_ON_OTHER_OWNERS_LISTING_MESSAGE =
  "This permit number is on another active listing: one permit allows one advert. If the permit is yours, report that listing to us";
export const PERMIT_ON_OWN_LISTING_MESSAGE =
  "You already advertise this permit number on another listing: one permit allows one advert. Edit that listing, or take it down first";

function permitConflict(holder: { ownerId: number | null } | undefined, ownerId: number): AppError {
  const own = holder?.ownerId != null && holder.ownerId === ownerId;
  return AppError.conflict(PERMIT_IN_USE_MESSAGE, {
    permitNumber: [own ? PERMIT_ON_OWN_LISTING_MESSAGE : PERMIT_ON_OTHER_OWNERS_LISTING_MESSAGE],
  });
}

/**
 * One permit, one advert (the Dubai Land Department's rule, which Property Finder applies even within one
 * brokerage): a listing about to be public with a permit that another listing, the owner's own included,
 * already advertises is refused with 409 naming `permitNumber`. This is the friendly check; the unique
 * index settles two publishes at the same moment (see permitConflictOf).
 */
export async function assertPermitAvailable(
  db: Db,
  listing: { id?: number; ownerId: number; emirate: Emirate; permitNumber: string | null },
): Promise<void> {
  if (!listing.permitNumber) return;
  const holder = await repository.findPermitHolder(db, listing.emirate, listing.permitNumber, listing.id);
  if (holder) throw permitConflict(holder, listing.ownerId);
}

/**
 * The 409 for a write the permit index refused (two publishes of one permit at the same moment: the
 * second waits for the first and fails), or undefined when `error` is anything else. The holder is read
 * again, now committed, to say whose listing it is.
 */
export async function permitConflictOf(
  db: Db,
  error: unknown,
  listing: { id?: number; ownerId: number; emirate: Emirate; permitNumber: string | null },
): Promise<AppError | undefined> {
  if (!isPermitIndexViolation(error) || !listing.permitNumber) return undefined;
  const holder = await repository
    .findPermitHolder(db, listing.emirate, listing.permitNumber, listing.id)
    .catch(() => undefined);
  return permitConflict(holder, listing.ownerId);
}

function isPermitIndexViolation(error: unknown): boolean {
  let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 5; depth++) {
    if (e.code === "23505" && e.constraint === repository.ACTIVE_PERMIT_INDEX) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * A number its regulator's published format refuses is a 400 naming the field (docs/decisions/0051):
 * the listing's permit (`permitNumber`) and its agent's BRN (`agentBrn` on the agency API, `brn` for an
 * agent). Observed formats never refuse; their mismatches are flagged when the listing goes public.
 */
export function assertNumberFormats(
  emirate: Emirate,
  numbers: { permitNumber?: string | null; brn?: { field: string; value: string | null } },
): void {
  const fieldErrors: Record<string, string[]> = {};
  const permit = numbers.permitNumber !== undefined && refusedPermitMessage(emirate, numbers.permitNumber);
  if (permit) fieldErrors.permitNumber = [permit];
  const brn = numbers.brn && refusedBrnMessage(emirate, numbers.brn.value);
  if (brn) fieldErrors[numbers.brn!.field] = [brn];
  if (Object.keys(fieldErrors).length) throw AppError.badRequest("Some fields are not valid", fieldErrors);
}

/** The kinds the rules open and close by themselves; duplicate-permit closes once the listing is public. */
const RULE_KINDS: readonly FlagKind[] = FLAG_KINDS;

/** What the rules find wrong with the listing now, by kind, each with a key naming the finding. */
async function findingsOf(db: Db, listing: ReviewedListing): Promise<Map<FlagKind, FlagDetails>> {
  const findings = new Map<FlagKind, FlagDetails>();
  const permit = checkPermitFormat(listing.emirate, listing.permitNumber);
  // "refused": writes refuse it (assertNumberFormats), so only a listing stored before its format was
  // published has one; it is flagged like a mismatch rather than passed over.
  if (permit === "mismatch" || permit === "refused") {
    const format = PERMIT_FORMATS[listing.emirate]!;
    findings.set("permit-format", {
      key: `${listing.emirate}:${listing.permitNumber}`,
      permitNumber: listing.permitNumber,
      emirate: listing.emirate,
      expected: `${format.name}: ${format.description}`,
    });
  } else if (permit === "no-format") {
    findings.set("permit-unchecked", {
      key: `${listing.emirate}:${listing.permitNumber}`,
      permitNumber: listing.permitNumber,
      emirate: listing.emirate,
      check: "No published format: look the permit up in the regulator's system",
    });
  }
  const brn = checkBrnFormat(listing.emirate, listing.agentBrn);
  if (brn === "mismatch" || brn === "refused") {
    const format = BRN_FORMATS[listing.emirate]!;
    findings.set("brn-format", {
      key: `${listing.emirate}:${listing.agentBrn}`,
      brn: listing.agentBrn,
      expected: `${format.name}: ${format.description}`,
    });
  }
  const matches = await repository.findPhotoMatches(db, listing, listing.images, PHOTO_MATCH_MAX_DISTANCE);
  if (matches.length) {
    const closest = matches[0]!;
    findings.set("duplicate-photo", {
      key: `${closest.photo}:${closest.otherListingId}`,
      photo: closest.photo,
      otherListingId: closest.otherListingId,
      otherPhoto: closest.otherPhoto,
      distance: closest.distance,
      matches: matches.length,
    });
  }
  return findings;
}

/**
 * Runs the signals on a listing just saved (in the save's transaction): opens a flag for each finding
 * (never one a moderator already dismissed for the same finding), closes the rules' flags whose finding
 * is gone, and sets the listing's verification. Drafts and other private listings are reviewed when they
 * go public; sample listings never. `moderatorCheckStale`: the owner changed what a moderator checked
 * (the permit or the place), so a moderator's verification lapses.
 */
export async function reviewListing(
  db: Db,
  id: number,
  { moderatorCheckStale = false }: { moderatorCheckStale?: boolean } = {},
): Promise<void> {
  const listing = await repository.findListingForReview(db, id);
  if (!listing || listing.isSample) return;
  if (listing.status !== "published" && listing.status !== "under-offer") return;
  const findings = await findingsOf(db, listing);
  const gone: FlagKind[] = [];
  for (const kind of RULE_KINDS) {
    const details = findings.get(kind);
    if (!details) gone.push(kind);
    else if (!(await repository.wasDismissed(db, id, kind, String(details.key)))) {
      await repository.upsertOpenFlag(db, id, kind, details);
    }
  }
  await repository.resolveOpenFlags(db, id, gone, null);
  await refreshVerification(db, listing, { moderatorCheckStale });
}

/**
 * What the listing's badge says (docs/decisions/0051): nothing while a flag is open; a moderator's
 * verification while it lasts; else the permit rule, for an emirate whose permit is required and whose
 * format the permit matches.
 */
async function refreshVerification(
  db: Db,
  listing: Pick<ReviewedListing, "id" | "emirate" | "permitNumber" | "verification" | "isSample">,
  { moderatorCheckStale }: { moderatorCheckStale: boolean },
): Promise<void> {
  const open = await repository.countOpenFlags(db, listing.id);
  let method: VerificationMethod | null = null;
  if (!listing.isSample && open === 0) {
    if (listing.verification === "moderator" && !moderatorCheckStale) method = "moderator";
    else if (
      PERMIT_REQUIRED_EMIRATES.includes(listing.emirate) &&
      checkPermitFormat(listing.emirate, listing.permitNumber) === "matches"
    ) {
      method = "permit-rule";
    }
  }
  // A moderator's verification keeps its moderator: setVerification only sets verifiedBy for "moderator".
  if (method !== "moderator") await repository.setVerification(db, listing.id, method, null);
}

/** How many flags the queue shows at once. */
export const FLAG_QUEUE_LIMIT = 200;

/** Open flags, oldest first: the moderation queue's signals (moderators and admins only). */
export async function listOpenFlags(db: Db, actor: Actor | undefined): Promise<ListingFlag[]> {
  assertRole(actor, "moderator");
  const rows = await repository.findOpenFlags(db, FLAG_QUEUE_LIMIT);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * A moderator closes a flag (checked and found right, or fixed): the listing may be verified again by its
 * rule. The same finding does not open again on later saves.
 */
export async function resolveFlag(
  db: Db,
  actor: Actor | undefined,
  flagId: number,
  input: ResolveFlagInput = {},
): Promise<void> {
  assertRole(actor, "moderator");
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const flag = await repository.lockFlag(t, flagId);
    if (!flag) throw AppError.notFound("Flag not found");
    // Already closed: nothing is decided, so nothing is recorded.
    if (flag.resolvedAt) return;
    await repository.resolveFlag(t, flagId, actor.id);
    const listing = await repository.findListingForReview(t, flag.propertyId);
    if (listing) await refreshVerification(t, listing, { moderatorCheckStale: false });
    await recordAudit(t, {
      actor,
      action: "listing.resolve-flag",
      targetType: "listing",
      targetId: flag.propertyId,
      reason: input.note ?? null,
      details: { flagId, kind: flag.kind, finding: flag.details.key ?? null },
    });
  });
}

/**
 * A moderator verifies a listing (its permit looked up in the regulator's system, its photos seen):
 * refused while a flag is open (resolve each first) and for sample listings.
 */
export async function verifyListing(
  db: Db,
  actor: Actor | undefined,
  listingId: number,
  input: VerifyListingInput = {},
): Promise<void> {
  assertRole(actor, "moderator");
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const listing = await repository.lockListing(t, listingId);
    if (!listing) throw AppError.notFound("Listing not found");
    if (listing.isSample) throw AppError.conflict("Sample listings cannot be verified");
    if ((await repository.countOpenFlags(t, listingId)) > 0) {
      throw AppError.conflict("Resolve the listing's open flags before verifying it");
    }
    await repository.setVerification(t, listingId, "moderator", actor.id);
    await recordAudit(t, {
      actor,
      action: "listing.verify",
      targetType: "listing",
      targetId: listingId,
      reason: input.note ?? null,
      details: { from: listing.verification, to: "moderator" },
    });
  });
}

/** Uploads hashed per run of the backfill job at most. */
export const PHOTO_HASHES_PER_RUN = 500;

/**
 * Gives uploads older than the perceptual hash theirs, from the stored largest variant, oldest first
 * (the uploads.hash-photos job). A photo whose file is missing or unreadable is skipped and tried again
 * next run. Answers how many were hashed; a run with nothing left answers 0 and costs one query.
 */
export async function backfillPhotoHashes(
  db: Db,
  storage: PhotoStorage,
  limit = PHOTO_HASHES_PER_RUN,
): Promise<number> {
  let hashed = 0;
  let afterId = 0;
  while (hashed < limit) {
    const batch = await repository.findUploadsWithoutHash(db, afterId, Math.min(100, limit - hashed));
    if (!batch.length) break;
    for (const upload of batch) {
      afterId = upload.id;
      const stored = await storage.get(upload.url);
      if (!stored) continue;
      const bytes = await streamToBuffer(stored.body).catch(() => undefined);
      const hash = bytes && (await differenceHash(bytes).catch(() => undefined));
      if (hash === undefined) continue;
      await repository.setUploadHash(db, upload.id, hash);
      hashed++;
    }
  }
  return hashed;
}

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

import type { AgencyListing, AgencyListingCreate } from "@shared/agency";
import type { CreateListingInput, UpdateListingInput } from "@shared/listing";
import { LOCATIONS } from "@shared/locations";
import type { SiteConfig } from "@shared/site";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/errors";
import * as listings from "../listings/listings.service";
import { assertNumberFormats } from "../trust-signals/trust-signals.service";
import * as feeds from "./agency-feeds.repository";
import * as repository from "./agencies.repository";

/**
 * An agency's listings by its own reference number (docs/decisions/0053), for the agency API and the feed
 * import alike. Both go through the listing API's own services (createListing, updateListing), so every
 * rule of a listing (validation, permits, photos, duplicate and fraud signals) is the same whichever way a
 * listing arrives. The listing's owner is the agency's first admin: that account sees the listings in its
 * dashboard and its uploaded photos are the ones the agency's listings may use.
 */

export type AgencyListingSource = "api" | "feed";

/** The account that owns the agency's listings: its first admin; 409 when the agency has none. */
export async function agencyOwner(db: Db, agencyId: number): Promise<{ id: number; username: string }> {
  const owner = await repository.findFirstAdmin(db, agencyId);
  if (!owner) throw AppError.conflict("The agency has no admin to own its listings: add one first");
  return owner;
}

/** The agency's agent with this BRN; a 400 naming `field` when there is none. */
export async function agentByBrn(db: Db, agencyId: number, brn: string, field = "agentBrn") {
  const agentId = await repository.findAgentIdByBrn(db, agencyId, brn);
  if (agentId === undefined) {
    throw AppError.badRequest("Some fields are not valid", {
      [field]: ["No agent of this agency has that BRN"],
    });
  }
  return agentId;
}

/**
 * A BRN that the published BRN format of the listing's emirate refuses: a 400 on `field`, saying so rather
 * than "no agent has it" (docs/decisions/0051). An unknown location is left to the listing's own check.
 */
export function assertAgentBrnFormat(location: string, brn: string, field = "agentBrn"): void {
  const emirate = LOCATIONS.find((l) => l.name === location)?.emirate;
  if (emirate) assertNumberFormats(emirate, { brn: { field, value: brn } });
}

async function answer(db: Db, agencyId: number, reference: string, site: SiteConfig): Promise<AgencyListing> {
  const row = await feeds.findAgencyListingByReference(db, agencyId, reference);
  if (!row) throw AppError.notFound("Listing not found");
  const listing = await listings.getListing(db, row.propertyId, site, row.ownerId ?? undefined);
  return { ...listing, reference, source: row.source };
}

function createFields(input: AgencyListingCreate): CreateListingInput {
  const { reference: _reference, agentBrn: _agentBrn, ...fields } = input;
  return fields;
}

/**
 * Creates the agency's listing under `reference` in one transaction (the listing, its photos, its
 * signals and the reference row): 409 when the reference is taken, with nothing written.
 */
export async function createAgencyListing(
  db: Db,
  agencyId: number,
  input: AgencyListingCreate,
  site: SiteConfig,
  source: AgencyListingSource = "api",
  feedDigest: string | null = null,
  /** The agent already resolved (a feed's agent by BRN or email); else `input.agentBrn` names one. */
  resolvedAgentId?: number | null,
): Promise<AgencyListing> {
  const owner = await agencyOwner(db, agencyId);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if (await feeds.findAgencyListingByReference(t, agencyId, input.reference)) {
      throw AppError.conflict("A listing with this reference number exists: update it instead", {
        reference: ["This reference number is already used by one of the agency's listings"],
      });
    }
    if (input.agentBrn && resolvedAgentId === undefined) assertAgentBrnFormat(input.location, input.agentBrn);
    const agentId =
      resolvedAgentId !== undefined
        ? resolvedAgentId
        : input.agentBrn
          ? await agentByBrn(t, agencyId, input.agentBrn)
          : null;
    const listing = await listings.createListing(t, owner, createFields(input), site);
    if (agentId) await feeds.setListingAgent(t, listing.id, agentId);
    await feeds.insertAgencyListing(t, {
      propertyId: listing.id,
      agencyId,
      reference: input.reference,
      source,
      feedDigest,
    });
  });
  return answer(db, agencyId, input.reference, site);
}

/** Updates only the fields sent, of the agency's listing `reference` (404 for another agency's). */
export async function updateAgencyListing(
  db: Db,
  agencyId: number,
  reference: string,
  input: UpdateListingInput,
  site: SiteConfig,
  extra: { agentId?: number | null; source?: AgencyListingSource; feedDigest?: string | null } = {},
): Promise<AgencyListing> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const row = await feeds.findAgencyListingByReference(t, agencyId, reference);
    if (!row || row.ownerId === null) throw AppError.notFound("Listing not found");
    await listings.updateListing(t, row.propertyId, row.ownerId, input, site);
    if (extra.agentId !== undefined) {
      await feeds.setListingAgent(t, row.propertyId, extra.agentId);
    }
    if (extra.source !== undefined || extra.feedDigest !== undefined) {
      await feeds.updateAgencyListingOrigin(t, row.propertyId, {
        ...(extra.source ? { source: extra.source } : {}),
        ...(extra.feedDigest !== undefined ? { feedDigest: extra.feedDigest } : {}),
      });
    }
  });
  return answer(db, agencyId, reference, site);
}

export async function getAgencyListing(db: Db, agencyId: number, reference: string, site: SiteConfig) {
  return answer(db, agencyId, reference, site);
}

/** Takes the listing off the site (status archived); it stays the agency's, to publish again by PATCH. */
export async function unpublishAgencyListing(db: Db, agencyId: number, reference: string, site: SiteConfig) {
  const row = await feeds.findAgencyListingByReference(db, agencyId, reference);
  if (!row) throw AppError.notFound("Listing not found");
  if (row.status !== "archived") {
    return updateAgencyListing(db, agencyId, reference, { status: "archived" }, site);
  }
  return answer(db, agencyId, reference, site);
}

/** The agency's listings by reference number, with their references (any status: they are the agency's own). */
export async function listAgencyListings(
  db: Db,
  agencyId: number,
  page: { page: number; limit: number },
  site: SiteConfig,
) {
  const { references, total } = await feeds.findAgencyReferences(db, agencyId, page);
  const items = await Promise.all(references.map((reference) => answer(db, agencyId, reference, site)));
  return { items, total };
}

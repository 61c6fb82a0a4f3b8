import {
  categoryOf,
  PERMIT_REQUIRED_EMIRATES,
  PUBLIC_STATUSES,
  type CreateListingInput,
  type Listing,
  type ListingFacets,
  type ListingSummary,
  type SearchListingsQuery,
  type UpdateListingInput,
} from "@shared/listing";
import {
  SIMILAR_LISTINGS_LIMIT,
  SIMILAR_PRICE_BAND,
  SIMILAR_SIZE_BAND,
  type PriceHistoryEntry,
} from "@shared/listing-detail";
import { locationCentre } from "@shared/location-centres";
import { LOCATIONS, type Emirate } from "@shared/locations";
import { photoRefOf, publicPhotoUrl } from "@shared/media";
import type { MapClusters, MapClustersQuery } from "@shared/map-clusters";
import type { MyListing } from "@shared/my-listing";
import type { SiteConfig } from "@shared/site";
import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { MODERATION_STATUSES } from "@shared/listing-options";
import { AppError } from "../../lib/errors";
import * as repository from "./listings.repository";
import type { ListingDetailRow } from "./listings.repository";
import type { ListingSummaryRow, NewPropertyRow } from "./listing-columns";
import * as search from "./listings-search.repository";
import { searchConditions, type SearchScope } from "./listings-search-conditions.repository";
import { findSimilarListings } from "./similar-listings.repository";
import { describeVerification } from "@shared/trust-signals";
import { qrSvgPath } from "../../lib/qr-svg";
import { placeholderImageFor } from "../../lib/sample-images";
import { findLatestOrdersOfListings } from "../upgrades/upgrades.service";
import { findOwnedUploadRefs } from "../uploads/uploads.service";
import { assertOwnListing } from "./listing-ownership";
import { findMapClusters } from "./map-clusters";
import {
  assertNumberFormats,
  assertPermitAvailable,
  permitConflictOf,
  reviewListing,
} from "../trust-signals/trust-signals.service";

function scopeOf(site: SiteConfig): SearchScope {
  return site.scope === "Dubai" ? { emirate: "Dubai" } : {};
}

/**
 * The search page's matching rules for these filters, as SQL conditions (the one implementation, the
 * repository's `searchConditions`): saved-search alerts match new listings with them (docs/decisions/0047).
 */
export function searchConditionsFor(query: SearchListingsQuery, site?: SiteConfig): SQL[] {
  return searchConditions(query, site ? scopeOf(site) : {});
}

/**
 * The API's listing: stored photo references (upload keys, sample paths) become the public addresses of
 * the site's media base, the one place a stored photo becomes a URL for listings.
 */
export function toListingSummary(
  row: ListingSummaryRow,
  site: Pick<SiteConfig, "mediaBaseUrl">,
): ListingSummary {
  const photo = (ref: string) => publicPhotoUrl(ref, site.mediaBaseUrl);
  return {
    id: row.id,
    title: row.title,
    titleAr: row.titleAr,
    location: row.location,
    price: row.price,
    priceType: row.priceType,
    imageUrl: photo(row.imageUrl),
    beds: row.beds,
    baths: row.baths,
    sqft: row.sqft,
    propertyType: row.propertyType,
    featured: row.featured === 1 ? 1 : 0,
    emirate: row.emirate,
    category: row.category,
    completionStatus: row.completionStatus,
    furnished: row.furnished,
    images: (row.images.length ? row.images : [row.imageUrl]).map(photo),
    amenities: row.amenities,
    permitNumber: row.permitNumber,
    status: row.status,
    isSample: row.isSample,
    confirmedAt: toIso(row.confirmedAt),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
    ownerId: row.ownerId,
    latitude: row.latitude,
    longitude: row.longitude,
    // What was checked, in words (decision 0056): a format check never reads as the regulator's.
    verification: describeVerification(
      row.verification && row.verifiedAt
        ? { method: row.verification, verifiedAt: toIso(row.verifiedAt) }
        : null,
      row.emirate,
    ),
  };
}

/** Drivers hand back Date objects, or strings from raw SQL aggregates; the API always speaks ISO. */
function toIso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function toListing(row: ListingDetailRow, site: Pick<SiteConfig, "mediaBaseUrl">): Listing {
  const agent: Listing["agent"] = row.agentName
    ? {
        name: row.agentName,
        agency: row.agencyName,
        agencyId: row.agencyId,
        brn: row.agentBrn,
        phone: row.agentPhone,
        whatsapp: row.agentWhatsapp,
        email: row.agentEmail,
        photoUrl: row.agentPhotoUrl && publicPhotoUrl(row.agentPhotoUrl, site.mediaBaseUrl),
      }
    : row.ownerUsername
      ? {
          name: row.ownerUsername,
          agency: null,
          agencyId: null,
          brn: null,
          phone: null,
          whatsapp: null,
          // A private owner's account email stays private: buyers reach them through the enquiry form.
          email: null,
          photoUrl: null,
        }
      : null;
  return {
    ...toListingSummary(row, site),
    description: row.description,
    descriptionAr: row.descriptionAr,
    permitValidationUrl: row.permitValidationUrl,
    // Drawn here, so the page shows the permit's QR code without a QR library in the browser.
    permitQr: row.permitValidationUrl ? qrSvgPath(row.permitValidationUrl) : null,
    videoUrl: row.videoUrl,
    tourUrl: row.tourUrl,
    agent,
  };
}

export async function searchListings(
  db: Db,
  query: SearchListingsQuery,
  site: SiteConfig,
  options: search.SearchOptions = {},
) {
  const { rows, total, totalIsEstimate } = await search.searchListings(db, query, scopeOf(site), options);
  return { items: rows.map((row) => toListingSummary(row, site)), total, totalIsEstimate };
}

/** Counts by location and property type for the search's filters (GET /api/properties/facets). */
export async function listingFacets(
  db: Db,
  query: SearchListingsQuery,
  site: SiteConfig,
): Promise<ListingFacets> {
  return search.countFacets(db, query, scopeOf(site));
}

/** Every match of the search in the map's view, by grid cell (GET /api/properties/map-clusters). */
export async function getMapClusters(
  db: Db,
  query: MapClustersQuery,
  site: SiteConfig,
): Promise<MapClusters> {
  return findMapClusters(db, query, scopeOf(site));
}

/** The owner's listings in every status, with views, enquiry counts and the latest featured order. */
export async function listMyListings(
  db: Db,
  ownerId: number,
  page: { page: number; limit: number },
  site: Pick<SiteConfig, "mediaBaseUrl">,
): Promise<{ items: MyListing[]; total: number }> {
  const { rows, total } = await repository.findListingsByOwner(db, ownerId, page);
  const orderOf = await findLatestOrdersOfListings(
    db,
    rows.map((row) => row.id),
  );
  const items = rows.map((row) => ({
    ...toListingSummary(row, site),
    views: row.views,
    enquiryCount: Number(row.enquiryCount),
    unreadEnquiryCount: Number(row.unreadEnquiryCount),
    featuredUntil: row.featuredUntil && row.featured === 1 ? toIso(row.featuredUntil) : null,
    latestOrder: orderOf.get(row.id) ?? null,
  }));
  return { items, total };
}

/**
 * A public listing, or the owner's own listing in any status (their preview); missing, unpublished or out
 * of the site's scope reads as not found.
 */
export async function getListing(
  db: Db,
  id: number,
  site: SiteConfig,
  viewerId: number | undefined,
): Promise<Listing> {
  const row = await loadVisibleListing(db, id, site, viewerId);
  const listing = toListing(row, site);
  // How many people looked is the owner's business (their dashboard and preview), not the public's.
  return row.ownerId != null && row.ownerId === viewerId ? { ...listing, views: row.views } : listing;
}

async function loadVisibleListing(
  db: Db,
  id: number,
  site: SiteConfig,
  viewerId: number | undefined,
): Promise<ListingDetailRow> {
  const row = await repository.findListingById(db, id);
  const isOwner = row?.ownerId != null && row.ownerId === viewerId;
  const isPublic = row && (PUBLIC_STATUSES as readonly string[]).includes(row.status);
  const inScope = row && (site.scope !== "Dubai" || row.emirate === "Dubai");
  if (!row || !inScope || (!isPublic && !isOwner)) throw AppError.notFound("Listing not found");
  return row;
}

/** The location's emirate; a Dubai-scoped site only takes Dubai listings. */
function emirateOfLocation(location: string, site: SiteConfig): Emirate {
  const match = LOCATIONS.find((l) => l.name === location);
  if (!match)
    throw AppError.badRequest("Some fields are not valid", {
      location: ["Choose one of the listed locations"],
    });
  if (site.scope === "Dubai" && match.emirate !== "Dubai") {
    throw AppError.badRequest("Some fields are not valid", {
      location: [
        `${site.siteName} lists Dubai property only; list ${match.emirate} property on the UAE-wide site`,
      ],
    });
  }
  return match.emirate;
}

interface Pin {
  latitude: number;
  longitude: number;
}

/**
 * Where a listing goes on the map: the owner's pin when they gave both coordinates, its community's centre
 * when they gave neither (docs/decisions/0046-map-and-basemap.md). One without the other is a mistake to
 * report, not to guess around.
 */
function pinOf(location: string, latitude: number | null, longitude: number | null): Pin {
  if (latitude !== null && longitude !== null) return { latitude, longitude };
  if (latitude === null && longitude === null) {
    const centre = locationCentre(location);
    if (!centre) {
      throw AppError.badRequest("Some fields are not valid", {
        location: ["Choose one of the listed locations"],
      });
    }
    return { latitude: centre.latitude, longitude: centre.longitude };
  }
  const missing = latitude === null ? "latitude" : "longitude";
  throw AppError.badRequest("Some fields are not valid", {
    [missing]: [
      `Give the ${missing} with the ${missing === "latitude" ? "longitude" : "latitude"}, or neither for the community's centre`,
    ],
  });
}

/**
 * The pin an update stores, or undefined when it leaves the pin alone. A coordinate sent as null puts the
 * pin back on the community's centre; a move to another community without a pin moves it to that
 * community's centre (the old pin would be in the wrong place); one coordinate alone moves along that axis.
 */
function pinAfterUpdate(
  current: { location: string; latitude: number | null; longitude: number | null },
  fields: { location?: string; latitude?: number | null; longitude?: number | null },
): Pin | undefined {
  const location = fields.location ?? current.location;
  const sent = fields.latitude !== undefined || fields.longitude !== undefined;
  if (!sent) return location !== current.location ? pinOf(location, null, null) : undefined;
  if (fields.latitude === null || fields.longitude === null) {
    return pinOf(location, fields.latitude ?? null, fields.longitude ?? null);
  }
  return pinOf(location, fields.latitude ?? current.latitude, fields.longitude ?? current.longitude);
}

/** Published or under offer: the statuses in which a listing advertises its permit. */
function isPublicStatus(status: string): boolean {
  return (PUBLIC_STATUSES as readonly string[]).includes(status);
}

/**
 * A permit's QR link (its DLD Trakheesi validation address) belongs to a Dubai listing with a permit number
 * (docs/decisions/0056-permit-wording-and-qr.md): 400 with `fieldErrors.permitValidationUrl` otherwise.
 */
function assertPermitLinkFits(listing: {
  emirate: Emirate;
  permitNumber: string | null;
  permitValidationUrl: string | null;
}) {
  if (!listing.permitValidationUrl) return;
  const problem =
    listing.emirate !== "Dubai"
      ? "Permit QR link: DLD's Trakheesi permits are for Dubai listings only"
      : !listing.permitNumber
        ? "Permit QR link: give the permit number too"
        : null;
  if (problem) throw AppError.badRequest("Some fields are not valid", { permitValidationUrl: [problem] });
}

/** Publishing in Dubai or Abu Dhabi needs the regulator's advertising permit (docs/product.md §Lifecycle). */
function assertPublishable(listing: { emirate: Emirate; permitNumber: string | null }) {
  if (PERMIT_REQUIRED_EMIRATES.includes(listing.emirate) && !listing.permitNumber) {
    const permit = listing.emirate === "Dubai" ? "Trakheesi" : "Madhmoun";
    throw AppError.badRequest("A permit number is required to publish here", {
      permitNumber: [`A ${permit} permit number is required to publish a listing in ${listing.emirate}`],
    });
  }
}

/**
 * The references to store for the photo addresses a listing was sent with (the addresses its uploads
 * answered, on whatever base), checked: a listing shows only photos its owner uploaded here, or ones it
 * already has, so nobody can borrow another user's photos (or point at arbitrary media) by URL.
 */
async function ownPhotoRefs(db: Db, ownerId: number, images: string[], kept: readonly string[]) {
  const refs = images.map(photoRefOf);
  const added = [...new Set(refs.filter((ref) => !kept.includes(ref)))];
  if (!added.length) return refs;
  const owned = await findOwnedUploadRefs(db, ownerId, added);
  if (added.some((ref) => !owned.has(ref))) {
    throw AppError.badRequest("Some fields are not valid", {
      images: ["Use photos you uploaded for this listing"],
    });
  }
  return refs;
}

/**
 * Creates the listing and answers from what its transaction returned: once the INSERT has committed,
 * nothing else may fail the request (a 5xx for a committed create makes the client retry and duplicate
 * it). An owner-created listing has no agent, so the row, its photos and the owner's name are the whole
 * answer.
 */
export async function createListing(
  db: Db,
  owner: { id: number; username: string },
  input: CreateListingInput,
  site: SiteConfig,
): Promise<Listing> {
  const emirate = emirateOfLocation(input.location, site);
  const permit = { ownerId: owner.id, emirate, permitNumber: input.permitNumber };
  // A number that cannot be the regulator's is refused whatever the status (docs/decisions/0051).
  assertNumberFormats(emirate, { permitNumber: input.permitNumber });
  if (input.status === "published") assertPublishable(permit);
  assertPermitLinkFits({ ...input, emirate });
  if (input.status === "published") {
    await assertPermitAvailable(db, permit);
  }
  const images = await ownPhotoRefs(db, owner.id, input.images, []);
  const { images: _addresses, ...fields } = input;
  const values: NewPropertyRow = {
    ...fields,
    ...pinOf(input.location, input.latitude, input.longitude),
    emirate,
    category: categoryOf(input.propertyType),
    imageUrl: images[0] ?? placeholderImageFor(input.propertyType),
    ownerId: owner.id,
    isSample: false,
  };
  // The signals run in the insert's transaction; one permit, one advert is settled by the permit index.
  const row = await repository
    .insertListing(db, values, images, (tx, id) => reviewListing(tx, id))
    .catch(async (error: unknown) => {
      throw (await permitConflictOf(db, error, permit)) ?? error;
    });
  const listing = toListing({ ...row, ...NO_AGENT, images, ownerUsername: owner.username }, site);
  // The owner sees their own views, as getListing would answer them.
  return { ...listing, views: row.views };
}

/** The agent columns of a listing without an agent (every listing an owner creates here). */
const NO_AGENT = {
  agentId: null,
  agentName: null,
  agentBrn: null,
  agentPhone: null,
  agentWhatsapp: null,
  agentEmail: null,
  agentPhotoUrl: null,
  agencyName: null,
  agencyId: null,
} as const;

async function loadOwnListing(db: Db, id: number, userId: number): Promise<ListingDetailRow> {
  const row = await repository.findListingById(db, id);
  assertOwnListing(row, userId);
  return row;
}

/** 404 when the listing does not exist, 403 when it is someone else's (see assertOwnListing). */
export async function assertOwnsListing(db: Db, id: number, userId: number): Promise<void> {
  assertOwnListing(await repository.findListingOwner(db, id), userId);
}

export async function updateListing(
  db: Db,
  id: number,
  userId: number,
  input: UpdateListingInput,
  site: SiteConfig,
) {
  const current = await loadOwnListing(db, id, userId);
  // Hidden for review or removed: only a moderator's decision changes the status (docs/decisions/0050);
  // the owner may still edit the listing, which is how an edit request gets fixed.
  if (input.status !== undefined && (MODERATION_STATUSES as readonly string[]).includes(current.status)) {
    throw AppError.conflict(
      current.status === "hidden"
        ? "This listing is hidden while moderators review reports about it; its status cannot change until they decide"
        : "This listing was removed by moderators; its status cannot change",
      { status: ["Moderators decide this listing's status"] },
    );
  }
  const { images: addresses, ...fields } = input;
  const images =
    addresses && (await ownPhotoRefs(db, userId, addresses, [...current.images, current.imageUrl]));
  // The publishing rules apply to the listing as it will be: the stored one with the sent fields over it.
  const next = { ...current, ...fields };
  const emirate = fields.location ? emirateOfLocation(fields.location, site) : current.emirate;
  const permit = { id, ownerId: userId, emirate, permitNumber: next.permitNumber };
  // The permit as it will be, when it changes, moves emirate or goes public (a stored number written before
  // its format was published is left alone otherwise: the flag has it).
  if (
    fields.permitNumber !== undefined ||
    emirate !== current.emirate ||
    (isPublicStatus(next.status) && !isPublicStatus(current.status))
  ) {
    assertNumberFormats(emirate, { permitNumber: next.permitNumber });
  }
  if (next.status === "published") assertPublishable(permit);
  if (
    fields.permitValidationUrl !== undefined ||
    fields.permitNumber !== undefined ||
    emirate !== current.emirate
  ) {
    assertPermitLinkFits({ ...next, emirate });
  }
  if (isPublicStatus(next.status)) await assertPermitAvailable(db, permit);
  // Only what was sent (and what derives from it) is written.
  const values: Partial<NewPropertyRow> = { ...fields };
  if (fields.location) values.emirate = emirate;
  if (fields.propertyType) values.category = categoryOf(fields.propertyType);
  if (images) values.imageUrl = images[0] ?? placeholderImageFor(next.propertyType);
  const pin = pinAfterUpdate(current, fields);
  if (pin) Object.assign(values, pin);
  const priceChange =
    fields.price !== undefined && fields.price !== current.price
      ? { from: current.price, to: fields.price, listedAt: new Date(current.createdAt) }
      : undefined;
  // A moderator checked the permit and the place: changing either undoes their verification.
  const moderatorCheckStale =
    (fields.permitNumber !== undefined && fields.permitNumber !== current.permitNumber) ||
    emirate !== current.emirate;
  await repository
    .updateListing(db, id, values, images, priceChange, (tx) =>
      reviewListing(tx, id, { moderatorCheckStale }),
    )
    .catch(async (error: unknown) => {
      throw (await permitConflictOf(db, error, permit)) ?? error;
    });
  return getListing(db, id, site, userId);
}

export async function deleteListing(db: Db, id: number, userId: number) {
  await loadOwnListing(db, id, userId);
  await repository.deleteListing(db, id);
}

/** Public listings for the ids, in the order of the ids; missing or hidden ones are left out. */
export async function getListingsByIds(db: Db, ids: number[], site: SiteConfig): Promise<ListingSummary[]> {
  const rows = await repository.findPublicListingsByIds(db, ids, scopeOf(site));
  const byId = new Map(rows.map((row) => [row.id, toListingSummary(row, site)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Up to six public listings like this one, its community's first (docs/decisions/0048); the viewer must see
 * this one.
 */
export async function getSimilarListings(
  db: Db,
  id: number,
  site: SiteConfig,
  viewerId: number | undefined,
): Promise<ListingSummary[]> {
  const listing = await loadVisibleListing(db, id, site, viewerId);
  const rows = await findSimilarListings(
    db,
    listing,
    { priceBand: SIMILAR_PRICE_BAND, sizeBand: SIMILAR_SIZE_BAND, limit: SIMILAR_LISTINGS_LIMIT },
    scopeOf(site),
  );
  return rows.map((row) => toListingSummary(row, site));
}

/** Every price the listing has had, oldest first, starting with the price it was listed at. */
export async function getPriceHistory(
  db: Db,
  id: number,
  site: SiteConfig,
  viewerId: number | undefined,
): Promise<PriceHistoryEntry[]> {
  const listing = await loadVisibleListing(db, id, site, viewerId);
  const rows = await repository.findPriceHistory(db, id);
  if (!rows.length) return [{ price: listing.price, changedAt: toIso(listing.createdAt) }];
  return rows.map((row) => ({ price: row.price, changedAt: toIso(row.changedAt) }));
}

import { and, asc, eq, gte, lte, ne, sql, type SQL } from "drizzle-orm";
import type { Category, PriceType, PropertyType } from "@shared/listing";
import type { Emirate } from "@shared/locations";
import type { Db } from "../../db/client";
import { properties } from "../../db/schema";
import { selectSummaries, type ListingSummaryRow } from "./listing-columns";
import { isFresh, isPublicStatus, type SearchScope } from "./listings-search-conditions.repository";

export interface SimilarTo {
  id: number;
  priceType: PriceType;
  emirate: Emirate;
  /** The community ("Dubai Marina"). */
  location: string;
  category: Category;
  propertyType: PropertyType;
  beds: number;
  sqft: number;
  price: number;
}

export interface SimilarOptions {
  /** Share of the listing's price either way (0.25: ±25%); never relaxed. */
  priceBand: number;
  /** Share of the listing's size either way; the first thing relaxed. */
  sizeBand: number;
  limit: number;
}

/**
 * Public listings comparable with this one (docs/decisions/0048-similar-listings-and-zero-results.md). Always
 * the same purpose, emirate and category, priced within the band, never the listing itself. The same
 * community first; when it has fewer than `limit`, the rest of the emirate fills the list. Within each,
 * listings rank by how many of the closer rules they keep, relaxed in this order: the size band, then beds
 * within one, then the property type (`similarityTier`); then by beds difference and price ratio.
 *
 * Two queries at most: the community's candidates come from the (status, location) index; the emirate's
 * fill, only when needed, from the filter index ranged over purpose and emirate.
 */
export async function findSimilarListings(
  db: Db,
  listing: SimilarTo,
  options: SimilarOptions,
  scope: SearchScope,
): Promise<ListingSummaryRow[]> {
  const common: SQL[] = [
    isPublicStatus,
    isFresh(),
    eq(properties.priceType, listing.priceType),
    eq(properties.emirate, listing.emirate),
    eq(properties.category, listing.category),
    gte(properties.price, Math.floor(listing.price * (1 - options.priceBand))),
    lte(properties.price, Math.ceil(listing.price * (1 + options.priceBand))),
    ne(properties.id, listing.id),
  ];
  if (scope.emirate) common.push(eq(properties.emirate, scope.emirate));
  const order = similarityOrder(listing, options.sizeBand);
  const inCommunity = await selectSummaries(db)
    .where(and(...common, eq(properties.location, listing.location)))
    .orderBy(...order)
    .limit(options.limit);
  if (inCommunity.length >= options.limit) return inCommunity;
  const inEmirate = await selectSummaries(db)
    .where(and(...common, ne(properties.location, listing.location)))
    .orderBy(...order)
    .limit(options.limit - inCommunity.length);
  return [...inCommunity, ...inEmirate];
}

/**
 * How close a candidate is, best first: the tier (0 keeps every rule: same type, beds within one, size within
 * the band; 1 drops the size band; 2 drops beds too; 3 is another type of the same category), then the
 * difference in beds, then |ln(price ratio)| (10% dearer and 10% cheaper count alike), then the id.
 */
function similarityOrder(listing: SimilarTo, sizeBand: number): SQL[] {
  const sameType = sql`${properties.propertyType} = ${listing.propertyType}`;
  const bedsDiff = sql`abs(${properties.beds} - ${listing.beds}::int)`;
  const sizeNear = sql`${properties.sqft} between ${Math.floor(listing.sqft * (1 - sizeBand))} and ${Math.ceil(
    listing.sqft * (1 + sizeBand),
  )}`;
  const tier = sql`case when ${sameType} and ${bedsDiff} <= 1 and ${sizeNear} then 0
    when ${sameType} and ${bedsDiff} <= 1 then 1 when ${sameType} then 2 else 3 end`;
  const priceRatio = sql`abs(ln(${properties.price}::float8 / ${Math.max(1, listing.price)}::float8))`;
  return [tier, bedsDiff, priceRatio, asc(properties.id)];
}

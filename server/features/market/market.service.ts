import { PROPERTY_TYPES, type PropertyType } from "@shared/listing";
import { EMIRATES, LOCATIONS, emirateSlug, type Emirate } from "@shared/locations";
import {
  findCuratedCategory,
  type EmirateCount,
  type LocationCount,
  type MarketSummary,
  type MarketSummaryQuery,
  type PlaceListingsQuery,
  type PriceIndex,
  type PriceIndexQuery,
  type PriceIndexSeries,
  type Transaction,
  type TransactionsQuery,
} from "@shared/market";
import type { SiteConfig } from "@shared/site";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/errors";
// Listing cards are the listings feature's shape; reuse its mapping rather than copy it.
import { getListingsByIds } from "../listings/listings.service";
import * as repository from "./market.repository";

function scopeOf(site: SiteConfig): repository.MarketScope {
  return site.scope === "Dubai" ? { emirate: "Dubai" } : {};
}

/** The emirates a site covers: all seven, or Dubai alone on a Dubai-scoped site. */
function emiratesOf(site: SiteConfig): readonly Emirate[] {
  return site.scope === "Dubai" ? ["Dubai"] : EMIRATES;
}

export async function getMarketSummary(
  db: Db,
  query: MarketSummaryQuery,
  site: SiteConfig,
): Promise<MarketSummary> {
  const rows = await repository.summarisePlace(db, query, scopeOf(site));
  const total = rows.find((row) => row.propertyType === null);
  const typeOrder = (type: PropertyType) => PROPERTY_TYPES.indexOf(type);
  const byType = rows
    .filter((row): row is repository.SummaryRow & { propertyType: PropertyType } => row.propertyType !== null)
    .sort((a, b) => typeOrder(a.propertyType) - typeOrder(b.propertyType))
    .map((row) => ({
      propertyType: row.propertyType,
      forSale: row.forSale,
      medianSalePrice: row.medianSalePrice,
      forRent: row.forRent,
      medianRent: row.medianRent,
    }));
  const forSale = total?.forSale ?? 0;
  const forRent = total?.forRent ?? 0;
  return {
    listingCount: forSale + forRent,
    forSale,
    forRent,
    medianSalePrice: total?.medianSalePrice ?? null,
    medianRent: total?.medianRent ?? null,
    byType,
  };
}

export async function countListingsByEmirate(db: Db, site: SiteConfig): Promise<EmirateCount[]> {
  const rows = await repository.countByEmirate(db, scopeOf(site));
  const counts = new Map(rows.map((row) => [row.emirate, row.listingCount]));
  return emiratesOf(site).map((emirate) => ({
    emirate,
    slug: emirateSlug(emirate),
    listingCount: counts.get(emirate) ?? 0,
  }));
}

export async function countListingsByLocation(db: Db, site: SiteConfig): Promise<LocationCount[]> {
  const rows = await repository.countByLocation(db, scopeOf(site));
  const counts = new Map(rows.map((row) => [row.location, row.listingCount]));
  const emirates = emiratesOf(site);
  return LOCATIONS.filter((l) => emirates.includes(l.emirate)).map((l) => ({
    location: l.name,
    slug: l.slug,
    emirate: l.emirate,
    listingCount: counts.get(l.name) ?? 0,
  }));
}

/** Public listings of a place or category, one page, as listing cards. */
export async function findPlaceListings(db: Db, query: PlaceListingsQuery, site: SiteConfig) {
  const { ids, total } = await repository.findPlaceListingIds(db, query, scopeOf(site), query);
  return { items: await getListingsByIds(db, ids, site), total };
}

export async function findCategoryListings(
  db: Db,
  slug: string,
  query: Omit<PlaceListingsQuery, "location" | "category">,
  site: SiteConfig,
) {
  const category = findCuratedCategory(slug);
  if (!category) throw AppError.notFound("Category not found");
  return findPlaceListings(db, { ...query, category: category.slug }, site);
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Monthly median price per sq ft, each series rebased to 100 at its first month. */
export async function getPriceIndex(db: Db, query: PriceIndexQuery, site: SiteConfig): Promise<PriceIndex> {
  const rows = await repository.findPriceIndexRows(db, query, scopeOf(site));
  const byType = new Map<string | null, repository.PriceIndexRow[]>();
  for (const row of rows) {
    const key = query.propertyType ? null : row.propertyType;
    byType.set(key, [...(byType.get(key) ?? []), row]);
  }
  const keys: (PropertyType | null)[] = [
    null,
    ...PROPERTY_TYPES.filter((type) => !query.propertyType && byType.has(type)),
  ];
  const series: PriceIndexSeries[] = keys
    .filter((key) => byType.has(key))
    .map((key) => {
      const points = byType.get(key)!.sort((a, b) => a.month.localeCompare(b.month));
      const base = points[0].medianPricePerSqft;
      return {
        propertyType: key ?? query.propertyType ?? null,
        points: points.map((p) => ({
          month: p.month,
          medianPricePerSqft: Math.round(p.medianPricePerSqft),
          index: round1((p.medianPricePerSqft / base) * 100),
          transactions: p.transactions,
        })),
      };
    });
  return {
    emirate: query.emirate ?? (site.scope === "Dubai" ? "Dubai" : null),
    propertyType: query.propertyType ?? null,
    isSample: rows.some((row) => row.anySample),
    series,
  };
}

function toTransaction(row: repository.TransactionRow): Transaction {
  return {
    id: row.id,
    date: row.date.toISOString().slice(0, 10),
    emirate: row.emirate,
    location: row.location,
    propertyType: row.propertyType,
    beds: row.beds,
    sqft: row.sqft,
    price: row.price,
    pricePerSqft: Math.round(row.price / row.sqft),
    isSample: row.isSample,
  };
}

export async function findTransactions(db: Db, query: TransactionsQuery, site: SiteConfig) {
  const { rows, total } = await repository.findTransactions(db, query, scopeOf(site));
  return { items: rows.map(toTransaction), total };
}

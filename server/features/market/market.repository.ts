import { and, asc, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { meansOrMore, PUBLIC_STATUSES, type Sort } from "@shared/listing";
import {
  AFFORDABLE_MAX_ANNUAL_RENT,
  AFFORDABLE_MAX_SALE_PRICE,
  FAMILY_HOME_TYPES,
  FAMILY_MIN_BEDS,
  LUXURY_MIN_ANNUAL_RENT,
  LUXURY_MIN_SALE_PRICE,
  PRICE_INDEX_TYPES,
  type MarketCategory,
  type TransactionsQuery,
} from "@shared/market";
import type { PropertyType } from "@shared/listing-options";
import type { Emirate } from "@shared/locations";
import { searchTerms } from "@shared/search-terms";
import type { Db } from "../../db/client";
import { properties, transactions } from "../../db/schema";

export interface MarketScope {
  /** Set on Dubai-scoped sites: every figure is limited to this emirate. */
  emirate?: Emirate;
}

export interface PlaceFilter {
  emirate?: Emirate;
  location?: string;
  category?: MarketCategory;
  priceType?: "sale" | "rent";
}

/** The SQL of a curated category (docs/product.md §Categories) or of the residential/commercial field. */
function categoryCondition(category: MarketCategory): SQL {
  const residential = eq(properties.category, "residential");
  const sale = eq(properties.priceType, "sale");
  const rent = eq(properties.priceType, "rent");
  switch (category) {
    case "residential":
    case "commercial":
      return eq(properties.category, category);
    case "luxury-properties":
      return and(
        residential,
        or(
          and(sale, gte(properties.price, LUXURY_MIN_SALE_PRICE)),
          and(rent, gte(properties.price, LUXURY_MIN_ANNUAL_RENT)),
        ),
      )!;
    case "affordable-homes":
      return and(
        residential,
        or(
          and(sale, lte(properties.price, AFFORDABLE_MAX_SALE_PRICE)),
          and(rent, lte(properties.price, AFFORDABLE_MAX_ANNUAL_RENT)),
        ),
      )!;
    case "family-homes":
      return and(
        inArray(properties.propertyType, [...FAMILY_HOME_TYPES]),
        gte(properties.beds, FAMILY_MIN_BEDS),
      )!;
  }
}

/** Public listings of the place/category; a Dubai-scoped site adds its emirate on top of any filter. */
function placeConditions(filter: PlaceFilter, scope: MarketScope): SQL[] {
  const conditions: SQL[] = [inArray(properties.status, [...PUBLIC_STATUSES])];
  if (scope.emirate) conditions.push(eq(properties.emirate, scope.emirate));
  if (filter.emirate) conditions.push(eq(properties.emirate, filter.emirate));
  if (filter.location) conditions.push(eq(properties.location, filter.location));
  if (filter.category) conditions.push(categoryCondition(filter.category));
  if (filter.priceType) conditions.push(eq(properties.priceType, filter.priceType));
  return conditions;
}

export interface SummaryRow {
  /** null on the row that totals every type. */
  propertyType: PropertyType | null;
  forSale: number;
  forRent: number;
  medianSalePrice: number | null;
  medianRent: number | null;
}

/** Counts and medians per type plus one total row (grouping sets), in one pass over the listings. */
export async function summarisePlace(db: Db, filter: PlaceFilter, scope: MarketScope): Promise<SummaryRow[]> {
  const isSale = sql`"properties"."price_type" = 'sale'`;
  const isRent = sql`"properties"."price_type" = 'rent'`;
  const rows = await db
    .select({
      propertyType: sql<PropertyType | null>`"properties"."property_type"`,
      forSale: sql<number>`(count(*) filter (where ${isSale}))::int`,
      forRent: sql<number>`(count(*) filter (where ${isRent}))::int`,
      medianSalePrice: sql<
        number | null
      >`round(percentile_cont(0.5) within group (order by "properties"."price") filter (where ${isSale}))::float8`,
      medianRent: sql<
        number | null
      >`round(percentile_cont(0.5) within group (order by "properties"."price") filter (where ${isRent}))::float8`,
    })
    .from(properties)
    .where(and(...placeConditions(filter, scope)))
    .groupBy(sql`grouping sets (("properties"."property_type"), ())`);
  return rows.map((row) => ({
    ...row,
    medianSalePrice: row.medianSalePrice === null ? null : Number(row.medianSalePrice),
    medianRent: row.medianRent === null ? null : Number(row.medianRent),
  }));
}

export async function countByEmirate(db: Db, scope: MarketScope) {
  return db
    .select({ emirate: properties.emirate, listingCount: sql<number>`count(*)::int` })
    .from(properties)
    .where(and(...placeConditions({}, scope)))
    .groupBy(properties.emirate);
}

export async function countByLocation(db: Db, scope: MarketScope) {
  return db
    .select({ location: properties.location, listingCount: sql<number>`count(*)::int` })
    .from(properties)
    .where(and(...placeConditions({}, scope)))
    .groupBy(properties.location);
}

const ORDER_BY: Record<Sort, SQL[]> = {
  featured: [desc(properties.featured), desc(properties.createdAt), desc(properties.id)],
  newest: [desc(properties.createdAt), desc(properties.id)],
  price_asc: [asc(properties.price), asc(properties.id)],
  price_desc: [desc(properties.price), desc(properties.id)],
};

/** One page of matching listing ids in display order, and how many match in all. */
export async function findPlaceListingIds(
  db: Db,
  filter: PlaceFilter,
  scope: MarketScope,
  page: { page: number; limit: number; sort: Sort },
): Promise<{ ids: number[]; total: number }> {
  const where = and(...placeConditions(filter, scope));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: properties.id })
      .from(properties)
      .where(where)
      .orderBy(...ORDER_BY[page.sort])
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(properties)
      .where(where),
  ]);
  return { ids: rows.map((r) => r.id), total };
}

/* ---------- Transactions ---------- */

/** Calendar month of a transaction in UTC, "YYYY-MM". */
const monthOf = sql<string>`to_char(("transactions"."date" at time zone 'UTC'), 'YYYY-MM')`;

export interface PriceIndexRow {
  month: string;
  /** null on the rows that combine every type. */
  propertyType: string | null;
  medianPricePerSqft: number;
  transactions: number;
  anySample: boolean;
}

/**
 * Monthly median price per sq ft. Without a type: one row per month for the index's home types together
 * and one per month and type (grouping sets); with a type: one row per month for that type.
 */
export async function findPriceIndexRows(
  db: Db,
  filter: { emirate?: Emirate; propertyType?: PropertyType },
  scope: MarketScope,
): Promise<PriceIndexRow[]> {
  const conditions: SQL[] = [];
  if (scope.emirate) conditions.push(eq(transactions.emirate, scope.emirate));
  if (filter.emirate) conditions.push(eq(transactions.emirate, filter.emirate));
  conditions.push(
    filter.propertyType
      ? eq(transactions.propertyType, filter.propertyType)
      : inArray(transactions.propertyType, [...PRICE_INDEX_TYPES]),
  );
  const grouping = filter.propertyType
    ? sql`${monthOf}`
    : sql`grouping sets ((${monthOf}, "transactions"."property_type"), (${monthOf}))`;
  const rows = await db
    .select({
      month: monthOf,
      propertyType: filter.propertyType
        ? sql<string | null>`"transactions"."property_type"`
        : sql<
            string | null
          >`case when grouping("transactions"."property_type") = 1 then null else "transactions"."property_type" end`,
      medianPricePerSqft: sql<number>`percentile_cont(0.5) within group (order by "transactions"."price"::float8 / "transactions"."sqft")`,
      transactions: sql<number>`count(*)::int`,
      anySample: sql<boolean>`bool_or("transactions"."is_sample")`,
    })
    .from(transactions)
    .where(and(...conditions))
    .groupBy(filter.propertyType ? sql`${grouping}, "transactions"."property_type"` : grouping)
    .orderBy(sql`1`);
  return rows.map((row) => ({ ...row, medianPricePerSqft: Number(row.medianPricePerSqft) }));
}

/** Escapes LIKE wildcards so a visitor's "%" or "_" matches itself. */
function likeContains(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function transactionConditions(query: TransactionsQuery, scope: MarketScope): SQL[] {
  const conditions: SQL[] = [];
  if (scope.emirate) conditions.push(eq(transactions.emirate, scope.emirate));
  if (query.emirate) conditions.push(eq(transactions.emirate, query.emirate));
  if (query.propertyType) conditions.push(eq(transactions.propertyType, query.propertyType));
  if (query.beds !== undefined) {
    conditions.push(
      meansOrMore(query.beds) ? gte(transactions.beds, query.beds) : eq(transactions.beds, query.beds),
    );
  }
  if (query.from) conditions.push(gte(transactions.date, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) {
    conditions.push(lt(transactions.date, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS)));
  }
  // Words as in listing search: Arabic names read as the English ones (search-terms.ts).
  for (const alternatives of searchTerms(query.location ?? "")) {
    const likes = alternatives.map((text) => sql`lower(${transactions.location}) like ${likeContains(text)}`);
    conditions.push(likes.length === 1 ? likes[0] : or(...likes)!);
  }
  return conditions;
}

const TRANSACTION_ORDER: Record<TransactionsQuery["sort"], SQL[]> = {
  newest: [desc(transactions.date), desc(transactions.id)],
  oldest: [asc(transactions.date), asc(transactions.id)],
  price_asc: [asc(transactions.price), asc(transactions.id)],
  price_desc: [desc(transactions.price), desc(transactions.id)],
};

export async function findTransactions(db: Db, query: TransactionsQuery, scope: MarketScope) {
  const where = and(...transactionConditions(query, scope));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(transactions)
      .where(where)
      .orderBy(...TRANSACTION_ORDER[query.sort])
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(transactions)
      .where(where),
  ]);
  return { rows, total };
}
export type TransactionRow = typeof transactions.$inferSelect;

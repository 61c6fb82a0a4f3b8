import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import { PUBLIC_STATUSES, BEDS_OR_MORE, type SearchListingsQuery } from "@shared/listing";
import type { Db } from "../../db/client";
import { agencies, agents, properties, propertyImages, users } from "../../db/schema";

export type PropertyRow = typeof properties.$inferSelect;
export type NewPropertyRow = typeof properties.$inferInsert;

/** Ordered photo URLs of the row, as one array column. */
// Column names are written out qualified: inside a select, drizzle would render them unqualified and
// "id" would bind to the subquery's own table.
const imagesColumn = sql<string[]>`coalesce((
  select array_agg(pi.url order by pi.position) from property_images pi where pi.property_id = "properties"."id"
), array[]::text[])`;

const summaryColumns = {
  id: properties.id,
  title: properties.title,
  location: properties.location,
  emirate: properties.emirate,
  price: properties.price,
  priceType: properties.priceType,
  propertyType: properties.propertyType,
  category: properties.category,
  completionStatus: properties.completionStatus,
  furnished: properties.furnished,
  beds: properties.beds,
  baths: properties.baths,
  sqft: properties.sqft,
  featured: properties.featured,
  imageUrl: properties.imageUrl,
  amenities: properties.amenities,
  permitNumber: properties.permitNumber,
  status: properties.status,
  isSample: properties.isSample,
  ownerId: properties.ownerId,
  confirmedAt: properties.confirmedAt,
  createdAt: properties.createdAt,
  updatedAt: properties.updatedAt,
  views: properties.views,
  images: imagesColumn,
};
function selectSummaries(db: Db) {
  return db.select(summaryColumns).from(properties);
}
export type ListingSummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

export interface SearchScope {
  /** Set on Dubai-scoped sites: every query is limited to this emirate. */
  emirate?: string;
}

/** Escapes LIKE wildcards so a user's "%" or "_" matches itself. */
function likeContains(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function searchConditions(query: SearchListingsQuery, scope: SearchScope): SQL[] {
  const conditions: SQL[] = [inArray(properties.status, [...PUBLIC_STATUSES])];
  if (scope.emirate) conditions.push(eq(properties.emirate, scope.emirate));
  if (query.priceType) conditions.push(eq(properties.priceType, query.priceType));
  if (query.emirate) conditions.push(eq(properties.emirate, query.emirate));
  if (query.propertyType) conditions.push(eq(properties.propertyType, query.propertyType));
  if (query.beds !== undefined) {
    conditions.push(
      query.beds >= BEDS_OR_MORE ? gte(properties.beds, query.beds) : eq(properties.beds, query.beds),
    );
  }
  if (query.baths !== undefined) {
    conditions.push(
      query.baths >= BEDS_OR_MORE ? gte(properties.baths, query.baths) : eq(properties.baths, query.baths),
    );
  }
  if (query.minPrice !== undefined) conditions.push(gte(properties.price, query.minPrice));
  if (query.maxPrice !== undefined) conditions.push(lte(properties.price, query.maxPrice));
  if (query.minSqft !== undefined) conditions.push(gte(properties.sqft, query.minSqft));
  if (query.maxSqft !== undefined) conditions.push(lte(properties.sqft, query.maxSqft));
  if (query.category) conditions.push(eq(properties.category, query.category));
  if (query.completionStatus) conditions.push(eq(properties.completionStatus, query.completionStatus));
  if (query.furnished) conditions.push(eq(properties.furnished, query.furnished));
  if (query.featured !== undefined) conditions.push(eq(properties.featured, query.featured));
  for (const word of (query.search ?? "").toLowerCase().split(/\s+/).filter(Boolean)) {
    conditions.push(sql`${properties.searchText} like ${likeContains(word)}`);
  }
  return conditions;
}

const ORDER_BY: Record<SearchListingsQuery["sort"], SQL[]> = {
  featured: [desc(properties.featured), desc(properties.createdAt), desc(properties.id)],
  newest: [desc(properties.createdAt), desc(properties.id)],
  price_asc: [asc(properties.price), asc(properties.id)],
  price_desc: [desc(properties.price), desc(properties.id)],
};

export async function searchListings(
  db: Db,
  query: SearchListingsQuery,
  scope: SearchScope,
): Promise<{ rows: ListingSummaryRow[]; total: number }> {
  const where = and(...searchConditions(query, scope));
  const [rows, [{ total }]] = await Promise.all([
    selectSummaries(db)
      .where(where)
      .orderBy(...ORDER_BY[query.sort])
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(properties)
      .where(where),
  ]);
  return { rows, total };
}

export async function findListingsByOwner(
  db: Db,
  ownerId: number,
  page: { page: number; limit: number },
): Promise<{ rows: ListingSummaryRow[]; total: number }> {
  const where = eq(properties.ownerId, ownerId);
  const [rows, [{ total }]] = await Promise.all([
    selectSummaries(db)
      .where(where)
      .orderBy(desc(properties.updatedAt), desc(properties.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(properties)
      .where(where),
  ]);
  return { rows, total };
}

export async function findListingById(db: Db, id: number) {
  const [row] = await db
    .select({
      ...summaryColumns,
      description: properties.description,
      agentId: properties.agentId,
      agentName: agents.name,
      agentBrn: agents.brn,
      agentPhone: agents.phone,
      agentWhatsapp: agents.whatsapp,
      agentEmail: agents.email,
      agentPhotoUrl: agents.photoUrl,
      agencyName: agencies.name,
      ownerUsername: users.username,
      ownerEmail: users.email,
    })
    .from(properties)
    .leftJoin(agents, eq(agents.id, properties.agentId))
    .leftJoin(agencies, eq(agencies.id, agents.agencyId))
    .leftJoin(users, eq(users.id, properties.ownerId))
    .where(eq(properties.id, id))
    .limit(1);
  return row;
}
export type ListingDetailRow = NonNullable<Awaited<ReturnType<typeof findListingById>>>;

/** Inserts the listing and its ordered photos in one transaction. */
export async function insertListing(db: Db, values: NewPropertyRow, images: string[]): Promise<number> {
  return db.transaction(async (tx) => {
    const [{ id }] = await tx.insert(properties).values(values).returning({ id: properties.id });
    await replaceImages(tx as unknown as Db, id, images);
    return id;
  });
}

export async function updateListing(
  db: Db,
  id: number,
  values: Partial<NewPropertyRow>,
  images: string[] | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(properties)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(properties.id, id));
    if (images) await replaceImages(tx as unknown as Db, id, images);
  });
}

async function replaceImages(db: Db, propertyId: number, images: string[]) {
  await db.delete(propertyImages).where(eq(propertyImages.propertyId, propertyId));
  if (images.length) {
    await db.insert(propertyImages).values(images.map((url, position) => ({ propertyId, position, url })));
  }
}

export async function deleteListing(db: Db, id: number): Promise<void> {
  await db.delete(properties).where(eq(properties.id, id));
}

export async function findListingOwner(db: Db, id: number) {
  const [row] = await db
    .select({ ownerId: properties.ownerId, emirate: properties.emirate })
    .from(properties)
    .where(eq(properties.id, id))
    .limit(1);
  return row;
}

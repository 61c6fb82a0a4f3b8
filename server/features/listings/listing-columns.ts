import { getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { properties } from "../../db/schema";

/**
 * The columns listing reads select, and the rows they give: the stored row for writes, the summary for
 * lists and cards.
 */

/**
 * A listing's stored columns without the generated search columns: `search_vector` is a few kilobytes and
 * `search_text` a copy of the title, read by search only and never by code that reads a whole row.
 */
const { searchVector: _searchVector, searchText: _searchText, ...rowColumns } = getTableColumns(properties);
export { rowColumns };
export type PropertyRow = Omit<typeof properties.$inferSelect, "searchVector" | "searchText">;
export type NewPropertyRow = typeof properties.$inferInsert;

/** Ordered photo URLs of the row, as one array column. */
// Column names are written out qualified: inside a select, drizzle would render them unqualified and
// "id" would bind to the subquery's own table.
const imagesColumn = sql<string[]>`coalesce((
  select array_agg(pi.url order by pi.position) from property_images pi where pi.property_id = "properties"."id"
), array[]::text[])`;

export const summaryColumns = {
  id: properties.id,
  title: properties.title,
  titleAr: properties.titleAr,
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
  latitude: properties.latitude,
  longitude: properties.longitude,
  verification: properties.verification,
  verifiedAt: properties.verifiedAt,
  images: imagesColumn,
};

export function selectSummaries(db: Db) {
  return db.select(summaryColumns).from(properties);
}
export type ListingSummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

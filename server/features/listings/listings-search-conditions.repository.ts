import { eq, gte, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import {
  PUBLIC_STATUSES,
  meansOrMore,
  type BoundingBox,
  type NearPoint,
  type SearchFilters,
  type SearchPolygon,
} from "@shared/listing";
import { freshnessCutoff } from "@shared/listing-freshness";
import { boundsOfPoints } from "@shared/location-centres";
import type { Emirate } from "@shared/locations";
import { readRows, type Db } from "../../db/client";
import { properties } from "../../db/schema";
import { textConditions, typedPrefixes, type PrefixWords, type TextForm } from "./full-text";

/**
 * Which listings a public search matches, as SQL conditions (searchConditions): the one implementation the
 * search page, its counts, the map and saved-search alerts share.
 */

export interface SearchScope {
  /** Set on Dubai-scoped sites: every query is limited to this emirate. */
  emirate?: Emirate;
}

/**
 * Freshness (docs/decisions/0004-listing-freshness.md): a real listing left unconfirmed for 30 days drops
 * out of public search and lists until its owner confirms it again. Sample listings' dates are synthetic,
 * so they are exempt.
 */
export function isFresh(now: Date = new Date()): SQL {
  return or(eq(properties.isSample, true), gte(properties.confirmedAt, freshnessCutoff(now)))!;
}

/**
 * Public statuses written as literals, not parameters: the search indexes are partial indexes on exactly
 * this condition (schema/properties.ts), and the planner matches them by comparing the expressions.
 */
export const isPublicStatus = sql.raw(
  `"properties"."status" in (${PUBLIC_STATUSES.map((status) => `'${status}'`).join(", ")})`,
);

/**
 * How the map's box is written (the same listings match either way, edges included):
 * - "index": `point(longitude, latitude) <@ box(…)`, the expression of the GiST indexes
 *   properties_location_point_idx (keyed by purpose and bedrooms, carrying the filters for index-only
 *   counts) and properties_map_point_idx (the point alone, for a bitmap intersected with words), with their
 *   predicate (public, coordinates set) spelled out so the planner can use the partial indexes. The planner cannot estimate this operator (it assumes a fixed
 *   0.1% of rows), so it always reads the box from the index: right for a box holding few listings;
 * - "range": latitude and longitude between the edges, which the planner estimates from the columns'
 *   statistics: for a box holding many listings (a city's viewport), where walking the order's index and
 *   stopping after a page is cheaper than reading every listing in the box, and an estimate for the count.
 */
export type BoxForm = "index" | "range";

export interface ConditionOptions {
  /** "index" unless told. */
  boxForm?: BoxForm;
  /** "index" unless told (full-text.ts, TextForm). */
  textForm?: TextForm;
  /** The whole words of the word being typed (findPrefixWords); without them it is a prefix in the index. */
  prefixWords?: PrefixWords;
}

/**
 * A word being typed that begins more words than this stays a prefix in the index: the alternatives would
 * cost about what the prefix does ("a" begins thousands).
 */
export const PREFIX_WORDS_MAX = 50;

/**
 * The whole words each typed prefix can become (full-text.ts PrefixWords): the prefix normalised as
 * to_tsquery normalises it (English stemming, so "towers" looks for words beginning "tower"), then the words
 * of `search_lexemes` that begin with it, in byte order through its text_pattern_ops index. A prefix that
 * begins more than PREFIX_WORDS_MAX words, none, or is a stop word is left out (searched as a prefix).
 */
export async function findPrefixWords(db: Db, text: string | undefined): Promise<PrefixWords> {
  const typed = typedPrefixes(text);
  if (!typed.length) return new Map();
  const rows = await readRows<{ typed: string; lexeme: string }>(
    db,
    sql`select typed.word as typed, found.lexeme
      from unnest(${sql.param(typed)}::text[]) as typed(word)
      cross join lateral (
        select (tsvector_to_array(to_tsvector('english'::regconfig, typed.word)))[1] as stem,
          array_length(tsvector_to_array(to_tsvector('english'::regconfig, typed.word)), 1) as lexemes
      ) as normal
      cross join lateral (
        select lexeme from search_lexemes
        where normal.lexemes = 1
          and lexeme ~>=~ normal.stem and lexeme ~<~ (normal.stem || chr(1114111))
          and starts_with(lexeme, normal.stem)
        order by lexeme
        limit ${PREFIX_WORDS_MAX + 1}
      ) as found`,
  );
  const words = new Map<string, string[]>();
  for (const row of rows) words.set(row.typed, [...(words.get(row.typed) ?? []), row.lexeme]);
  for (const [word, lexemes] of words) if (lexemes.length > PREFIX_WORDS_MAX) words.delete(word);
  return words;
}

const hasCoordinates = sql.raw(
  `"properties"."latitude" is not null and "properties"."longitude" is not null`,
);
const locationPoint = sql.raw(`point("properties"."longitude", "properties"."latitude")`);

export function withinBox(box: BoundingBox, form: BoxForm = "index"): SQL[] {
  if (form === "range") {
    return [
      hasCoordinates,
      sql`"properties"."latitude" between ${box.south}::float8 and ${box.north}::float8`,
      sql`"properties"."longitude" between ${box.west}::float8 and ${box.east}::float8`,
    ];
  }
  return [
    hasCoordinates,
    sql`${locationPoint} <@ box(point(${box.west}::float8, ${box.south}::float8), point(${box.east}::float8, ${box.north}::float8))`,
  ];
}
/** Mean radius of the Earth, km (the haversine distance below). */
const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE_LATITUDE = (Math.PI * EARTH_RADIUS_KM) / 180;

/**
 * Within `km` of a point: the circle's bounding box through the index first, then the exact great-circle
 * (haversine) distance of what the box let through.
 */
export function withinDistance({ lat, lng, km }: NearPoint, form: BoxForm = "index"): SQL[] {
  const latDelta = km / KM_PER_DEGREE_LATITUDE;
  // Longitude degrees shrink with the cosine of the latitude; at the poles the box spans every longitude.
  const cosine = Math.cos((Math.min(89.9, Math.abs(lat) + latDelta) * Math.PI) / 180);
  const lngDelta = Math.min(180, latDelta / cosine);
  const box = {
    west: Math.max(-180, lng - lngDelta),
    south: Math.max(-90, lat - latDelta),
    east: Math.min(180, lng + lngDelta),
    north: Math.min(90, lat + latDelta),
  };
  return [
    ...withinBox(box, form),
    sql`2 * ${EARTH_RADIUS_KM}::float8 * asin(sqrt(
      power(sin(radians("properties"."latitude" - ${lat}::float8) / 2), 2)
      + cos(radians(${lat}::float8)) * cos(radians("properties"."latitude"))
        * power(sin(radians("properties"."longitude" - ${lng}::float8) / 2), 2)
    )) <= ${km}::float8`,
  ];
}

/**
 * Inside a drawn area (docs/decisions/0068-map-clusters-and-drawn-areas.md): the area's bounding box in the
 * box's form first (the GiST index, or ranges the planner estimates), then PostgreSQL's own point-in-polygon
 * test (`point <@ polygon`, core geometric types: no PostGIS) on what the box let through. The polygon
 * is one bound parameter in the type's text form, `((lng,lat),(lng,lat),…)`.
 */
export function withinPolygon(polygon: SearchPolygon, form: BoxForm = "index"): SQL[] {
  const text = `(${polygon.points.map(([lng, lat]) => `(${lng},${lat})`).join(",")})`;
  return [...withinBox(boundsOfPoints(polygon.points), form), sql`${locationPoint} <@ ${text}::polygon`];
}

export function searchConditions(
  query: SearchFilters,
  scope: SearchScope,
  options: ConditionOptions = {},
): SQL[] {
  const conditions: SQL[] = [isPublicStatus];
  conditions.push(isFresh());
  if (scope.emirate) conditions.push(eq(properties.emirate, scope.emirate));
  if (query.priceType) conditions.push(eq(properties.priceType, query.priceType));
  if (query.emirate) conditions.push(eq(properties.emirate, query.emirate));
  if (query.propertyType) conditions.push(eq(properties.propertyType, query.propertyType));
  if (query.beds !== undefined) {
    conditions.push(
      meansOrMore(query.beds) ? gte(properties.beds, query.beds) : eq(properties.beds, query.beds),
    );
  }
  if (query.baths !== undefined) {
    conditions.push(
      meansOrMore(query.baths) ? gte(properties.baths, query.baths) : eq(properties.baths, query.baths),
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
  if (query.location) conditions.push(inArray(properties.location, query.location));
  // Every amenity named (array containment, as the listing stores the editor's names).
  if (query.amenities) {
    conditions.push(sql`${properties.amenities} @> ${sql.param(query.amenities)}::text[]`);
  }
  if (query.addedWithin !== undefined) {
    conditions.push(
      sql`${properties.publishedAt} >= now() - make_interval(days => ${query.addedWithin}::int)`,
    );
  }
  if (query.bbox) conditions.push(...withinBox(query.bbox, options.boxForm));
  if (query.near) conditions.push(...withinDistance(query.near, options.boxForm));
  if (query.polygon) conditions.push(...withinPolygon(query.polygon, options.boxForm));
  // Full text (full-text.ts): every word or "phrase", the last one as a prefix; Arabic names as English.
  conditions.push(...textConditions(query.search, options.textForm, options.prefixWords));
  return conditions;
}

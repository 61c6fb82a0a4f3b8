import { and, sql } from "drizzle-orm";
import {
  MAX_MAP_CLUSTERS,
  mapClusterCellDegrees,
  type MapClusters,
  type MapClustersQuery,
} from "@shared/map-clusters";
import type { PriceType } from "@shared/listing";
import { readRows, type Db } from "../../db/client";
import { findPrefixWords, searchConditions, type SearchScope } from "./listings-search-conditions.repository";

interface ClusterRow {
  latitude: number;
  longitude: number;
  count: number;
  total: number;
  id: number | null;
  price: number | null;
  priceType: PriceType | null;
}

/**
 * Every public match of a search in the map's view, grouped into the cells of a grid
 * (docs/decisions/0068-map-clusters-and-drawn-areas.md): cells of mapClusterCellDegrees(zoom) degrees,
 * counted from floor(longitude / cell) and floor(latitude / cell), each placed at its matches' average
 * position. At most MAX_MAP_CLUSTERS cells (500), the fullest first; `total` still counts every match in
 * the view. A cell with one match carries that listing's id, price and purpose.
 *
 * The matches are the search's own (searchConditions with the site's scope: public, fresh, with
 * coordinates inside the required box), read through the map's GiST index; the grouping needs only the
 * coordinates, which that index carries, so it can be read from the index alone. The listing of a lone cell
 * is then looked up at its exact point (the average of one position is that position), one index probe per
 * such cell, rather than reading every match's row for its id.
 */
export async function findMapClusters(
  db: Db,
  query: MapClustersQuery,
  scope: SearchScope,
): Promise<MapClusters> {
  const cell = mapClusterCellDegrees(query.zoom);
  const prefixWords = await findPrefixWords(db, query.search);
  const where = and(...searchConditions(query, scope, { prefixWords }));
  const cellX = sql`floor("properties"."longitude" / ${cell}::float8)`;
  const cellY = sql`floor("properties"."latitude" / ${cell}::float8)`;
  const rows = await readRows<ClusterRow>(
    db,
    sql`with cells as (
        select ${cellX} as x, ${cellY} as y, count(*)::int as count,
          avg("properties"."latitude") as latitude, avg("properties"."longitude") as longitude
        from properties
        where ${where}
        group by 1, 2
      ), fullest as (
        select cells.*, (sum(cells.count) over ())::int as total
        from cells
        order by cells.count desc, cells.x, cells.y
        limit ${MAX_MAP_CLUSTERS}
      )
      select fullest.latitude, fullest.longitude, fullest.count, fullest.total,
        alone.id, alone.price, alone.price_type as "priceType"
      from fullest
      left join lateral (
        select "properties"."id", "properties"."price"::float8 as price, "properties"."price_type"
        from properties
        where fullest.count = 1 and ${where}
          and point("properties"."longitude", "properties"."latitude")
            <@ box(point(fullest.longitude, fullest.latitude), point(fullest.longitude, fullest.latitude))
          and ${cellX} = fullest.x and ${cellY} = fullest.y
        limit 1
      ) as alone on true
      order by fullest.count desc, fullest.x, fullest.y`,
  );
  return {
    clusters: rows.map(({ total: _total, ...cluster }) => ({
      ...cluster,
      id: cluster.id ?? null,
      price: cluster.price ?? null,
      priceType: cluster.priceType ?? null,
    })),
    total: rows[0]?.total ?? 0,
  };
}

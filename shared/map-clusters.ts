import { z } from "zod";
import { bboxFilter, checkSearchFilters, searchFilterFields } from "./listing";
import { PRICE_TYPES } from "./listing-options";

/**
 * GET /api/properties/map-clusters (docs/decisions/0068-map-clusters-and-drawn-areas.md):
 * every match of a search in the map's view, counted per cell of a grid the size of a few map pixels, so
 * the map can draw all of them, not only the page of results.
 */

/** About how many screen pixels a cell spans: a cluster marker's width with room around it. */
export const MAP_CLUSTER_CELL_PIXELS = 64;
/** The deepest zoom the clusters take (MapLibre's street level is about 18–20). */
export const MAX_MAP_ZOOM = 20;
/** The most cells one answer holds, the fullest first: about one 1920×1080 screen of 64-pixel cells. */
export const MAX_MAP_CLUSTERS = 500;

/**
 * A cell's side in degrees at a zoom: a web map's 256-pixel tile spans 360 / 2^zoom degrees of longitude,
 * so MAP_CLUSTER_CELL_PIXELS of it span this much (latitude is cut into the same degrees, so near the UAE a
 * cell is about 10% taller on the screen than wide).
 */
export function mapClusterCellDegrees(zoom: number): number {
  return (360 / 2 ** zoom) * (MAP_CLUSTER_CELL_PIXELS / 256);
}

const ZOOM_MESSAGE = `Must be a whole number from 0 to ${MAX_MAP_ZOOM}`;

/** The map's zoom, floored: required (an empty value is not 0). */
const zoomField = z.preprocess(
  (value) => (value === "" || value === null ? Number.NaN : value),
  z.coerce
    .number({ error: ZOOM_MESSAGE })
    .int({ error: ZOOM_MESSAGE })
    .min(0, { error: ZOOM_MESSAGE })
    .max(MAX_MAP_ZOOM, { error: ZOOM_MESSAGE }),
);

/** The search's filters (the same values and 400s as /api/properties/search), with the view required. */
export const mapClustersQuerySchema = z
  .object({ ...searchFilterFields, bbox: bboxFilter, zoom: zoomField })
  .superRefine(checkSearchFilters);
export type MapClustersQuery = z.output<typeof mapClustersQuerySchema>;

export const mapClusterSchema = z.object({
  /** Where the cell's matches are on average (WGS 84 degrees): a listing's own place when it is alone. */
  latitude: z.number(),
  longitude: z.number(),
  count: z.number().int(),
  /** The listing when the cell holds one match (the map draws its price and opens it), else null. */
  id: z.number().int().nullable(),
  price: z.number().nullable(),
  priceType: z.enum(PRICE_TYPES).nullable(),
});
export type MapCluster = z.infer<typeof mapClusterSchema>;

export const mapClustersSchema = z.object({
  /** The fullest MAX_MAP_CLUSTERS cells of the view, most matches first. */
  clusters: z.array(mapClusterSchema),
  /** Every match in the view: the clusters' counts add up to it unless the cap left cells out. */
  total: z.number().int(),
});
export type MapClusters = z.infer<typeof mapClustersSchema>;

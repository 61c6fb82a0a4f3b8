import type { SearchListingsParams } from "@shared/listing";
import { withQuery } from "@/lib/api-client";
import type { Bbox } from "./bbox";
import { formatBbox } from "./bbox";

/** One cell of the map's view as GET /api/properties/map-clusters answers it (docs/api.md §Map). */
export interface MapCluster {
  latitude: number;
  longitude: number;
  count: number;
  /** The listing, when the cell holds one: the map draws its price and opens its card. */
  id: number | null;
  price: number | null;
  priceType: "sale" | "rent" | null;
}

export interface MapClusters {
  clusters: MapCluster[];
  /** Every match in the view. */
  total: number;
}

/** What the map shows: the view (its box and whole zoom level). */
export interface MapView {
  bbox: Bbox;
  zoom: number;
}

/** The search's filters without its page and order (they do not change what is in the view). */
function viewFilters(params: SearchListingsParams): Record<string, string> {
  const {
    page: _page,
    sort: _sort,
    limit: _limit,
    bbox: _bbox,
    ...filters
  } = params as Record<string, string>;
  return filters;
}

/** The clusters request of a search in a view: its key is its address, so equal views share one answer. */
export function mapClustersQuery(params: SearchListingsParams, view: MapView) {
  const url = withQuery("/api/properties/map-clusters", {
    ...viewFilters(params),
    bbox: formatBbox(view.bbox),
    zoom: Math.max(0, Math.min(20, Math.floor(view.zoom))),
  });
  return { queryKey: [url] as const, staleTime: 30_000 };
}

/** The clusters as GeoJSON points, for the map's source (the markers are drawn from it). */
export function clusterFeatures(clusters: MapCluster[]) {
  return {
    type: "FeatureCollection" as const,
    features: clusters.map((cluster, index) => ({
      type: "Feature" as const,
      id: index,
      properties: { count: cluster.count, id: cluster.id ?? 0, price: cluster.price ?? 0 },
      geometry: { type: "Point" as const, coordinates: [cluster.longitude, cluster.latitude] },
    })),
  };
}

import { EMIRATE_NAMES_AR, LOCATION_NAMES_AR } from "@shared/arabic-names";
import { EMIRATE_LABEL_POINTS, LOCATION_POINTS } from "@shared/location-centres";
import { EMIRATES, type LocationName } from "@shared/locations";
import { MAP_PLACES_SOURCE, type MapPlaceProperties } from "@shared/map";

/**
 * The default basemap's style (MapLibre style spec v8; docs/decisions/0046-map-and-basemap.md): sea, the
 * UAE's land over its neighbours' from Natural Earth (scripts/build-basemap.mjs), and our own places, the
 * seven emirates and the 58 communities, as a GeoJSON source inline. No glyphs and no sprite: the only
 * layers are fills, lines and circles, and the map draws the places' names as HTML labels in the page's
 * language (MapLibre's text needs a glyph server, and Arabic a right-to-left shaping plugin besides).
 * Relative addresses are resolved by the client against the style's own address.
 */
export const LAND_PATH = "/map/land.geojson";

const COLOURS = {
  sea: "#cfe2ec",
  neighbours: "#e9e5dc",
  uae: "#f8f6f0",
  coast: "#9fbccc",
  community: "#8b8574",
} as const;

function placesCollection() {
  const emirates = EMIRATES.map((emirate) => ({
    type: "Feature" as const,
    properties: {
      kind: "emirate",
      name: emirate,
      nameAr: EMIRATE_NAMES_AR[emirate],
      emirate,
    } satisfies MapPlaceProperties,
    geometry: {
      type: "Point" as const,
      coordinates: [EMIRATE_LABEL_POINTS[emirate].longitude, EMIRATE_LABEL_POINTS[emirate].latitude],
    },
  }));
  const communities = LOCATION_POINTS.map((l) => ({
    type: "Feature" as const,
    properties: {
      kind: "community",
      name: l.name,
      nameAr: LOCATION_NAMES_AR[l.name as LocationName],
      emirate: l.emirate,
    } satisfies MapPlaceProperties,
    geometry: { type: "Point" as const, coordinates: [l.longitude, l.latitude] },
  }));
  return { type: "FeatureCollection" as const, features: [...emirates, ...communities] };
}

export function buildDefaultStyle() {
  return {
    version: 8,
    name: "UAE basemap (Natural Earth)",
    metadata: { "upm:places": MAP_PLACES_SOURCE },
    center: [55.3, 25.1],
    zoom: 8,
    sources: {
      land: { type: "geojson", data: LAND_PATH, attribution: "Natural Earth", maxzoom: 12, tolerance: 0.2 },
      [MAP_PLACES_SOURCE]: { type: "geojson", data: placesCollection() },
    },
    layers: [
      { id: "sea", type: "background", paint: { "background-color": COLOURS.sea } },
      {
        id: "neighbours",
        type: "fill",
        source: "land",
        filter: ["!", ["get", "uae"]],
        paint: { "fill-color": COLOURS.neighbours },
      },
      {
        id: "uae",
        type: "fill",
        source: "land",
        filter: ["get", "uae"],
        paint: { "fill-color": COLOURS.uae },
      },
      {
        id: "coast",
        type: "line",
        source: "land",
        paint: {
          "line-color": COLOURS.coast,
          "line-width": ["interpolate", ["linear"], ["zoom"], 6, 0.5, 12, 1.5],
        },
      },
      {
        id: "communities",
        type: "circle",
        source: MAP_PLACES_SOURCE,
        filter: ["==", ["get", "kind"], "community"],
        minzoom: 9,
        paint: {
          "circle-radius": ["interpolate", ["linear"], ["zoom"], 9, 2, 14, 5],
          "circle-color": COLOURS.community,
          "circle-opacity": 0.5,
        },
      },
    ],
  };
}

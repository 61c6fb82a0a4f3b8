/**
 * What the map's client and the basemap's server share (docs/decisions/0046-map-and-basemap.md): where
 * the style is, the name of the style's places source and its features' properties, from which the map
 * writes the places' names as HTML labels in the page's language.
 */
export const MAP_STYLE_PATH = "/map/style.json";
export const MAP_PLACES_SOURCE = "upm-places";

export interface MapPlaceProperties {
  kind: "emirate" | "community";
  /** The English name (the value listings carry). */
  name: string;
  nameAr: string;
  emirate: string;
}

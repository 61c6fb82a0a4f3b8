/**
 * Everything that touches MapLibre GL, in one module that the map components import dynamically: MapLibre
 * (about 280 kB gzipped with its stylesheet) and pmtiles load when a map is opened, never with a page
 * (docs/decisions/0046-map-and-basemap.md; the chunk budget's recorded exception in
 * scripts/check-size-budget.mjs).
 */
import maplibregl, { type Map as MapLibreMap, type StyleSpecification } from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
import "./map.css";
import { MAP_PLACES_SOURCE, MAP_STYLE_PATH, type MapPlaceProperties } from "@shared/map";

export { maplibregl };
export type { MapLibreMap };

/** Whether this browser can draw WebGL at all (MapLibre needs it; a headless browser may lack it). */
export function hasWebGL(): boolean {
  try {
    const canvas = document.createElement("canvas");
    return Boolean(canvas.getContext("webgl2") ?? canvas.getContext("webgl"));
  } catch {
    return false;
  }
}

let pmtilesReady: Promise<void> | undefined;

/** Registers the pmtiles:// protocol the first time a style uses it (a self-hosted PMTiles extract). */
function usePmtiles(): Promise<void> {
  pmtilesReady ??= import("pmtiles").then(({ Protocol }) => {
    const protocol = new Protocol();
    maplibregl.addProtocol("pmtiles", protocol.tile);
  });
  return pmtilesReady;
}

const styleCache = new Map<string, Promise<StyleSpecification>>();

/**
 * The style the site serves at /map/style.json (its own basemap, or a redirect to the configured one),
 * with relative addresses made absolute against where it came from: MapLibre fetches sources from its
 * workers, whose base address is a blob:, not the page.
 */
export function loadStyle(): Promise<StyleSpecification> {
  const key = MAP_STYLE_PATH;
  let style = styleCache.get(key);
  if (!style) {
    style = (async () => {
      const res = await fetch(MAP_STYLE_PATH, { credentials: "same-origin" });
      if (!res.ok) throw new Error(`Map style: HTTP ${res.status}`);
      const spec = (await res.json()) as StyleSpecification;
      const base = res.url || window.location.href;
      const absolute = (value: string) =>
        /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : new URL(value, base).toString();
      let pmtiles = false;
      for (const source of Object.values(spec.sources)) {
        const s = source as { url?: string; tiles?: string[]; data?: unknown };
        if (typeof s.url === "string") {
          if (s.url.startsWith("pmtiles://")) {
            pmtiles = true;
            const inner = s.url.slice("pmtiles://".length);
            s.url = `pmtiles://${absolute(inner)}`;
          } else s.url = absolute(s.url);
        }
        if (Array.isArray(s.tiles)) s.tiles = s.tiles.map(absolute);
        if (typeof s.data === "string") s.data = absolute(s.data);
      }
      if (typeof spec.glyphs === "string") spec.glyphs = absolute(spec.glyphs);
      if (typeof spec.sprite === "string") spec.sprite = absolute(spec.sprite);
      if (pmtiles) await usePmtiles();
      return spec;
    })();
    // A failed load is tried again the next time a map opens.
    style.catch(() => styleCache.delete(key));
    styleCache.set(key, style);
  }
  return style.then((spec) => structuredClone(spec));
}

/** The places (emirates, communities) of the site's own basemap, when the style has them. */
export function placesOf(style: StyleSpecification) {
  const source = style.sources[MAP_PLACES_SOURCE] as
    | {
        type: "geojson";
        data: { features: { properties: MapPlaceProperties; geometry: { coordinates: [number, number] } }[] };
      }
    | undefined;
  return source && typeof source.data === "object" ? source.data.features : [];
}

/**
 * The places' names as HTML labels in the page's language (MapLibre's own text needs glyphs, and Arabic a
 * shaping plugin besides): emirates when zoomed out, communities when zoomed in. Decorative — the list
 * beside the map says everything — so hidden from assistive technology and never focusable.
 */
export function addPlaceLabels(map: MapLibreMap, style: StyleSpecification, locale: "en" | "ar"): void {
  const labels = placesOf(style).map((place) => {
    const element = document.createElement("div");
    element.className = `map-place-label map-place-label--${place.properties.kind}`;
    element.textContent = locale === "ar" ? place.properties.nameAr : place.properties.name;
    element.setAttribute("aria-hidden", "true");
    element.dir = "auto";
    const marker = new maplibregl.Marker({ element, anchor: "center" })
      .setLngLat(place.geometry.coordinates)
      .addTo(map);
    return { kind: place.properties.kind, element, marker };
  });
  const update = () => {
    const zoom = map.getZoom();
    for (const label of labels) {
      const shown = label.kind === "emirate" ? zoom < 9.5 : zoom >= 11;
      label.element.style.display = shown ? "" : "none";
    }
  };
  map.on("zoomend", update);
  update();
}

/**
 * The attribution names sources ("Natural Earth", "MapLibre", a tile provider's copyright): proper names
 * written as their owners write them, in any language, so marked as such for Arabic pages.
 */
export function markAttribution(map: MapLibreMap): void {
  for (const element of map.getContainer().querySelectorAll(".maplibregl-ctrl-attrib-inner")) {
    element.setAttribute("lang", "en");
    element.setAttribute("translate", "no");
    element.setAttribute("dir", "ltr");
  }
}

/**
 * The map's buttons on the page's end side (right in English, left in Arabic), like the rest of the page's
 * controls; the map itself is never mirrored (east stays on the right).
 */
export function addControls(map: MapLibreMap, locale: "en" | "ar", options: { zoom: boolean }): void {
  const end = locale === "ar" ? "left" : "right";
  if (options.zoom) map.addControl(new maplibregl.NavigationControl({ showCompass: false }), `top-${end}`);
  map.addControl(new maplibregl.AttributionControl({ compact: true }), `bottom-${end}`);
}

/** Browser tests reach the map through this (navigator.webdriver is true only under automation). */
export function exposeForTests(name: string, map: MapLibreMap): void {
  if (typeof navigator !== "undefined" && navigator.webdriver) {
    const maps = ((window as unknown as { __maps?: Record<string, MapLibreMap> }).__maps ??= {});
    maps[name] = map;
  }
}

/** The page's language, for a map drawn from an effect (the listing's map and the pin picker). */
export function pageLocale(): "en" | "ar" {
  return document.documentElement.lang === "ar" ? "ar" : "en";
}

/** What every map adds once its style has loaded: the places' names and the attribution marked as names. */
export function finishBaseMap(map: MapLibreMap, style: StyleSpecification, locale: "en" | "ar"): void {
  addPlaceLabels(map, style, locale);
  markAttribution(map);
}

/** A pin whose tip stands on its point (drawn by map.css); decorative, the page says where it is. */
export function pinElement(): HTMLDivElement {
  const element = document.createElement("div");
  element.className = "map-pin";
  element.setAttribute("aria-hidden", "true");
  return element;
}

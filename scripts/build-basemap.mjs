// Builds the default basemap's land layer (docs/decisions/0046-map-and-basemap.md): the UAE and its
// neighbours from Natural Earth's 1:10m countries (the npm package world-atlas, public domain), clipped to
// the region around the UAE and rounded to 4 decimals (about 10 m; the 1:10m coastline is coarser
// than that anyway). The output is committed (server/http/map/basemap/uae-land.json, a few tens of
// kB): the map then works on a fresh clone with no network beyond the site. Run it again only to change
// the region or the source: `node scripts/build-basemap.mjs` (add --check to fail when the committed file
// differs from what the script builds).
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { feature } from "topojson-client";

const require = createRequire(import.meta.url);
const OUTPUT = new URL("../server/http/map/basemap/uae-land.json", import.meta.url);

/** The region drawn: the UAE with a margin that shows where its coasts and borders meet the neighbours. */
const REGION = { west: 50.6, south: 21.9, east: 57.6, north: 27.2 };
/** ISO 3166-1 numeric codes of the countries in the region; the UAE's is 784. */
const COUNTRIES = { 784: "UAE", 512: "Oman", 682: "Saudi Arabia", 634: "Qatar", 364: "Iran", 48: "Bahrain" };
const DECIMALS = 4;

const round = (value) => Math.round(value * 10 ** DECIMALS) / 10 ** DECIMALS;

/**
 * Sutherland–Hodgman clipping of one closed ring against the region's rectangle, one edge at a time. Land
 * cut by the rectangle gets straight edges along it, which the map never shows (the view stays inside).
 */
function clipRing(ring) {
  const edges = [
    { inside: (p) => p[0] >= REGION.west, cross: (a, b) => atX(a, b, REGION.west) },
    { inside: (p) => p[0] <= REGION.east, cross: (a, b) => atX(a, b, REGION.east) },
    { inside: (p) => p[1] >= REGION.south, cross: (a, b) => atY(a, b, REGION.south) },
    { inside: (p) => p[1] <= REGION.north, cross: (a, b) => atY(a, b, REGION.north) },
  ];
  let points = ring.slice(0, -1);
  for (const edge of edges) {
    if (!points.length) break;
    const next = [];
    for (let i = 0; i < points.length; i++) {
      const current = points[i];
      const previous = points[(i + points.length - 1) % points.length];
      if (edge.inside(current)) {
        if (!edge.inside(previous)) next.push(edge.cross(previous, current));
        next.push(current);
      } else if (edge.inside(previous)) {
        next.push(edge.cross(previous, current));
      }
    }
    points = next;
  }
  const rounded = [];
  for (const [x, y] of points) {
    const p = [round(x), round(y)];
    const last = rounded[rounded.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) rounded.push(p);
  }
  if (rounded.length < 3) return null;
  rounded.push(rounded[0]);
  return rounded;
}

function atX(a, b, x) {
  return [x, a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0])];
}
function atY(a, b, y) {
  return [a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]), y];
}

function clipPolygons(geometry) {
  const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
  const clipped = [];
  for (const polygon of polygons) {
    const [outer, ...holes] = polygon;
    const ring = clipRing(outer);
    if (!ring) continue;
    clipped.push([ring, ...holes.map(clipRing).filter(Boolean)]);
  }
  return clipped;
}

export async function buildBasemap() {
  const topology = JSON.parse(await readFile(require.resolve("world-atlas/countries-10m.json"), "utf8"));
  const countries = feature(topology, topology.objects.countries);
  const features = [];
  for (const country of countries.features) {
    const name = COUNTRIES[Number(country.id)];
    if (!name) continue;
    const polygons = clipPolygons(country.geometry);
    if (!polygons.length) continue;
    features.push({
      type: "Feature",
      properties: { country: name, uae: name === "UAE" },
      geometry: { type: "MultiPolygon", coordinates: polygons },
    });
  }
  // The UAE last, so it is drawn over the neighbours' shared border lines.
  features.sort((a, b) => Number(a.properties.uae) - Number(b.properties.uae));
  return {
    type: "FeatureCollection",
    // Natural Earth is public domain; the attribution is a courtesy the map shows.
    attribution: "Natural Earth",
    region: REGION,
    features,
  };
}

const text = `${JSON.stringify(await buildBasemap())}\n`;
if (process.argv.includes("--check")) {
  const committed = await readFile(OUTPUT, "utf8").catch(() => "");
  if (committed !== text) {
    console.error("server/http/map/basemap/uae-land.json is not what scripts/build-basemap.mjs builds");
    process.exit(1);
  }
} else {
  await writeFile(OUTPUT, text);
  console.log(`wrote ${OUTPUT.pathname} (${(text.length / 1024).toFixed(1)} kB)`);
}

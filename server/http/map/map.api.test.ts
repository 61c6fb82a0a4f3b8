import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCATIONS } from "@shared/locations";
import { MAP_PLACES_SOURCE, MAP_STYLE_PATH } from "@shared/map";
import { ConfigError, loadConfig } from "../../config";
import { openTestDatabase } from "../../../tests/helpers/test-database";
import type { Database } from "../../db/client";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";

let database: Database;
let plain: TestApp;
let tiles: TestApp;
let selfHosted: TestApp;
beforeAll(async () => {
  database = await openTestDatabase();
  plain = await createTestApp(database);
  tiles = await createTestApp(database, { MAP_STYLE_URL: "https://tiles.example.com/styles/uae.json" });
  selfHosted = await createTestApp(database, { MAP_STYLE_URL: "/tiles/uae/style.json" });
}, 120_000);
afterAll(async () => {
  await Promise.all([plain?.close(), tiles?.close(), selfHosted?.close()]);
  await database?.close();
});

const csp = (headers: Record<string, string>) =>
  Object.fromEntries(
    headers["content-security-policy"].split(";").map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  ) as Record<string, string[]>;

/** connect-src less the ws:/wss: that development and tests add for Vite's hot reload. */
const connectSrc = (policy: Record<string, string[]>) =>
  policy["connect-src"].filter((v) => !/^wss?:$/.test(v));

describe("the default basemap", () => {
  it("serves a MapLibre style with no glyphs, no sprite and only this site's sources", async () => {
    const res = await plain.request().get(MAP_STYLE_PATH).expect(200).expect("content-type", /json/);
    const style = res.body;
    expect(style.version).toBe(8);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    // Text needs glyphs: the labels are the page's own HTML.
    expect(style.layers.filter((l: { type: string }) => l.type === "symbol")).toEqual([]);
    expect(style.sources.land).toMatchObject({ type: "geojson", data: "/map/land.geojson" });
    expect(res.headers["cache-control"]).toMatch(/max-age=\d+/);
  });

  it("names the seven emirates and the 58 communities at their places, in English and Arabic", async () => {
    const style = (await plain.request().get(MAP_STYLE_PATH).expect(200)).body;
    const features = style.sources[MAP_PLACES_SOURCE].data.features as {
      properties: { kind: string; name: string; nameAr: string };
      geometry: { coordinates: [number, number] };
    }[];
    expect(features.filter((f) => f.properties.kind === "emirate")).toHaveLength(7);
    const communities = features.filter((f) => f.properties.kind === "community");
    expect(communities.map((f) => f.properties.name)).toEqual(LOCATIONS.map((l) => l.name));
    const marina = communities.find((f) => f.properties.name === "Dubai Marina")!;
    expect(marina.properties.nameAr).toBe("دبي مارينا");
    expect(marina.geometry.coordinates).toEqual([55.1403, 25.0805]);
  });

  it("serves the land: the UAE and its neighbours, clipped to the region", async () => {
    const res = await plain
      .request()
      .get("/map/land.geojson")
      .expect(200)
      .expect("content-type", /geo\+json/);
    const land = JSON.parse(res.text);
    const countries = land.features.map((f: { properties: { country: string } }) => f.properties.country);
    expect(countries).toContain("UAE");
    expect(countries).toContain("Oman");
    const uae = land.features.find((f: { properties: { uae: boolean } }) => f.properties.uae);
    const points = uae.geometry.coordinates.flat(2) as [number, number][];
    expect(points.length).toBeGreaterThan(300);
    for (const [lng, lat] of points) {
      expect(lng).toBeGreaterThanOrEqual(51);
      expect(lng).toBeLessThanOrEqual(56.5);
      expect(lat).toBeGreaterThanOrEqual(22.5);
      expect(lat).toBeLessThanOrEqual(26.5);
    }
  });

  it("lets the map's workers start from blob: and fetch from this site only", async () => {
    const policy = csp((await plain.request().get("/healthz").expect(200)).headers);
    expect(policy["worker-src"]).toEqual(["'self'", "blob:"]);
    expect(connectSrc(policy)).toEqual(["'self'"]);
    expect(policy["script-src"]).not.toContain("blob:");
    expect(policy["script-src"]).not.toContain("'unsafe-eval'");
  });
});

describe("MAP_STYLE_URL", () => {
  it("sends the map to the configured style, and lets it fetch from that origin and no other", async () => {
    const res = await tiles.request().get(MAP_STYLE_PATH).expect(302);
    expect(res.headers.location).toBe("https://tiles.example.com/styles/uae.json");
    const policy = csp(res.headers);
    expect(connectSrc(policy)).toEqual(["'self'", "https://tiles.example.com"]);
    expect(policy["script-src"]).not.toContain("https://tiles.example.com");
    expect(policy["img-src"]).not.toContain("https://tiles.example.com");
  });

  it("takes a path on this site (a self-hosted extract behind the same proxy) without widening the policy", async () => {
    const res = await selfHosted.request().get(MAP_STYLE_PATH).expect(302);
    expect(res.headers.location).toBe("/tiles/uae/style.json");
    expect(connectSrc(csp(res.headers))).toEqual(["'self'"]);
  });

  it.each([
    "ftp://tiles.example.com/style.json",
    "//tiles.example.com/style.json",
    "tiles.example.com",
    "https://",
  ])("refuses %s with a message naming the setting", (value) => {
    expect(() => loadConfig({ MAP_STYLE_URL: value })).toThrow(ConfigError);
    expect(() => loadConfig({ MAP_STYLE_URL: value })).toThrow(/MAP_STYLE_URL/);
  });

  it("is unset by default", () => {
    expect(loadConfig({}).map).toEqual({ styleUrl: undefined, origin: undefined });
  });
});

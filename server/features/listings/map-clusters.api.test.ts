import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MapCluster, MapClusters } from "@shared/map-clusters";
import {
  createListing,
  insertListings,
  insertNamedListings,
  type ListingRow,
} from "../../../tests/factories";
import { createTestApp, signUp, type TestApp } from "../../../tests/helpers/test-app";

/**
 * GET /api/properties/map-clusters (issue 28, item 2; docs/decisions/0068-map-clusters-and-drawn-areas.md):
 * every public match in the view, by grid cell, with the search's filters and the site's scope.
 */
let t: TestApp;
const ids: Record<string, number> = {};

/**
 * Three in Dubai Marina and two in Downtown Dubai, each group inside one cell at zoom 14 (cells of
 * 0.00549° from 0°: Marina's 55.13489–55.14038 E, 25.07629–25.08179 N; Downtown's 55.27771–55.28320 E,
 * 25.19165–25.19714 N), one at the Marina's north-west in a cell of its own there, and one in Sharjah, which
 * at zoom 7 (cells of 0.703125°) sits in the cell north of Dubai's (25.3125° N is the line between them).
 */
const LISTINGS: Record<string, Partial<ListingRow>> = {
  marinaSale: {
    title: "Sea view apartment in Dubai Marina",
    location: "Dubai Marina",
    priceType: "sale",
    beds: 2,
    price: 1_800_000,
    longitude: 55.137,
    latitude: 25.079,
  },
  marinaSaleLarge: {
    location: "Dubai Marina",
    priceType: "sale",
    beds: 3,
    price: 2_600_000,
    longitude: 55.1378,
    latitude: 25.0795,
  },
  marinaRent: {
    location: "Dubai Marina",
    priceType: "rent",
    beds: 2,
    price: 120_000,
    longitude: 55.1385,
    latitude: 25.0788,
  },
  marinaNorthWest: {
    location: "Dubai Marina",
    priceType: "sale",
    beds: 1,
    price: 950_000,
    longitude: 55.132,
    latitude: 25.088,
  },
  downtownSale: {
    title: "Apartment facing the Burj Khalifa in Downtown Dubai",
    location: "Downtown Dubai",
    priceType: "sale",
    beds: 2,
    price: 3_100_000,
    longitude: 55.2795,
    latitude: 25.194,
  },
  downtownRent: {
    location: "Downtown Dubai",
    priceType: "rent",
    beds: 1,
    price: 140_000,
    longitude: 55.2805,
    latitude: 25.195,
  },
  sharjah: {
    location: "Al Majaz",
    priceType: "rent",
    beds: 3,
    price: 65_000,
    longitude: 55.3825,
    latitude: 25.3235,
  },
  // Never on the map: not public, or nowhere.
  marinaDraft: {
    location: "Dubai Marina",
    status: "draft",
    longitude: 55.1375,
    latitude: 25.0792,
  },
  marinaRemoved: {
    location: "Dubai Marina",
    status: "removed",
    longitude: 55.138,
    latitude: 25.0791,
  },
  marinaSold: { location: "Dubai Marina", status: "sold", longitude: 55.1376, latitude: 25.0793 },
  withoutPlace: { location: "Dubai Marina", latitude: null, longitude: null },
};

/** Dubai and Sharjah, and nothing of the cap's listings further north-east. */
const VIEW = "55,25,55.5,25.5";

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(ids, await insertNamedListings(t.database, LISTINGS));
});
afterAll(async () => {
  await t.close();
});

async function clusters(query: Record<string, string>, host?: string): Promise<MapClusters> {
  const request = t.request().get("/api/properties/map-clusters").query(query);
  const res = await (host ? request.set("Host", host) : request);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as MapClusters;
}

const countsOf = (answer: MapClusters) => answer.clusters.map((c) => c.count);
const sum = (answer: MapClusters) => countsOf(answer).reduce((a, b) => a + b, 0);
const average = (keys: string[], field: "latitude" | "longitude") =>
  keys.reduce((total, key) => total + (LISTINGS[key][field] as number), 0) / keys.length;
/** The cluster at the average place of these listings. */
function clusterOf(answer: MapClusters, keys: string[]): MapCluster | undefined {
  return answer.clusters.find(
    (c) =>
      Math.abs(c.latitude - average(keys, "latitude")) < 1e-9 &&
      Math.abs(c.longitude - average(keys, "longitude")) < 1e-9,
  );
}
const alone = (key: string) => ({
  latitude: LISTINGS[key].latitude,
  longitude: LISTINGS[key].longitude,
  count: 1,
  id: ids[key],
  price: LISTINGS[key].price,
  priceType: LISTINGS[key].priceType,
});
const crowd = (count: number) => ({ count, id: null, price: null, priceType: null });

describe("GET /api/properties/map-clusters", () => {
  it("at zoom 7 puts Dubai's listings in one cell and Sharjah's in another", async () => {
    const answer = await clusters({ bbox: VIEW, zoom: "7" });
    const dubai = [
      "marinaSale",
      "marinaSaleLarge",
      "marinaRent",
      "marinaNorthWest",
      "downtownSale",
      "downtownRent",
    ];
    expect(answer.clusters).toEqual([
      { ...crowd(6), latitude: expect.any(Number), longitude: expect.any(Number) },
      alone("sharjah"),
    ]);
    expect(clusterOf(answer, dubai)).toBe(answer.clusters[0]);
    expect(answer.total).toBe(7);
    expect(sum(answer)).toBe(answer.total);
  });

  it("at zoom 14 keeps Dubai Marina and Downtown apart, most matches first", async () => {
    const answer = await clusters({ bbox: VIEW, zoom: "14" });
    expect(countsOf(answer)).toEqual([3, 2, 1, 1]);
    expect(clusterOf(answer, ["marinaSale", "marinaSaleLarge", "marinaRent"])).toMatchObject(crowd(3));
    expect(clusterOf(answer, ["downtownSale", "downtownRent"])).toMatchObject(crowd(2));
    // The lone listings are pins: their own place, id, price and purpose.
    expect(answer.clusters).toContainEqual(alone("marinaNorthWest"));
    expect(answer.clusters).toContainEqual(alone("sharjah"));
    expect(answer.total).toBe(7);
    expect(sum(answer)).toBe(answer.total);
  });

  it("counts only public listings with a place: drafts, removed and sold listings never", async () => {
    const answer = await clusters({ bbox: "55.13,25.07,55.15,25.09", zoom: "14" });
    expect(answer.total).toBe(4);
    expect(clusterOf(answer, ["marinaSale", "marinaSaleLarge", "marinaRent"])?.count).toBe(3);
  });

  it("applies the search's filters: purpose, beds, words", async () => {
    const rent = await clusters({ bbox: VIEW, zoom: "7", priceType: "rent" });
    expect(countsOf(rent)).toEqual([2, 1]);
    expect(rent.clusters[1]).toEqual(alone("sharjah"));
    expect(rent.total).toBe(3);

    const twoBeds = await clusters({ bbox: VIEW, zoom: "14", beds: "2" });
    expect(clusterOf(twoBeds, ["marinaSale", "marinaRent"])).toMatchObject(crowd(2));
    expect(twoBeds.clusters).toContainEqual(alone("downtownSale"));
    expect(twoBeds.total).toBe(3);

    const burj = await clusters({ bbox: VIEW, zoom: "7", search: "burj khalifa" });
    expect(burj).toEqual({ clusters: [alone("downtownSale")], total: 1 });

    const sale2m = await clusters({ bbox: VIEW, zoom: "14", priceType: "sale", minPrice: "2000000" });
    expect(sale2m.clusters.map((c) => c.id).sort()).toEqual([ids.marinaSaleLarge, ids.downtownSale].sort());
  });

  it("keeps to the view: a box without Sharjah leaves it out", async () => {
    const answer = await clusters({ bbox: "55,25,55.35,25.3", zoom: "7" });
    expect(answer.total).toBe(6);
    expect(answer.clusters.map((c) => c.id)).not.toContain(ids.sharjah);
    expect(await clusters({ bbox: "56,26,56.1,26.1", zoom: "10" })).toEqual({ clusters: [], total: 0 });
  });

  it("keeps to the site: a Dubai site's map has no Sharjah", async () => {
    const answer = await clusters({ bbox: VIEW, zoom: "7" }, "dubaipropertyhub.com");
    expect(answer.total).toBe(6);
    expect(answer.clusters.map((c) => c.id)).not.toContain(ids.sharjah);
  });

  it.each([
    [{ bbox: VIEW }, "zoom", /whole number from 0 to 20/],
    [{ bbox: VIEW, zoom: "" }, "zoom", /whole number from 0 to 20/],
    [{ bbox: VIEW, zoom: "abc" }, "zoom", /whole number from 0 to 20/],
    [{ bbox: VIEW, zoom: "7.5" }, "zoom", /whole number from 0 to 20/],
    [{ bbox: VIEW, zoom: "-1" }, "zoom", /whole number from 0 to 20/],
    [{ bbox: VIEW, zoom: "21" }, "zoom", /whole number from 0 to 20/],
    [{ zoom: "7" }, "bbox", /west,south,east,north/],
    [{ zoom: "7", bbox: "" }, "bbox", /west,south,east,north/],
    [{ zoom: "7", bbox: "all" }, "bbox", /west,south,east,north/],
    [{ zoom: "7", bbox: "55,25,56" }, "bbox", /west,south,east,north/],
    [{ zoom: "7", bbox: "56,25,55,26" }, "bbox", /West must not be east of east/],
    [{ zoom: "7", bbox: VIEW, beds: "many" }, "beds", /whole number/],
    [{ zoom: "7", bbox: VIEW, minPrice: "5", maxPrice: "1" }, "maxPrice", /Must not be below minPrice/],
  ])("%j is a 400 naming %s", async (query, field, message) => {
    const res = await t.request().get("/api/properties/map-clusters").query(query).expect(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual([field]);
    expect(res.body.fieldErrors[field]).toEqual([expect.stringMatching(message)]);
  });

  it("says what is wrong in Arabic to an Arabic page", async () => {
    const res = await t
      .request()
      .get("/api/properties/map-clusters")
      .set("Accept-Language", "ar")
      .query({ bbox: VIEW, zoom: "30" })
      .expect(400);
    expect(res.body.fieldErrors.zoom).toEqual(["يجب أن تكون القيمة عددًا صحيحًا من 0 إلى 20"]);
  });
});

describe("the cap of 500 cells", () => {
  it("answers the 500 fullest cells and still counts every match in the view", async () => {
    // 503 listings 0.0005° apart in Ras Al Khaimah: each in a cell of its own at zoom 20 (0.0000858°), and
    // two more sharing the first one's.
    const rows: Partial<ListingRow>[] = Array.from({ length: 503 }, (_, i) => ({
      location: "Al Hamra Village",
      longitude: 55.8 + (i % 25) * 0.0005,
      latitude: 25.7 + Math.floor(i / 25) * 0.0005,
    }));
    rows.push(...[0, 1].map(() => ({ location: "Al Hamra Village", longitude: 55.8, latitude: 25.7 })));
    await insertListings(t.database, rows);
    const answer = await clusters({ bbox: "55.79,25.69,55.9,25.8", zoom: "20" });
    expect(answer.clusters).toHaveLength(500);
    expect(answer.total).toBe(505);
    expect(answer.clusters[0]).toMatchObject({
      ...crowd(3),
      longitude: expect.closeTo(55.8, 9),
      latitude: expect.closeTo(25.7, 9),
    });
    expect(
      countsOf(answer)
        .slice(1)
        .every((count) => count === 1),
    ).toBe(true);
    expect(sum(answer)).toBe(502);
  });
});

describe("cached answers", () => {
  it("change with a new listing: a write clears them", async () => {
    const cached = await createTestApp(t.database, { PUBLIC_CACHE_SECONDS: "60" });
    try {
      const view = { bbox: "55.37,25.31,55.39,25.33", zoom: "14" };
      const ask = async () =>
        (await cached.request().get("/api/properties/map-clusters").query(view).expect(200))
          .body as MapClusters;
      const before = await ask();
      expect(before.total).toBe(1);
      expect((await ask()).total).toBe(1);
      const agent = cached.request();
      await signUp(agent);
      await createListing(agent, { location: "Al Majaz", longitude: 55.3826, latitude: 25.3236 });
      const after = await ask();
      expect(after.total).toBe(2);
      expect(after.clusters).toEqual([expect.objectContaining(crowd(2))]);
    } finally {
      await cached.close();
    }
  });
});

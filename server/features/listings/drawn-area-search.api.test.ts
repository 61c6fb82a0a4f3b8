import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MapClusters } from "@shared/map-clusters";
import { insertNamedListings, type ListingRow } from "../../../tests/factories";
import { idsMatching, namesOfFound } from "../../../tests/helpers/listing-search";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";

/**
 * Searching inside an area drawn on the map (`polygon`, issue 28, item 2;
 * docs/decisions/0068-map-clusters-and-drawn-areas.md): only the listings inside the shape, not those of
 * its bounding box; with the other filters and a `bbox`; a 400 naming the field for every bad shape.
 */
let t: TestApp;
const ids: Record<string, number> = {};

/** A triangle around Dubai Marina: (55.13, 25.07), (55.15, 25.07), (55.14, 25.09). */
const MARINA_TRIANGLE = "55.13,25.07;55.15,25.07;55.14,25.09";

const LISTINGS: Record<string, Partial<ListingRow>> = {
  marinaWest: { location: "Dubai Marina", priceType: "sale", beds: 2, longitude: 55.137, latitude: 25.079 },
  marinaMiddle: {
    location: "Dubai Marina",
    priceType: "rent",
    beds: 2,
    longitude: 55.1398,
    latitude: 25.0795,
  },
  marinaEast: { location: "Dubai Marina", priceType: "sale", beds: 3, longitude: 55.1425, latitude: 25.0788 },
  // Inside the triangle's bounding box, outside the triangle (its west side is at 55.139 at 25.088° N).
  boxCorner: { location: "Dubai Marina", priceType: "sale", beds: 2, longitude: 55.132, latitude: 25.088 },
  downtown: { location: "Downtown Dubai", priceType: "sale", beds: 2, longitude: 55.2795, latitude: 25.194 },
  marinaDraft: { location: "Dubai Marina", status: "draft", longitude: 55.14, latitude: 25.08 },
};

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(ids, await insertNamedListings(t.database, LISTINGS));
});
afterAll(async () => {
  await t.close();
});

/** The keys of the listings a search finds, sorted; its total must agree. */
async function found(query: Record<string, string>): Promise<string[]> {
  const res = await t
    .request()
    .get("/api/properties/search")
    .query({ limit: "100", ...query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const items = res.body as { id: number }[];
  expect(Number(res.headers["x-total-count"])).toBe(items.length);
  return namesOfFound(ids, items);
}

describe("polygon on GET /api/properties/search", () => {
  it("finds the listings inside the shape, not those of its bounding box", async () => {
    expect(await found({ polygon: MARINA_TRIANGLE })).toEqual(["marinaEast", "marinaMiddle", "marinaWest"]);
    // The box alone also has the corner.
    expect(await found({ bbox: "55.13,25.07,55.15,25.09" })).toEqual([
      "boxCorner",
      "marinaEast",
      "marinaMiddle",
      "marinaWest",
    ]);
  });

  it("closes the shape itself, and takes a closing corner written again", async () => {
    expect(await found({ polygon: `${MARINA_TRIANGLE};55.13,25.07` })).toEqual([
      "marinaEast",
      "marinaMiddle",
      "marinaWest",
    ]);
  });

  it("takes 40 corners: a circle of 1 km around the Marina drawn by hand", async () => {
    const circle = Array.from({ length: 40 }, (_, i) => {
      const angle = (2 * Math.PI * i) / 40;
      return `${(55.14 + 0.0105 * Math.cos(angle)).toFixed(5)},${(25.08 + 0.009 * Math.sin(angle)).toFixed(5)}`;
    }).join(";");
    expect(await found({ polygon: circle })).toEqual(["marinaEast", "marinaMiddle", "marinaWest"]);
  });

  it("applies with the other filters and with a bbox: both shapes at once", async () => {
    expect(await found({ polygon: MARINA_TRIANGLE, priceType: "sale" })).toEqual([
      "marinaEast",
      "marinaWest",
    ]);
    expect(await found({ polygon: MARINA_TRIANGLE, beds: "2" })).toEqual(["marinaMiddle", "marinaWest"]);
    // The west half of the triangle's box: the corner listing is in the box, not in the triangle.
    expect(await found({ polygon: MARINA_TRIANGLE, bbox: "55.13,25.07,55.1399,25.09" })).toEqual([
      "marinaMiddle",
      "marinaWest",
    ]);
    // A shape and a box that do not meet.
    expect(await found({ polygon: MARINA_TRIANGLE, bbox: "55.27,25.19,55.29,25.2" })).toEqual([]);
  });

  it("matches the same listings through the index as with ranges", async () => {
    for (const params of [
      { polygon: MARINA_TRIANGLE },
      { polygon: MARINA_TRIANGLE, bbox: "55.13,25.07,55.1399,25.09" },
    ]) {
      expect(await idsMatching(t.database, params, { boxForm: "range" })).toEqual(
        await idsMatching(t.database, params, { boxForm: "index" }),
      );
    }
  });

  it("counts the shape on the facets, and suggests dropping it when nothing is inside", async () => {
    const facets = await t
      .request()
      .get("/api/properties/facets")
      .query({ polygon: MARINA_TRIANGLE })
      .expect(200);
    expect(facets.body.locations).toEqual([{ name: "Dubai Marina", count: 3 }]);
    // A triangle over Downtown with nothing for rent in it.
    const relaxations = await t
      .request()
      .get("/api/properties/search/relaxations")
      .query({ polygon: "55.27,25.19;55.29,25.19;55.28,25.2", priceType: "rent" })
      .expect(200);
    expect(relaxations.body.suggestions).toEqual([{ drop: ["polygon"], count: 1, estimated: false }]);
  });
});

describe("polygon on GET /api/properties/map-clusters", () => {
  it("clusters only the listings inside the shape", async () => {
    const res = await t
      .request()
      .get("/api/properties/map-clusters")
      .query({ bbox: "55,25,55.5,25.5", zoom: "7", polygon: MARINA_TRIANGLE })
      .expect(200);
    const answer = res.body as MapClusters;
    expect(answer.total).toBe(3);
    expect(answer.clusters).toEqual([expect.objectContaining({ count: 3, id: null })]);
  });
});

describe("bad shapes", () => {
  const outside = "54.0,21.0;54.1,21.0;54.05,21.1";
  const fortyOne = Array.from({ length: 41 }, (_, i) => `${55 + i * 0.001},${25 + (i % 2) * 0.001}`).join(
    ";",
  );
  it.each([
    ["55.13,25.07;55.15,25.07", /3 to 40 points/],
    [fortyOne, /3 to 40 points/],
    [outside, /inside the UAE/],
    ["55.13,25.07;55.15,25.07;58.5,25.09", /inside the UAE/],
    ["a,b;c,d;e,f", /longitude,latitude pairs/],
    ["55.13,25.07;55.15;55.14,25.09", /longitude,latitude pairs/],
    ["55.13,25.07;55.15,25.07,1;55.14,25.09", /longitude,latitude pairs/],
    ["55.13,25.07;55.15,25.07;55.14,25.09;", /longitude,latitude pairs/],
    ["55.13,25.07;Infinity,25.07;55.14,25.09", /longitude,latitude pairs/],
    ["55.1,25.1;55.2,25.2;55.3,25.3", /not all lie on one line/],
    ["55.1,25.1;55.1,25.1;55.1,25.1;55.1,25.1", /not all lie on one line/],
    ["55.1,25.1;55.2,25.2;55.1,25.1;55.2,25.2", /not all lie on one line/],
  ])("polygon=%s is a 400 naming the field", async (polygon, message) => {
    for (const [path, view] of [
      ["/api/properties/search", {}],
      ["/api/properties/facets", {}],
      ["/api/properties/map-clusters", { bbox: "55,25,55.5,25.5", zoom: "7" }],
    ] as const) {
      const res = await t
        .request()
        .get(path)
        .query({ ...view, polygon });
      expect(res.status, path).toBe(400);
      expect(Object.keys(res.body.fieldErrors), path).toEqual(["polygon"]);
      expect(res.body.fieldErrors.polygon, path).toEqual([expect.stringMatching(message)]);
    }
  });

  it("refuses a repeated polygon parameter with the same message", async () => {
    const res = await t
      .request()
      .get(`/api/properties/search?polygon=${MARINA_TRIANGLE}&polygon=${MARINA_TRIANGLE}`)
      .expect(400);
    expect(res.body.fieldErrors.polygon).toEqual([expect.stringMatching(/longitude,latitude pairs/)]);
  });

  it("says what is wrong in Arabic to an Arabic page", async () => {
    const ask = (polygon: string) =>
      t.request().get("/api/properties/search").set("Accept-Language", "ar").query({ polygon }).expect(400);
    expect((await ask("55.1,25.1;55.2,25.2")).body.fieldErrors.polygon).toEqual([
      "يجب أن يتراوح عدد النقاط بين 3 و40",
    ]);
    expect((await ask(outside)).body.fieldErrors.polygon).toEqual([
      "يجب أن تقع كل النقاط داخل الإمارات (خط الطول من 51.4 إلى 56.5، وخط العرض من 22.5 إلى 26.3)",
    ]);
    expect((await ask("55.1,25.1;55.2,25.2;55.3,25.3")).body.fieldErrors.polygon).toEqual([
      "يجب ألا تقع النقاط كلها على خط واحد",
    ]);
    expect((await ask("x")).body.fieldErrors.polygon[0]).toMatch(/^يجب أن تكون القيمة أزواجًا/);
  });
});

import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchListingsQuerySchema } from "@shared/listing";
import { insertListings, type ListingRow } from "../../../tests/factories";
import { idsMatching, namesOfFound } from "../../../tests/helpers/listing-search";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { searchListings } from "./listings-search.repository";

/**
 * Full-text search and the discovery filters (issue 15, items 1–3; docs/decisions/0045-full-text-search.md):
 * phrases people type find the listings whose words say so and no others, the last word while typing,
 * relevance order, Arabic descriptions, several locations, amenities, recency, the map's box and circle,
 * facet counts that agree with the search, and a 400 naming the field for every bad value.
 */
let t: TestApp;
const ids: Record<string, number> = {};
const DAY = 24 * 3600 * 1000;

/** The listings, each under a key; the order of insertion is the order of creation (oldest first). */
const LISTINGS: Record<string, Partial<ListingRow>> = {
  marinaSeaView: {
    title: "Sea view apartment in Dubai Marina",
    description:
      "A bright two-bedroom flat on a high floor with floor-to-ceiling windows and a large balcony.",
    location: "Dubai Marina",
    propertyType: "Apartment",
    amenities: ["Balcony", "Swimming pool"],
  },
  marinaMaid: {
    title: "Two-bedroom apartment with study in Dubai Marina",
    description:
      "Spacious layout with a maid's room and a separate laundry. Chiller free: cooling is included in the rent.",
    location: "Dubai Marina",
    propertyType: "Apartment",
    priceType: "rent",
    amenities: ["Maid's room", "Study", "Balcony"],
  },
  marinaApart: {
    // Both words, never together: found by the words, not by the phrase.
    title: "Penthouse over the yacht club in Dubai Marina",
    description: "The sea is a short walk away; the terrace has a view of the yacht club and the towers.",
    location: "Dubai Marina",
    propertyType: "Penthouse",
  },
  jbrDescription: {
    // "Sea view" in the description only, created after marinaSeaView (newer).
    title: "Furnished apartment in JBR",
    description: "Wide sea view from the living room, steps from the beach and the walk.",
    location: "Jumeirah Beach Residence (JBR)",
    propertyType: "Apartment",
    furnished: "furnished",
  },
  jltMetro: {
    title: "One-bedroom apartment in JLT",
    description: "Two minutes' walk from the lake, near the metro station and the tram.",
    location: "Jumeirah Lake Towers (JLT)",
    propertyType: "Apartment",
  },
  barshaAmenityMetro: {
    title: "Compact studio in Al Barsha",
    description: "An efficient studio with a fitted kitchen, close to Mall of the Emirates shops.",
    location: "Al Barsha",
    propertyType: "Apartment",
    beds: 0,
    amenities: ["Metro nearby", "Gym"],
  },
  ranchesFarMetro: {
    title: "Family villa with a garden in Arabian Ranches",
    description:
      "A corner villa on a quiet street, twenty minutes by car from the metro. Chiller charges apply as usual.",
    location: "Arabian Ranches",
    propertyType: "Villa",
    beds: 4,
    amenities: ["Private garden", "Maid's room"],
  },
  sharjahFreeParking: {
    title: "Three-bedroom townhouse in Al Majaz",
    description: "A townhouse by the waterfront with free parking for two cars and a large room for guests.",
    location: "Al Majaz",
    propertyType: "Townhouse",
    beds: 3,
  },
  bayCloset: {
    title: "Fitted office with a walk-in closet in Business Bay",
    description: "A fitted office on a mid floor with a pantry, two meeting rooms and a walk-in closet.",
    location: "Business Bay",
    propertyType: "Office",
    beds: 0,
  },
  reemArabic: {
    title: "Apartment with canal view on Al Reem Island",
    titleAr: "شقة مطلة على القناة في جزيرة الريم",
    description: "Canal-facing apartment with a gym and a pool in the building.",
    descriptionAr: "شقة فاخرة مع إطلالة على البحر وغرفة خادمة ومسبح مشترك في البرج.",
    location: "Al Reem Island",
    propertyType: "Apartment",
  },
};

/** Where the map listings stand: Dubai Marina's and JLT's centres, and one in Abu Dhabi. */
const MARINA = { latitude: 25.0805, longitude: 55.1403 };
const JLT = { latitude: 25.0693, longitude: 55.1418 };
const ABU_DHABI = { latitude: 24.4539, longitude: 54.3773 };

beforeAll(async () => {
  t = await createTestApp();
  const now = Date.now();
  const entries = Object.entries(LISTINGS);
  const rows = await insertListings(
    t.database,
    entries.map(([key, row], index) => ({
      ...row,
      // Oldest first, a minute apart; published 2 and 10 days ago for the recency filter.
      createdAt: new Date(now - (entries.length - index) * 60_000),
      publishedAt: new Date(now - (key === "marinaSeaView" ? 2 : 10) * DAY),
      ...(key === "marinaSeaView"
        ? MARINA
        : key === "jltMetro"
          ? JLT
          : key === "sharjahFreeParking"
            ? ABU_DHABI
            : {}),
    })),
  );
  entries.forEach(([key], index) => (ids[key] = rows[index].id));
});
afterAll(async () => {
  await t.close();
});

type Item = { id: number; latitude: number | null; longitude: number | null };
async function search(query: Record<string, string>, path = "/api/properties/search") {
  const res = await supertest(t.app)
    .get(path)
    .query({ limit: "100", ...query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const items = res.body as Item[];
  return { items, order: items.map((i) => i.id), total: Number(res.headers["x-total-count"]) };
}
/** The keys of the listings a search finds, sorted. */
async function found(query: Record<string, string> | string): Promise<string[]> {
  const { items, total } = await search(typeof query === "string" ? { search: query } : query);
  expect(total).toBe(items.length);
  return namesOfFound(ids, items);
}

describe("full-text search", () => {
  it("finds the listings whose words say what was typed, and no others", async () => {
    // Both words anywhere (the Reem listing's "view" is of the canal, and its sea is in Arabic).
    expect(await found("sea view")).toEqual(["jbrDescription", "marinaApart", "marinaSeaView"]);
    // A phrase in quotes: the two words together ("Sea view", "sea view"), not apart.
    expect(await found('"sea view"')).toEqual(["jbrDescription", "marinaSeaView"]);
    expect(await found("Dubai Marina sea view")).toEqual(["marinaApart", "marinaSeaView"]);
    expect(await found('Dubai Marina "sea view"')).toEqual(["marinaSeaView"]);
    // Amenities and descriptions alike, with the apostrophe typed or not.
    expect(await found("maid's room")).toEqual(["marinaMaid", "ranchesFarMetro"]);
    expect(await found("maids room")).toEqual(["marinaMaid", "ranchesFarMetro"]);
    // "Chiller charges" and "free parking" have one word each.
    expect(await found("chiller free")).toEqual(["marinaMaid"]);
    expect(await found("chiller-free")).toEqual(["marinaMaid"]);
    // "near the metro" in a description, "Metro nearby" as an amenity; "from the metro" is not near.
    expect(await found("near metro")).toEqual(["barshaAmenityMetro", "jltMetro"]);
    expect(await found("metro")).toEqual(["barshaAmenityMetro", "jltMetro", "ranchesFarMetro"]);
    // "near" while typing finds "nearby" and "close to", but "close" is a whole word: not "closet".
    expect(await found("near")).toEqual(["barshaAmenityMetro", "jltMetro"]);
  });

  it("stems words, so other forms of them match", async () => {
    expect(await found("views balconies")).toEqual(["marinaSeaView"]);
    expect(await found("VILLAS gardens")).toEqual(["ranchesFarMetro"]);
  });

  it("matches the last word as the start of one while it is being typed", async () => {
    expect(await found("sea vi")).toEqual(await found("sea view"));
    expect(await found("Dubai Mar")).toEqual(["marinaApart", "marinaMaid", "marinaSeaView"]);
    expect(await found("chil")).toEqual(["marinaMaid", "ranchesFarMetro"]);
    // Only the last word: "vi sea" asks for a word "vi".
    expect(await found("vi sea")).toEqual([]);
    // A closed phrase is complete: "sea vi" in quotes is not "sea view".
    expect(await found('"sea vi"')).toEqual([]);
  });

  it("finds locations by their names and aliases in English or Arabic, however spelled", async () => {
    const marina = ["marinaApart", "marinaMaid", "marinaSeaView"];
    expect(await found("Dubai Marina")).toEqual(marina);
    expect(await found("دبي مارينا")).toEqual(marina);
    expect(await found("دبى مارينا")).toEqual(marina);
    expect(await found("دُبَي  مارينا")).toEqual(marina);
    expect(await found("JLT")).toEqual(["jltMetro"]);
    expect(await found("jumeirah lake towers")).toEqual(["jltMetro"]);
    expect(await found("جي إل تي")).toEqual(["jltMetro"]);
    expect(await found("أبراج بحيرات جميرا")).toEqual(["jltMetro"]);
    expect(await found("الريم")).toEqual(["reemArabic"]);
    // English and Arabic in one search.
    expect(await found("مارينا penthouse")).toEqual(["marinaApart"]);
  });

  it("finds Arabic words of the Arabic description and title, stemmed and however spelled", async () => {
    // Amenities' Arabic names find the listings whose own Arabic says them, and what the English finds
    // (issue 28: arabic-words-search.api.test.ts).
    const seaView = await found("sea view");
    expect(await found("إطلالة البحر")).toEqual([...seaView, "reemArabic"].sort());
    expect(await found("اطلاله البحر")).toEqual([...seaView, "reemArabic"].sort());
    expect(await found("غرفة خادمة")).toEqual(["marinaMaid", "ranchesFarMetro", "reemArabic"]);
    expect(await found("مسبح")).toEqual(["marinaSeaView", "reemArabic"]);
    // The last Arabic word as typed so far.
    expect(await found("شقة فاخ")).toEqual(["reemArabic"]);
    expect(await found("القناه")).toEqual(["reemArabic"]);
    expect(await found("مطبخ")).toEqual([]);
  });

  it("finds nothing for words no listing has, and treats symbols as nothing to find", async () => {
    expect(await found("sea view zzzqqq")).toEqual([]);
    expect(await found("%")).toEqual([]);
    expect(await found("_")).toEqual([]);
    // Stop words alone ask for nothing in particular.
    expect((await found("the")).length).toBe(Object.keys(LISTINGS).length);
    expect(await found("the chiller free")).toEqual(["marinaMaid"]);
  });

  it("sorts by relevance: title and place matches first, ties newest first", async () => {
    const { order } = await search({ search: "sea view", sort: "relevance" });
    // marinaSeaView has the phrase in its title (A); jbrDescription (newer) in its description (B).
    expect(order.indexOf(ids.marinaSeaView)).toBeLessThan(order.indexOf(ids.jbrDescription));
    expect(order[0]).toBe(ids.marinaSeaView);
    // Newest first, the description match is ahead.
    const newest = await search({ search: "sea view", sort: "newest" });
    expect(newest.order.indexOf(ids.jbrDescription)).toBeLessThan(newest.order.indexOf(ids.marinaSeaView));
    // Words apart rank below the phrase.
    expect(order.indexOf(ids.jbrDescription)).toBeLessThan(order.indexOf(ids.marinaApart));
    // Equal matches: newest first.
    const tie = await search({ search: "apartment", sort: "relevance", location: "Dubai Marina" });
    expect(tie.order).toEqual([ids.marinaMaid, ids.marinaSeaView]);
    // Paging through the ranked order gives every match once.
    const pages = [
      ...(await search({ search: "sea view", sort: "relevance", limit: "2", page: "1" })).order,
      ...(await search({ search: "sea view", sort: "relevance", limit: "2", page: "2" })).order,
    ];
    expect(pages).toEqual(order);
  });
});

describe("relevance over many matches", () => {
  const query = (page: number) =>
    searchListingsQuerySchema.parse({ search: "apartment", sort: "relevance", limit: 2, page });

  it("ranks the newest candidates, then pages on newest first, every match once", async () => {
    const newest = await searchListings(
      t.database.db,
      searchListingsQuerySchema.parse({ search: "apartment", sort: "newest", limit: 100 }),
      {},
    );
    expect(newest.total).toBeGreaterThanOrEqual(5);
    const candidates = 3;
    const pages: number[] = [];
    for (let page = 1; (page - 1) * 2 < newest.total; page++) {
      // Page 2 takes the last ranked candidate and the first of the rest.
      const result = await searchListings(
        t.database.db,
        query(page),
        {},
        { relevanceCandidates: candidates },
      );
      expect(result.total).toBe(newest.total);
      pages.push(...result.rows.map((row) => row.id));
    }
    const newestIds = newest.rows.map((row) => row.id);
    expect(pages).toHaveLength(newestIds.length);
    expect(new Set(pages)).toEqual(new Set(newestIds));
    // The first three are the three newest, ranked: the title matches (A) ahead of description-only (B).
    expect(new Set(pages.slice(0, candidates))).toEqual(new Set(newestIds.slice(0, candidates)));
    expect(pages.slice(candidates)).toEqual(newestIds.slice(candidates));
  });
});

describe("discovery filters", () => {
  it("takes up to five locations, by English or Arabic name, any of them", async () => {
    expect(await found({ location: "Dubai Marina,Jumeirah Lake Towers (JLT)" })).toEqual(
      ["jltMetro", "marinaApart", "marinaMaid", "marinaSeaView"].sort(),
    );
    expect(await found({ location: "دبي مارينا, أبراج بحيرات جميرا" })).toEqual(
      ["jltMetro", "marinaApart", "marinaMaid", "marinaSeaView"].sort(),
    );
    expect(await found({ location: "al barsha" })).toEqual(["barshaAmenityMetro"]);
    expect(await found({ location: "Dubai Marina", search: "sea view" })).toEqual([
      "marinaApart",
      "marinaSeaView",
    ]);
    expect(
      await found({ location: "Al Barsha,Al Majaz,Al Reem Island,Arabian Ranches,Dubai Marina" }),
    ).toHaveLength(7);
  });

  it("requires every amenity named", async () => {
    expect(await found({ amenities: "Balcony" })).toEqual(["marinaMaid", "marinaSeaView"]);
    expect(await found({ amenities: "Balcony,maid's room" })).toEqual(["marinaMaid"]);
    expect(await found({ amenities: "Metro nearby" })).toEqual(["barshaAmenityMetro"]);
  });

  it("finds listings first published within the days asked", async () => {
    expect(await found({ addedWithin: "3" })).toEqual(["marinaSeaView"]);
    expect(await found({ addedWithin: "7" })).toEqual(["marinaSeaView"]);
    expect((await found({ addedWithin: "14" })).length).toBe(Object.keys(LISTINGS).length);
  });

  it("finds the listings inside a box, edges included", async () => {
    // Around Dubai Marina and JLT, not Abu Dhabi.
    expect(await found({ bbox: "55.10,25.05,55.20,25.10" })).toEqual(["jltMetro", "marinaSeaView"]);
    expect(await found({ bbox: "55.14,25.075,55.15,25.09" })).toEqual(["marinaSeaView"]);
    // A box whose edges pass exactly through the point.
    expect(
      await found({ bbox: `${MARINA.longitude},${MARINA.latitude},${MARINA.longitude},${MARINA.latitude}` }),
    ).toEqual(["marinaSeaView"]);
    expect(await found({ bbox: "54,24,55,25" })).toEqual(["sharjahFreeParking"]);
    expect(await found({ bbox: "56,26,56.1,26.1" })).toEqual([]);
    // Summary rows carry the coordinates.
    const { items } = await search({ bbox: "54,24,55,25" });
    expect(items[0]).toMatchObject({ latitude: ABU_DHABI.latitude, longitude: ABU_DHABI.longitude });
  });

  it("finds the listings within a distance, by the great circle, not the box around it", async () => {
    // JLT's centre is 1.25 km south of the Marina's.
    expect(await found({ near: `${MARINA.latitude},${MARINA.longitude},1` })).toEqual(["marinaSeaView"]);
    expect(await found({ near: `${MARINA.latitude},${MARINA.longitude},1.3` })).toEqual([
      "jltMetro",
      "marinaSeaView",
    ]);
    expect(await found({ near: `${MARINA.latitude},${MARINA.longitude},50` })).toEqual([
      "jltMetro",
      "marinaSeaView",
    ]);
    // 0.9 km north and 0.9 km east: inside the circle's box (1 km each way), 1.27 km away, so outside it.
    const north = MARINA.latitude + 0.9 / 111.2;
    const east = MARINA.longitude + 0.9 / (111.2 * Math.cos((MARINA.latitude * Math.PI) / 180));
    expect(await found({ near: `${north},${east},1` })).toEqual([]);
    expect(await found({ near: `${north},${east},1.3` })).toEqual(["marinaSeaView"]);
  });
});

describe("the map's box in either form", () => {
  it.each<Record<string, string>>([
    { bbox: "55.10,25.05,55.20,25.10" },
    { bbox: `${MARINA.longitude},${MARINA.latitude},${MARINA.longitude},${MARINA.latitude}` },
    { bbox: "54,24,56,26", priceType: "sale" },
    { near: `${MARINA.latitude},${MARINA.longitude},1.3` },
    { near: `${MARINA.latitude + 0.9 / 111.2},${MARINA.longitude + 0.9 / 100.7},1` },
  ])("matches the same listings as ranges as through the index: %o", async (params) => {
    const viaIndex = await idsMatching(t.database, params, { boxForm: "index" });
    expect(await idsMatching(t.database, params, { boxForm: "range" })).toEqual(viaIndex);
    expect(viaIndex).toEqual((await search(params)).order.sort((a, b) => a - b));
  });
});

describe("GET /api/properties/facets", () => {
  type Facets = {
    locations: { name: string; count: number }[];
    propertyTypes: { type: string; count: number }[];
  };
  async function facets(query: Record<string, string>): Promise<Facets> {
    const res = await supertest(t.app).get("/api/properties/facets").query(query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Facets;
  }

  it.each<Record<string, string>>([
    {},
    { search: "apartment" },
    { location: "Dubai Marina" },
    { propertyType: "Apartment", location: "Dubai Marina,Al Barsha" },
    { priceType: "sale", search: "sea view" },
  ])("counts each option as the search with it would total: %o", async (query) => {
    const counts = await facets(query);
    expect(counts.locations.length).toBeGreaterThan(0);
    expect(counts.propertyTypes.length).toBeGreaterThan(0);
    for (const { name, count } of counts.locations) {
      expect(count, name).toBe((await search({ ...query, location: name })).total);
    }
    for (const { type, count } of counts.propertyTypes) {
      expect(count, type).toBe((await search({ ...query, propertyType: type })).total);
    }
    // Options left out have no match; the counts are most first.
    const named = new Set(counts.locations.map((l) => l.name));
    for (const name of ["Dubai Marina", "Al Majaz", "Downtown Dubai"].filter((n) => !named.has(n))) {
      expect((await search({ ...query, location: name })).total, name).toBe(0);
    }
    const sorted = [...counts.locations].sort((a, b) => b.count - a.count);
    expect(counts.locations.map((l) => l.count)).toEqual(sorted.map((l) => l.count));
  });

  it("counts every location while one is chosen, and that location's types", async () => {
    const counts = await facets({ location: "Dubai Marina" });
    expect(counts.locations).toContainEqual({ name: "Al Barsha", count: 1 });
    expect(counts.locations).toContainEqual({ name: "Dubai Marina", count: 3 });
    expect(counts.propertyTypes).toEqual([
      { type: "Apartment", count: 2 },
      { type: "Penthouse", count: 1 },
    ]);
  });

  it("changes with a new listing (the cache is cleared by writes)", async () => {
    const agent = supertest.agent(t.app);
    const before = await facets({ location: "Al Majaz" });
    const { signUp } = await import("../../../tests/helpers/test-app");
    const { createListing } = await import("../../../tests/factories");
    await signUp(agent);
    await createListing(agent, { status: "published", location: "Al Majaz", propertyType: "Office" });
    const after = await facets({ location: "Al Majaz" });
    const office = (f: Facets) => f.propertyTypes.find((p) => p.type === "Office")?.count ?? 0;
    expect(office(after)).toBe(office(before) + 1);
  });
});

describe("bad values", () => {
  it.each([
    ["location", "Atlantis", /Not a listed location: Atlantis/],
    ["location", "Dubai Marina,Moon Base", /Not a listed location: Moon Base/],
    ["location", "Al Barsha,Al Majaz,Al Reem Island,Arabian Ranches,Dubai Marina,Business Bay", /At most 5/],
    ["amenities", "Helipad", /Not a listed amenity: Helipad/],
    ["amenities", "Balcony,,Moat", /Not a listed amenity: Moat/],
    ["addedWithin", "2", /one of: 1, 3, 7, 14, 30/],
    ["addedWithin", "week", /one of: 1, 3, 7, 14, 30/],
    ["bbox", "55,25,56", /west,south,east,north/],
    ["bbox", "a,b,c,d", /west,south,east,north/],
    ["bbox", "55,25,56,26,1", /west,south,east,north/],
    ["bbox", "56,25,55,26", /West must not be east of east/],
    ["bbox", "55,26,56,25", /South must not be north of north/],
    ["bbox", "55,25,190,26", /Longitudes/],
    ["bbox", "55,-95,56,26", /Latitudes/],
    ["near", "25,55", /lat,lng,km/],
    ["near", "25,55,x", /lat,lng,km/],
    ["near", "25,55,0", /more than 0 and at most 50/],
    ["near", "25,55,51", /more than 0 and at most 50/],
    ["near", "95,55,1", /Latitude/],
    ["near", "25,200,1", /Longitude/],
    ["sort", "relevance", /needs words in search/],
  ])("%s=%s is a 400 naming the field", async (field, value, message) => {
    for (const path of ["/api/properties/search", "/api/properties/facets"]) {
      const res = await supertest(t.app)
        .get(path)
        .query({ [field]: value });
      expect(res.status, path).toBe(400);
      expect(res.body.fieldErrors[field], path).toEqual([expect.stringMatching(message)]);
    }
  });

  it("sort=relevance needs words, not symbols", async () => {
    const res = await supertest(t.app)
      .get("/api/properties/search")
      .query({ sort: "relevance", search: "%%" });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.sort).toEqual(["Sorting by relevance needs words in search"]);
  });
});

describe("a text's conditions in either form", () => {
  it.each<Record<string, string>>([
    { search: "sea view" },
    { search: "sea vi" },
    { search: '"maid\'s room"' },
    { search: "near metro" },
    { search: "the" },
    { search: "شقة دبي مارينا" },
    { search: "marina", bbox: "55.10,25.05,55.20,25.10" },
  ])("matches the same listings walking the order's index as through the vector's: %o", async (params) => {
    const viaIndex = await idsMatching(t.database, params, { textForm: "index" });
    expect(await idsMatching(t.database, params, { textForm: "walk" })).toEqual(viaIndex);
    expect(viaIndex).toEqual((await search(params)).order.sort((a, b) => a - b));
  });
});

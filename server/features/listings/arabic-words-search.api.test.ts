import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertNamedListings, type ListingRow } from "../../../tests/factories";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";

/**
 * Arabic words that find (issue 28, item 4; docs/decisions/0042 and 0045): an amenity's Arabic name, as the
 * site shows it or as people commonly write it, finds what its English name finds; Arabic types and places
 * still find theirs between little words; a listing's own Arabic words still find it.
 */
let t: TestApp;
const ids: Record<string, number> = {};

const LISTINGS: Record<string, Partial<ListingRow>> = {
  marinaSeaAmenity: {
    title: "Two-bedroom apartment in Dubai Marina",
    description: "A bright flat on a high floor, ten minutes from the tram.",
    location: "Dubai Marina",
    propertyType: "Apartment",
    amenities: ["Sea view", "Balcony"],
  },
  palmVillaPool: {
    title: "Five-bedroom villa on the fronds",
    description: "A family home with a large lawn and its own beach.",
    location: "Palm Jumeirah",
    propertyType: "Villa",
    beds: 5,
    amenities: ["Sea view", "Private pool"],
  },
  reemOwnArabic: {
    // Says "sea view" in its own words in both languages, without the amenity ticked.
    title: "Apartment on Al Reem Island",
    titleAr: "شقة في جزيرة الريم",
    description: "Wide views over the sea from every room.",
    descriptionAr: "شقة بتشطيبات فاخرة مع إطلالة بحرية من كل الغرف.",
    location: "Al Reem Island",
    propertyType: "Apartment",
  },
  jvcNoSea: {
    title: "Studio in JVC with a gym",
    description: "A compact studio near the park.",
    location: "Jumeirah Village Circle (JVC)",
    propertyType: "Apartment",
    beds: 0,
    amenities: ["Gym", "Covered parking"],
  },
  ranchesVillaNoSea: {
    title: "Family villa in Arabian Ranches",
    description: "A corner villa on a quiet street.",
    location: "Arabian Ranches",
    propertyType: "Villa",
    beds: 4,
    amenities: ["Private garden", "Maid's room"],
  },
};

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(ids, await insertNamedListings(t.database, LISTINGS));
});
afterAll(async () => {
  await t.close();
});

/** The keys of the listings a search finds, sorted. */
async function found(search: string): Promise<string[]> {
  const res = await supertest(t.app).get("/api/properties/search").query({ limit: "100", search });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const items = res.body as { id: number }[];
  expect(Number(res.headers["x-total-count"])).toBe(items.length);
  const byId = new Map(Object.entries(ids).map(([key, id]) => [id, key]));
  return items.map((item) => byId.get(item.id)!).sort();
}

const SEA_VIEW = ["marinaSeaAmenity", "palmVillaPool", "reemOwnArabic"];

describe("Arabic words that find", () => {
  it("finds by an amenity's Arabic name and its common variants what its English name finds", async () => {
    expect(await found("sea view")).toEqual(SEA_VIEW);
    expect(await found("إطلالة على البحر")).toEqual(SEA_VIEW);
    expect(await found("إطلالة بحرية")).toEqual(SEA_VIEW);
    // However spelled: أ/إ/ا, ة/ه, with or without the article.
    expect(await found("اطلاله بحريه")).toEqual(SEA_VIEW);
    expect(await found("مطل على البحر")).toEqual(SEA_VIEW);
    expect(await found("الإطلالة البحرية")).toEqual(SEA_VIEW);
    expect(await found("private pool")).toEqual(["palmVillaPool"]);
    expect(await found("مسبح خاص")).toEqual(["palmVillaPool"]);
    expect(await found("صالة رياضية")).toEqual(["jvcNoSea"]);
  });

  it("finds Arabic types, places and amenities together, little words between them left out", async () => {
    expect(await found("فيلا مع مسبح خاص في نخلة جميرا")).toEqual(["palmVillaPool"]);
    expect(await found("شقة ذات إطلالة بحرية في دبي مارينا")).toEqual(["marinaSeaAmenity"]);
    expect(await found("فلل مع حديقة خاصة")).toEqual(["ranchesVillaNoSea"]);
    expect(await found("شقق في جزيرة الريم")).toEqual(["reemOwnArabic"]);
  });

  it("still finds a listing by its own Arabic words", async () => {
    expect(await found("تشطيبات فاخرة")).toEqual(["reemOwnArabic"]);
    expect(await found("بتشطيبات")).toEqual(["reemOwnArabic"]);
  });
});

import { and, eq, isNull, sql } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { properties } from "../../db/schema";
import { seedSampleData } from "../../db/seed/seed";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";

/**
 * The sample data speaks the words people search for (docs/decisions/0045-full-text-search.md): what the
 * search box's examples suggest finds sample listings, each of which says so in its description or
 * amenities, and the map has every sample listing to show.
 */
let t: TestApp;
const SAMPLE_SIZE = 600;

beforeAll(async () => {
  t = await createTestApp();
  await seedSampleData(t.database.db, { listings: SAMPLE_SIZE });
});
afterAll(async () => {
  await t.close();
});

interface Words {
  id: number;
  description: string;
  amenities: string[];
  title: string;
}

/** Every public sample listing's own words, by id. */
async function wordsById(): Promise<Map<number, Words>> {
  const rows = await t.database.db
    .select({
      id: properties.id,
      description: properties.description,
      amenities: properties.amenities,
      title: properties.title,
    })
    .from(properties);
  return new Map(rows.map((row) => [row.id, row]));
}

/** Every match of a search, page by page. */
async function searchAll(text: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const res = await supertest(t.app)
      .get("/api/properties/search")
      .query({ search: text, limit: "100", page: String(page) })
      .expect(200);
    const items = res.body as { id: number }[];
    ids.push(...items.map((item) => item.id));
    if (items.length < 100) {
      expect(Number(res.headers["x-total-count"])).toBe(ids.length);
      return ids;
    }
  }
}

describe("sample listings and full-text search", () => {
  it.each([
    ["sea view", /sea view/i],
    ["maid's room", /maid's room/i],
    ["chiller free", /chiller[ -]free/i],
    ["near metro", /near the metro|metro (station )?(is |are )?(nearby|close by)|metro nearby/i],
  ])("'%s' finds sample listings, each of which says so", async (text, says) => {
    const words = await wordsById();
    const ids = await searchAll(text);
    expect(ids.length).toBeGreaterThan(3);
    for (const id of ids) {
      const listing = words.get(id)!;
      const all = `${listing.title} ${listing.description} ${listing.amenities.join(", ")}`;
      expect(all, `${id}`).toMatch(says);
    }
    // And the description says it in a sentence of its own, not only in the amenity list.
    expect(ids.some((id) => says.test(words.get(id)!.description.split("Features include")[1] ?? ""))).toBe(
      true,
    );
  });

  it("places every sample listing on the map", async () => {
    const [{ missing }] = await t.database.db
      .select({ missing: sql<number>`count(*)::int` })
      .from(properties)
      .where(and(eq(properties.isSample, true), isNull(properties.latitude)));
    expect(missing).toBe(0);
    const res = await supertest(t.app)
      .get("/api/properties/search")
      .query({ bbox: "55.12,25.06,55.16,25.1", limit: "100" })
      .expect(200);
    expect(Number(res.headers["x-total-count"])).toBeGreaterThan(0);
  });
});

import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchListingsQuerySchema, type SearchListingsParams } from "@shared/listing";
import { seedSampleData } from "../../db/seed/seed";
import { properties } from "../../db/schema";
import { insertListings } from "../../../tests/factories";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { idsMatching } from "../../../tests/helpers/listing-search";
import { useTestApp } from "../../../tests/helpers/use-test-app";
import { findPrefixWords, PREFIX_WORDS_MAX, searchConditions } from "./listings-search-conditions.repository";
import { searchListings } from "./listings-search.repository";
import { updateListing } from "./listings.repository";

/**
 * What keeps full text fast at 1,000,000 listings (docs/decisions/0045-full-text-search.md) must not change
 * what it finds: a word being typed searched as its whole words (search_lexemes, kept by triggers) finds
 * what the prefix finds; a page looked for in the order's first rows is the page the vector's index gives;
 * a text's count beyond its cap is extrapolated close to the truth.
 */
const LISTINGS = 300;
const t = useTestApp({ seed: (app) => seedSampleData(app.database.db, { listings: LISTINGS }) });

const parse = (params: SearchListingsParams) => searchListingsQuerySchema.parse(params);

/** The ids a search's conditions match, sorted: with the prefix words looked up, or as prefixes. */
async function matchingIds(text: string, expand: boolean): Promise<number[]> {
  const prefixWords = expand ? await findPrefixWords(t.database.db, text) : undefined;
  return idsMatching(t.database, { search: text }, { prefixWords });
}

describe("a word being typed", () => {
  const TYPED = [
    "sea vi",
    "tow",
    "jumeirah lake tow",
    "bal",
    "townhouses",
    "apartm",
    "\"maid's ro",
    "the",
    "b",
  ];

  it.each(TYPED)("finds as whole words what it finds as a prefix: %s", async (text) => {
    expect(await matchingIds(text, true)).toEqual(await matchingIds(text, false));
  });

  it("is looked up as whole words, stemmed as the search stems it, and not when it begins too many", async () => {
    const words = await findPrefixWords(t.database.db, "jumeirah lake tow");
    expect(words.get("tow")).toEqual(expect.arrayContaining(["tower", "townhous"]));
    // "townhouses" is stemmed to "townhous" before the lexicon is read, as to_tsquery does.
    expect((await findPrefixWords(t.database.db, "townhouses")).get("townhouses")).toEqual(["townhous"]);
    // A stop word has no lexeme, and a prefix that begins more words than are worth listing (a listing
    // of 60 words "qzx1" to "qzx60") is searched as a prefix: both are left out.
    expect((await findPrefixWords(t.database.db, "the")).size).toBe(0);
    const codes = Array.from({ length: PREFIX_WORDS_MAX + 10 }, (_, index) => `qzx${index + 1}`);
    const [many] = await insertListings(t.database, [{ description: `Codes ${codes.join(" ")}.` }]);
    expect((await findPrefixWords(t.database.db, "qzx1")).get("qzx1")).toHaveLength(11);
    expect((await findPrefixWords(t.database.db, "qzx")).size).toBe(0);
    expect(await matchingIds("qzx", true)).toEqual([many.id]);
    await t.database.db.delete(properties).where(eq(properties.id, many.id));
    // The cases above would pass with no expansion at all; these show the expansion was used.
    expect(await matchingIds("tow", true)).not.toHaveLength(0);
  });

  it("finds the words of a listing written a moment ago, and of one edited since", async () => {
    const [created] = await insertListings(t.database, [
      { title: "Quiet flat", description: "Facing the zanzibarite gardens of the community." },
    ]);
    expect((await findPrefixWords(t.database.db, "zanzib")).get("zanzib")).toEqual(["zanzibarit"]);
    expect(await matchingIds("zanzib", true)).toEqual([created.id]);

    await updateListing(
      t.database.db,
      created.id,
      { description: "Overlooking the quokkaville lagoon." },
      undefined,
    );
    expect(await matchingIds("quokkav", true)).toEqual([created.id]);
    expect(await matchingIds("quokkav", false)).toEqual([created.id]);
    await t.database.db.delete(properties).where(eq(properties.id, created.id));
  });
});

describe("a text search's page", () => {
  /** Every match in the order of `sort`, read without paging: what each page must be a slice of. */
  async function everyMatch(params: SearchListingsParams): Promise<number[]> {
    const ids: number[] = [];
    for (let page = 1; ; page += 1) {
      const { rows } = await searchListings(t.database.db, parse({ ...params, page, limit: 100 }), {});
      ids.push(...rows.map((row) => row.id));
      if (rows.length < 100) return ids;
    }
  }

  it.each<SearchListingsParams>([
    { search: "apartment" },
    { search: "sea view", sort: "newest" },
    { search: "villa", priceType: "sale", sort: "price_asc" },
    { search: "pool gym", sort: "price_desc" },
    // The box is checked on the walked rows; the count decides its form when the page is not among them.
    { search: "apartment", bbox: "55.0,24.9,55.45,25.3" },
    { search: "view", near: "25.1,55.2,20", sort: "price_asc" },
  ])("is the same found in the order's first rows or through the vector's index: %o", async (params) => {
    const all = await everyMatch(params);
    expect(all.length).toBeGreaterThan(12);
    for (const page of [1, 2, 3]) {
      const expected = all.slice((page - 1) * 5, page * 5);
      for (const textWalkRows of [3, 40, 10_000]) {
        const { rows } = await searchListings(
          t.database.db,
          parse({ ...params, page, limit: 5 }),
          {},
          {
            textWalkRows,
          },
        );
        expect(
          rows.map((row) => row.id),
          `page ${page}, walking ${textWalkRows} rows`,
        ).toEqual(expected);
      }
    }
  });
});

describe("a text search's count beyond its cap", () => {
  // Words that always come together, spread evenly through the table: the planner multiplies their
  // frequencies as if independent (a third of a third: about 27 of 240) while 80 listings have both.
  let own: TestApp;
  beforeAll(async () => {
    own = await createTestApp();
    await insertListings(
      own.database,
      Array.from({ length: 240 }, (_, index) => ({
        description: index % 3 === 0 ? "Views of the zephyr quasar towers." : "A quiet home near the park.",
      })),
    );
    await own.database.db.execute(sql`analyze properties`);
  });
  afterAll(async () => {
    await own.close();
  });

  it("is extrapolated from how far through the table the count got, marked as an estimate", async () => {
    const query = parse({ search: "zephyr quasar" });
    const [{ exact }] = await own.database.db
      .select({ exact: sql<number>`count(*)::int` })
      .from(properties)
      .where(and(...searchConditions(query, {})));
    expect(exact).toBe(80);
    const result = await searchListings(own.database.db, query, {}, { countCap: 20 });
    expect(result.totalIsEstimate).toBe(true);
    expect(result.total).toBeGreaterThan(exact * 0.7);
    expect(result.total).toBeLessThan(exact * 1.3);
  });
});

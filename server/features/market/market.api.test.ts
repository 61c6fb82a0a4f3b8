import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categoryOf, type ListingStatus, type PropertyType } from "@shared/listing";
import { LOCATIONS, type Emirate } from "@shared/locations";
import type { MarketSummary, PriceIndex, Transaction } from "@shared/market";
import { properties, transactions } from "../../db/schema";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";

let t: TestApp;
const DUBAI_HOST = "dubaipropertyhub.com";

interface ListingSeed {
  location: string;
  price: number;
  priceType: "sale" | "rent";
  propertyType: PropertyType;
  beds?: number;
  status?: ListingStatus;
  featured?: 0 | 1;
}

/** Inserts listings straight into the database, so each price is exactly what the test needs. */
async function insertListings(seeds: ListingSeed[]): Promise<number[]> {
  const rows = await t.database.db
    .insert(properties)
    .values(
      seeds.map((s, i): typeof properties.$inferInsert => ({
        title: `Market test ${s.propertyType} ${i} in ${s.location}`,
        description: "A listing made by the market API test, with a description long enough to be real.",
        location: s.location,
        emirate: LOCATIONS.find((l) => l.name === s.location)!.emirate,
        price: s.price,
        priceType: s.priceType,
        propertyType: s.propertyType,
        category: categoryOf(s.propertyType),
        completionStatus: "ready",
        furnished: "unfurnished",
        beds: s.beds ?? 2,
        baths: 2,
        sqft: 1200,
        featured: s.featured ?? 0,
        imageUrl: "/media/sample/apartment-1.svg",
        status: s.status ?? "published",
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    )
    .returning({ id: properties.id });
  return rows.map((r) => r.id);
}

const get = (path: string, host?: string) => {
  const req = supertest(t.app).get(path);
  if (host) req.set("Host", host);
  return req;
};

let ids: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  const inserted = await insertListings([
    { location: "Dubai Marina", price: 1_000_000, priceType: "sale", propertyType: "Apartment" },
    { location: "Dubai Marina", price: 2_000_000, priceType: "sale", propertyType: "Apartment" },
    { location: "Dubai Marina", price: 3_000_000, priceType: "sale", propertyType: "Apartment", featured: 1 },
    { location: "Dubai Marina", price: 100_000, priceType: "rent", propertyType: "Apartment" },
    { location: "Dubai Marina", price: 150_000, priceType: "rent", propertyType: "Apartment" },
    // Not public: never counted.
    {
      location: "Dubai Marina",
      price: 9_000_000,
      priceType: "sale",
      propertyType: "Apartment",
      status: "draft",
    },
    {
      location: "Dubai Marina",
      price: 8_000_000,
      priceType: "sale",
      propertyType: "Apartment",
      status: "sold",
    },
    { location: "Arabian Ranches", price: 6_000_000, priceType: "sale", propertyType: "Villa", beds: 4 },
    { location: "Palm Jumeirah", price: 550_000, priceType: "rent", propertyType: "Penthouse", beds: 4 },
    {
      location: "Jumeirah Beach Residence (JBR)",
      price: 2_500_000,
      priceType: "sale",
      propertyType: "Apartment",
    },
    { location: "Town Square", price: 90_000, priceType: "rent", propertyType: "Townhouse", beds: 3 },
    { location: "Business Bay", price: 7_000_000, priceType: "sale", propertyType: "Office", beds: 0 },
    { location: "Al Reem Island", price: 900_000, priceType: "sale", propertyType: "Apartment", beds: 1 },
    { location: "Al Majaz", price: 40_000, priceType: "rent", propertyType: "Apartment", beds: 1 },
  ]);
  ids = {
    marinaCheap: inserted[0],
    marinaMid: inserted[1],
    marinaTop: inserted[2],
    villa: inserted[7],
    penthouse: inserted[8],
    jbr: inserted[9],
    townhouse: inserted[10],
    office: inserted[11],
    reem: inserted[12],
    majaz: inserted[13],
  };

  const tx = (
    date: string,
    emirate: Emirate,
    location: string,
    propertyType: PropertyType,
    pricePerSqft: number,
    isSample = false,
  ) => ({
    date: new Date(`${date}T10:00:00Z`),
    emirate,
    location,
    propertyType,
    beds: 2,
    sqft: 1000,
    price: pricePerSqft * 1000,
    isSample,
  });
  await t.database.db
    .insert(transactions)
    .values([
      tx("2025-01-05", "Dubai", "Dubai Marina", "Apartment", 1000),
      tx("2025-01-20", "Dubai", "Dubai Marina", "Apartment", 1000),
      tx("2025-02-10", "Dubai", "Dubai Marina", "Apartment", 1100),
      tx("2025-03-31", "Dubai", "Downtown Dubai", "Apartment", 1200),
      tx("2025-01-15", "Dubai", "Arabian Ranches", "Villa", 800),
      tx("2025-03-15", "Dubai", "Arabian Ranches", "Villa", 880),
      tx("2025-01-15", "Abu Dhabi", "Al Reem Island", "Apartment", 700, true),
      tx("2025-02-15", "Abu Dhabi", "Al Reem Island", "Apartment", 770, true),
    ]);
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/market/summary", () => {
  it("counts public listings and gives medians overall and by type", async () => {
    const { body } = await get("/api/market/summary").expect(200);
    const summary = body as MarketSummary;
    expect(summary).toMatchObject({ listingCount: 12, forSale: 7, forRent: 5 });
    // Sale prices 0.9M, 1M, 2M, 2.5M, 3M, 6M, 7M → 2.5M; rents 40k, 90k, 100k, 150k, 550k → 100k.
    expect(summary.medianSalePrice).toBe(2_500_000);
    expect(summary.medianRent).toBe(100_000);
    expect(summary.byType.map((row) => row.propertyType)).toEqual([
      "Villa",
      "Apartment",
      "Townhouse",
      "Penthouse",
      "Office",
    ]);
    expect(summary.byType.find((row) => row.propertyType === "Apartment")).toEqual({
      propertyType: "Apartment",
      forSale: 5,
      medianSalePrice: 2_000_000,
      forRent: 3,
      medianRent: 100_000,
    });
  });

  it("filters by location name or slug, including the jbr alias", async () => {
    const marina = (await get("/api/market/summary?location=dubai-marina").expect(200)).body as MarketSummary;
    expect(marina).toMatchObject({ listingCount: 5, forSale: 3, forRent: 2, medianSalePrice: 2_000_000 });
    expect(marina.medianRent).toBe(125_000);
    const byName = (await get("/api/market/summary?location=Dubai%20Marina").expect(200)).body;
    expect(byName).toEqual(marina);
    const jbr = (await get("/api/market/summary?location=jbr").expect(200)).body as MarketSummary;
    expect(jbr).toMatchObject({ listingCount: 1, medianSalePrice: 2_500_000, medianRent: null });
  });

  it("filters by emirate and category", async () => {
    const abuDhabi = (await get("/api/market/summary?emirate=abu-dhabi").expect(200)).body as MarketSummary;
    expect(abuDhabi).toMatchObject({ listingCount: 1, medianSalePrice: 900_000, medianRent: null });
    const luxury = (await get("/api/market/summary?category=luxury-properties").expect(200))
      .body as MarketSummary;
    // The AED 7M office is not a home: luxury is the villa and the AED 550k penthouse rental.
    expect(luxury).toMatchObject({ listingCount: 2, forSale: 1, forRent: 1, medianSalePrice: 6_000_000 });
    const commercial = (await get("/api/market/summary?category=commercial").expect(200)).body;
    expect(commercial).toMatchObject({ listingCount: 1, forSale: 1 });
  });

  it("answers zeros and null medians where nothing matches", async () => {
    const { body } = await get("/api/market/summary?location=dibba").expect(200);
    expect(body).toEqual({
      listingCount: 0,
      forSale: 0,
      forRent: 0,
      medianSalePrice: null,
      medianRent: null,
      byType: [],
    });
  });

  it("rejects unknown emirates, locations and categories with field errors", async () => {
    const res = await get("/api/market/summary?emirate=atlantis&location=nowhere&category=cheap").expect(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(["category", "emirate", "location"]);
    expect(res.body.message).toBeTruthy();
    expect(JSON.stringify(res.body)).not.toMatch(/stack|select/i);
  });

  it("counts Dubai only on a Dubai-scoped site, whatever is asked", async () => {
    const all = (await get("/api/market/summary", DUBAI_HOST).expect(200)).body as MarketSummary;
    expect(all.listingCount).toBe(10);
    const abuDhabi = (await get("/api/market/summary?emirate=abu-dhabi", DUBAI_HOST).expect(200)).body;
    expect(abuDhabi).toMatchObject({ listingCount: 0, medianSalePrice: null });
    const reem = (await get("/api/market/summary?location=al-reem-island", DUBAI_HOST).expect(200)).body;
    expect(reem.listingCount).toBe(0);
  });
});

describe("GET /api/market/emirates and /api/market/locations", () => {
  it("counts public listings per emirate, all seven in order", async () => {
    const { body } = await get("/api/market/emirates").expect(200);
    expect(body).toHaveLength(7);
    expect(body[0]).toEqual({ emirate: "Dubai", slug: "dubai", listingCount: 10 });
    expect(body[1]).toEqual({ emirate: "Abu Dhabi", slug: "abu-dhabi", listingCount: 1 });
    expect(body[6]).toEqual({ emirate: "Umm Al Quwain", slug: "umm-al-quwain", listingCount: 0 });
  });

  it("lists Dubai alone on a Dubai-scoped site", async () => {
    const { body } = await get("/api/market/emirates", DUBAI_HOST).expect(200);
    expect(body).toEqual([{ emirate: "Dubai", slug: "dubai", listingCount: 10 }]);
  });

  it("counts every one of the 58 locations, with slugs", async () => {
    const { body } = await get("/api/market/locations").expect(200);
    expect(body).toHaveLength(58);
    expect(body).toContainEqual({
      location: "Dubai Marina",
      slug: "dubai-marina",
      emirate: "Dubai",
      listingCount: 5,
    });
    expect(body).toContainEqual({
      location: "Jumeirah Beach Residence (JBR)",
      slug: "jumeirah-beach-residence-jbr",
      emirate: "Dubai",
      listingCount: 1,
    });
    expect(body).toContainEqual({ location: "Dibba", slug: "dibba", emirate: "Fujairah", listingCount: 0 });
    const dubaiOnly = (await get("/api/market/locations", DUBAI_HOST).expect(200)).body;
    expect(dubaiOnly).toHaveLength(26);
    expect(dubaiOnly.every((l: { emirate: string }) => l.emirate === "Dubai")).toBe(true);
  });
});

describe("GET /api/market/listings", () => {
  it("lists one exact location, sorted and paged with headers", async () => {
    const res = await get("/api/market/listings?location=dubai-marina&priceType=sale&sort=price_asc").expect(
      200,
    );
    expect(res.body.map((l: { id: number }) => l.id)).toEqual([
      ids.marinaCheap,
      ids.marinaMid,
      ids.marinaTop,
    ]);
    expect(res.headers["x-total-count"]).toBe("3");
    expect(res.body[0]).toMatchObject({ location: "Dubai Marina", priceType: "sale", price: 1_000_000 });

    const page2 = await get(
      "/api/market/listings?location=dubai-marina&priceType=sale&sort=price_asc&limit=1&page=2",
    ).expect(200);
    expect(page2.body.map((l: { id: number }) => l.id)).toEqual([ids.marinaMid]);
    expect(page2.headers["x-total-count"]).toBe("3");
    expect(page2.headers.link).toContain('page=3>; rel="next"');
    expect(page2.headers.link).toContain('page=1>; rel="prev"');
  });

  it("does not mix up areas whose names contain each other", async () => {
    const res = await get("/api/market/listings?location=jumeirah").expect(200);
    expect(res.body).toEqual([]);
    expect(res.headers["x-total-count"]).toBe("0");
  });

  it("rejects bad values", async () => {
    const res = await get("/api/market/listings?location=atlantis&sort=cheap&limit=500").expect(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(["limit", "location", "sort"]);
  });
});

describe("GET /api/properties/category/{slug}", () => {
  const idsOf = (body: { id: number }[]) => body.map((l) => l.id).sort((a, b) => a - b);

  it("lists luxury homes: sale from AED 5M or rent from AED 500k, homes only", async () => {
    const res = await get("/api/properties/category/luxury-properties").expect(200);
    expect(idsOf(res.body)).toEqual([ids.villa, ids.penthouse].sort((a, b) => a - b));
    expect(res.headers["x-total-count"]).toBe("2");
    const rentals = await get("/api/properties/category/luxury-properties?priceType=rent").expect(200);
    expect(idsOf(rentals.body)).toEqual([ids.penthouse]);
  });

  it("lists affordable homes: sale up to AED 1M or rent up to AED 60k", async () => {
    const res = await get("/api/properties/category/affordable-homes").expect(200);
    expect(idsOf(res.body)).toEqual([ids.marinaCheap, ids.reem, ids.majaz].sort((a, b) => a - b));
  });

  it("lists family homes: villas and townhouses with 3+ bedrooms", async () => {
    const res = await get("/api/properties/category/family-homes").expect(200);
    expect(idsOf(res.body)).toEqual([ids.villa, ids.townhouse].sort((a, b) => a - b));
  });

  it("pages with X-Total-Count and Link", async () => {
    const res = await get("/api/properties/category/affordable-homes?limit=2&sort=price_desc").expect(200);
    expect(res.body).toHaveLength(2);
    expect(res.headers["x-total-count"]).toBe("3");
    expect(res.headers.link).toContain('rel="next"');
    expect(res.body[0].price).toBeGreaterThanOrEqual(res.body[1].price);
  });

  it("keeps to Dubai on a Dubai-scoped site", async () => {
    const res = await get("/api/properties/category/affordable-homes", DUBAI_HOST).expect(200);
    expect(idsOf(res.body)).toEqual([ids.marinaCheap]);
  });

  it("answers 404 for an unknown category and 400 for bad paging", async () => {
    const missing = await get("/api/properties/category/castles").expect(404);
    expect(missing.body.message).toBe("Category not found");
    const bad = await get("/api/properties/category/family-homes?page=0").expect(400);
    expect(bad.body.fieldErrors.page).toEqual(["Must be 1 or more"]);
  });
});

describe("GET /api/market/price-index", () => {
  it("gives the monthly median price per sq ft rebased to 100 at the first month", async () => {
    const { body } = await get("/api/market/price-index?emirate=dubai&propertyType=Apartment").expect(200);
    const index = body as PriceIndex;
    expect(index).toMatchObject({ emirate: "Dubai", propertyType: "Apartment", isSample: false });
    expect(index.series).toHaveLength(1);
    expect(index.series[0]).toEqual({
      propertyType: "Apartment",
      points: [
        { month: "2025-01", medianPricePerSqft: 1000, index: 100, transactions: 2 },
        { month: "2025-02", medianPricePerSqft: 1100, index: 110, transactions: 1 },
        { month: "2025-03", medianPricePerSqft: 1200, index: 120, transactions: 1 },
      ],
    });
  });

  it("adds a series per home type when no type is chosen", async () => {
    const { body } = await get("/api/market/price-index?emirate=dubai").expect(200);
    const index = body as PriceIndex;
    expect(index.series.map((s) => s.propertyType)).toEqual([null, "Villa", "Apartment"]);
    // All types in January: 800, 1000, 1000 → 1000.
    expect(index.series[0].points[0]).toEqual({
      month: "2025-01",
      medianPricePerSqft: 1000,
      index: 100,
      transactions: 3,
    });
    expect(index.series[1].points.map((p) => p.index)).toEqual([100, 110]);
  });

  it("says when the figures are sample data", async () => {
    const { body } = await get("/api/market/price-index?emirate=abu-dhabi").expect(200);
    expect(body.isSample).toBe(true);
    expect(body.series[0].points.map((p: { index: number }) => p.index)).toEqual([100, 110]);
  });

  it("keeps to Dubai on a Dubai-scoped site", async () => {
    const dubai = (await get("/api/market/price-index", DUBAI_HOST).expect(200)).body as PriceIndex;
    expect(dubai.emirate).toBe("Dubai");
    expect(dubai.isSample).toBe(false);
    expect(dubai.series[0].points[0].transactions).toBe(3);
    const abuDhabi = (await get("/api/market/price-index?emirate=abu-dhabi", DUBAI_HOST).expect(200)).body;
    expect(abuDhabi.series).toEqual([]);
  });

  it("rejects unknown emirates and types", async () => {
    const res = await get("/api/market/price-index?emirate=mars&propertyType=Castle").expect(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(["emirate", "propertyType"]);
  });
});

describe("GET /api/market/transactions", () => {
  it("lists sales newest first with paging headers", async () => {
    const res = await get("/api/market/transactions?limit=3").expect(200);
    const items = res.body as Transaction[];
    expect(items.map((i) => i.date)).toEqual(["2025-03-31", "2025-03-15", "2025-02-15"]);
    expect(res.headers["x-total-count"]).toBe("8");
    expect(res.headers.link).toContain('rel="next"');
    expect(items[0]).toMatchObject({
      emirate: "Dubai",
      location: "Downtown Dubai",
      propertyType: "Apartment",
      beds: 2,
      sqft: 1000,
      price: 1_200_000,
      pricePerSqft: 1200,
      isSample: false,
    });
  });

  it("filters by location text, emirate, type and date range", async () => {
    const marina = (await get("/api/market/transactions?location=MARINA").expect(200)).body as Transaction[];
    expect(marina).toHaveLength(3);
    expect(marina.every((i) => i.location === "Dubai Marina")).toBe(true);
    const villas = (await get("/api/market/transactions?emirate=dubai&propertyType=Villa").expect(200)).body;
    expect(villas).toHaveLength(2);
    const january = await get("/api/market/transactions?from=2025-01-01&to=2025-01-31&sort=oldest").expect(
      200,
    );
    expect(january.body.map((i: Transaction) => i.date)).toEqual([
      "2025-01-05",
      "2025-01-15",
      "2025-01-15",
      "2025-01-20",
    ]);
    const lastDay = (await get("/api/market/transactions?from=2025-03-31&to=2025-03-31").expect(200)).body;
    expect(lastDay).toHaveLength(1);
  });

  it("keeps to Dubai on a Dubai-scoped site", async () => {
    const res = await get("/api/market/transactions?limit=100", DUBAI_HOST).expect(200);
    expect(res.headers["x-total-count"]).toBe("6");
    expect(res.body.every((i: Transaction) => i.emirate === "Dubai")).toBe(true);
  });

  it("rejects bad dates, a reversed range and bad numbers", async () => {
    const res = await get("/api/market/transactions?from=2025-13-01&beds=-1&page=abc").expect(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(["beds", "from", "page"]);
    const reversed = await get("/api/market/transactions?from=2025-03-01&to=2025-02-01").expect(400);
    expect(reversed.body.fieldErrors.to).toEqual(["Must not be before from"]);
    const feb30 = await get("/api/market/transactions?to=2025-02-30").expect(400);
    expect(feb30.body.fieldErrors.to).toEqual(["Must be a real date"]);
  });
});

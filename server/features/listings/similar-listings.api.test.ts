import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createListing, type ListingInput } from "../../../tests/factories";
import { nextNumber } from "../../../tests/factories/sequence";
import { createTestApp, signUp, type TestApp } from "../../../tests/helpers/test-app";

// Similar listings by what makes homes comparable (issue 15, item 5;
// docs/decisions/0048-similar-listings-and-zero-results.md). Each test uses its own emirate, so the expected
// lists are exact.

let t: TestApp;
let agent: supertest.Agent;

beforeAll(async () => {
  t = await createTestApp();
  agent = t.request();
  await signUp(agent, "owner");
});
afterAll(async () => {
  await t.close();
});

type Summary = { id: number; location: string; priceType: string; beds: number; propertyType: string };

/** A published two-bed apartment of 1,200 sq ft for sale at AED 1.5M unless told otherwise. */
function create(location: string, overrides: Partial<ListingInput> = {}) {
  return createListing(agent, {
    location,
    price: 1_500_000,
    beds: 2,
    sqft: 1200,
    propertyType: "Apartment",
    priceType: "sale",
    // Dubai needs a permit number to publish; other emirates take one too.
    permitNumber: `71${String(nextNumber()).padStart(8, "0")}`,
    ...overrides,
  });
}

async function similarIds(id: number): Promise<number[]> {
  const res = await supertest(t.app).get(`/api/properties/${id}/similar`).expect(200);
  return (res.body as Summary[]).map((l) => l.id);
}

describe("GET /api/properties/:id/similar", () => {
  it("ranks the community's closest first, fills from the emirate, never mixes purposes or shows itself", async () => {
    const subject = await create("Dubai Marina");
    // In the Marina, one of each tier: everything kept; size out of band; beds not within one; another type.
    const twin = await create("Dubai Marina", { sqft: 1250, price: 1_550_000 });
    const larger = await create("Dubai Marina", { beds: 3, sqft: 2000, price: 1_400_000 });
    const manyBeds = await create("Dubai Marina", { beds: 5, sqft: 1300 });
    const villa = await create("Dubai Marina", { propertyType: "Villa" });
    // Never: another purpose, out of the price band, not public, another category.
    const toRent = await create("Dubai Marina", { priceType: "rent" });
    const tooDear = await create("Dubai Marina", { price: 3_000_000 });
    const draft = await create("Dubai Marina", { status: "draft" });
    const office = await create("Dubai Marina", { propertyType: "Office", beds: 0 });
    // Elsewhere in Dubai: two close two-beds, and the 4-bed in Silicon Oasis the issue saw beside a Marina 2-bed.
    const jlt = await create("Jumeirah Lake Towers (JLT)");
    const businessBay = await create("Business Bay", { price: 1_450_000 });
    const siliconOasisFourBed = await create("Dubai Silicon Oasis", { beds: 4, sqft: 2400 });
    const siliconOasisVilla = await create("Dubai Silicon Oasis", { propertyType: "Villa", beds: 4 });
    const jltToRent = await create("Jumeirah Lake Towers (JLT)", { priceType: "rent" });
    // Another emirate never.
    const sharjah = await create("Al Majaz");

    const ids = await similarIds(subject.id);
    expect(ids).toEqual([twin.id, larger.id, manyBeds.id, villa.id, jlt.id, businessBay.id]);
    for (const excluded of [subject, toRent, tooDear, draft, office, jltToRent, sharjah]) {
      expect(ids).not.toContain(excluded.id);
    }
    expect(ids).not.toContain(siliconOasisFourBed.id);
    expect(ids).not.toContain(siliconOasisVilla.id);

    // The rental side sees only rentals: the two rentals of the same home are each other's closest.
    const rentIds = await similarIds(toRent.id);
    expect(rentIds[0]).toBe(jltToRent.id);
    const res = await supertest(t.app).get(`/api/properties/${toRent.id}/similar`).expect(200);
    expect((res.body as Summary[]).every((l) => l.priceType === "rent")).toBe(true);
  });

  it("keeps to the community when it has enough, even over a closer home elsewhere", async () => {
    const subject = await create("Al Hamra Village", { beds: 3, sqft: 1800, price: 2_000_000 });
    const community = [
      await create("Al Hamra Village", { beds: 3, sqft: 1800, price: 2_050_000 }),
      await create("Al Hamra Village", { beds: 2, sqft: 1700, price: 1_900_000 }),
      await create("Al Hamra Village", { beds: 4, sqft: 3000, price: 2_100_000 }),
      await create("Al Hamra Village", { beds: 1, sqft: 900, price: 2_000_000 }),
      await create("Al Hamra Village", { beds: 6, sqft: 5000, price: 2_000_000 }),
      await create("Al Hamra Village", { propertyType: "Townhouse", beds: 3, price: 2_000_000 }),
    ];
    const perfectElsewhere = await create("Mina Al Arab", { beds: 3, sqft: 1800, price: 2_000_000 });
    const ids = await similarIds(subject.id);
    expect(ids).toEqual(community.map((l) => l.id));
    expect(ids).not.toContain(perfectElsewhere.id);
  });

  it("fills from the emirate in the same order: size band, then beds, then type relaxed", async () => {
    const subject = await create("Dibba", { beds: 2, sqft: 1000, price: 800_000 });
    const otherType = await create("Fujairah City", {
      propertyType: "Villa",
      beds: 2,
      sqft: 1000,
      price: 800_000,
    });
    const farBeds = await create("Fujairah City", { beds: 5, sqft: 1000, price: 800_000 });
    const nearBedsBig = await create("Al Faseel", { beds: 3, sqft: 2500, price: 800_000 });
    const allKeptDearer = await create("Al Faseel", { beds: 2, sqft: 1100, price: 900_000 });
    const allKept = await create("Fujairah City", { beds: 1, sqft: 900, price: 810_000 });
    const ids = await similarIds(subject.id);
    // Tier 0 by beds difference then price ratio (the 1-bed differs by a bed, so the dearer 2-bed comes first).
    expect(ids).toEqual([allKeptDearer.id, allKept.id, nearBedsBig.id, farBeds.id, otherType.id]);
  });
});

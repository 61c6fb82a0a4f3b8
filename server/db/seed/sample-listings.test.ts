import { describe, expect, it } from "vitest";
import { locationCentre } from "@shared/location-centres";
import { LOCATIONS } from "@shared/locations";
import { createListingInputSchema, PROPERTY_TYPES } from "@shared/listing";
import { buildListingInput } from "./listing-input";
import { generateSampleListing } from "./sample-listings";

const now = new Date("2026-11-01T00:00:00Z");
const sample = Array.from({ length: 3000 }, (_, i) => generateSampleListing(i, now));

describe("sample listings", () => {
  it("are deterministic for a given index and date", () => {
    expect(generateSampleListing(42, now)).toEqual(generateSampleListing(42, now));
    expect(generateSampleListing(42, now).title).not.toBe(generateSampleListing(43, now).title);
  });

  it("cover all 58 locations, both purposes and every type", () => {
    expect(new Set(sample.slice(0, 58).map((l) => l.location)).size).toBe(LOCATIONS.length);
    expect(new Set(sample.map((l) => l.priceType))).toEqual(new Set(["sale", "rent"]));
    expect(new Set(sample.map((l) => l.propertyType))).toEqual(new Set(PROPERTY_TYPES));
  });

  it("feature 8–15% of listings", () => {
    const share = sample.filter((l) => l.featured === 1).length / sample.length;
    expect(share).toBeGreaterThanOrEqual(0.08);
    expect(share).toBeLessThanOrEqual(0.15);
  });

  it("price a Dubai Marina 2-bed apartment realistically", () => {
    const marina = Array.from({ length: 40_000 }, (_, i) => generateSampleListing(i, now)).filter(
      (l) => l.location === "Dubai Marina" && l.propertyType === "Apartment" && l.beds === 2,
    );
    const sales = marina.filter((l) => l.priceType === "sale").map((l) => l.price);
    const rents = marina.filter((l) => l.priceType === "rent").map((l) => l.price);
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    expect(median(sales)).toBeGreaterThan(1_800_000);
    expect(median(sales)).toBeLessThan(3_000_000);
    expect(median(rents)).toBeGreaterThan(120_000);
    expect(median(rents)).toBeLessThan(180_000);
  });

  it("carry a permit wherever one is needed to publish", () => {
    expect(
      sample.filter((l) => l.emirate === "Dubai" || l.emirate === "Abu Dhabi").every((l) => l.permitNumber),
    ).toBe(true);
  });

  it("are freshly confirmed and never confirmed before they were created", () => {
    for (const l of sample) {
      expect(l.confirmedAt.getTime()).toBeGreaterThanOrEqual(l.createdAt.getTime());
      expect(now.getTime() - l.confirmedAt.getTime()).toBeLessThanOrEqual(21 * 24 * 3600 * 1000);
    }
  });
});

describe("sample listings on the map", () => {
  it("stand in their own community, spread over it rather than piled on its centre", () => {
    const kmPerDegree = 111.32;
    for (const l of sample) {
      const centre = locationCentre(l.location)!;
      const north = (l.latitude - centre.latitude) * kmPerDegree;
      const east =
        (l.longitude - centre.longitude) * kmPerDegree * Math.cos((centre.latitude * Math.PI) / 180);
      expect(Math.hypot(north, east)).toBeLessThanOrEqual(centre.radiusKm + 0.002);
    }
    const marina = sample.filter((l) => l.location === "Dubai Marina");
    expect(new Set(marina.map((l) => `${l.latitude},${l.longitude}`)).size).toBe(marina.length);
    const centre = locationCentre("Dubai Marina")!;
    expect(marina.filter((l) => l.latitude > centre.latitude).length).toBeGreaterThan(marina.length / 4);
    expect(marina.filter((l) => l.latitude < centre.latitude).length).toBeGreaterThan(marina.length / 4);
  });

  it("keep their place from one run to the next, with 5 decimals at most", () => {
    expect(generateSampleListing(7, now)).toMatchObject({
      latitude: sample[7].latitude,
      longitude: sample[7].longitude,
    });
    for (const l of sample.slice(0, 100)) expect(Math.round(l.latitude * 1e5) / 1e5).toBe(l.latitude);
  });
});

describe("sample listings as create input", () => {
  it("pass the rules a person's new listing is checked against", () => {
    const refused = sample
      .map((listing, index) => ({
        index,
        result: createListingInputSchema.safeParse(createFieldsOf(listing)),
      }))
      .filter(({ result }) => !result.success)
      .map(({ index, result }) => `#${index}: ${result.error?.message}`);
    expect(sample.length).toBeGreaterThan(0);
    expect(refused).toEqual([]);
  });
});

/** The fields of a sample listing a person could send: what the builder gave it. */
function createFieldsOf(listing: ReturnType<typeof generateSampleListing>) {
  const keys = Object.keys(buildListingInput()) as (keyof typeof listing)[];
  const optional = [
    "completionStatus",
    "furnished",
    "amenities",
    "images",
    "permitNumber",
    "latitude",
    "longitude",
  ] as const;
  return Object.fromEntries([...keys, ...optional].map((key) => [key, listing[key]]));
}

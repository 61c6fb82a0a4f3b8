import { describe, expect, it } from "vitest";
import { EMIRATES, LOCATIONS } from "@shared/locations";
import { MARKET_PROFILES } from "./markets";
import { generateSampleTransactions, SAMPLE_TRANSACTION_MONTHS } from "./sample-transactions";

const now = new Date("2026-11-22T08:00:00Z");
const rows = generateSampleTransactions(now);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

describe("generateSampleTransactions", () => {
  it("is deterministic for a given date", () => {
    expect(generateSampleTransactions(now)).toEqual(rows);
  });

  it("covers the 36 months before the current one, every emirate and location, a few thousand rows", () => {
    expect(rows.length).toBeGreaterThan(3_000);
    expect(rows.length).toBeLessThan(15_000);
    const months = new Set(rows.map((r) => r.date.toISOString().slice(0, 7)));
    expect(months.size).toBe(SAMPLE_TRANSACTION_MONTHS);
    expect([...months].sort()[0]).toBe("2023-11");
    expect([...months].sort().at(-1)).toBe("2026-10");
    expect(new Set(rows.map((r) => r.emirate))).toEqual(new Set(EMIRATES));
    expect(new Set(rows.map((r) => r.location)).size).toBe(LOCATIONS.length);
    for (const emirate of EMIRATES) {
      const types = new Set(rows.filter((r) => r.emirate === emirate).map((r) => r.propertyType));
      expect(types.has("Villa") || types.has("Apartment")).toBe(true);
    }
  });

  it("prices the last year near today's market profiles, with a gentle rise over the period", () => {
    const marina = rows.filter((r) => r.location === "Dubai Marina" && r.propertyType === "Apartment");
    const perSqft = (list: typeof rows) => median(list.map((r) => r.price / r.sqft));
    const lastYear = marina.filter((r) => r.date >= new Date("2025-11-01T00:00:00Z"));
    const firstYear = marina.filter((r) => r.date < new Date("2024-11-01T00:00:00Z"));
    const profile = MARKET_PROFILES["Dubai Marina"].pricePerSqft;
    expect(perSqft(lastYear)).toBeGreaterThan(profile * 0.9);
    expect(perSqft(lastYear)).toBeLessThan(profile * 1.05);
    const growth = perSqft(lastYear) / perSqft(firstYear);
    expect(growth).toBeGreaterThan(1.1);
    expect(growth).toBeLessThan(1.45);
  });
});

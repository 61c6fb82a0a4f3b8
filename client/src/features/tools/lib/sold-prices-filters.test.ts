import { describe, expect, it } from "vitest";
import { isIsoDate, readSoldPricesFilters, writeSoldPricesFilters } from "./sold-prices-filters";

describe("readSoldPricesFilters", () => {
  it("reads every filter", () => {
    expect(
      readSoldPricesFilters(
        "?location=Dubai%20Marina&emirate=dubai&propertyType=Apartment&beds=2&from=2025-01-01&to=2025-06-30&page=3",
      ),
    ).toEqual({
      location: "Dubai Marina",
      emirate: "Dubai",
      propertyType: "Apartment",
      beds: 2,
      from: "2025-01-01",
      to: "2025-06-30",
      page: 3,
    });
  });

  it("drops values the API would refuse", () => {
    expect(
      readSoldPricesFilters(
        "emirate=atlantis&propertyType=Castle&beds=-1&from=2025-02-30&to=yesterday&page=0",
      ),
    ).toEqual({ page: 1 });
    expect(readSoldPricesFilters("beds=2.5").beds).toBeUndefined();
    expect(readSoldPricesFilters("beds=0").beds).toBe(0);
  });

  it("drops an end date before the start date", () => {
    expect(readSoldPricesFilters("from=2025-06-01&to=2025-01-01")).toEqual({ from: "2025-06-01", page: 1 });
  });
});

describe("writeSoldPricesFilters", () => {
  it("round-trips and leaves page 1 out", () => {
    const query = writeSoldPricesFilters({ location: "JVC", emirate: "Abu Dhabi", beds: 0, page: 1 });
    expect(query).toBe("location=JVC&emirate=abu-dhabi&beds=0");
    expect(readSoldPricesFilters(query)).toEqual({ location: "JVC", emirate: "Abu Dhabi", beds: 0, page: 1 });
  });
});

describe("isIsoDate", () => {
  it("accepts real dates only", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2025-02-29")).toBe(false);
    expect(isIsoDate("2025-1-1")).toBe(false);
  });
});

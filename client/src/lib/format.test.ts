import { describe, expect, it } from "vitest";
import { formatArea, formatCount, formatPrice } from "./format";

describe("format", () => {
  it("shows sale prices as AED with separators and rents per year", () => {
    expect(formatPrice(1_250_000, "sale")).toBe("AED 1,250,000");
    expect(formatPrice(95_000, "rent")).toBe("AED 95,000/year");
  });
  it("formats counts and areas", () => {
    expect(formatCount(1234)).toBe("1,234");
    expect(formatArea(1076)).toBe("1,076 sqft");
    expect(formatArea(1076, "sqm")).toBe("100 m²");
  });
});

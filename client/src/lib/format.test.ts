import { describe, expect, it } from "vitest";
import { formatArea, formatCalendarDate, formatCount, formatNumber, formatPrice } from "./format";

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
  it("groups digits exactly as Intl.NumberFormat('en-US') does", () => {
    const intl = new Intl.NumberFormat("en-US");
    for (const value of [
      0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 10_000_000_000, -1234, 1234.5678, 0.0004, 2.5,
    ]) {
      expect(formatCount(value)).toBe(intl.format(value));
    }
  });
  it("keeps or pads decimals as asked", () => {
    const money = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const value of [0.5, 1234.5, 1234.567, 99.999, 1_000_000.1]) {
      expect(formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe(
        money.format(value),
      );
    }
    expect(formatNumber(1234.5678, { maximumFractionDigits: 2 })).toBe("1,234.57");
  });
  it("writes calendar days in UTC, day month year", () => {
    expect(formatCalendarDate("2026-11-05")).toBe("5 November 2026");
    expect(formatCalendarDate("2026-01-31T23:30:00.000Z")).toBe("31 January 2026");
    const intl = new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    for (let month = 1; month <= 12; month++) {
      const iso = `2025-${String(month).padStart(2, "0")}-14`;
      expect(formatCalendarDate(iso)).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
    }
  });
});

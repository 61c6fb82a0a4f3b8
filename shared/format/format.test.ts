import { afterEach, describe, expect, it, vi } from "vitest";
import {
  cachedFormatter,
  formatAed,
  formatAedWithFils,
  formatArea,
  formatCompactPrice,
  formatCalendarDay,
  formatCount,
  formatDate,
  formatDateTime,
  yearInUae,
  formatDaysAgo,
  formatFixed,
  formatMonth,
  formatNumber,
  formatPercent,
  formatPrice,
} from "./index";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("numbers", () => {
  it("rounds half-way decimals as Intl does, on the decimal value", () => {
    // 1.015 is stored as 1.01499…; Math.round(1.015 * 100) / 100 gave "1.01".
    expect(formatNumber(1.015, { maximumFractionDigits: 2 })).toBe("1.02");
    expect(formatNumber(0.005, { maximumFractionDigits: 2 })).toBe("0.01");
    expect(formatNumber(2.5, { maximumFractionDigits: 0 })).toBe("3");
    expect(formatNumber(-2.5, { maximumFractionDigits: 0 })).toBe("-3");
    expect(formatFixed(104.25, 1)).toBe("104.3");
    expect(formatFixed(1.15, 1)).toBe("1.2");
  });

  it("groups thousands, keeps up to three decimals and signs only what is below zero", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(1234)).toBe("1,234");
    expect(formatCount(-1234)).toBe("-1,234");
    expect(formatCount(10_000_000_000)).toBe("10,000,000,000");
    expect(formatCount(1234.5678)).toBe("1,234.568");
    expect(formatCount(-0)).toBe("0");
    expect(formatNumber(-0.004, { maximumFractionDigits: 2 })).toBe("0");
    expect(formatNumber(1234.5, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe("1,234.50");
  });

  it("writes percentages with a fixed number of decimals, signed when asked", () => {
    expect(formatPercent(4.25)).toBe("4.3%");
    expect(formatPercent(3, { decimals: 0 })).toBe("3%");
    expect(formatPercent(4.25, { signed: true })).toBe("+4.3%");
    expect(formatPercent(-1.5, { signed: true })).toBe("-1.5%");
    expect(formatPercent(0, { signed: true })).toBe("0.0%");
    expect(formatPercent(0.25, { decimals: 2, minimumDecimals: 0 })).toBe("0.25%");
    expect(formatPercent(4, { decimals: 2, minimumDecimals: 0 })).toBe("4%");
  });
});

describe("AED amounts", () => {
  it("shows prices, rents and loans in whole dirhams", () => {
    expect(formatAed(1_250_000)).toBe("AED 1,250,000");
    expect(formatAed(12_345.5)).toBe("AED 12,346");
    expect(formatAed(0)).toBe("AED 0");
    expect(formatAed(-1_234)).toBe("-AED 1,234");
    expect(formatAed(1_000_000_000)).toBe("AED 1,000,000,000");
    expect(formatPrice(1_250_000, "sale")).toBe("AED 1,250,000");
    expect(formatPrice(95_000, "rent")).toBe("AED 95,000/year");
  });

  it("shows a fee's fils as exactly two decimals, and a whole fee without any", () => {
    expect(formatAedWithFils(12_345.5)).toBe("AED 12,345.50");
    expect(formatAedWithFils(6_352.25)).toBe("AED 6,352.25");
    expect(formatAedWithFils(0.005)).toBe("AED 0.01");
    expect(formatAedWithFils(4_200)).toBe("AED 4,200");
    expect(formatAedWithFils(4_200.001)).toBe("AED 4,200");
    expect(formatAedWithFils(0)).toBe("AED 0");
  });

  it("separates the code with a plain space, as pages and mails always have", () => {
    expect(formatAed(149)).not.toMatch(/\u00a0/);
    expect(formatAedWithFils(149.5)).not.toMatch(/\u00a0/);
  });

  it("shortens a map marker's price to a figure and its thousands or millions", () => {
    expect(formatCompactPrice(950_000)).toBe("950k");
    expect(formatCompactPrice(1_250_000)).toBe("1.3m");
    expect(formatCompactPrice(12_000_000)).toBe("12m");
    expect(formatCompactPrice(85_500)).toBe("85.5k");
    expect(formatCompactPrice(999)).toBe("999");
  });

  it("shortens it in Arabic words with Western digits, never wrapping inside a marker", () => {
    expect(formatCompactPrice(950_000, "ar-AE-u-nu-latn")).toBe("950\u00a0ألف");
    expect(formatCompactPrice(1_250_000, "ar-AE-u-nu-latn")).toBe("1.3\u00a0مليون");
    expect(formatCompactPrice(12_000_000, "ar-AE-u-nu-latn")).toBe("12\u00a0مليون");
  });
});

describe("areas", () => {
  it("writes square feet, or whole square metres", () => {
    expect(formatArea(1_250)).toBe("1,250 sqft");
    expect(formatArea(1_076, "sqm")).toBe("100 m²");
  });

  it("writes the unit in Arabic on Arabic pages, with Western digits", () => {
    expect(formatArea(1_250, "sqft", "ar-AE-u-nu-latn")).toBe("1,250 قدم مربعة");
    expect(formatArea(1_076, "sqm", "ar-AE-u-nu-latn")).toBe("100 م²");
  });
});

describe("dates", () => {
  it("prints an instant as its day in the UAE, whatever the machine's time zone", () => {
    // 21:30 UTC is already 01:30 the next day in Dubai (UTC+4); 19:59 UTC is still the same day.
    expect(formatDate("2026-11-28T21:30:00Z")).toBe("29 November 2026");
    expect(formatDate("2026-11-28T19:59:00Z")).toBe("28 November 2026");
    expect(formatDate(new Date("2026-11-28T21:30:00Z"), "short")).toBe("29 Nov 2026");
    expect(formatDateTime("2026-11-28T21:30:00Z")).toBe("29 Nov 2026, 01:30");
    expect(formatDateTime("2026-11-29T10:00:00Z")).toBe("29 Nov 2026, 14:00");
    // The footer's year turns at midnight in Dubai, four hours before UTC.
    expect(yearInUae("2026-12-31T19:59:00Z")).toBe(2026);
    expect(yearInUae("2026-12-31T20:00:00Z")).toBe(2027);
  });

  it("prints a calendar day as written, never moved by a time zone", () => {
    expect(formatCalendarDay("2026-11-05")).toBe("5 November 2026");
    expect(formatCalendarDay("2026-01-31T23:30:00.000Z")).toBe("31 January 2026");
    expect(formatCalendarDay("2025-12-31", "short")).toBe("31 Dec 2025");
  });

  it("prints calendar months long and short", () => {
    expect(formatMonth("2025-03", "long")).toBe("March 2025");
    expect(formatMonth("2025-03", "short")).toBe("Mar 25");
    expect(formatMonth("not a month", "long")).toBe("not a month");
  });

  it("says how many days ago", () => {
    expect(formatDaysAgo(0)).toBe("today");
    expect(formatDaysAgo(1)).toBe("1 day ago");
    expect(formatDaysAgo(12)).toBe("12 days ago");
  });
});

describe("locales", () => {
  it("formats Arabic when asked", () => {
    expect(formatDate("2026-11-28T21:30:00Z", "long", "ar-AE")).toBe("29 نوفمبر 2026");
    // Arabic amounts are written "1,234 درهم", the way UAE portals do (decision 0043).
    expect(formatAed(1_234, "ar-AE")).toBe("1,234 درهم");
    expect(formatCount(1_234.5, "ar-AE-u-nu-arab")).toBe("١٬٢٣٤٫٥");
  });
});

describe("formatter cache", () => {
  it("returns the same instance for the same key and makes it once", () => {
    const create = vi.fn(() => new Intl.NumberFormat("en-GB"));
    const first = cachedFormatter("test|en-GB", create);
    expect(cachedFormatter("test|en-GB", create)).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
    expect(cachedFormatter("test|ar-AE", () => new Intl.NumberFormat("ar-AE"))).not.toBe(first);
  });

  it("creates no Intl formatter for calls it has seen before", () => {
    formatAed(1, "en-IN");
    const RealNumberFormat = Intl.NumberFormat;
    const construct = vi.spyOn(Intl, "NumberFormat").mockImplementation(function (
      this: unknown,
      ...args: ConstructorParameters<typeof RealNumberFormat>
    ) {
      return new RealNumberFormat(...args);
    } as unknown as typeof RealNumberFormat);
    formatAed(2, "en-IN");
    formatAed(3, "en-IN");
    expect(construct).not.toHaveBeenCalled();
    formatAed(4, "en-AU");
    expect(construct).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it } from "vitest";
import { describeChange, formatMonth, seriesLabel } from "./price-index-format";

describe("formatMonth", () => {
  it("names the calendar month the same in every time zone", () => {
    expect(formatMonth("2025-03", "long")).toBe("March 2025");
    expect(formatMonth("2024-12", "short")).toBe("Dec 24");
  });

  it("leaves a malformed month as it is", () => {
    expect(formatMonth("soon", "long")).toBe("soon");
  });
});

describe("seriesLabel", () => {
  it("names the combined series and each type", () => {
    expect(seriesLabel(null)).toBe("All homes");
    expect(seriesLabel("Villa")).toBe("Villas");
  });
});

describe("describeChange", () => {
  it("says which way the index moved and by how much", () => {
    expect(describeChange(100, 140.2)).toBe("up 40.2%");
    expect(describeChange(100, 98.5)).toBe("down 1.5%");
    expect(describeChange(100, 100.04)).toBe("unchanged");
  });
});

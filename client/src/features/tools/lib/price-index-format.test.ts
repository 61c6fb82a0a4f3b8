import { describe, expect, it } from "vitest";
import { describeChange, seriesLabel } from "./price-index-format";

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

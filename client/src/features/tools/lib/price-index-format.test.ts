import { describe, expect, it } from "vitest";
import { createI18n } from "@/lib/i18n";
import { describeChange, seriesLabel } from "./price-index-format";

const en = createI18n("en", {});

describe("seriesLabel", () => {
  it("names the combined series and each type", () => {
    expect(seriesLabel(null, en)).toBe("All homes");
    expect(seriesLabel("Villa", en)).toBe("Villas");
  });
});

describe("describeChange", () => {
  it("says which way the index moved and by how much", () => {
    expect(describeChange(100, 140.2, en, "en-GB")).toBe("up 40.2%");
    expect(describeChange(100, 98.5, en, "en-GB")).toBe("down 1.5%");
    expect(describeChange(100, 100.04, en, "en-GB")).toBe("unchanged");
  });
});

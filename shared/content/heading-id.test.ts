import { describe, expect, it } from "vitest";
import { headingId } from "./heading-id";

describe("headingId", () => {
  it("keeps English headings' ids as they were", () => {
    expect(headingId("Buying costs (2025)")).toBe("section-buying-costs-2025");
  });

  it("gives Arabic headings distinct ids made of their words", () => {
    expect(headingId("رسوم التسجيل")).toBe("section-رسوم-التسجيل");
    expect(headingId("عقد إيجاري")).not.toBe(headingId("رسوم التسجيل"));
    expect(headingId("رُسوم التسجيل")).toBe("section-رسوم-التسجيل");
  });
});

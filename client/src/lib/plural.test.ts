import { describe, expect, it } from "vitest";
import { countOf, countOfPhrase, plural, singularOf } from "./plural";

describe("plural", () => {
  it("takes the singular for exactly one", () => {
    expect(plural(1, "property", "properties")).toBe("property");
  });
  it.each([0, 2, 1_234])("takes the plural for %i", (count) => {
    expect(plural(count, "property", "properties")).toBe("properties");
  });
  it("adds an s when no plural is given", () => {
    expect(plural(2, "listing")).toBe("listings");
    expect(plural(1, "listing")).toBe("listing");
  });
});

describe("countOf", () => {
  it.each([
    [0, "0 enquiries"],
    [1, "1 enquiry"],
    [2, "2 enquiries"],
    [1_234, "1,234 enquiries"],
  ])("%i → %s", (count, text) => {
    expect(countOf(count, "enquiry", "enquiries")).toBe(text);
  });
  it("counts with the default plural", () => {
    expect(countOf(1, "agent")).toBe("1 agent");
    expect(countOf(12, "agent")).toBe("12 agents");
  });
});

describe("singularOf and countOfPhrase", () => {
  it.each([
    ["luxury properties", "luxury property"],
    ["affordable homes", "affordable home"],
    ["family homes", "family home"],
    ["off-plan properties", "off-plan property"],
    ["commercial properties", "commercial property"],
    ["apartment sales", "apartment sale"],
    ["sales", "sale"],
  ])("%s → %s", (phrase, singular) => {
    expect(singularOf(phrase)).toBe(singular);
  });
  it("counts a phrase", () => {
    expect(countOfPhrase(1, "off-plan properties")).toBe("1 off-plan property");
    expect(countOfPhrase(2_500, "off-plan properties")).toBe("2,500 off-plan properties");
  });
});

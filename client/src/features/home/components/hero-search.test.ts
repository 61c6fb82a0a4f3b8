import { describe, expect, it } from "vitest";
import { buildHeroSearchUrl } from "./hero-search";

describe("home search URL (docs/product.md §Pages)", () => {
  it("sends the text and purpose", () => {
    expect(buildHeroSearchUrl(" Dubai Marina ", "sale", "rent", "all")).toBe(
      "/search?search=Dubai+Marina&priceType=sale",
    );
  });
  it("adds off-plan and commercial refinements and the price range", () => {
    expect(buildHeroSearchUrl("", "sale", "new-projects", "1000000-2000000")).toBe(
      "/search?priceType=sale&completionStatus=off-plan&minPrice=1000000&maxPrice=2000000",
    );
    expect(buildHeroSearchUrl("JLT", "rent", "commercial", "250000+")).toBe(
      "/search?search=JLT&priceType=rent&category=commercial&minPrice=250000",
    );
  });
});

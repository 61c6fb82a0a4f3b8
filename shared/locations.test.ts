import { describe, expect, it } from "vitest";
import { EMIRATES, findEmirate, findLocationBySlug, LOCATIONS, slugify, suggestLocations } from "./locations";

describe("locations", () => {
  it("has the 58 locations of docs/product.md, each in one of the seven emirates, with unique slugs", () => {
    expect(LOCATIONS).toHaveLength(58);
    expect(new Set(LOCATIONS.map((l) => l.slug)).size).toBe(58);
    expect(EMIRATES.every((e) => LOCATIONS.some((l) => l.emirate === e))).toBe(true);
  });

  it("slugs drop brackets and turn spaces into hyphens", () => {
    expect(slugify("Jumeirah Beach Residence (JBR)")).toBe("jumeirah-beach-residence-jbr");
    expect(slugify("Ras Al Khaimah")).toBe("ras-al-khaimah");
  });

  it("maps the spec's short area routes and every slug to a location", () => {
    expect(findLocationBySlug("jbr")?.name).toBe("Jumeirah Beach Residence (JBR)");
    for (const slug of [
      "downtown-dubai",
      "dubai-marina",
      "palm-jumeirah",
      "business-bay",
      "arabian-ranches",
      "al-reem-island",
      "saadiyat-island",
      "al-majaz",
    ]) {
      expect(findLocationBySlug(slug)).toBeDefined();
    }
    expect(findLocationBySlug("atlantis")).toBeUndefined();
  });

  it("finds emirates by name or slug, ignoring case", () => {
    expect(findEmirate("abu-dhabi")).toBe("Abu Dhabi");
    expect(findEmirate("UMM AL QUWAIN")).toBe("Umm Al Quwain");
    expect(findEmirate("Qatar")).toBeUndefined();
  });

  it("suggests at most 8 names containing the text, ignoring case", () => {
    expect(suggestLocations("   ")).toEqual([]);
    expect(suggestLocations("MARINA")).toEqual(["Dubai Marina", "Umm Al Quwain Marina"]);
    const many = suggestLocations("a");
    expect(many).toHaveLength(8);
    expect(many.every((n) => n.toLowerCase().includes("a"))).toBe(true);
  });

  it("suggests the name the text nearly completes first, in English and in Arabic", () => {
    expect(suggestLocations("jumeira")).toEqual([
      "Jumeirah",
      "Palm Jumeirah",
      "Jumeirah Beach Residence (JBR)",
      "Jumeirah Village Circle (JVC)",
      "Jumeirah Lake Towers (JLT)",
    ]);
    expect(suggestLocations("جميرا")[0]).toBe("Jumeirah");
  });
});

import { describe, expect, it } from "vitest";
import { readAgentFilters, writeAgentFilters } from "./agent-filters";

describe("readAgentFilters", () => {
  it("reads every filter and takes an area by name or slug", () => {
    expect(
      readAgentFilters("search=zara&area=jbr&language=Arabic&agency=3&page=2&agent=7&listingsPage=2"),
    ).toEqual({
      search: "zara",
      area: "Jumeirah Beach Residence (JBR)",
      language: "Arabic",
      agency: 3,
      page: 2,
      agent: 7,
      listingsPage: 2,
    });
    expect(readAgentFilters("area=Dubai%20Marina").area).toBe("Dubai Marina");
  });

  it("drops values the API would refuse", () => {
    expect(readAgentFilters("area=atlantis&agency=x&page=-1&agent=0&language=a")).toEqual({
      page: 1,
      listingsPage: 1,
    });
  });
});

describe("writeAgentFilters", () => {
  it("round-trips, leaving first pages out", () => {
    const query = writeAgentFilters({
      search: "omar",
      area: "Downtown Dubai",
      page: 1,
      agent: 4,
      listingsPage: 1,
    });
    expect(query).toBe("search=omar&area=Downtown+Dubai&agent=4");
    expect(readAgentFilters(query)).toEqual({
      search: "omar",
      area: "Downtown Dubai",
      page: 1,
      agent: 4,
      listingsPage: 1,
    });
  });
});

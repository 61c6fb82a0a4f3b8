import { describe, expect, it } from "vitest";
import { LOCATIONS, LOCATIONS_BY_EMIRATE, type Emirate } from "@shared/locations";
import { createListingAssigner, generateSampleAgencies, generateSampleAgents } from "./sample-agents";
import { generateSampleListing } from "./sample-listings";

const now = new Date("2026-11-01T00:00:00Z");
const agencies = generateSampleAgencies();
const agents = generateSampleAgents(agencies);
const emirateOf = (agentIndex: number) => agencies[agents[agentIndex].agencyIndex].emirate as Emirate;
const locations = Array.from({ length: 20_000 }, (_, i) => generateSampleListing(i, now).location);

/** Assigns the first `count` sample listings: each listing's agent, and the locations each agent got. */
function assign(count: number) {
  const assigner = createListingAssigner(agents);
  const listed = agents.map(() => new Set<string>());
  for (const location of locations.slice(0, count)) {
    const agent = assigner.assign(location);
    expect(agents[agent].areas).toContain(location);
    listed[agent].add(location);
  }
  return { listed, listedAreas: assigner.listedAreas() };
}

describe("sample agents", () => {
  it("cover areas of their agency's emirate, and between them every location", () => {
    agents.forEach((agent, i) => {
      expect(agent.areas.length).toBeGreaterThan(0);
      for (const area of agent.areas) expect(LOCATIONS_BY_EMIRATE[emirateOf(i)]).toContain(area);
    });
    expect(new Set(agents.flatMap((agent) => agent.areas))).toEqual(new Set(LOCATIONS.map((l) => l.name)));
  });

  it.each([60, 1200, 20_000])(
    "get listings only in areas they cover, and list exactly those areas (%i listings)",
    (count) => {
      const { listed, listedAreas } = assign(count);
      agents.forEach((agent, i) => {
        if (listed[i].size === 0) expect(listedAreas[i]).toEqual(agent.areas);
        else expect(new Set(listedAreas[i])).toEqual(listed[i]);
      });
    },
  );

  it("take turns, so in a large sample each gets listings in every area it covers", () => {
    const { listed } = assign(20_000);
    expect(listed.map((areas) => areas.size)).toEqual(agents.map((agent) => agent.areas.length));
  });
});

import { EMIRATES, LOCATIONS_BY_EMIRATE, type Emirate } from "@shared/locations";
import { createRandom } from "./random";

/** Sample agencies per emirate: invented names, clearly sample data. */
const AGENCY_NAMES = [
  "Harbour & Dune Realty",
  "Crescent Key Properties",
  "Falcon Gate Real Estate",
  "Palmfront Homes",
  "Sandstone Property Partners",
  "Oasis Line Brokers",
  "Azure Coast Realty",
  "Date Palm Estates",
  "Skyline Souq Properties",
  "Pearl Row Real Estate",
  "Mangrove Bay Realty",
  "Dhow & Co. Properties",
  "Gulf Breeze Homes",
  "Saffron Street Realty",
];
const FIRST_NAMES = [
  "Aisha",
  "Omar",
  "Fatima",
  "Rahul",
  "Sara",
  "Daniel",
  "Mariam",
  "Yusuf",
  "Priya",
  "James",
  "Layla",
  "Ahmed",
  "Elena",
  "Hassan",
  "Noor",
  "Vikram",
  "Chloe",
  "Khalid",
  "Anna",
  "Tariq",
];
const LAST_NAMES = [
  "Al Mansoori",
  "Haddad",
  "Sharma",
  "Whitfield",
  "Karimi",
  "Al Suwaidi",
  "Fernandes",
  "Nasser",
  "Ivanova",
  "Qureshi",
  "Mathew",
  "Rahman",
  "O'Connor",
  "Al Zaabi",
  "Kapoor",
  "Petrov",
];
const LANGUAGES = [
  "English",
  "Arabic",
  "Hindi",
  "Urdu",
  "Russian",
  "French",
  "Tagalog",
  "Malayalam",
  "Persian",
  "Mandarin",
  "German",
];

export interface SampleAgency {
  name: string;
  orn: string;
  emirate: Emirate;
  phone: string;
  email: string;
}
export interface SampleAgent {
  agencyIndex: number;
  name: string;
  brn: string;
  phone: string;
  whatsapp: string;
  email: string;
  languages: string[];
  areas: string[];
}

function emailSlug(text: string) {
  return text.toLowerCase().replace(/[^a-z]+/g, "");
}

export function generateSampleAgencies(): SampleAgency[] {
  const random = createRandom(0xa6e);
  return AGENCY_NAMES.map((name, i) => {
    const emirate = EMIRATES[i % EMIRATES.length];
    return {
      name,
      orn: String(random.int(10000, 39999)),
      emirate,
      phone: `+971 4 ${random.int(300, 599)} ${random.int(1000, 9999)}`,
      email: `info@${emailSlug(name)}.example`,
    };
  });
}

/** How many locations a sample agent covers (fewer where the emirate has fewer). */
const AREAS_PER_AGENT = 3;

/**
 * The areas of an emirate's `rank`-th agent (counted across its agencies): the next few of its locations in
 * turn, wrapping round, so the emirate's agents between them cover all its locations.
 */
function areasOfAgent(locations: readonly string[], rank: number): string[] {
  const count = Math.min(AREAS_PER_AGENT, locations.length);
  const first = rank * count;
  return Array.from({ length: count }, (_, i) => (first + i) % locations.length)
    .sort((a, b) => a - b)
    .map((i) => locations[i]);
}

/** Eight agents per agency, each covering areas of the agency's emirate. */
export function generateSampleAgents(agencies: SampleAgency[]): SampleAgent[] {
  const random = createRandom(0xa9e27);
  const agentsSoFar = new Map<string, number>();
  return agencies.flatMap((agency, agencyIndex) =>
    Array.from({ length: 8 }, () => {
      const name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
      const mobile = `+971 5${random.pick([0, 2, 4, 5, 6, 8])} ${random.int(100, 999)} ${random.int(1000, 9999)}`;
      const rank = agentsSoFar.get(agency.emirate) ?? 0;
      agentsSoFar.set(agency.emirate, rank + 1);
      return {
        agencyIndex,
        name,
        brn: String(random.int(10000, 79999)),
        phone: mobile,
        whatsapp: mobile,
        email: `${emailSlug(name)}@${emailSlug(agency.name)}.example`,
        languages: ["English", ...random.some(LANGUAGES.slice(1), random.int(1, 2))],
        areas: areasOfAgent(LOCATIONS_BY_EMIRATE[agency.emirate], rank),
      };
    }),
  );
}

/**
 * Hands sample listings, one after another, to the agents covering their locations (they take turns,
 * location by location), and remembers where each agent was given listings, so that agents can list
 * exactly those areas. Constant work per listing: a 1,000,000-listing seed stays a single pass.
 */
export function createListingAssigner(agents: SampleAgent[]) {
  const covering = new Map<string, number[]>();
  agents.forEach((agent, agentIndex) => {
    for (const area of agent.areas) {
      if (!covering.has(area)) covering.set(area, []);
      covering.get(area)!.push(agentIndex);
    }
  });
  const turns = new Map<string, number>();
  const listed = agents.map(() => new Set<string>());
  return {
    /** The agent (its index in `agents`) of the next listing in `location`. */
    assign(location: string): number {
      const candidates = covering.get(location);
      if (!candidates) throw new Error(`No sample agent covers ${location}`);
      const turn = turns.get(location) ?? 0;
      turns.set(location, turn + 1);
      const agentIndex = candidates[turn % candidates.length];
      listed[agentIndex].add(location);
      return agentIndex;
    },
    /** Each agent's areas narrowed to the locations of its listings; an agent given none keeps its own. */
    listedAreas(): string[][] {
      return agents.map((agent, i) =>
        listed[i].size ? agent.areas.filter((area) => listed[i].has(area)) : agent.areas,
      );
    },
  };
}

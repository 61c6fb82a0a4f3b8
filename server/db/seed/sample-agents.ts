import { EMIRATES, LOCATIONS_BY_EMIRATE } from "@shared/locations";
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
  emirate: string;
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
  emirate: string;
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

/** Eight agents per agency, each covering areas of the agency's emirate. */
export function generateSampleAgents(agencies: SampleAgency[]): SampleAgent[] {
  const random = createRandom(0xa9e27);
  return agencies.flatMap((agency, agencyIndex) =>
    Array.from({ length: 8 }, () => {
      const name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
      const mobile = `+971 5${random.pick([0, 2, 4, 5, 6, 8])} ${random.int(100, 999)} ${random.int(1000, 9999)}`;
      return {
        agencyIndex,
        name,
        brn: String(random.int(10000, 79999)),
        phone: mobile,
        whatsapp: mobile,
        email: `${emailSlug(name)}@${emailSlug(agency.name)}.example`,
        languages: ["English", ...random.some(LANGUAGES.slice(1), random.int(1, 2))],
        areas: random.some(LOCATIONS_BY_EMIRATE[agency.emirate as keyof typeof LOCATIONS_BY_EMIRATE], 3),
        emirate: agency.emirate,
      };
    }),
  );
}

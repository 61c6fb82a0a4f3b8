import type { ContentBody } from "../../types";

export default {
  intro:
    "Al Khalidiyah is a central Abu Dhabi neighbourhood just inland from the western Corniche, with older apartment towers, some villas and easy access to the beach and Marina Mall. It is mostly a rental market.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "Khalidiyah is one of the island's established residential districts: grid streets of mid- and high-rise apartment buildings, a public park, neighbourhood restaurants and corner shops, with villa pockets towards Al Bateen. The Corniche beach is a short walk for many residents, and Etihad Towers and Emirates Palace are just to the west.",
        },
        {
          type: "paragraph",
          text: "It suits people who like a lived-in city neighbourhood rather than a master-planned community, and rents have stayed below the waterfront towers of the [Corniche Area](/areas/corniche-area).",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "Public buses run along the main streets and taxis are easy to find, so a car is optional for city jobs. Parking is metered (Mawaqif) and residents' permits are limited, so check whether a building has its own parking.",
        },
        {
          type: "list",
          items: [
            "Zayed International Airport (AUH): about 35 minutes",
            "Dubai Marina: about 1 hour 25 minutes",
            "Al Maryah Island (ADGM): about 10–15 minutes",
          ],
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Supermarkets, pharmacies, clinics and laundries are on almost every block, and Marina Mall is a few minutes' drive away on the breakwater. Schools on the island include The British School Al Khubairat in Al Mushrif; many other international schools are on the mainland, so check school-bus times. Cleveland Clinic Abu Dhabi on Al Maryah Island is about 15 minutes away.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Al Khalidiyah is **not** an investment zone, so foreign buyers generally cannot own here; it is a place to rent. Indicative 2025–2026 annual rents: a 1-bedroom about AED 55,000–85,000, a 2-bedroom about AED 80,000–120,000 and a 3-bedroom about AED 110,000–170,000, depending on building age and sea views.",
        },
        {
          type: "paragraph",
          text: "Leases must be registered on Tawtheeq. Budget for a security deposit (often 5% of the rent), an agency fee if you use a broker, utility deposits with TAQA's distribution company, and the 3% municipality fee added to utility bills. See [rental costs](/renter-guides/rental-costs).",
        },
      ],
    },
    {
      heading: "Who it suits",
      blocks: [
        {
          type: "paragraph",
          text: "Professionals working on the island who want to be near the beach, renters who prefer a traditional neighbourhood, and those who do not want to depend on a car.",
        },
      ],
    },
    {
      heading: "What to watch for",
      blocks: [
        {
          type: "list",
          items: [
            "Many buildings date from the 1990s and 2000s; inspect air-conditioning, water pressure and lifts.",
            "Check whether chiller or cooling charges are included in the rent.",
            "Street parking is scarce in the evenings.",
          ],
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

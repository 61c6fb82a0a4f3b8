import type { ContentBody } from "../../types";

export default {
  intro:
    "Al Majaz is central Sharjah's waterfront district on Khalid Lagoon, known for Al Majaz Waterfront, family parks and dense apartment towers. It is one of the emirate's most popular areas with renters who work in Dubai.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "Al Majaz (Majaz 1, 2 and 3) wraps around the southern shore of Khalid Lagoon. Towers line the Buhairah Corniche and Jamal Abdul Nasser Street, with older mid-rise blocks behind. Al Majaz Waterfront, with its fountain shows, restaurants and playgrounds, and Al Majaz Amphitheatre are the local landmarks, and Al Qasba's canal-side restaurants are next door.",
        },
        {
          type: "paragraph",
          text: "It is a family district in a conservative emirate: Sharjah does not permit alcohol and has a public decency code, and many buildings here let only to families.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "Al Ittihad Road (E11) and Al Taawun Road carry traffic towards Dubai, and Al Wahda Street and King Faisal Street run through the city. The Dubai commute is the big trade-off: about 30 minutes to Downtown Dubai off-peak, but often 60–90 minutes at rush hour. Sharjah's public buses cover the city, and RTA intercity buses leave from Al Jubail bus station for Dubai; an RTA ferry also links the Sharjah Aquarium station in Al Khan with Dubai's Al Ghubaiba (check current timetables).",
        },
        {
          type: "list",
          items: [
            "Sharjah International Airport (SHJ): about 20–25 minutes",
            "Dubai International (DXB): about 25 minutes off-peak",
          ],
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Mega Mall, Sharjah City Centre and Sahara Centre are all within about 15 minutes, and supermarkets, clinics and pharmacies are on every street. Private schools across Sharjah are regulated by the Sharjah Private Education Authority (SPEA); check its ratings and fee approvals. Al Qassimi Hospital, the main government hospital, and several private hospitals are a short drive away.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Al Majaz is mainly a rental market. Since Sharjah's Law No. 2 of 2022, foreigners may buy freehold only in development areas and projects approved for them; most existing Al Majaz towers are not, so ask for written confirmation from the Sharjah Real Estate Registration Department before paying a deposit.",
        },
        {
          type: "paragraph",
          text: "Indicative 2025–2026 annual rents: studios about AED 24,000–32,000, 1-bedroom apartments about AED 32,000–48,000 and 2-bedroom apartments about AED 45,000–65,000, with lagoon views at the top. Leases must be attested by Sharjah Municipality, which charges a fee based on a percentage of the annual rent (check the current rate). Sharjah's tenancy law restricts how often rent can rise; confirm the current rules with the municipality before renewing.",
        },
      ],
    },
    {
      heading: "Who it suits",
      blocks: [
        {
          type: "paragraph",
          text: "Families who want a lively, walkable neighbourhood and lower rents than Dubai, Dubai commuters who can travel outside peak hours, and anyone who values parks and waterfront walks over nightlife.",
        },
      ],
    },
    {
      heading: "What to watch for",
      blocks: [
        {
          type: "list",
          items: [
            "Peak-hour traffic to Dubai; try the commute at your real working hours before signing.",
            "Parking is scarce; check whether the building includes a bay.",
            "Older buildings may charge for chiller or gas separately; ask what the rent covers.",
          ],
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

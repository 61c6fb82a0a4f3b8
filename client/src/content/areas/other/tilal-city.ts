import type { ContentBody } from "../../types";

export default {
  intro:
    "Tilal City is a large master-planned community on Sharjah's eastern edge, about 10 km from Sharjah International Airport, sold mainly as villa plots and low-rise homes and marketed to buyers of all nationalities.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "Developed by Tilal Properties, a joint venture between the government's Sharjah Asset Management and Eskan Real Estate, Tilal City covers about 25 million sq ft near the Al Dhaid Road interchange. It is a place to build or buy a family villa: serviced plots where owners build to community guidelines, plus developer-built villa and townhouse clusters. The community is still filling in, so many streets have a mix of finished homes, building sites and empty plots.",
        },
        {
          type: "paragraph",
          text: "Life is quiet and suburban, with large homes and desert views; it is not yet a complete neighbourhood with shops on every corner.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "Access is via Al Dhaid Road and the Emirates Road (E611), with the E311 a short drive away. There is no practical public transport; plan on a car for every trip, ideally two per household.",
        },
        {
          type: "list",
          items: [
            "Sharjah International Airport (SHJ): about 15 minutes",
            "Dubai International (DXB): about 35–40 minutes",
            "Downtown Dubai: about 45–55 minutes off-peak",
          ],
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "The master plan includes a mall, schools, mosques and parks, but delivery has been gradual, so check what is open today rather than what is shown on brochures. Aljada, University City and City Centre Al Zahia are roughly 10–20 minutes away for shopping, universities and University Hospital Sharjah. Check school options with the Sharjah Private Education Authority (SPEA) and allow for long school-bus journeys.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Tilal City was one of the first Sharjah projects offered to non-Arab expatriates, originally on 100-year leases; since Law No. 2 of 2022, approved development areas can be owned freehold by all nationalities. Confirm with the Sharjah Real Estate Registration Department that the specific plot or unit will be registered as freehold in your name, and check the registration fee (commonly quoted between 2% and 4%).",
        },
        {
          type: "paragraph",
          text: "Prices vary with plot size and location; as a rough 2025–2026 guide, completed 3–4-bedroom villas ask about AED 1,800,000–3,000,000. If you buy a plot, budget separately for design, building permits, construction and utility connections, and check the deadline by which the community requires you to build.",
        },
      ],
    },
    {
      heading: "Who it suits",
      blocks: [
        {
          type: "paragraph",
          text: "Families who want a large villa and are happy to drive, buyers who want to design and build their own home, and long-term investors betting on Sharjah's eastward growth.",
        },
      ],
    },
    {
      heading: "What to watch for",
      blocks: [
        {
          type: "list",
          items: [
            "Amenities still being delivered; visit before committing.",
            "Building your own villa means managing contractors; use licensed consultants and staged payments.",
            "Resale and rental demand are thinner than in established districts.",
          ],
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

import type { ContentBody } from "../../types";

export default {
  intro:
    "Al Faseel is a coastal residential suburb on the north side of Fujairah City, between the centre and the port, with family villas, newer apartment buildings and its own stretch of beach.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "Al Faseel runs along Al Faseel Road and the coast, with walled family villas, including many built under government housing programmes, and newer apartment buildings with shops below. The Hilton Fujairah Resort sits on the beach, and the Higher Colleges of Technology's Fujairah campus is nearby. It is a settled, family-oriented area that is quiet in the evenings.",
        },
        {
          type: "paragraph",
          text: "Development has pushed north towards the port in recent years, so newer homes sit close to commercial and industrial areas.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "Al Faseel Road connects to the city centre in a few minutes and to the E99 coast road and Sheikh Khalifa bin Zayed Highway (E89) towards Dubai. Public transport is limited to a few bus routes; a car is essential.",
        },
        {
          type: "list",
          items: [
            "Fujairah International Airport (FJR): about 10–15 minutes",
            "Dubai International (DXB): about 1 hour 20–30 minutes",
            "Fujairah City centre: about 5–10 minutes",
          ],
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Neighbourhood supermarkets, pharmacies and cafés cover daily needs, and Fujairah City Centre and Fujairah Hospital are a short drive away in [Fujairah City](/areas/fujairah-city). Most of Fujairah's private schools are within about 15 minutes; check inspection results and fee approvals with the UAE Ministry of Education.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Property ownership in Fujairah is largely limited to UAE and GCC nationals, with foreign ownership only in projects the government has approved. Law No. 3 of 2023 regulates jointly owned buildings, which should make approved apartment projects easier to manage, but check any offer with Fujairah's land and property registration office before paying.",
        },
        {
          type: "paragraph",
          text: "Most expatriates rent. Indicative 2025–2026 annual rents: 1-bedroom apartments about AED 28,000–40,000, 2-bedroom about AED 38,000–55,000 and villas about AED 70,000–110,000, with beach-side homes at the top. Leases are attested by the municipality, and Etihad Water and Electricity takes a utility deposit.",
        },
      ],
    },
    {
      heading: "Who it suits",
      blocks: [
        {
          type: "paragraph",
          text: "Families who want a villa near the beach, professionals at the port and in the energy sector, and people who want Fujairah's calm pace within easy reach of the city centre.",
        },
      ],
    },
    {
      heading: "What to watch for",
      blocks: [
        {
          type: "list",
          items: [
            "Homes at the northern end sit closer to port and industrial activity; check traffic and air quality.",
            "Flash flooding after heavy rain; ask about drainage.",
            "Villa rents often exclude maintenance; agree responsibilities in writing.",
          ],
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

import type { ContentBody } from "../../types";

export default {
  intro:
    "Masdar City is Abu Dhabi's sustainability-focused district and free zone beside the airport, home to Khalifa University's Masdar campus, MBZUAI and the headquarters of the International Renewable Energy Agency (IRENA).",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "Masdar is a compact, walkable district of low-rise buildings designed to stay cooler in summer, with shaded streets and a growing number of residential projects such as Oasis Residences and Leonardo Residences. Much of the population is students, researchers and staff of the tech and energy companies in the free zone, so it feels like a campus town that empties a little at weekends.",
        },
        {
          type: "paragraph",
          text: "New phases keep adding homes, offices and shops, so parts of the district are still building sites.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "Masdar sits next to the airport and Khalifa City, with quick access to the main Abu Dhabi–Dubai road. Buses connect it to the city, and inside the district walking and cycling are realistic for much of the year.",
        },
        {
          type: "list",
          items: [
            "Zayed International Airport (AUH): about 5–10 minutes",
            "Dubai Marina: about 1 hour",
            "Downtown Abu Dhabi: about 25–30 minutes; Yas Island: about 10 minutes",
          ],
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Everyday retail inside Masdar is limited to supermarkets, cafés and services; residents use Al Raha Mall, Etihad Plaza and Yas Mall for bigger trips. Families look to the schools of neighbouring [Khalifa City](/areas/khalifa-city), including GEMS American Academy, Al Yasmina Academy and Raha International School. Check ADEK ratings and transport times.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Masdar City is an investment zone, so foreigners can buy freehold and register on DARI with a **2% transfer fee**. Indicative 2025–2026 asking levels: studios about AED 500,000–800,000 and 1-bedroom apartments about AED 800,000–1,200,000, with townhouses and larger units in newer phases priced higher. Rents for a 1-bedroom are roughly AED 55,000–80,000 a year.",
        },
        {
          type: "paragraph",
          text: "Many residential buildings aim for high sustainability ratings, which can mean lower cooling bills; ask the seller or landlord for recent utility bills to check.",
        },
      ],
    },
    {
      heading: "Who it suits",
      blocks: [
        {
          type: "paragraph",
          text: "University staff, postgraduate students and researchers, people working in the free zone or at the airport, and investors targeting that steady tenant base. It is also an option for buyers who want a smaller, energy-efficient flat at a lower price than the islands.",
        },
      ],
    },
    {
      heading: "What to watch for",
      blocks: [
        {
          type: "list",
          items: [
            "Tenant demand is closely tied to the university calendar and free-zone employers.",
            "Off-plan phases have changed design and timing before; check escrow and construction progress with ADREC.",
            "Limited nightlife and retail on site; most leisure means a drive.",
          ],
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

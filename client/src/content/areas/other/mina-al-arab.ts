import type { ContentBody } from "../../types";

export default {
  intro:
    "Mina Al Arab is a RAK Properties waterfront community of lagoons, mangroves and beaches south of RAK city, with villas, townhouses and apartments on freehold title for all nationalities.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "The community is built around protected lagoons and mangroves, with a long natural beach, walking and cycling paths and two resort hotels, the Anantara Mina Al Arab and the InterContinental Ras Al Khaimah Mina Al Arab. Homes range from low-rise apartments to townhouses and villas, and newer phases such as Hayat Island have added more waterfront stock.",
        },
        {
          type: "paragraph",
          text: "It is a quiet, nature-focused place with fewer shops and restaurants than Al Hamra, popular with families and people who work from home.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "The community sits just off the coastal E11 between [Al Hamra Village](/areas/al-hamra-village) and RAK city, with the E311 the faster inland route to Dubai. Public transport is limited to RAK Transport Authority's intercity buses on the main road; a car is essential.",
        },
        {
          type: "list",
          items: [
            "Ras Al Khaimah International Airport (RKT): about 25–30 minutes",
            "Dubai International (DXB): about 55–60 minutes",
            "RAK city centre: about 15 minutes",
          ],
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "There is community retail for basics; for bigger shopping, residents drive to Al Hamra Mall or Manar Mall. Schools such as RAK Academy and GEMS Westminster School RAK are in the city, about 15–25 minutes away; private schools in RAK are regulated by the RAK Department of Knowledge. RAK Hospital is the nearest major private hospital.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Mina Al Arab is a freehold area, and title is registered with the Lands and Properties Sector of RAK Municipality. Check the current registration fee and who pays it; a 2017 decision sets 2% from each of buyer and seller for residential sales, but developer sales are often quoted on different terms.",
        },
        {
          type: "paragraph",
          text: "Indicative 2025–2026 asking levels: 1-bedroom apartments about AED 800,000–1,400,000, townhouses about AED 1,800,000–3,000,000 and villas from about AED 3,000,000. Annual rents for a 2-bedroom apartment are roughly AED 70,000–100,000. Much new stock is off-plan, often with payment plans running past handover; check the escrow account registration and the developer's delivery record.",
        },
      ],
    },
    {
      heading: "Who it suits",
      blocks: [
        {
          type: "paragraph",
          text: "Families who want beach and nature on the doorstep, remote workers, and buyers looking for a second home or a villa at a lower price than Dubai's coastal communities.",
        },
      ],
    },
    {
      heading: "What to watch for",
      blocks: [
        {
          type: "list",
          items: [
            "Limited amenities within the community; you will drive for most errands.",
            "Off-plan handover dates can move; read the sale and purchase agreement's delay clauses.",
            "Mosquitoes near the mangroves in warmer months; check how the community manages them.",
          ],
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

import type { ContentBody } from "../../types";

export default {
  intro:
    "Al Marjan Island is a group of four man-made islands off the Ras Al Khaimah coast, home to beach resorts and the Wynn Al Marjan Island integrated resort, and the centre of RAK's property boom.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "The islands (Breeze, Treasure, View and Dream) are lined with beach hotels such as Rixos Bab Al Bahr, the DoubleTree by Hilton Resort & Spa Marjan Island and Mövenpick Resort Al Marjan Island, plus a growing number of residential towers. The Wynn Al Marjan Island resort, with about 1,500 rooms and the first commercial gaming licence issued in the UAE, is scheduled to open in early 2027.",
        },
        {
          type: "paragraph",
          text: "Today Al Marjan is more resort than neighbourhood: beautiful beaches and sunsets, but few everyday services and a lot of construction.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "A causeway links the islands to the coastal E11, and the E311 is the faster route to Dubai. There is no meaningful public transport on the islands; residents drive or use taxis.",
        },
        {
          type: "list",
          items: [
            "Ras Al Khaimah International Airport (RKT): about 35–40 minutes",
            "Dubai International (DXB): about 60–70 minutes",
            "Al Hamra Mall: about 10 minutes; RAK city centre: about 25–30 minutes",
          ],
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Al Hamra Mall, ten minutes away, is the nearest supermarket and pharmacy cluster. Schools such as RAK Academy and GEMS Westminster School RAK are in the city, 25–30 minutes away; private schools are regulated by the RAK Department of Knowledge. RAK Hospital is the nearest major private hospital.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Al Marjan is a freehold area open to all nationalities, with title registered with the Lands and Properties Sector of RAK Municipality. Prices climbed steeply after the Wynn project was announced in 2022, and most sales are off-plan by Dubai and RAK developers. Indicative 2025–2026 levels: about AED 2,000–3,500 per sq ft, with 1-bedroom apartments roughly AED 1,300,000–2,500,000 and branded residences far higher. Annual rents for a 1-bedroom are about AED 60,000–90,000, and short-term holiday letting is common.",
        },
        {
          type: "paragraph",
          text: "Check the project's registration and escrow account with the RAK authorities, and confirm the registration fee and who pays it before you sign.",
        },
      ],
    },
    {
      heading: "Who it suits",
      blocks: [
        {
          type: "paragraph",
          text: "Investors targeting holiday lets and hospitality demand, second-home buyers who want a beachfront flat, and people working in the islands' hotels and at the resort.",
        },
      ],
    },
    {
      heading: "What to watch for",
      blocks: [
        {
          type: "list",
          items: [
            "A very large off-plan pipeline: when it completes, rents and resale prices may come under pressure.",
            "Many prices assume the resort's success; stress-test your numbers with lower rents and occupancy.",
            "Holiday-home letting needs a licence from the Ras Al Khaimah Tourism Development Authority.",
            "Years of construction noise on the islands.",
          ],
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

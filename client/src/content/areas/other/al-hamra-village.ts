import type { ContentBody } from "../../types";

export default {
  intro:
    "Al Hamra Village is Ras Al Khaimah's most established freehold community, a beachfront, golf and marina development of villas, townhouses and apartments on the coast south-west of RAK city.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "Built by Al Hamra Real Estate from the mid-2000s, the village wraps around the 18-hole Al Hamra Golf Club and Al Hamra Marina & Yacht Club, with beachfront hotels including the Waldorf Astoria Ras Al Khaimah. Housing ranges from apartment buildings (such as Royal Breeze and the marina-side blocks) to golf-course townhouses and large villas. Al Hamra Mall covers daily shopping.",
        },
        {
          type: "paragraph",
          text: "It feels like a resort community: quiet, green and international, with many retirees, remote workers and families who have swapped Dubai for more space and a slower pace.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "The coastal E11 runs past the village, linking it to RAK city in one direction and to Umm Al Quwain, Ajman and Dubai in the other; the E311 is the faster inland route to Dubai. RAK Transport Authority runs intercity buses to Dubai and Sharjah, but daily life needs a car.",
        },
        {
          type: "list",
          items: [
            "Ras Al Khaimah International Airport (RKT): about 30–35 minutes",
            "Dubai International (DXB): about 55–65 minutes",
            "Dubai Marina: about 1 hour 15 minutes; RAK city centre: about 20 minutes",
          ],
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Al Hamra Mall has a supermarket, pharmacy and cafés, and Manar Mall in the city is about 20–25 minutes away. Popular international schools include RAK Academy and GEMS Westminster School RAK in the city, so most families do a 20–30-minute school run. Private schools in RAK are regulated by the RAK Department of Knowledge. RAK Hospital, a private hospital, is in the city.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Al Hamra Village is a freehold investment area open to all nationalities. Sales are registered with the Lands and Properties Sector of RAK Municipality (often called the RAK Land Department). For residential sales, a 2017 decision sets fees of 2% of the value from the buyer and 2% from the seller, though developer and freehold sales are often quoted differently; confirm the split before you sign.",
        },
        {
          type: "table",
          caption: "Indicative asking levels, 2025–2026",
          columns: ["Home", "Sale price", "Annual rent"],
          rows: [
            ["1-bedroom apartment", "AED 700,000–1,200,000", "AED 50,000–75,000"],
            ["3-bedroom townhouse", "AED 1,500,000–2,500,000", "AED 100,000–140,000"],
            ["Villa", "AED 3,000,000–8,000,000", "AED 150,000–300,000"],
          ],
        },
      ],
    },
    {
      heading: "Who it suits",
      blocks: [
        {
          type: "paragraph",
          text: "Retirees and semi-retirees, golfers and sailors, remote workers, families prepared to drive to school, and buyers who want a beach home at below-Dubai prices.",
        },
      ],
    },
    {
      heading: "What to watch for",
      blocks: [
        {
          type: "list",
          items: [
            "Prices rose sharply after the Wynn resort announcement nearby; compare with recent transactions.",
            "A daily commute to Dubai is about two hours or more round trip.",
            "Older villas and apartments from the first phases may need updating; check service charges and sinking funds.",
          ],
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

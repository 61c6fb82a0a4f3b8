import type { ContentBody } from "../../types";

export default {
  intro:
    "Yas Island is Abu Dhabi's leisure island, with theme parks, the Formula 1 circuit, Yas Mall and a fast-growing set of villa, townhouse and apartment communities. It is an investment zone and about ten minutes from the airport.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "Homes cluster in communities such as Yas Acres, West Yas, Ansam, Water's Edge, Mayan, the Yas Golf Collection and The Sustainable City Yas Island. Most are gated, newer and family-friendly, with pools, parks and cycle tracks. On your doorstep: Yas Mall, Yas Bay waterfront, Etihad Arena, Yas Links golf, Ferrari World, Yas Waterworld, Warner Bros. World and SeaWorld Yas Island.",
        },
        {
          type: "paragraph",
          text: "Yas is busy on race weekends and during big events at Etihad Arena; the rest of the time residential areas are quiet.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "Yas sits between the E12 Sheikh Khalifa bin Zayed Highway and the main Abu Dhabi–Dubai road, so it is the easiest of the islands for a Dubai commute. Free shuttle buses connect the island's attractions, and public buses run to the city, but daily life needs a car.",
        },
        {
          type: "list",
          items: [
            "Zayed International Airport (AUH): about 10 minutes",
            "Dubai Marina: about 55–65 minutes; Al Maktoum International (DWC): about 45 minutes",
            "Downtown Abu Dhabi: about 25–30 minutes",
          ],
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Yas Mall has a large Carrefour, a cinema and most high-street brands, and community retail serves each cluster. Several schools are 10–20 minutes away in Al Raha and Khalifa City, including Raha International School; check current places and ADEK ratings before committing to a community. Clinics operate on the island; for hospitals residents usually drive to Khalifa City or the city.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Yas was one of the strongest performers in Abu Dhabi in 2024–2025, driven by new Aldar launches and end-user demand. Indicative 2025–2026 asking levels:",
        },
        {
          type: "table",
          caption: "Indicative prices and rents (check DARI transactions)",
          columns: ["Home", "Sale price", "Annual rent"],
          rows: [
            ["1-bedroom apartment", "AED 1,000,000–1,600,000", "AED 75,000–110,000"],
            ["3-bedroom townhouse", "AED 2,500,000–4,500,000", "AED 160,000–230,000"],
            ["4–5-bedroom villa", "AED 4,000,000–10,000,000+", "AED 250,000–400,000"],
          ],
        },
        {
          type: "paragraph",
          text: "Freehold for all nationalities; 2% transfer fee paid by the buyer, leases registered on Tawtheeq.",
        },
      ],
    },
    {
      heading: "Who it suits",
      blocks: [
        {
          type: "paragraph",
          text: "Families who want a modern villa or townhouse, couples who split their working week between Abu Dhabi and Dubai, frequent flyers, and investors after short-let and long-let demand near the attractions.",
        },
      ],
    },
    {
      heading: "What to watch for",
      blocks: [
        {
          type: "list",
          items: [
            "A large off-plan pipeline is due for handover in 2026–2028; rents in some clusters may soften as it completes.",
            "Event noise and traffic around the circuit and Etihad Arena on big nights.",
            "Holiday-home letting needs a Department of Culture and Tourism licence; check your community's rules first.",
          ],
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

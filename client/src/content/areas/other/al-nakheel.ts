import type { ContentBody } from "../../types";

export default {
  intro:
    "Al Nakheel is one of Ras Al Khaimah city's central districts, on the eastern side of the creek, with older apartment blocks, villas, shops and government offices. It is a practical, affordable place to rent.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "RAK city is split by its creek into the old town on the western side and the newer districts, including Al Nakheel, on the eastern side. Al Nakheel has busy commercial streets with banks, restaurants, supermarkets and small shops, and residential streets of low- and mid-rise apartment buildings and family villas. It is lived-in and local, with a mostly Arab and South Asian population.",
        },
        {
          type: "paragraph",
          text: "The mountains are 20–30 minutes away for hiking, and Jebel Jais is within about an hour's drive.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "Al Nakheel sits on the main city roads, with links to the coastal E11 and the E311 for Dubai. RAK Transport Authority runs city buses and intercity services to Dubai and Sharjah, and taxis are easy to find in the city.",
        },
        {
          type: "list",
          items: [
            "Ras Al Khaimah International Airport (RKT): about 15–20 minutes",
            "Dubai International (DXB): about 60–75 minutes",
            "Al Hamra Village and the beach resorts: about 20–25 minutes",
          ],
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Manar Mall and city supermarkets cover shopping, and RAK Hospital (private) and Saqr Hospital (government) serve the city. Many schools are within a short drive, including RAK Academy and GEMS Westminster School RAK; private schools are regulated by the RAK Department of Knowledge, so check its ratings and fee approvals.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Al Nakheel is not a freehold investment area, so foreign buyers generally cannot own here; it is a rental district, with most property owned by UAE nationals. Indicative 2025–2026 annual rents: 1-bedroom apartments about AED 25,000–38,000, 2-bedroom about AED 35,000–50,000 and 3–4-bedroom villas about AED 60,000–100,000.",
        },
        {
          type: "paragraph",
          text: "Tenancy contracts are registered and certified through RAK Municipality, which you will need for residence visas and for utility connections with Etihad Water and Electricity. Landlords often accept several cheques; negotiate.",
        },
      ],
    },
    {
      heading: "Who it suits",
      blocks: [
        {
          type: "paragraph",
          text: "People working in RAK city, government and industry, families looking for an affordable villa, and renters who want shops and services within walking distance.",
        },
      ],
    },
    {
      heading: "What to watch for",
      blocks: [
        {
          type: "list",
          items: [
            "Older buildings with basic facilities; inspect air-conditioning and water supply.",
            "Villa maintenance responsibilities should be agreed in writing.",
            "Rents in RAK have risen with the Al Marjan boom; compare several options before renewing.",
          ],
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

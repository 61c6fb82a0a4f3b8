import type { ContentBody } from "../../types";

export default {
  intro:
    "Al Rashidiya is a central Ajman district between the Corniche and Al Nuaimiya, with mid- and high-rise apartment buildings, some freehold towers and rents well below those in Sharjah and Dubai.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "Al Rashidiya (Rashidiya 1, 2 and 3) mixes older low-rise blocks and villas with newer residential towers. It is close enough to walk or take a short drive to the beach at [Ajman Corniche](/areas/ajman-corniche), and it has everyday shops, restaurants and mosques on every block. It is slightly calmer than Al Nuaimiya and popular with families from across the Arab world and South Asia.",
        },
        {
          type: "paragraph",
          text: "As in all of Ajman, expect a lower-cost, less polished environment than Dubai, with more space for the money.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "The district connects to Sharjah's Al Ittihad Road (E11) for Dubai and inland to Sheikh Mohammed bin Zayed Road (E311). Ajman's city buses and intercity buses to Sharjah and Dubai operate nearby. Commuting to Dubai by car at peak times is slow because of Sharjah traffic.",
        },
        {
          type: "list",
          items: [
            "Sharjah International Airport (SHJ): about 20–25 minutes",
            "Dubai International (DXB): about 30–40 minutes off-peak",
            "Downtown Dubai: about 45 minutes off-peak",
          ],
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Groceries, pharmacies and clinics are close to every building. City Centre Ajman and Ajman China Mall are about 10–15 minutes away, and Thumbay University Hospital in Al Jurf is the main private hospital. Many private schools in Ajman charge modest fees; check inspection results and fee approvals with the UAE Ministry of Education.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Foreigners can buy freehold only in Ajman's designated projects, and some Al Rashidiya towers qualify; check on the Department of Land and Real Estate Regulation's records that the building is freehold before paying a deposit. The registration fee for non-GCC buyers has been 3% of the price under the published schedule (check the rates updated in 2025).",
        },
        {
          type: "table",
          caption: "Indicative asking levels, 2025–2026",
          columns: ["Home", "Sale price", "Annual rent"],
          rows: [
            ["1 bedroom", "AED 300,000–500,000", "AED 22,000–32,000"],
            ["2 bedrooms", "AED 450,000–750,000", "AED 30,000–45,000"],
          ],
        },
        {
          type: "paragraph",
          text: "Leases must be attested with the Ajman authorities, which you need for residence visas and utility connections with Etihad Water and Electricity.",
        },
      ],
    },
    {
      heading: "Who it suits",
      blocks: [
        {
          type: "paragraph",
          text: "Budget-conscious families, workers in Ajman and Sharjah, and small investors looking for low entry prices near the beach.",
        },
      ],
    },
    {
      heading: "What to watch for",
      blocks: [
        {
          type: "list",
          items: [
            "Building age and management vary; inspect lifts, water tanks and fire safety.",
            "Mortgage lenders are selective in Ajman; many buyers pay cash.",
            "Resale can take time; price to the market, not to the original launch price.",
          ],
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

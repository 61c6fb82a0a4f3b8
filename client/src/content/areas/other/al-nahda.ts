import type { ContentBody } from "../../types";

export default {
  intro:
    "Al Nahda (Sharjah) sits right on the Dubai border, next to Dubai's Al Nahda and Al Qusais, which makes it one of the shortest commutes from Sharjah. It is a dense district of apartment towers, almost entirely rented.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "The area is a grid of 15- to 40-storey residential towers with shops, restaurants and supermarkets at street level, built mostly in the 2000s. Sahara Centre, one of Sharjah's largest malls, anchors the district at the border on Al Ittihad Road. It is busy, diverse and practical, with many young families and professionals who moved from Dubai for lower rents.",
        },
        {
          type: "paragraph",
          text: "Sharjah rules apply: no alcohol, a public decency code, and many buildings let to families only.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "Al Ittihad Road (E11) runs along the district, and the border crossing into Dubai is minutes away. The Dubai Metro Green Line stations at Al Nahda and Stadium in Dubai are a short taxi ride, which many residents use to avoid driving into Dubai. RTA intercity buses and Sharjah's city buses also serve the area.",
        },
        {
          type: "list",
          items: [
            "Dubai International (DXB): about 15–20 minutes off-peak",
            "Sharjah International Airport (SHJ): about 20–25 minutes",
            "Downtown Dubai: about 25 minutes off-peak, 45–75 minutes at rush hour",
          ],
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Sahara Centre covers most shopping needs, with hypermarkets and clinics throughout the district. Many families choose schools on either side of the border; remember that schools in Sharjah are regulated by the Sharjah Private Education Authority (SPEA) and those in Dubai by KHDA, and that crossing the border twice a day adds time.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Al Nahda is a rental market: most towers here are not in projects approved for foreign freehold under Sharjah's Law No. 2 of 2022. If you are offered a unit to buy, ask for confirmation from the Sharjah Real Estate Registration Department that it can be registered in your name.",
        },
        {
          type: "table",
          caption: "Indicative annual rents, 2025–2026",
          columns: ["Home", "Annual rent"],
          rows: [
            ["Studio", "AED 22,000–32,000"],
            ["1 bedroom", "AED 32,000–45,000"],
            ["2 bedrooms", "AED 45,000–60,000"],
          ],
        },
        {
          type: "paragraph",
          text: "Compare this with Dubai's Al Nahda across the road, where similar flats usually cost noticeably more. Leases are attested by Sharjah Municipality, and electricity and water come from SEWA, which asks for a deposit.",
        },
      ],
    },
    {
      heading: "Who it suits",
      blocks: [
        {
          type: "paragraph",
          text: "People working in Deira, Al Qusais, the airport area or Dubai Silicon Oasis, families looking for a lower rent close to Dubai, and commuters willing to combine a taxi with the Metro.",
        },
      ],
    },
    {
      heading: "What to watch for",
      blocks: [
        {
          type: "list",
          items: [
            "Evening traffic back from Dubai on Al Ittihad Road is heavy.",
            "Parking is tight; some buildings charge extra for a bay.",
            "Rents in Sharjah's border districts rose quickly in 2023–2025; compare several buildings before agreeing a renewal.",
          ],
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

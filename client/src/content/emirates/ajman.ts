import type { ContentBody } from "../types";

export default {
  intro:
    "Ajman is the smallest emirate by area and one of the cheapest places in the UAE to rent or buy, with freehold for foreigners in designated projects and quick access to Sharjah and Dubai.",
  sections: [
    {
      heading: "What is the market doing in 2025–2026?",
      blocks: [
        {
          type: "paragraph",
          text: "Ajman's market is high volume and low value: studios and one-bedroom flats that sell for a fraction of Dubai prices, and rents that attract families and workers from across the northern emirates. Demand rose in 2023–2025 as Dubai and Sharjah rents climbed, and newer projects on the Corniche and in master-planned areas such as Al Zorah have added higher-quality stock. The Department of Land and Real Estate Regulation publishes regular transaction totals.",
        },
        {
          type: "paragraph",
          text: "Yields on paper are among the highest in the UAE, but so are the risks: older buildings, uneven management, thin resale demand and limited mortgage lending. Price a purchase on realistic rents and vacancy, not on the gross yield in an advert.",
        },
      ],
    },
    {
      heading: "Ownership rules for foreigners",
      blocks: [
        {
          type: "paragraph",
          text: "Ajman opened its market with decrees in 2008. UAE and GCC nationals can own anywhere; other nationalities can buy freehold in designated freehold projects and areas, which include many towers in [Al Nuaimiya](/areas/al-nuaimiya), on the [Ajman Corniche](/areas/ajman-corniche), in [Al Rashidiya](/areas/al-rashidiya) and in [Emirates City](/areas/emirates-city). Some projects have been sold on long leases instead; check which title you are getting.",
        },
      ],
    },
    {
      heading: "The land department and its fees",
      blocks: [
        {
          type: "paragraph",
          text: "Sales are registered with the **Department of Land and Real Estate Regulation** in Ajman, which also registers projects and escrow arrangements. Its published schedule has set the sale registration fee at 3% of the value (minimum AED 3,000) for non-GCC buyers and 2% (minimum AED 2,500) for UAE and GCC nationals, paid by the buyer. Emiri Decree No. 9 of 2025 then issued an updated schedule of service fees and fines, so confirm the current rate with the department before you sign.",
        },
        {
          type: "paragraph",
          text: "Worked example: on a AED 500,000 apartment, a 3% fee is AED 15,000 and a 2% agency commission plus VAT is AED 10,500, so budget about AED 25,500 on top of the price. Many banks lend only on approved Ajman buildings, and some not at all, so many buyers pay cash.",
        },
      ],
    },
    {
      heading: "Renting in Ajman",
      blocks: [
        {
          type: "list",
          items: [
            "**Attestation:** leases must be attested with the Ajman authorities; you need the attested contract for residence visas and utilities. Ask your agent which office handles it now, as procedures have moved online.",
            "**Utilities:** electricity and water come from Etihad Water and Electricity, which takes a deposit.",
            "**Costs:** rents are usually paid in several cheques, with a security deposit and an agency fee if you use a broker.",
            "**Disputes and increases:** Ajman has its own tenancy rules and dispute committee; check the current rules on rent increases and notice with the municipality before renewing.",
          ],
        },
      ],
    },
    {
      heading: "Main areas",
      blocks: [
        {
          type: "list",
          items: [
            "[Al Nuaimiya](/areas/al-nuaimiya): dense, affordable towers by the Sharjah border.",
            "[Ajman Corniche](/areas/ajman-corniche): beachfront towers and hotels.",
            "[Al Rashidiya](/areas/al-rashidiya): central apartments near the beach.",
            "[Emirates City](/areas/emirates-city): low-cost freehold towers on the E311, with a history of delays.",
          ],
        },
      ],
    },
    {
      heading: "Who Ajman suits",
      blocks: [
        {
          type: "paragraph",
          text: "Renters on a tight budget, families who need extra bedrooms, workers in Ajman, Sharjah and northern Dubai, and cash investors who can check a building's history and management thoroughly. It suits less well those who need a mortgage, top-tier international schools nearby or an easy daily commute to southern Dubai.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

import type { ContentBody } from "../types";

export default {
  intro:
    "Sharjah, the UAE's third-largest emirate, is where many Dubai workers live for lower rents. Since 2022 foreigners can buy freehold here, but only in approved development areas and projects.",
  sections: [
    {
      heading: "What is the market doing in 2025–2026?",
      blocks: [
        {
          type: "paragraph",
          text: "Sharjah's market has grown quickly since the 2022 ownership reform. The Sharjah Real Estate Registration Department (SRERD) reported record annual transaction values in 2024 and 2025, driven by master-planned communities such as [Aljada](/areas/aljada) and by buyers priced out of Dubai. Rents in the districts nearest Dubai, including [Al Nahda](/areas/al-nahda), [Al Taawun](/areas/al-taawun) and [Al Khan](/areas/al-khan), rose sharply in 2023–2025 as Dubai tenants moved across the border.",
        },
        {
          type: "paragraph",
          text: "For 2026, expect continued demand but more new supply in the eastern suburbs. As everywhere, compare asking prices with registered sales rather than listings.",
        },
      ],
    },
    {
      heading: "Ownership rules for foreigners",
      blocks: [
        {
          type: "paragraph",
          text: "Sharjah's Law No. 5 of 2010 on real estate registration limits ownership to UAE and GCC nationals, with exceptions. Law No. 2 of 2022 added the key one: ownership in **real estate development areas and projects** approved by the Sharjah Executive Council, which then allowed all nationalities to own property of any type there without a time limit. A committee reviews and registers eligible projects.",
        },
        {
          type: "paragraph",
          text: "In practice, foreigners can buy in approved projects such as Aljada, Al Zahia, Al Mamsha and [Tilal City](/areas/tilal-city), but not in most older towers in the city. Before 2022, some projects sold 100-year usufruct rights to foreigners; check which title a resale unit carries. Always ask SRERD, not only the seller, to confirm a unit can be registered in your name.",
        },
      ],
    },
    {
      heading: "The land department and its fees",
      blocks: [
        {
          type: "paragraph",
          text: "All sales, mortgages and transfers are registered with the **Sharjah Real Estate Registration Department**. The registration fee is commonly quoted between 2% and 4% of the price depending on the buyer's nationality and the type of transaction, and discounts are sometimes offered during property exhibitions. Confirm the current rate with SRERD before you budget. On a AED 1,000,000 apartment, that means AED 20,000–40,000 in registration fees, plus any agency commission (often 2% plus VAT).",
        },
        {
          type: "paragraph",
          text: "Fewer banks lend in Sharjah than in Dubai and some lend only on approved projects, so get mortgage approval in principle first. The Central Bank's loan-to-value limits apply.",
        },
      ],
    },
    {
      heading: "Renting in Sharjah",
      blocks: [
        {
          type: "list",
          items: [
            "**Attestation:** leases must be attested by Sharjah Municipality, which charges a fee worked out as a percentage of the annual rent; you need the attested lease for visas and utilities.",
            "**Rent increases:** Sharjah's tenancy law (Law No. 2 of 2007, as amended) restricts how early and how often rent can rise during a tenancy. Confirm the current rules with Sharjah Municipality before accepting a renewal.",
            "**Utilities:** SEWA (Sharjah Electricity, Water and Gas Authority) requires a deposit.",
            "**Disputes:** go to the rental disputes committee at Sharjah Municipality.",
            "**Local rules:** Sharjah does not permit alcohol and has a public decency code, and many buildings in family districts let only to families.",
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
            "**Central and lagoon-side, mostly rental:** [Al Majaz](/areas/al-majaz), [Al Khan](/areas/al-khan), [Al Taawun](/areas/al-taawun).",
            "**On the Dubai border:** [Al Nahda](/areas/al-nahda).",
            "**Eastern suburbs and freehold communities:** [Aljada](/areas/aljada), [Muwaileh](/areas/muwaileh), [Tilal City](/areas/tilal-city).",
          ],
        },
      ],
    },
    {
      heading: "Who Sharjah suits",
      blocks: [
        {
          type: "paragraph",
          text: "Families who want more space for their rent, Dubai workers who can commute off-peak or live near the border, first-time buyers looking for an affordable freehold in a modern community, and investors who understand the approved-project rules. It suits less well those who want nightlife or a short, predictable commute to central or southern Dubai.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

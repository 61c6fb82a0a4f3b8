import type { ContentBody } from "../types";

export default {
  intro:
    "Dubai is the UAE's largest and most liquid property market, with freehold ownership for foreigners in designated areas since 2002, a transparent land registry and record sales in 2024 and 2025.",
  sections: [
    {
      heading: "What is the market doing in 2025–2026?",
      blocks: [
        {
          type: "paragraph",
          text: "Dubai Land Department (DLD) data showed record transaction values in 2024 and 2025, driven by off-plan sales (well over half of all deals) and strong population growth. After several years of rising prices, 2026 looks more mixed: a large pipeline of off-plan homes is due for handover in 2026–2027, rent growth has slowed in areas with heavy new supply, and prime villas still outperform mid-market flats.",
        },
        {
          type: "paragraph",
          text: "Compare asking prices with registered sales in the DLD's Dubai REST app, and be cautious about off-plan purchases where thousands of similar units are due at the same time. See [market insights](/guides/market-insights) for the latest figures.",
        },
      ],
    },
    {
      heading: "Who can buy, and where",
      blocks: [
        {
          type: "paragraph",
          text: "UAE and GCC nationals can own property anywhere in Dubai. Other nationalities, resident or not, can buy freehold in areas designated under Law No. 7 of 2006 and later decisions, covering almost every area international buyers consider, from [Dubai Marina](/areas/dubai-marina) to [Dubai Hills Estate](/areas/dubai-hills-estate). Outside those areas, expatriates generally cannot register ownership.",
        },
        {
          type: "list",
          items: [
            "**Mortgages (Central Bank rules):** expatriates buying a first home up to AED 5,000,000 can borrow up to 80% of the value; above that, 70%. Second homes: 60%. Off-plan: 50%. Maximum term 25 years; debt repayments are capped at 50% of income. See the [mortgage guide](/buyer-guides/mortgage-guide).",
            "**Golden Visa:** property worth AED 2,000,000 or more can qualify the owner for 10-year residence; off-plan and mortgaged homes can qualify with conditions.",
            "**Off-plan protection:** buyers' payments go into escrow accounts under Law No. 8 of 2007, and off-plan sales are registered in the Oqood system.",
          ],
        },
      ],
    },
    {
      heading: "Dubai Land Department fees: what buying costs",
      blocks: [
        {
          type: "paragraph",
          text: "The DLD registers every sale and, through its regulatory arm RERA, licenses brokers (each with a BRN) and requires a Trakheesi permit with a QR code on every advert. A typical resale uses Forms A and B (the agent agreements), Form F (the sale MOU, usually with a 10% deposit cheque) and a developer NOC before transfer.",
        },
        {
          type: "table",
          caption: "Worked example: costs on a AED 2,000,000 apartment bought with cash",
          columns: ["Cost", "Amount"],
          rows: [
            ["DLD transfer fee (4%, customarily paid by the buyer)", "AED 80,000"],
            ["DLD admin fee, plus knowledge and innovation fees", "about AED 630"],
            ["Registration trustee fee (AED 4,000 + 5% VAT)", "AED 4,200"],
            ["Agency commission (2% + 5% VAT)", "AED 42,000"],
            ["Title deed", "about AED 250"],
            ["Total on top of the price", "about AED 127,000"],
          ],
        },
        {
          type: "paragraph",
          text: "With a mortgage, add 0.25% of the loan plus AED 290 for mortgage registration (AED 4,290 on a AED 1,600,000 loan), a valuation of AED 2,500–3,500 and any bank arrangement fee. There is no annual property tax or capital gains tax for individuals. Use the [Fee Calculator](/stamp-duty-calculator) for your own figures.",
        },
      ],
    },
    {
      heading: "Renting in Dubai: Ejari and the rules",
      blocks: [
        {
          type: "list",
          items: [
            "**Ejari:** every lease must be registered (about AED 220 including fees); you need it for visas and DEWA.",
            "**Upfront costs:** security deposit usually 5% of the annual rent unfurnished or 10% furnished, agency fee about 5%, and a DEWA deposit of AED 2,000 for an apartment or AED 4,000 for a villa. Rent is usually paid in one to four cheques.",
            "**Housing fee:** 5% of the annual rent, added to DEWA bills.",
            "**Rent increases:** capped by Decree No. 43 of 2013 according to how far your rent is below the RERA rental index (now the smart rental index introduced in January 2025): no increase if within 10% of market, then 5%, 10%, 15% and up to 20% if more than 40% below.",
            "**Notice:** 90 days' notice of any change to terms before renewal; eviction for the owner's own use or sale needs 12 months' notarised notice. Disputes go to the Rental Disputes Centre under Law No. 26 of 2007 and Law No. 33 of 2008.",
          ],
        },
        {
          type: "paragraph",
          text: "More detail: [tenant rights](/renter-guides/tenant-rights) and [rental costs](/renter-guides/rental-costs).",
        },
      ],
    },
    {
      heading: "Main areas",
      blocks: [
        {
          type: "list",
          items: [
            "**City centre and business districts:** [Downtown Dubai](/areas/downtown-dubai), [Business Bay](/areas/business-bay), [DIFC](/areas/difc), [Dubai Creek Harbour](/areas/dubai-creek-harbour).",
            "**Waterfront:** [Dubai Marina](/areas/dubai-marina), [Jumeirah Beach Residence (JBR)](/areas/jumeirah-beach-residence-jbr), [Palm Jumeirah](/areas/palm-jumeirah), [Jumeirah Lake Towers (JLT)](/areas/jumeirah-lake-towers-jlt).",
            "**Established villa areas:** [Jumeirah](/areas/jumeirah), [Umm Suqeim](/areas/umm-suqeim), [Emirates Hills](/areas/emirates-hills), [Arabian Ranches](/areas/arabian-ranches), [Mirdif](/areas/mirdif), [Al Barsha](/areas/al-barsha).",
            "**Newer family communities:** [Dubai Hills Estate](/areas/dubai-hills-estate), [Mohammed Bin Rashid City](/areas/mohammed-bin-rashid-city), [Damac Hills](/areas/damac-hills), [Town Square](/areas/town-square), [Al Furjan](/areas/al-furjan).",
            "**Value and mid-market:** [Jumeirah Village Circle (JVC)](/areas/jumeirah-village-circle-jvc), [Dubai Silicon Oasis](/areas/dubai-silicon-oasis), [Motor City](/areas/motor-city), [Dubai Sports City](/areas/dubai-sports-city), [International City](/areas/international-city).",
            "**Old Dubai:** [Deira](/areas/deira) and [Bur Dubai](/areas/bur-dubai), mostly rental.",
          ],
        },
      ],
    },
    {
      heading: "Who Dubai suits",
      blocks: [
        {
          type: "paragraph",
          text: "Dubai suits buyers who want the widest choice, the UAE's deepest resale and mortgage market and clear rules; investors who value liquidity over the highest yield; and renters who want a short commute by Metro. It is the most expensive emirate, so budget-conscious households often compare [Sharjah](/sharjah), [Ajman](/ajman) or [Abu Dhabi](/abu-dhabi) before deciding.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

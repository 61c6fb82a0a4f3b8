import type { ContentBody } from "../types";

export default {
  intro:
    "Abu Dhabi is the UAE's capital and its second property market, smaller and less speculative than Dubai, with freehold for foreigners in designated investment zones and a single digital platform, DARI, for sales and leases.",
  sections: [
    {
      heading: "What is the market doing in 2025–2026?",
      blocks: [
        {
          type: "paragraph",
          text: "Prices rose strongly in 2024 and 2025, led by [Saadiyat Island](/areas/saadiyat-island) and [Yas Island](/areas/yas-island), where large off-plan launches by Aldar and other developers often sold out within days. New supply has been tighter than in Dubai and more of it goes to end users, which has supported rents. The emirate set up the Abu Dhabi Real Estate Centre (ADREC), under the Department of Municipalities and Transport, to regulate the sector, and it publishes transaction data through DARI.",
        },
        {
          type: "paragraph",
          text: "For 2026, expect growth to continue in prime waterfront areas but at a slower pace, with more variation between communities as new handovers arrive. Check recent sales on DARI before making an offer.",
        },
      ],
    },
    {
      heading: "Ownership rules for foreigners",
      blocks: [
        {
          type: "paragraph",
          text: "Under Law No. 19 of 2005 as amended by Law No. 13 of 2019, UAE nationals can own anywhere, while foreigners can own freehold, including the land, within designated **investment zones**. These include Al Reem, Saadiyat, Yas, Al Maryah, Al Raha Beach, Al Reef, Masdar City and Al Ghadeer, among others, and the government has added new zones since. Outside the zones, foreigners can hold long-term rights such as usufruct (up to 99 years) or musataha (a right to build, up to 50 years and renewable).",
        },
        {
          type: "paragraph",
          text: "Central Bank mortgage limits apply as elsewhere in the UAE (80% for an expatriate's first home up to AED 5,000,000), and property worth AED 2,000,000 or more can support a 10-year Golden Visa.",
        },
      ],
    },
    {
      heading: "ADREC, DARI and the fees",
      blocks: [
        {
          type: "paragraph",
          text: "ADREC licenses brokers and developers, and every property advert needs a Madhmoun permit. Sales, mortgages and off-plan contracts are registered through DARI (also reachable through the TAMM government app). The headline cost is a **2% transfer fee**, paid by the buyer, compared with Dubai's 4%.",
        },
        {
          type: "table",
          caption: "Worked example: costs on a AED 2,000,000 apartment bought with cash",
          columns: ["Cost", "Amount"],
          rows: [
            ["Transfer fee (2%)", "AED 40,000"],
            ["Agency commission (typically 2% + 5% VAT)", "AED 42,000"],
            ["DARI service and title fees", "small; check current schedule"],
            ["Total on top of the price", "about AED 82,000+"],
          ],
        },
        {
          type: "paragraph",
          text: "Mortgage registration and valuation fees are extra; confirm current amounts with ADREC or your bank. See the [legal checklist](/buyer-guides/legal-checklist).",
        },
      ],
    },
    {
      heading: "Renting in Abu Dhabi: Tawtheeq",
      blocks: [
        {
          type: "list",
          items: [
            "**Tawtheeq:** every residential lease must be registered on Tawtheeq through DARI or TAMM; you need it for visas, utility connections and school applications.",
            "**Municipality fee:** expatriate tenants pay 3% of the annual rent, added to water and electricity bills.",
            "**Upfront costs:** a security deposit (commonly 5% of the rent), an agency fee if you use a broker, and utility deposits.",
            "**Rules:** leases are governed by Law No. 20 of 2006 as amended. Abu Dhabi does not use a Dubai-style rent-cap table; renewal terms follow the lease and the notice rules, so check with ADREC before agreeing a rise. Disputes go to the emirate's rental disputes committee.",
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
            "**Islands and waterfront (freehold):** [Al Reem Island](/areas/al-reem-island), [Saadiyat Island](/areas/saadiyat-island), [Yas Island](/areas/yas-island), [Al Maryah Island](/areas/al-maryah-island), [Al Raha Beach](/areas/al-raha-beach).",
            "**Value freehold near the airport and the border:** [Al Reef](/areas/al-reef), [Masdar City](/areas/masdar-city), [Al Ghadeer](/areas/al-ghadeer).",
            "**Mainland suburbs, mostly rental:** [Khalifa City](/areas/khalifa-city), [Mohammed Bin Zayed City](/areas/mohammed-bin-zayed-city).",
            "**City centre, mostly rental:** [Corniche Area](/areas/corniche-area), [Al Khalidiyah](/areas/al-khalidiyah).",
          ],
        },
      ],
    },
    {
      heading: "Who Abu Dhabi suits",
      blocks: [
        {
          type: "paragraph",
          text: "Families who want space, good schools and a calmer pace than Dubai; professionals in government, energy, finance at ADGM and the universities; and investors who prefer a smaller, end-user-driven market with lower transaction costs. People who work in Dubai usually find Abu Dhabi's island districts too far for a daily commute; [Yas Island](/areas/yas-island) and [Al Ghadeer](/areas/al-ghadeer) are the exceptions.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

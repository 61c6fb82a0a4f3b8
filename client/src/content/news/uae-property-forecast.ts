import type { ContentBody } from "../types";

export default {
  intro:
    "Where are UAE property prices and rents heading into 2027? Rather than offer a single number, our research team sets out the forces that matter most, three plausible scenarios and the signals that will tell you which one is unfolding.",
  sections: [
    {
      heading: "Why don't we publish a single price forecast?",
      blocks: [
        {
          type: "paragraph",
          text: "Headline forecasts for \"UAE property\" blend markets that behave very differently: a prime villa on Palm Jumeirah, a studio in International City and a townhouse in Aljada do not move together. Point forecasts also tend to be anchored on the recent past. We think buyers and owners are better served by understanding the drivers and watching the official data as it arrives: the Dubai Land Department's transaction records and the Abu Dhabi Real Estate Centre's releases. Our [market insights guide](/guides/market-insights) explains how to read them.",
        },
        {
          type: "paragraph",
          text: "The starting point is a market that has grown substantially: Dubai alone recorded well over 100,000 sale transactions in the first half of 2025 by DLD figures. The question now is less about growth and more about how evenly it continues across communities and property types.",
        },
      ],
    },
    {
      heading: "Which forces will shape the market into 2027?",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "**New supply.** Developers launched record volumes of off-plan homes in 2023–2025, and a large share is scheduled to complete in 2026–2028. Handovers turn buyers into landlords and sellers, adding rental and resale stock, particularly in newer communities.",
            "**Population and jobs.** Dubai's population passed four million in 2025 according to the Dubai Statistics Center, and both Dubai and Abu Dhabi continue to attract professionals and companies. Sustained inflows absorb supply; a slowdown would expose it.",
            "**Interest rates.** Because the dirham is pegged to the dollar, US rate decisions feed directly into EIBOR and mortgage costs. Lower rates help end users; higher rates weigh on mortgaged buyers. See our [mortgage rates update](/news/mortgage-rates-update).",
            "**Policy.** Visa rules, mortgage limits, the smart rental index and regulation of off-plan sales all shape demand and behaviour.",
            "**Global conditions.** Regional stability, oil prices and the strength of the dollar influence overseas demand.",
          ],
        },
      ],
    },
    {
      heading: "What are the plausible scenarios?",
      blocks: [
        {
          type: "table",
          caption: "Three scenarios for the UAE residential market into 2027",
          columns: ["Scenario", "What it looks like", "Signals that would confirm it"],
          rows: [
            [
              "Steady growth",
              "Prices rise modestly in established areas, flatten where handovers cluster; rents stabilise",
              "Transactions hold up; ready-home resales keep pace with off-plan",
            ],
            [
              "Renewed boom",
              "Population and capital inflows outpace supply; prices and rents climb again broadly",
              "Rising rents in new communities despite handovers; fast launch sell-outs",
            ],
            [
              "Moderate correction",
              "Handovers outpace demand in some segments; prices and rents ease there",
              "Longer time to sell or let; growing discounts on resale of recently completed units",
            ],
          ],
        },
        {
          type: "paragraph",
          text: "Our base case is the first: a market moving at different speeds rather than in one direction. At least one international ratings agency warned in 2025 that Dubai could see a moderate price correction as new supply arrives, and that risk is most relevant to communities with heavy handovers and a high share of investor owners.",
        },
      ],
    },
    {
      heading: "How might each emirate fare?",
      blocks: [
        {
          type: "list",
          items: [
            "**Dubai:** established, supply-constrained areas such as [Downtown Dubai](/areas/downtown-dubai) and [Palm Jumeirah](/areas/palm-jumeirah) look better placed than fringe communities with large pipelines.",
            "**Abu Dhabi:** growing depth and strong demand on Yas and Saadiyat, balanced against launch-driven pricing. See our [Abu Dhabi growth report](/news/abu-dhabi-growth).",
            "**Sharjah and Ajman:** value-driven markets that benefit when Dubai rents rise, because tenants and first-time buyers look north for space.",
            "**Ras Al Khaimah:** attention on [Al Marjan Island](/areas/al-marjan-island) ahead of the integrated resort expected to open in 2027, which brings both opportunity and speculative pricing.",
          ],
        },
      ],
    },
    {
      heading: "What does this mean for buyers, sellers and tenants?",
      blocks: [
        {
          type: "list",
          items: [
            "**Buyers:** favour homes you would keep through a soft patch, and compare with recent completions nearby before paying launch prices.",
            "**Sellers:** price against real transactions, not asking prices; in areas with many handovers, the best-presented homes sell first. See our [pricing strategy](/seller-guides/pricing-strategy) guide.",
            "**Tenants:** areas with new completions may give you more choice and room to negotiate at renewal.",
            "**Investors:** model returns with flat rents and a vacancy month or two, not only the upside.",
          ],
        },
        {
          type: "callout",
          title: "Watch these monthly",
          text: "Registered transactions and prices by area, rental contract values, the share of resales versus off-plan, and EIBOR. The first three are published by the DLD and ADREC, EIBOR by the Central Bank of the UAE; our [monthly market update](/news/uae-monthly-market-update) gives our reading of them.",
        },
      ],
    },
    {
      heading: "What would change our view?",
      blocks: [
        {
          type: "paragraph",
          text: "Scenarios are only useful if you know what would move you from one to another. We would revise our base case if any of the following persisted for more than a quarter:",
        },
        {
          type: "list",
          items: [
            "Resale prices for recently completed units falling below their original launch prices in several communities at once.",
            "A sharp rise in EIBOR, or a tightening of the Central Bank's mortgage rules.",
            "A clear slowdown in new residents and business licences in Dubai or Abu Dhabi.",
            "Rents rising strongly even in communities with heavy handovers, which would point to the boom scenario instead.",
          ],
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

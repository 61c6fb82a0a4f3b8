import type { ContentBody } from "../types";

export default {
  intro:
    "How to read the UAE property market for yourself: where reliable price and rent data comes from, what drives prices, how to calculate a real rental yield, and how renting compares with buying over five years.",
  sections: [
    {
      heading: "Where does reliable market data come from?",
      blocks: [
        {
          type: "list",
          items: [
            "**Dubai Land Department (DLD):** every sale, mortgage and Ejari lease in Dubai is registered, and the DLD publishes transaction data through its open data service and the Dubai REST app. This is the closest thing to a complete record of achieved prices.",
            "**Abu Dhabi Real Estate Centre (ADREC):** registers and publishes data on Abu Dhabi transactions.",
            "**RERA rental index:** the DLD's reference for average rents by building and unit type, used to set the legal cap on rent increases. Since January 2025 it has been a smart index rating buildings individually.",
            "**Price indices:** a good index tracks the change in prices of comparable homes over time, so that a month with more luxury sales does not look like a price jump. This site's [house price index](/house-price-index) and [sold prices](/sold-prices) pages show how such data reads, using clearly labelled sample figures, not official records.",
            "**Listings:** asking prices on portals show sellers' expectations and current supply, not achieved prices. Use them alongside registered sale prices from the DLD or ADREC, never instead of them.",
          ],
        },
      ],
    },
    {
      heading: "How to read a monthly market report without being misled",
      blocks: [
        {
          type: "list",
          items: [
            "**Volume and value are different things.** Total transaction value can rise because more expensive homes sold, even if prices for a given home did not change. Look at the number of deals and price per sq ft for comparable property.",
            "**Separate off-plan from ready property.** Off-plan sales have made up a large share of Dubai transactions in recent years. Their prices reflect payment plans and future delivery, so they are not directly comparable with ready resales.",
            "**Averages hide the mix.** A rise in the city-wide average price per sq ft may just mean more sales in prime areas such as [Palm Jumeirah](/areas/palm-jumeirah). Compare like for like: same area, type and size.",
            "**Watch the cash–mortgage split.** A market driven mainly by cash buyers reacts differently to interest rate changes from one driven by mortgaged end-users.",
            "**Mind the season.** Activity usually peaks between October and April and slows in July and August; compare a month with the same month a year earlier.",
          ],
        },
      ],
    },
    {
      heading: "What drives UAE property prices?",
      blocks: [
        {
          type: "list",
          items: [
            "**Population and jobs:** the UAE's population has grown strongly in recent years through migration of workers, entrepreneurs and wealthy families. Housing demand follows employment and residency trends.",
            "**Interest rates:** the dirham is pegged to the US dollar, so the Central Bank of the UAE generally follows the US Federal Reserve, and mortgage rates linked to EIBOR rise and fall with it.",
            "**New supply:** projected completions for 2026 and 2027 in Dubai are higher than in recent years. Historically, many scheduled completions slip, but areas with heavy handovers can see rents and resale prices soften. Check the pipeline in the areas you care about.",
            "**Residency policy:** the 10-year Golden Visa for property worth AED 2,000,000 or more, and other long-term visas, have supported demand from investors who want to live here.",
            "**Global events:** the UAE attracts buyers when other markets are unsettled, but it is also exposed to oil prices, regional events and global risk appetite.",
          ],
        },
      ],
    },
    {
      heading: "Gross and net rental yield: a worked example",
      blocks: [
        {
          type: "paragraph",
          text: "Advertised yields are usually gross: annual rent divided by price. What you actually earn is lower. Example: an 800 sq ft apartment bought for AED 1,000,000 in cash, let for AED 75,000 a year.",
        },
        {
          type: "table",
          caption: "From gross to net yield on a AED 1,000,000 apartment",
          columns: ["Item", "Amount a year"],
          rows: [
            ["Rent", "AED 75,000"],
            ["Gross yield (75,000 ÷ 1,000,000)", "7.5%"],
            ["Less service charges (AED 18 per sq ft × 800 sq ft)", "− AED 14,400"],
            ["Less maintenance and AC servicing", "− AED 3,000"],
            ["Less one month's vacancy", "− AED 6,250"],
            ["Less property management (5% of rent + VAT)", "− AED 3,938"],
            ["Net income", "AED 47,412"],
            ["Net yield on the price", "4.7%"],
            ["Net yield including about AED 66,000 purchase costs", "4.4%"],
          ],
        },
        {
          type: "paragraph",
          text: "Service charges vary widely by building, so always check the actual figure. A higher-yielding area with high service charges and frequent vacancies can produce less than a lower-yielding one with stable tenants. In Dubai, tenants usually pay the letting agency fee, but a landlord who uses a management company pays for it.",
        },
      ],
    },
    {
      heading: "Renting or buying: how do five years compare?",
      blocks: [
        {
          type: "paragraph",
          text: "An illustrative comparison for a AED 1,500,000 apartment that would rent for AED 100,000 a year. The buyer uses an 80% mortgage at 4% over 25 years and pays about AED 115,470 in fees; the renter invests the AED 415,470 the buyer would have spent upfront at 4% a year. Rent rises 5% a year.",
        },
        {
          type: "table",
          caption: "Costs over five years that you do not get back (illustrative)",
          columns: ["Cost", "Buyer", "Renter"],
          rows: [
            ["Purchase fees, or agency fee and Ejari", "AED 115,470", "AED 6,350"],
            ["Mortgage interest (not principal)", "AED 225,298", "—"],
            ["Rent", "—", "AED 552,563"],
            ["Service charges (AED 15,000 a year)", "AED 75,000", "—"],
            ["Maintenance and insurance (AED 5,000 a year)", "AED 25,000", "—"],
            ["Selling costs at year 5 (2% + VAT, flat prices)", "AED 31,500", "—"],
            ["Lost return on cash used to buy (4% a year)", "AED 90,013", "—"],
            ["Total", "AED 562,281", "AED 558,913"],
          ],
        },
        {
          type: "paragraph",
          text: "With flat prices, the two are roughly equal after five years. If prices rise 3% a year, the buyer's home is worth about AED 1,739,000 and the buyer is about AED 230,000 better off. If prices fall 3% a year, it is worth about AED 1,288,000 and the renter comes out ahead by roughly AED 210,000. Over shorter periods, the 7–8% buying costs usually make renting cheaper. The answer turns on how long you will stay and what you expect prices to do, so run the numbers with real figures from the [mortgage guide](/buyer-guides/mortgage-guide) and [rental costs](/renter-guides/rental-costs).",
        },
      ],
    },
    {
      heading: "Signals worth watching in 2026",
      blocks: [
        {
          type: "list",
          items: [
            "Rents on renewal compared with new leases in your building, visible through the rental index.",
            "The gap between asking prices on portals and registered sale prices for similar homes: a widening gap signals a cooling market.",
            "Handover volumes in your area, and how many completed units are offered for rent at the same time.",
            "Changes to mortgage rates and Central Bank lending rules.",
            "Developer incentives such as longer post-handover payment plans or paid DLD fees, which often appear when sales slow.",
          ],
        },
        {
          type: "callout",
          title: "Data first, headlines second",
          text: "Record-breaking totals make headlines, but your decision depends on comparable homes in your area. Check DLD or ADREC data for the specific building, and see our [news](/news) for market updates.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

import type { ContentBody } from "../types";

export default {
  intro:
    "Our editorial team's reading of the UAE property market in October 2026: sales as the autumn season got under way, rents, Abu Dhabi and the northern emirates, and mortgage costs. It is a summary of public reports, not an analysis of data of our own; for official figures, go to the land departments.",
  sections: [
    {
      heading: "What were the main themes in October 2026?",
      blocks: [
        {
          type: "paragraph",
          text: "October is usually when the UAE market returns to full speed after the summer, and this year followed that pattern. What follows is our editorial team's reading of the month, drawn from public sources: the Dubai Land Department's (DLD) published transaction data and releases, the Abu Dhabi Real Estate Centre (ADREC), the Central Bank of the UAE and developers' announcements. We describe direction rather than quote monthly totals, which the land departments revise as late registrations come in. This site does not hold official transaction records: its [house price index](/house-price-index) and [sold prices](/sold-prices) pages show how such data reads, using clearly labelled sample figures.",
        },
        {
          type: "paragraph",
          text: "The broad picture is of a market moving at different speeds. Demand for well-located ready homes remains healthy, while communities receiving large numbers of newly completed units are adjusting to more competition for tenants and buyers. Neither trend is new; October simply made both more visible as activity returned.",
        },
        {
          type: "table",
          caption: "October 2026 at a glance (our reading of public reports, not official statistics)",
          columns: ["Indicator", "Our reading", "Where to check"],
          rows: [
            ["Dubai sales activity", "Seasonal pick-up after summer", "DLD releases and open data"],
            [
              "Off-plan share of Dubai sales",
              "Still a large share, as through 2025 and 2026",
              "DLD releases",
            ],
            [
              "Ready-home prices",
              "Firm in established areas; softer where handovers cluster",
              "DLD transactions in the Dubai REST app",
            ],
            [
              "Rents",
              "Stable in established communities; more choice in newer ones",
              "DLD smart rental index; current asking rents",
            ],
            ["Abu Dhabi", "Active, led by Yas Island, Saadiyat Island and Al Reem Island", "ADREC releases"],
            ["Mortgage rates", "Move with EIBOR; vary widely by lender", "Central Bank of the UAE; lenders"],
          ],
        },
      ],
    },
    {
      heading: "How did Dubai's sales market behave?",
      blocks: [
        {
          type: "paragraph",
          text: "Activity remained broad, with off-plan launches continuing to draw a large share of buyers and developers still competing on payment plans. For context, Dubai recorded well over 100,000 sale transactions in the first half of 2025 by DLD figures — and the market has remained deep and liquid since.",
        },
        {
          type: "list",
          items: [
            "**Established communities** such as [Downtown Dubai](/areas/downtown-dubai), [Dubai Marina](/areas/dubai-marina) and [Palm Jumeirah](/areas/palm-jumeirah) continued to see steady resale demand, helped by limited new supply.",
            "**Newer communities with completions** faced more competition between resellers, and well-presented homes at realistic prices sold first.",
            "**Villa and townhouse demand** from families remained a feature, particularly in areas with schools and parks nearby.",
          ],
        },
      ],
    },
    {
      heading: "What happened to rents?",
      blocks: [
        {
          type: "paragraph",
          text: "The rental picture continued to split by community. Where large projects have handed over this year, tenants have more choice and some landlords are offering more cheques or small incentives. In established, fully built areas, renewals remained firmer. Landlords' room to raise rents at renewal is governed by Decree 43 of 2013 and measured against the DLD's smart rental index, so tenants should run the calculator before agreeing to an increase — our [tenant rights guide](/renter-guides/tenant-rights) explains how.",
        },
        {
          type: "callout",
          title: "Renewing in the coming months?",
          text: "Check your building in the rental index, compare current asking rents on our [rent listings](/rent) and remember that any change to your terms needs 90 days' notice before the contract ends.",
        },
      ],
    },
    {
      heading: "How did Abu Dhabi and the northern emirates fare?",
      blocks: [
        {
          type: "paragraph",
          text: "Abu Dhabi remained active, with interest concentrated on [Yas Island](/areas/yas-island), [Saadiyat Island](/areas/saadiyat-island) and [Al Reem Island](/areas/al-reem-island). Launches by the main master developers continue to set the tone, so compare launch prices with registered resales in nearby completed buildings, which ADREC publishes.",
        },
        {
          type: "paragraph",
          text: "In Sharjah and Ajman, value continues to drive demand from tenants and first-time buyers priced out of Dubai, notably in master communities such as [Aljada](/areas/aljada). In Ras Al Khaimah, attention stayed on [Al Marjan Island](/areas/al-marjan-island) ahead of the integrated resort expected to open in 2027.",
        },
      ],
    },
    {
      heading: "What did October mean for mortgage borrowers?",
      blocks: [
        {
          type: "paragraph",
          text: "UAE mortgage pricing continues to follow EIBOR, which moves with US Federal Reserve expectations because of the dirham's dollar peg. Borrowers on variable rates see changes at their next reset, usually quarterly. Offers differ considerably between banks, so compare written quotes and Key Facts Statements rather than advertised rates. Our [mortgage rates update](/news/mortgage-rates-update) explains the mechanics.",
        },
      ],
    },
    {
      heading: "What does this mean for buyers and sellers right now?",
      blocks: [
        {
          type: "list",
          items: [
            "**Buyers** in communities with recent completions have more to choose from and room to negotiate; in established areas, expect to pay close to recent transaction prices.",
            "**Sellers** should price from registered sales in their own building, not from neighbours' asking prices — see our [pricing strategy guide](/seller-guides/pricing-strategy).",
            "**Investors** weighing a launch should model rent on completion against nearby handovers, not against today's rents alone.",
          ],
        },
      ],
    },
    {
      heading: "What should you watch in November and December?",
      blocks: [
        {
          type: "list",
          items: [
            "**The Fed's December meeting**, and any matching move by the Central Bank of the UAE, for its effect on EIBOR.",
            "**Year-end handovers**, which could add rental and resale supply in newer communities.",
            "**Launch activity** as developers aim to close the year strongly, often with incentives.",
            "**Winter visitor season**, which usually brings more overseas buyers and holiday-home demand.",
          ],
        },
        {
          type: "paragraph",
          text: "For the longer view, read our [UAE property forecast](/news/uae-property-forecast).",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

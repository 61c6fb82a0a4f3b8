import type { ContentBody } from "../types";

export default {
  intro:
    "Practical guides to buying, selling and renting property in the UAE, written around the rules of the Dubai Land Department (DLD), RERA and the other emirates' land departments. Start with the family that matches what you are doing, then go to the step you are on.",
  sections: [
    {
      heading: "Which guide family do you need?",
      blocks: [
        {
          type: "paragraph",
          text: "The guides fall into four families. Each hub lists its guides in the order you will need them, so you can read from the top if you are starting out, or jump straight to the step in front of you.",
        },
        {
          type: "table",
          caption: "The four guide families and who they are for",
          columns: ["Family", "For you if", "Start with"],
          rows: [
            [
              "[Buyer guides](/buyer-guides)",
              "You are buying a home or investment, ready or off-plan",
              "[Mortgage guide](/buyer-guides/mortgage-guide)",
            ],
            [
              "[Seller guides](/seller-guides)",
              "You own property and want to sell it, vacant or with a tenant",
              "[Selling process](/seller-guides/selling-process)",
            ],
            [
              "[Renter guides](/renter-guides)",
              "You are renting a home or renewing a lease",
              "[Rental costs](/renter-guides/rental-costs)",
            ],
            [
              "General guides",
              "You want the market picture, the legal framework or safe payment practice",
              "[Secure transactions](/guides/secure-transactions)",
            ],
          ],
        },
      ],
    },
    {
      heading: "What the general guides cover",
      blocks: [
        {
          type: "list",
          items: [
            "[Market insights](/guides/market-insights): where UAE price and rent data comes from, how to read DLD transaction figures, gross versus net yield, and what interest rates and new supply mean for prices.",
            "[Legal compliance](/guides/legal-compliance): the laws behind freehold ownership, off-plan escrow, tenancy, owners' associations, holiday homes and anti-money-laundering checks, and who enforces them.",
            "[Secure transactions](/guides/secure-transactions): how to verify a title deed, a broker and an advert before you pay anything, and how money should move in a sale, an off-plan purchase and a rental.",
          ],
        },
      ],
    },
    {
      heading: "The key steps of any property deal, in order",
      blocks: [
        {
          type: "paragraph",
          text: "Whether you buy, sell or rent, most UAE property deals follow the same sequence. The details differ by emirate; the guides explain each step for Dubai first and flag where Abu Dhabi, Sharjah and the northern emirates differ.",
        },
        {
          type: "list",
          ordered: true,
          items: [
            "**Budget the full cost, not just the price or rent.** Buying in Dubai typically adds 6–8% of the price in fees on top of the deposit; renting adds a security deposit, agency fee, Ejari and utility deposits.",
            "**Check the people and the listing.** Every advert in Dubai needs a Trakheesi permit (Madhmoun in Abu Dhabi), and every broker should show a RERA card with a BRN.",
            "**Sign the right standard form.** Form A (seller and agent), Form B (buyer and agent) and Form F (the sale MOU) in Dubai; a registered tenancy contract for renting.",
            "**Move money only through traceable channels.** Manager's cheques, bank transfers to verified accounts and escrow, never cash or personal accounts.",
            "**Register the deal.** Transfer at a DLD trustee office, Oqood for off-plan, Ejari for Dubai tenancies and Tawtheeq in Abu Dhabi.",
            "**Keep records.** Title deed, contract, receipts and inspection reports protect you in any later dispute at the Rental Disputes Centre or in court.",
          ],
        },
      ],
    },
    {
      heading: "Tools that go with the guides",
      blocks: [
        {
          type: "paragraph",
          text: "Use the [fees calculator](/stamp-duty-calculator) to estimate transfer and registration costs, the DLD's or ADREC's registered sale prices to test an asking price (our [house price index](/house-price-index) and [sold prices](/sold-prices) pages show how to read such data, on clearly labelled sample figures), and [find an agent](/find-agent) to compare licensed brokers. Area pages such as [Dubai Marina](/areas/dubai-marina) and [Al Reem Island](/areas/al-reem-island) describe individual neighbourhoods.",
        },
        {
          type: "callout",
          title: "Rules change: check before you commit",
          text: "Fees, visa thresholds and mortgage limits are set by the DLD, the Abu Dhabi Real Estate Centre (ADREC), the Central Bank of the UAE and other authorities, and they change. Each guide shows the date it was last checked; confirm any figure that matters to your decision with the authority named in the guide.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

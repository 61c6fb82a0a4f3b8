import type { ContentBody } from "../types";

export default {
  intro:
    "Is there a best time to buy property in the UAE? Seasons, interest rates and supply cycles all play a part, but your own circumstances usually matter more. Here is how to weigh each, with a worked buy-versus-rent example.",
  sections: [
    {
      heading: "Can you time the UAE property market?",
      blocks: [
        {
          type: "paragraph",
          text: "Not reliably. Professional analysts disagree about where prices will be in a year, and the UAE's market moves at different speeds in different communities. What you can do is avoid buying under pressure, negotiate when conditions favour buyers and make sure the numbers work even if prices go sideways for a few years.",
        },
        {
          type: "paragraph",
          text: "The better question is whether it is the right time for you: how long you will stay, how secure your income is and whether you have the cash for the deposit and fees without stretching.",
        },
        {
          type: "paragraph",
          text: "Buyers who tried to wait for a dip in recent years often found that rents rose while they waited, so the cost of delay was real. Equally, buyers who rushed into launches at peak pricing in thinly traded communities have sometimes struggled to resell at a profit. Both lessons point the same way: buy a home that suits your life and budget, at a price supported by recent transactions, and plan to hold it.",
        },
      ],
    },
    {
      heading: "Does the time of year make a difference?",
      blocks: [
        {
          type: "table",
          caption: "How the UAE property year typically runs",
          columns: ["Period", "What usually happens", "What it means for buyers"],
          rows: [
            [
              "September to December",
              "Residents return, launches and viewings pick up",
              "Most choice, but more competition for good homes",
            ],
            [
              "January to April",
              "Busy season continues with overseas visitors",
              "Strong activity; sellers feel less pressure to discount",
            ],
            [
              "Ramadan (moves about 11 days earlier each year)",
              "Shorter working hours, slower deal-making",
              "Fewer competing buyers; processes take longer",
            ],
            [
              "June to August",
              "Heat and school holidays thin out the market",
              "More room to negotiate with motivated sellers",
            ],
          ],
        },
        {
          type: "paragraph",
          text: "Seasonal effects are real but modest; a well-priced home in a popular building sells in any month. They matter most for negotiation and for how quickly banks, developers and trustee offices move.",
        },
        {
          type: "paragraph",
          text: "Supply cycles matter more than the calendar. When a large project hands over, many investors look for tenants or buyers at the same time, and nearby resale and rental prices can soften for several months. If you are buying a ready home in a community with new buildings completing, watching the handover schedule can give you more choice and better terms. The reverse also applies: in established areas with little new supply, waiting rarely produces a discount.",
        },
      ],
    },
    {
      heading: "How should interest rates affect your timing?",
      blocks: [
        {
          type: "paragraph",
          text: "Mortgage rates follow EIBOR, which tracks US Federal Reserve decisions because of the dirham's dollar peg. Waiting for lower rates can backfire if prices rise in the meantime, and rates can be refinanced later, subject to the early settlement fee cap of 1% of the outstanding balance or AED 10,000, whichever is lower. A home's price, by contrast, is fixed at purchase.",
        },
        {
          type: "paragraph",
          text: "Our [mortgage rates update](/news/mortgage-rates-update) explains how rates are set. Always check current offers with lenders rather than relying on published averages.",
        },
      ],
    },
    {
      heading: "Does buying beat renting, and after how long?",
      blocks: [
        {
          type: "paragraph",
          text: "Buying has high one-off costs, so it pays only if you stay long enough. This illustration compares owning a AED 2,000,000 Dubai apartment with an 80% mortgage at 4.5% against renting a similar one. The figures are examples, not market data:",
        },
        {
          type: "table",
          caption: "Illustrative first-year costs: owning versus renting",
          columns: ["Item", "Amount"],
          rows: [
            ["Mortgage interest on AED 1,600,000 at 4.5%", "AED 71,300"],
            ["Service charges", "AED 18,000"],
            ["Maintenance and insurance", "AED 5,000"],
            ["Return forgone on the AED 400,000 deposit at 3.5%", "AED 14,000"],
            ["Annual cost of owning", "AED 108,300"],
            ["Rent for a similar apartment", "AED 130,000"],
            ["Annual advantage of owning", "AED 21,700"],
            ["One-off costs: purchase fees plus 2% + VAT on resale", "About AED 176,300"],
            ["Years to recover one-off costs, before any price change", "About 8"],
          ],
        },
        {
          type: "paragraph",
          text: "Rising rents or falling interest shorten that period; a fall in prices lengthens it. If you are likely to leave the UAE within five years, renting is usually the safer choice.",
        },
      ],
    },
    {
      heading: "What signs show you are ready to buy?",
      blocks: [
        {
          type: "list",
          items: [
            "You expect to stay in the UAE, and ideally in the same area, for at least five to seven years.",
            "Your job or business income is stable and your visa does not depend on a contract about to end.",
            "You have the deposit plus roughly 6–8% of the price for fees, with an emergency fund left over.",
            "You have mortgage pre-approval and know your maximum under the 50% debt-burden rule.",
            "Your lease timing works: landlords need 90 days' notice of changes, and your contract may set its own notice period for leaving.",
          ],
        },
        {
          type: "callout",
          title: "Time your search, not the market",
          text: "Start looking three to four months before your lease renewal date. That gives time for viewings, negotiation and a four-to-eight-week mortgage process without paying rent and a mortgage at once.",
        },
      ],
    },
    {
      heading: "Where should you start?",
      blocks: [
        {
          type: "paragraph",
          text: "Check recent registered transactions in the communities you like in the DLD's data (Dubai REST app) or ADREC's releases, see how a price index reads on our [house price index](/house-price-index) (sample data) and read our [first-time buyer guide](/news/first-time-buyer-guide) for the full process. When you are ready, browse homes on [buy](/buy). If you are still deciding between emirates or between a ready and an off-plan home, our [UAE investment guide](/news/uae-investment-guide) compares the options, costs and yields side by side.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

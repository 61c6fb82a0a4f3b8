import type { ContentBody } from "../types";

export default {
  intro:
    "How to set an asking price that sells within weeks rather than months: where to find real transaction prices, how to adjust for your home, how buyers search, and when to change course.",
  sections: [
    {
      heading: "Why transaction prices matter more than asking prices",
      blocks: [
        {
          type: "paragraph",
          text: "Asking prices on portals show what sellers hope for. Registered sale prices show what buyers actually paid. In Dubai every sale is registered with the Dubai Land Department (DLD), and transaction data is published through the DLD's open data and the Dubai REST app, so a buyer's agent will compare your price with real sales within minutes. In Abu Dhabi, ADREC publishes transaction data for registered sales.",
        },
        {
          type: "paragraph",
          text: "Start with registered sales in your building or community and an index for the direction of the market, then adjust for your home's specifics. This site's [sold prices](/sold-prices) and [house price index](/house-price-index) pages show how that data reads, using clearly labelled sample figures; for your actual price, use the DLD's or ADREC's records.",
        },
      ],
    },
    {
      heading: "How to build a price from comparable sales",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "**Collect comparables:** sales in the last three to six months in the same building or cluster, with the same number of bedrooms and a similar size. Exclude off-plan sales, which are priced on payment plans, when you are selling a ready home.",
            "**Convert to price per square foot:** divide each sale price by its size, using the same measure (DLD records use the registered area, which often includes balconies).",
            "**Adjust for differences:** floor height, view (sea, park, road), layout, upgrades, condition, vacant or tenanted, and parking.",
            "**Adjust for time:** if prices have risen or fallen since the comparables sold, apply the change shown by the index for your area.",
            "**Set the asking price** with modest room to negotiate, and check it against the portal price bands described below.",
          ],
        },
      ],
    },
    {
      heading: "Worked example: pricing a one-bedroom apartment in Dubai Marina",
      blocks: [
        {
          type: "paragraph",
          text: "An 850 sq ft one-bedroom apartment on a mid-level floor with a partial sea view, vacant and in good condition. The figures below are illustrative; use the current data for your own building.",
        },
        {
          type: "table",
          caption: "Illustrative comparable sales in the same tower over the last six months",
          columns: ["Unit", "Size", "Sale price", "Price per sq ft", "Difference from yours"],
          rows: [
            ["A, low floor, road view", "820 sq ft", "AED 1,560,000", "AED 1,902", "Worse view: adjust up"],
            [
              "B, similar floor, partial sea view",
              "860 sq ft",
              "AED 1,740,000",
              "AED 2,023",
              "Closest match",
            ],
            [
              "C, high floor, full sea view, upgraded",
              "880 sq ft",
              "AED 1,960,000",
              "AED 2,227",
              "Better view and finish: adjust down",
            ],
          ],
        },
        {
          type: "paragraph",
          text: "Unit B is the best guide, suggesting about AED 2,030 per sq ft, or about AED 1,725,000 for 850 sq ft. If the area index shows prices up 2% since those sales, the value is about AED 1,760,000. Listing at AED 1,799,000 leaves room to negotiate; listing at AED 1,950,000 because the neighbour did would leave the home unsold while buyers view better-priced units.",
        },
      ],
    },
    {
      heading: "Why price bands on property portals matter",
      blocks: [
        {
          type: "paragraph",
          text: "Buyers filter searches by round numbers: AED 1,500,000, AED 1,750,000, AED 2,000,000. A home listed at AED 2,050,000 disappears from every search capped at AED 2,000,000, which is where many buyers set their limit. If your value sits just above a band, pricing just under it (AED 1,995,000 rather than AED 2,050,000) can bring more viewings and competing offers that push the final price up.",
        },
        {
          type: "paragraph",
          text: "Price bands also matter for buyers' finances: expatriate first-time buyers can borrow up to 80% on homes up to AED 5,000,000 but only 70% above it, and AED 2,000,000 is the threshold for the property route to the 10-year Golden Visa. Homes just above these levels attract different buyers from homes just below.",
        },
      ],
    },
    {
      heading: "What affects value beyond size and location?",
      blocks: [
        {
          type: "list",
          items: [
            "**View and floor:** in towers, a full sea or park view can add a double-digit percentage over the same layout facing another building.",
            "**Service charges:** buyers compare annual service charges per sq ft, which are set through the DLD's Mollak system and published for each building. High charges reduce what investors will pay.",
            "**Vacant or tenanted:** owner-occupiers pay more for vacant homes; investors value a secure tenancy. See [selling a tenanted property](/seller-guides/tenanted-property).",
            "**Condition and upgrades:** buyers discount heavily for dated kitchens and tired AC units, but rarely pay the full cost of luxury upgrades.",
            "**New supply nearby:** large off-plan launches with long payment plans compete with resale homes, especially for investors.",
            "**Season:** activity in the UAE is usually strongest from October to April; July and August are quieter as many residents travel.",
          ],
        },
      ],
    },
    {
      heading: "Should you get a formal valuation?",
      blocks: [
        {
          type: "paragraph",
          text: "A RERA-registered valuer's report costs roughly AED 2,500 to AED 3,500 and is useful for unusual homes, large villas, or where family members or co-owners must agree a price. It also signals to buyers how a bank is likely to value the home. Remember that a buyer's bank will carry out its own valuation, and the loan is based on the lower of the price and that valuation.",
        },
      ],
    },
    {
      heading: "When should you reduce the price?",
      blocks: [
        {
          type: "paragraph",
          text: "Judge the response in the first two to four weeks, when a listing gets most attention. Useful signals:",
        },
        {
          type: "table",
          caption: "Reading the market's response to your price",
          columns: ["What you see after 3–4 weeks", "What it usually means", "What to do"],
          rows: [
            [
              "Many portal views, few viewing requests",
              "Price or photos put buyers off",
              "Review photos; compare price with recent sales",
            ],
            [
              "Viewings but no offers",
              "Buyers prefer competing homes at the price",
              "Reduce to the next price band or improve presentation",
            ],
            ["Several offers near asking", "Priced at market", "Negotiate on terms: cash, timing, deposit"],
            [
              "Offers well below asking from investors only",
              "Priced above what owner-occupiers will pay",
              "Check if vacancy or condition is the issue",
            ],
          ],
        },
        {
          type: "paragraph",
          text: "One decisive reduction into a lower search band works better than several small ones, which make a listing look stale. Ask your agent whether the Trakheesi permit needs updating when the price changes, since the permit details include the advertised price.",
        },
        {
          type: "callout",
          title: "Be wary of the highest valuation",
          text: "An agent who quotes a much higher price than others may be trying to win your Form A. Ask every agent for the comparable sales behind their figure.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

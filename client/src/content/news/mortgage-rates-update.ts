import type { ContentBody } from "../types";

export default {
  intro:
    "UAE mortgage rates move with US interest rates because of the dirham's peg to the dollar, and most loans are priced off EIBOR. This update explains that link, where borrowers stand after the US rate cuts of 2024 and 2025, and how to compare fixed and variable deals today.",
  sections: [
    {
      heading: "Why do UAE mortgage rates follow the US Federal Reserve?",
      blocks: [
        {
          type: "paragraph",
          text: "The UAE dirham has been pegged to the US dollar at AED 3.6725 for decades. To keep the peg stable, the **Central Bank of the UAE** moves its Base Rate in step with the US Federal Reserve: when the Fed raises or cuts, the Central Bank usually announces a matching move within hours.",
        },
        {
          type: "paragraph",
          text: "Banks then price loans off the **Emirates Interbank Offered Rate (EIBOR)** — the rate at which UAE banks lend to each other, published daily by the Central Bank for several terms. EIBOR reflects the Base Rate plus market expectations, so it tends to move ahead of an expected Fed decision and settle once the decision is made. Most variable home loans use **3-month EIBOR**, reset every quarter.",
        },
      ],
    },
    {
      heading: "How is a UAE mortgage rate built?",
      blocks: [
        {
          type: "list",
          items: [
            "**Variable rate:** EIBOR plus a fixed margin set by the bank, for example 3-month EIBOR + 1.5%. Some products also have a minimum rate, so your payment may not fall below a floor even when EIBOR drops.",
            "**Fixed rate:** a set rate for an initial period, usually one to five years, after which the loan reverts to EIBOR plus a margin stated in the offer.",
            "**Islamic home finance:** structured as ijara or murabaha with a profit rate rather than interest, but typically benchmarked to EIBOR in the same way.",
          ],
        },
        {
          type: "paragraph",
          text: "The margin, the reversion rate and any floor matter as much as the headline rate. Two offers with the same initial rate can cost very different amounts over five years.",
        },
      ],
    },
    {
      heading: "Where do rates stand in late 2026?",
      blocks: [
        {
          type: "paragraph",
          text: "The Fed began cutting rates in September 2024 after its tightening cycle of 2022–2023, and made further cuts in 2025; the Central Bank of the UAE followed each move. As a result, EIBOR has come down from its peak, and both variable and fixed mortgage rates are lower than at the height of the cycle, when many borrowers saw variable rates above 6%.",
        },
        {
          type: "paragraph",
          text: "We do not publish a single market rate, because pricing differs by bank, loan size, salary, employer and loan-to-value, and banks revise their offers frequently. Check the current Base Rate and EIBOR on the Central Bank's website, and **get written quotes from several lenders or a licensed mortgage broker** before you decide.",
        },
        {
          type: "callout",
          title: "Rates change often",
          text: "Any rate you see in an advert or an article, including this one, may already be out of date. Only a bank's written offer and its Key Facts Statement tell you the rate you will actually pay.",
        },
      ],
    },
    {
      heading: "How much does a rate change affect your payment?",
      blocks: [
        {
          type: "table",
          caption:
            "Illustrative monthly payment on a AED 1,600,000 loan over 25 years (examples, not offers)",
          columns: ["Interest rate", "Monthly payment", "Change vs 4.5%"],
          rows: [
            ["3.5%", "AED 8,010", "AED 883 less"],
            ["4.0%", "AED 8,445", "AED 448 less"],
            ["4.5%", "AED 8,893", "—"],
            ["5.0%", "AED 9,353", "AED 460 more"],
            ["5.5%", "AED 9,825", "AED 932 more"],
          ],
        },
        {
          type: "paragraph",
          text: "Each half-point move changes this payment by roughly AED 450 a month, or about AED 5,400 a year. Banks test affordability against the 50% debt-burden cap, often using a higher stressed rate, so a rate rise can also reduce the amount you are allowed to borrow.",
        },
      ],
    },
    {
      heading: "Should you fix or stay variable?",
      blocks: [
        {
          type: "list",
          items: [
            "**Fix** if a higher payment would strain your budget, or if you value certainty for the next few years.",
            "**Stay variable** if you expect to sell or repay early, or if you can absorb payment swings and want to benefit straight away if EIBOR falls.",
            "**Check the exit cost.** Central Bank rules cap the early settlement fee at 1% of the outstanding balance or AED 10,000, whichever is lower, but switching banks also means new valuation and registration costs.",
            "**Read the reversion terms.** After a fixed period, you move to EIBOR plus a margin; that margin is what you pay for most of the loan's life.",
          ],
        },
      ],
    },
    {
      heading: "What should you do before applying or refinancing?",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "Ask each lender for its **Key Facts Statement** and compare total cost over your expected holding period, not just the first-year rate.",
            "Include the arrangement fee, valuation, mortgage registration (0.25% of the loan + AED 290) and insurance.",
            "Test your budget at a rate two percentage points above the offer.",
            "If you already have a mortgage, ask your current bank to match a competitor before moving; a rate review can be cheaper than a switch.",
          ],
        },
        {
          type: "paragraph",
          text: "Our [mortgage guide](/buyer-guides/mortgage-guide) explains eligibility and documents, and our [first-time buyer guide](/news/first-time-buyer-guide) shows the full cash needed for a purchase.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

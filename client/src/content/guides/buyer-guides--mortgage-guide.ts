import type { ContentBody } from "../types";

export default {
  intro:
    "How much a UAE bank will lend you, what the loan costs each month, and how much cash you need on the day of transfer. The limits below are the Central Bank of the UAE's; each bank sets its own rates, fees and eligibility on top.",
  sections: [
    {
      heading: "How much can you borrow? The Central Bank's loan-to-value caps",
      blocks: [
        {
          type: "paragraph",
          text: "The loan-to-value (LTV) ratio is the loan as a share of the property's value, taken as the lower of the price and the bank's valuation. The Central Bank sets the maximum; a bank may offer less, particularly to non-residents and the self-employed.",
        },
        {
          type: "table",
          caption: "Maximum loan-to-value ratios for residential mortgages (Central Bank of the UAE)",
          columns: ["Borrower and property", "Expatriates", "UAE nationals"],
          rows: [
            ["First home, value up to AED 5,000,000", "80%", "85%"],
            ["First home, value above AED 5,000,000", "70%", "75%"],
            ["Second and later homes", "60%", "65%"],
            ["Off-plan property (any buyer)", "50%", "50%"],
          ],
        },
        {
          type: "paragraph",
          text: "The deposit and all purchase fees must come from your own funds; banks do not lend them. The maximum term is 25 years, and most banks also require the loan to end by the time you reach 65 if salaried (some allow 70, especially for the self-employed). Minimum salaries are bank policy, commonly AED 10,000 to AED 15,000 a month.",
        },
      ],
    },
    {
      heading: "Will your income support the loan? The 50% debt-burden ratio",
      blocks: [
        {
          type: "paragraph",
          text: "Your total monthly debt repayments, including the new mortgage, may not exceed **50% of your gross monthly income**. Banks count car loans, personal loans and credit cards. Many count about 5% of each credit card limit as a monthly commitment, even if you clear the card in full every month, so cancelling unused cards before applying can raise what you can borrow.",
        },
        {
          type: "paragraph",
          text: "Example: a salary of AED 30,000 a month allows AED 15,000 of repayments. With a car loan of AED 2,500 and credit card limits of AED 40,000 (counted as AED 2,000), AED 10,500 is left for the mortgage. Some banks test affordability at a higher rate than the introductory one, so the real ceiling may be lower.",
        },
      ],
    },
    {
      heading: "What does the mortgage cost each month?",
      blocks: [
        {
          type: "paragraph",
          text: "UAE mortgages are either fixed for an initial period (usually one to five years) and then variable, or variable from the start. Variable rates are quoted as a margin over EIBOR, the Emirates interbank rate. Because the dirham is pegged to the US dollar, EIBOR broadly follows US Federal Reserve decisions. Rates change often; compare current offers from several banks or a licensed mortgage broker rather than relying on any figure here.",
        },
        {
          type: "table",
          caption: "Monthly repayment on a AED 1,200,000 loan (illustrative rates)",
          columns: ["Interest rate", "Term", "Monthly repayment", "Total interest over the term"],
          rows: [
            ["3.75%", "25 years", "AED 6,170", "AED 650,872"],
            ["4.00%", "25 years", "AED 6,334", "AED 700,213"],
            ["4.50%", "25 years", "AED 6,670", "AED 800,997"],
            ["4.00%", "20 years", "AED 7,272", "AED 545,223"],
          ],
        },
        {
          type: "paragraph",
          text: "In the income example above, a AED 6,334 repayment fits comfortably within the AED 10,500 limit. Remember that the introductory rate ends: check the margin over EIBOR that applies afterwards, and whether you can switch or refinance without penalty.",
        },
      ],
    },
    {
      heading: "Worked example: total cost to buy a AED 1,500,000 apartment with an 80% mortgage",
      blocks: [
        {
          type: "paragraph",
          text: "A resale apartment in Dubai, bought through an agent by an expatriate first-time buyer with an 80% loan of AED 1,200,000. Figures use the DLD's standard fees and typical market charges; your bank and agent will confirm the exact amounts.",
        },
        {
          type: "table",
          caption: "Cash needed to buy a AED 1,500,000 apartment in Dubai with an 80% mortgage",
          columns: ["Item", "How it is calculated", "Amount"],
          rows: [
            ["Deposit", "20% of the price", "AED 300,000"],
            ["DLD transfer fee", "4% of the price", "AED 60,000"],
            ["DLD admin, title deed and related fees", "About AED 580 + AED 250 + AED 50", "AED 880"],
            ["Trustee office fee", "AED 4,000 + 5% VAT", "AED 4,200"],
            ["Agency commission", "2% + 5% VAT", "AED 31,500"],
            ["Mortgage registration", "0.25% of the loan + AED 290", "AED 3,290"],
            ["Bank valuation", "Typically AED 2,500–3,500", "AED 3,000"],
            ["Bank arrangement fee", "Up to 1% of the loan + VAT (often discounted)", "AED 12,600"],
            ["Total cash needed", "", "AED 415,470"],
          ],
        },
        {
          type: "paragraph",
          text: "The fees alone come to AED 115,470, about 7.7% of the price. A cash buyer would skip the last three mortgage items and pay about AED 96,580 in fees. Budget also for mortgage life insurance and home insurance (usually charged monthly), a DEWA deposit of AED 2,000 for an apartment, and moving costs. Try your own numbers in the [fees calculator](/stamp-duty-calculator).",
        },
      ],
    },
    {
      heading: "How the mortgage process works, from pre-approval to transfer",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "**Pre-approval.** Apply with your passport, Emirates ID, visa, salary certificate, three to six months of payslips and six months of bank statements (self-employed applicants usually need two years of audited accounts and a trade licence). Pre-approval is typically valid for 60 days.",
            "**Find the property and sign Form F.** Tell the agent you are buying with a mortgage; Form F should give enough time for the bank process.",
            "**Valuation.** The bank's panel valuer inspects the property. If the valuation comes in below the price, the loan is based on the lower figure and you pay the difference in cash.",
            "**Final offer letter.** Read the rate, the period it is fixed for, the margin afterwards, the early settlement terms and the insurance requirements before signing.",
            "**Transfer.** The bank issues a manager's cheque for the loan amount, you provide the rest, and the mortgage is registered against the title deed at the DLD.",
          ],
        },
      ],
    },
    {
      heading: "Fees, insurance and paying off early",
      blocks: [
        {
          type: "list",
          items: [
            "**Arrangement fee:** capped by Central Bank rules at 1% of the loan; many banks offer zero-fee packages with a slightly higher rate, so compare the total cost over the fixed period.",
            "**Early settlement:** the Central Bank caps the fee for paying off a mortgage early at 1% of the outstanding balance or AED 10,000, whichever is lower.",
            "**Insurance:** banks require life cover for the loan amount and usually property insurance; you can often use your own policy if it meets the bank's terms.",
            "**Islamic finance:** Ijara (lease-to-own) and Murabaha (cost-plus sale) products follow the same LTV and debt-burden limits, with a profit rate in place of interest.",
          ],
        },
      ],
    },
    {
      heading: "Mortgage questions buyers often ask",
      blocks: [
        {
          type: "faq",
          items: [
            {
              question: "Can non-residents get a UAE mortgage?",
              answer:
                "Yes, from a number of banks, but usually at lower loan-to-value ratios (often 50–60%) and with stricter income documents. Policies differ, so ask several banks or a mortgage broker.",
            },
            {
              question: "Does a mortgaged property qualify for a Golden Visa?",
              answer:
                "It can. Property worth AED 2,000,000 or more may qualify for the 10-year Golden Visa, and mortgaged property is accepted under conditions, including a no-objection letter from the lending bank. Confirm the current rules with the DLD before you buy.",
            },
            {
              question: "Can I get a mortgage for an off-plan property?",
              answer:
                "Only up to 50% of the value, and many banks lend only on projects they have approved, often close to completion. Most off-plan buyers pay the developer's instalments in cash and take a mortgage at handover for the remaining balance.",
            },
          ],
        },
        {
          type: "paragraph",
          text: "Next, read the [legal checklist](/buyer-guides/legal-checklist) to see how the mortgage fits into Form F and the transfer.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

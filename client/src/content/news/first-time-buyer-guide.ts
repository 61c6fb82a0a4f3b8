import type { ContentBody } from "../types";

export default {
  intro:
    "Buying your first home in the UAE means understanding the Central Bank's mortgage rules, the cash you need beyond the deposit and the order in which the paperwork happens. Here is the whole process, with a worked example for a AED 2,000,000 Dubai apartment.",
  sections: [
    {
      heading: "How much can a first-time buyer borrow?",
      blocks: [
        {
          type: "paragraph",
          text: "Mortgage limits in the UAE are set by the Central Bank of the UAE and apply to every lender. For a first home, the main rules are:",
        },
        {
          type: "list",
          items: [
            "Expatriates can borrow up to **80%** of the value of a home priced at AED 5,000,000 or less, and 70% above that. UAE nationals can borrow up to 85% and 75% respectively.",
            "Off-plan purchases are capped at **50%** loan-to-value, and second and later homes at 60% for expatriates and 65% for nationals.",
            "Total monthly debt repayments — mortgage, car loan, credit card minimums — must not exceed **50% of your income**.",
            "The maximum term is 25 years. Banks also set their own minimum salary, length-of-employment and age rules, which vary.",
          ],
        },
        {
          type: "paragraph",
          text: "Purchase fees cannot be added to the loan, so the real question is how much cash you have. A useful rule of thumb for Dubai is to have **26–28% of the price** available for an 80% mortgage: 20% deposit plus roughly 6–8% in fees. Our [mortgage guide](/buyer-guides/mortgage-guide) explains fixed and variable products in more detail.",
        },
      ],
    },
    {
      heading: "What does a AED 2,000,000 apartment really cost?",
      blocks: [
        {
          type: "table",
          caption: "Cash needed to buy a ready AED 2,000,000 apartment in Dubai with an 80% mortgage",
          columns: ["Item", "Amount", "Basis"],
          rows: [
            ["Deposit (20%)", "AED 400,000", "Price minus the AED 1,600,000 loan"],
            ["DLD transfer fee", "AED 80,000", "4% of the price, customarily paid by the buyer"],
            ["DLD admin fee", "About AED 580", "Plus small knowledge and innovation fees"],
            ["Trustee office fee", "AED 4,200", "AED 4,000 + 5% VAT"],
            ["Agency commission", "AED 42,000", "2% + 5% VAT"],
            ["Mortgage registration", "AED 4,290", "0.25% of the loan + AED 290"],
            ["Valuation", "About AED 3,000", "Usually AED 2,500–3,500"],
            ["Title deed", "About AED 250", "Issued by the DLD"],
            ["Total before bank fees", "About AED 534,320", "Roughly 26.7% of the price"],
          ],
        },
        {
          type: "paragraph",
          text: "Many banks also charge an arrangement fee of up to 1% of the loan plus VAT — up to AED 16,800 here — though some waive it in promotions. Add life and property insurance, moving costs and furniture. You can run your own numbers with our [fee calculator](/stamp-duty-calculator).",
        },
      ],
    },
    {
      heading: "What are the steps from search to title deed?",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "**Get mortgage pre-approval.** It confirms your budget and is usually valid for around 60–90 days, depending on the bank.",
            "**Search and shortlist.** Compare homes on our [buy listings](/buy) and check recent registered sale prices for the building in the DLD's transaction data (Dubai REST app).",
            "**Appoint an agent.** A buyer's agent signs **Form B** with you; confirm their RERA broker card and BRN.",
            "**Agree a price and sign Form F.** This memorandum of understanding sets the price, timeline and conditions, and you normally hand over a 10% deposit cheque, often held by the agency.",
            "**Complete the bank process.** The bank values the property and issues a final offer letter.",
            "**Seller obtains the NOC.** The developer confirms there are no unpaid service charges before transfer.",
            "**Transfer at a trustee office.** Fees are paid by manager's cheque or electronically, the bank pays the seller (or the seller's lender) and the DLD issues a new title deed in your name.",
          ],
        },
        {
          type: "paragraph",
          text: "With a mortgage, the process typically takes four to eight weeks from Form F. Cash purchases can be faster.",
        },
      ],
    },
    {
      heading: "Should a first-time buyer choose ready or off-plan?",
      blocks: [
        {
          type: "paragraph",
          text: "A ready home lets you inspect what you are buying, move in or rent it out immediately and use an 80% mortgage. Off-plan offers staged payment plans and a new building, but the bank will only lend up to 50%, you wait for completion and you carry construction and delivery risk. Most first-time buyers who need to stop paying rent soon are better served by a ready home; off-plan suits those with cash on hand who can wait. Our [off-plan investment guide](/news/off-plan-investment) covers the trade-offs in depth.",
        },
      ],
    },
    {
      heading: "What should you check before signing Form F?",
      blocks: [
        {
          type: "list",
          items: [
            "The title deed details and that the seller is the registered owner, via the DLD's Dubai REST app.",
            "Annual service charges for the building in the RERA service charge index, and whether the seller is up to date.",
            "Whether the property is tenanted, when the lease ends and whether notice has been served correctly.",
            "Any existing mortgage on the unit and how it will be settled at transfer.",
            "The property's condition — book an independent inspection using our [inspection checklist](/buyer-guides/inspection-checklist).",
          ],
        },
        {
          type: "callout",
          title: "Make Form F conditional on finance",
          text: "Ask for a clause returning your 10% deposit if the bank's valuation comes in below the price or the mortgage is declined. Without it, a low valuation can leave you finding the gap in cash or losing the deposit.",
        },
      ],
    },
    {
      heading: "What happens after you get the keys?",
      blocks: [
        {
          type: "paragraph",
          text: "Transfer DEWA and district cooling accounts into your name, register with the building management and keep your title deed copy safe. As an owner-occupier you will also pay the municipality housing fee through DEWA, assessed on the property's value rather than a rent; check the amount on your first bill. If you later want to let the home, read our [legal checklist](/buyer-guides/legal-checklist) first.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

import type { ContentBody } from "../types";

export default {
  intro:
    "A step-by-step guide to selling a home in Dubai, from gathering your documents to handing over the keys at the trustee office, with typical timings and the points where sales most often stall.",
  sections: [
    {
      heading: "Step 1: What do you need before you call an agent?",
      blocks: [
        {
          type: "list",
          items: [
            "**Title deed details:** the title deed number, which the agent and buyer will verify in the Dubai REST app. Dubai title deeds are now issued electronically; you do not need a paper original.",
            "**Identity documents:** passport and, if resident, Emirates ID for every owner on the title deed. Joint owners must all sign or appoint an attorney.",
            "**Mortgage liability letter:** if you have a mortgage, ask your bank for the outstanding balance and the early settlement fee. This tells you your net proceeds and is needed later for the transfer.",
            "**Service charge statement:** from the developer or owners' association. Arrears must be cleared before the developer issues a NOC.",
            "**Tenancy contract:** if the home is let, the Ejari-registered lease and the tenant's notice position. See [selling a tenanted property](/seller-guides/tenanted-property).",
          ],
        },
      ],
    },
    {
      heading: "Step 2: How do you choose an agent and what do you sign?",
      blocks: [
        {
          type: "paragraph",
          text: "Choose an agent who sells regularly in your building or community, and check their RERA broker card and BRN in the Dubai REST app. Ask for their recent transactions, not just listings, and their marketing plan.",
        },
        {
          type: "paragraph",
          text: "You then sign **Form A**, the DLD's standard listing agreement between seller and agent. It records the asking price, commission (typically 2% of the price plus 5% VAT), whether the listing is exclusive, and its duration. Form A is registered with the DLD and is what allows the agent to apply for a **Trakheesi** advertising permit. An exclusive agreement of four to eight weeks with one well-chosen agent usually produces a cleaner campaign than several agents posting the same home at different prices.",
        },
      ],
    },
    {
      heading: "Step 3: Pricing, preparation and the Trakheesi permit",
      blocks: [
        {
          type: "paragraph",
          text: "Set the price from recent DLD transactions, not neighbours' asking prices; the [pricing strategy guide](/seller-guides/pricing-strategy) explains how. Prepare the home with the help of the [staging and marketing guide](/seller-guides/staging-marketing).",
        },
        {
          type: "paragraph",
          text: "Every advert must carry its Trakheesi permit number and QR code, on portals, social media and print. Buyers who scan the code see the permit details, which builds trust; an advert without one can lead to fines for the agency and removal of the listing. In Abu Dhabi, the equivalent is a Madhmoun permit.",
        },
      ],
    },
    {
      heading: "Step 4: Viewings, offers and negotiation",
      blocks: [
        {
          type: "paragraph",
          text: "Your agent arranges viewings and reports feedback. When an offer arrives, ask whether the buyer is paying cash or using a mortgage, whether they have pre-approval, and what transfer date they propose. A slightly lower cash offer with a 30-day transfer can be worth more than a higher mortgaged offer that may fall through on valuation.",
        },
        {
          type: "paragraph",
          text: "Example: two offers on a AED 1,850,000 townhouse. Buyer A offers AED 1,820,000 cash, transfer in 30 days. Buyer B offers AED 1,850,000 with an 80% mortgage and no pre-approval. If the bank values the home at AED 1,780,000, Buyer B must find an extra AED 56,000 in cash or renegotiate, and the sale is delayed by weeks. Many sellers take Buyer A.",
        },
      ],
    },
    {
      heading: "Step 5: Signing Form F and taking the deposit",
      blocks: [
        {
          type: "paragraph",
          text: "Once the price is agreed, buyer, seller and both agents sign **Form F**, the DLD's standard memorandum of understanding. It sets the price, transfer date, who pays which fees, and the consequences of default. The buyer usually gives a security cheque for 10% of the price in your name, held by your agency until transfer.",
        },
        {
          type: "list",
          items: [
            "Add any special conditions: furniture included, vacant possession or an existing tenancy, repairs before transfer.",
            "Make the transfer date realistic: allow time for the NOC, the buyer's mortgage and your own mortgage settlement.",
            "If you cannot attend later steps, arrange a notarised power of attorney now; see [legal requirements](/seller-guides/legal-requirements).",
          ],
        },
      ],
    },
    {
      heading: "Step 6: NOC and clearing your mortgage",
      blocks: [
        {
          type: "paragraph",
          text: "Apply to the developer for the **No Objection Certificate**. The developer checks that service charges are paid and that there are no unapproved alterations, then issues the NOC for a fee it sets, commonly AED 500 to AED 5,000 plus VAT. NOCs are valid for a limited time, so apply once the transfer date is fixed.",
        },
        {
          type: "paragraph",
          text: "If you have a mortgage, the bank must be paid off at or before transfer. The usual routes are:",
        },
        {
          type: "list",
          items: [
            "**Buyer funds the settlement:** the buyer (or the buyer's bank) pays your bank by manager's cheque from the purchase price; your bank releases the mortgage at the trustee office, and you receive the balance. This is the most common arrangement.",
            "**You clear it first:** if you have the funds, you pay off the loan, the bank releases the mortgage, and you sell unencumbered.",
          ],
        },
        {
          type: "paragraph",
          text: "Your bank issues a final liability letter, typically valid for a short period, with the exact payoff amount. Expect the early settlement fee, capped at 1% of the balance or AED 10,000, whichever is lower.",
        },
      ],
    },
    {
      heading: "Step 7: What happens at the trustee office on transfer day?",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "All parties, or their attorneys, attend a Real Estate Registration Trustee office with originals of their IDs.",
            "The trustee checks the NOC, the title deed, identities and any mortgage release.",
            "The buyer hands over manager's cheques: to your bank for the mortgage payoff (if any) and to you for the balance. The buyer also pays the DLD fees and the trustee fee.",
            "Commission is paid to the agency and the buyer's security cheque is returned.",
            "The DLD issues a new title deed in the buyer's name, and you hand over the keys, access cards and parking permits.",
          ],
        },
        {
          type: "paragraph",
          text: "After transfer, close your DEWA account (which releases your DEWA deposit against the final bill), cancel cooling, internet and home insurance, and keep copies of the Form F and transfer documents.",
        },
      ],
    },
    {
      heading: "How long does a Dubai sale take?",
      blocks: [
        {
          type: "table",
          caption: "Typical timeline from listing to transfer",
          columns: ["Stage", "Cash buyer", "Mortgaged buyer or seller"],
          rows: [
            ["Listing to accepted offer", "Days to months, depending on price and demand", "Same"],
            ["Form F to NOC", "1–2 weeks", "1–2 weeks"],
            ["Buyer's valuation and final offer", "Not needed", "2–4 weeks"],
            ["Seller's mortgage settlement", "Arranged at transfer", "1–3 weeks for letters"],
            ["Form F to transfer", "30–45 days", "45–90 days"],
          ],
        },
      ],
    },
    {
      heading: "Selling process questions",
      blocks: [
        {
          type: "faq",
          items: [
            {
              question: "Can I sell while living abroad?",
              answer:
                "Yes. Appoint an attorney through a power of attorney that is notarised and, if signed outside the UAE, legalised and attested for use in the UAE. Many trustee offices and the DLD also support remote signing for some steps. Check the POA wording with the trustee office before the transfer date.",
            },
            {
              question: "Can I sell an off-plan property before completion?",
              answer:
                "Often, yes, through an assignment of the Oqood registration, but many developers only allow resale after a set share of the price (commonly 30–40%) has been paid, and charge a fee. Check your sale and purchase agreement and ask the developer.",
            },
          ],
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

import type { ContentBody } from "../types";

export default {
  intro:
    "How to sell a property in the UAE for the right price, legally and without surprises at the trustee office. The guides follow Dubai's DLD process and note where Abu Dhabi and the other emirates differ.",
  sections: [
    {
      heading: "What each seller guide answers",
      blocks: [
        {
          type: "list",
          items: [
            "[Selling process](/seller-guides/selling-process): every step from choosing an agent to the transfer, with typical timings for cash and mortgaged sales.",
            "[Pricing strategy](/seller-guides/pricing-strategy): how to price from DLD transaction data, why portal price bands matter, and when to reduce.",
            "[Legal requirements](/seller-guides/legal-requirements): the documents you need, Form A and Form F, Trakheesi permits, the developer NOC, powers of attorney and anti-money-laundering checks.",
            "[Staging and marketing](/seller-guides/staging-marketing): preparing the home, photography and floor plans, and what a good listing must show.",
            "[Tax and financial](/seller-guides/tax-financial): the costs of selling, clearing a mortgage, net proceeds, and where tax can still apply, with a worked example.",
            "[Tenanted property](/seller-guides/tenanted-property): selling with a tenant in place, the 12-month notice rule, and pricing for investor buyers.",
          ],
        },
      ],
    },
    {
      heading: "The key steps of a sale in Dubai, in order",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "**Check your position.** Get your title deed details, a liability letter from your bank if mortgaged, your service charge balance, and the tenancy contract if the home is let.",
            "**Set a price.** Compare recent registered DLD transactions for similar homes (Dubai REST app or the DLD website), not neighbours' asking prices.",
            "**Appoint a RERA-registered agent and sign Form A.** This lets the agent apply for a Trakheesi permit; no advert may run without one.",
            "**Prepare and market the home.** Repairs, cleaning, photography and a listing with the permit's QR code.",
            "**Accept an offer and sign Form F.** The buyer typically gives a 10% security deposit cheque, held by your agency.",
            "**Obtain the developer NOC** once service charges are paid, and arrange your mortgage settlement if you have one.",
            "**Transfer at a DLD trustee office.** You receive the price by manager's cheque, the buyer's title deed is issued, and you hand over the keys.",
          ],
        },
        {
          type: "paragraph",
          text: "From accepted offer to transfer, a sale to a cash buyer usually takes 30 to 45 days. If the buyer needs a mortgage, or you have one to clear, allow 45 to 90 days.",
        },
      ],
    },
    {
      heading: "What a sale costs the seller",
      blocks: [
        {
          type: "paragraph",
          text: "In Dubai the buyer customarily pays the 4% DLD transfer fee and the trustee fee. The seller usually pays the agency commission (typically 2% + 5% VAT), the developer's NOC fee, any outstanding service charges and, if mortgaged, the bank's early settlement fee, capped at 1% of the balance or AED 10,000, whichever is lower. On a AED 2,000,000 sale, commission alone is AED 42,000 including VAT. The [tax and financial guide](/seller-guides/tax-financial) works through a full example.",
        },
      ],
    },
    {
      heading: "Selling outside Dubai",
      blocks: [
        {
          type: "paragraph",
          text: "In Abu Dhabi, adverts need a Madhmoun permit and sales are registered through the Abu Dhabi Real Estate Centre (ADREC); the 2% transfer fee is paid by the buyer. Sharjah, Ajman, Ras Al Khaimah and the other emirates have their own land departments and fee schedules, so confirm the process with them or a locally licensed agent. Find one through [find an agent](/find-agent).",
        },
        {
          type: "callout",
          title: "Before you list",
          text: "Check the listing agent's BRN in the Dubai REST app, and never accept the buyer's deposit or price in cash or into a personal account. See the [secure transactions guide](/guides/secure-transactions).",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

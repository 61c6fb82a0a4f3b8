import type { ContentBody } from "../types";

export default {
  intro:
    "Everything a buyer in the UAE needs, from mortgage pre-approval to the day the title deed is issued in your name. The guides follow Dubai's process and note where Abu Dhabi and the other emirates differ.",
  sections: [
    {
      heading: "What each buyer guide answers",
      blocks: [
        {
          type: "list",
          items: [
            "[Mortgage guide](/buyer-guides/mortgage-guide): how much you can borrow under the Central Bank's loan-to-value caps and 50% debt-burden ratio, what a mortgage costs each month, and the full cash you need to buy, with a worked example for a AED 1,500,000 apartment.",
            "[Legal checklist](/buyer-guides/legal-checklist): the documents and checks from first viewing to transfer: broker and permit checks, Form B, Form F and the 10% deposit, the developer NOC, the trustee office transfer, Oqood for off-plan, and wills.",
            "[Inspection checklist](/buyer-guides/inspection-checklist): what to inspect in a resale home and how to snag a new one before handover, what a professional inspection costs, and which defects the developer must fix.",
          ],
        },
      ],
    },
    {
      heading: "The buying process in Dubai, step by step",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "**Set your budget and get mortgage pre-approval.** Expatriates buying a first home up to AED 5,000,000 can borrow up to 80%; off-plan loans are capped at 50%. Fees of about 7–8% of the price must be paid in cash on top of the deposit.",
            "**Choose an area and property type.** Compare [areas](/areas), check recent registered sale prices in the DLD's data (Dubai REST app) and decide between a ready home and [off-plan](/new-property).",
            "**Appoint a licensed broker.** Check the RERA card and BRN in the Dubai REST app and sign Form B, which sets out the agent's duties and commission (typically 2% + 5% VAT).",
            "**View, inspect and negotiate.** Check the Trakheesi permit on the advert, inspect the home and agree a price.",
            "**Sign Form F (the MOU).** Buyer, seller and agents sign at the trustee office or electronically; the buyer usually gives a 10% security deposit cheque.",
            "**Final mortgage approval and valuation.** The bank values the property and issues the final offer letter.",
            "**Seller obtains the developer NOC.** It confirms service charges are paid and the developer has no objection to the transfer.",
            "**Transfer at a DLD trustee office.** The price is paid by manager's cheque, the 4% DLD fee and other fees are settled, and the new title deed is issued electronically.",
          ],
        },
        {
          type: "paragraph",
          text: "A cash purchase typically completes in 30 to 45 days from Form F; a mortgaged purchase often takes 45 to 90 days, longer if the seller also has a mortgage to clear.",
        },
      ],
    },
    {
      heading: "Buying off-plan: what changes",
      blocks: [
        {
          type: "paragraph",
          text: "Off-plan purchases are made from the developer under a sale and purchase agreement and registered on the DLD's interim register through **Oqood**. The 4% DLD fee still applies, and every payment must go into the project's escrow account under Dubai Law 8 of 2007. The [legal checklist](/buyer-guides/legal-checklist) explains how to check the project and the escrow account, and the [inspection checklist](/buyer-guides/inspection-checklist) covers snagging at handover.",
        },
      ],
    },
    {
      heading: "Before you pay anything",
      blocks: [
        {
          type: "callout",
          title: "Verify, then pay",
          text: "Check the title deed, the broker and the advert permit in the Dubai REST app, and pay only by manager's cheque, to the seller named on the title deed, or to a verified escrow account. The [secure transactions guide](/guides/secure-transactions) explains each check.",
        },
        {
          type: "paragraph",
          text: "If you are buying to qualify for a 10-year Golden Visa, the property (or properties) must be worth at least AED 2,000,000; mortgaged and off-plan homes can qualify under conditions set by the DLD and the residency authorities, so confirm eligibility before you sign. Estimate your fees with the [calculator](/stamp-duty-calculator).",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

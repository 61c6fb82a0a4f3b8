import type { ContentBody } from "../types";

export default {
  intro:
    "The documents, checks and signatures that protect a buyer in the UAE, in the order they come up. Dubai's process is described in full; differences in Abu Dhabi and the other emirates are noted at the end.",
  sections: [
    {
      heading: "Can you buy here? Freehold areas and who may own",
      blocks: [
        {
          type: "paragraph",
          text: "Foreign nationals can own freehold property only in areas designated for them. In Dubai these were set under Regulation 3 of 2006 and later additions, and include most areas international buyers know, such as [Dubai Marina](/areas/dubai-marina), [Downtown Dubai](/areas/downtown-dubai) and [Dubai Hills Estate](/areas/dubai-hills-estate). Abu Dhabi allows foreign freehold in investment zones such as [Al Reem Island](/areas/al-reem-island), [Saadiyat Island](/areas/saadiyat-island) and [Yas Island](/areas/yas-island). Outside these areas, expatriates can usually hold only leasehold or usufruct rights. If a listing is outside a known freehold zone, ask the agent to show the zoning on the DLD or ADREC record.",
        },
      ],
    },
    {
      heading: "Before you view: check the broker and the advert",
      blocks: [
        {
          type: "list",
          items: [
            "**Broker:** every Dubai agent must hold a RERA broker card with a Broker Registration Number (BRN), and the agency an Office Registration Number (ORN). Search the BRN in the Dubai REST app or on the DLD website; the name and photo should match the person you are dealing with.",
            "**Advert permit:** every property advert in Dubai, including on social media, needs a Trakheesi permit number and QR code. Scanning the QR code should show the same property, price and agency. In Abu Dhabi the equivalent is a Madhmoun permit.",
            "**Form B:** before the agent works for you, sign the DLD's buyer–agent agreement (Form B). It sets the commission, usually 2% of the price plus 5% VAT, and the agreement's duration. The seller signs Form A with their agent.",
          ],
        },
      ],
    },
    {
      heading: "Before you agree a price: check the property and the seller",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "**Title deed.** Ask for the title deed number and verify it in the Dubai REST app or on the DLD website. The owner's name must match the seller's passport. If someone else is selling, they need a valid, notarised power of attorney, which you should check with the trustee office before signing.",
            "**Mortgage on the property.** If the seller has a mortgage, ask for a recent liability letter from their bank showing the outstanding balance. The sale must clear it at transfer.",
            "**Service charges.** Ask for the latest service charge statement. In Dubai, service charges are paid through the DLD's Mollak system; the developer will not issue a NOC until they are paid up to date.",
            "**Tenancy.** If the home is let, get a copy of the Ejari-registered lease. A tenancy survives a sale: you take over the tenant and the lease, and only get vacant possession on the legal notice terms described in the [tenanted property guide](/seller-guides/tenanted-property).",
            "**Alterations.** Check any extensions, converted rooms or removed walls were approved by the developer or master community. Unapproved works can delay the NOC or become your problem.",
          ],
        },
      ],
    },
    {
      heading: "Signing Form F: the MOU and the 10% deposit",
      blocks: [
        {
          type: "paragraph",
          text: "Form F is the DLD's standard memorandum of understanding between buyer and seller. It records the price, the deposit, the transfer date, who pays which fees and what happens if either side defaults. It is signed by both parties and their agents, usually at a trustee office or through the DLD's electronic system.",
        },
        {
          type: "list",
          items: [
            "**The deposit** is normally 10% of the price, given as a security cheque in the seller's name and held by the seller's agency until transfer. It is not cashed unless you default.",
            "**Default terms:** under the standard form, if the buyer pulls out without cause the seller may keep the deposit; if the seller pulls out, they usually owe the buyer compensation. Read the exact clauses, because parties can amend them.",
            "**Mortgage condition:** if you are borrowing, make sure the timeline allows for valuation and final approval, and agree in writing what happens if the valuation comes in low.",
            "**Special conditions:** add anything agreed verbally: included furniture, repairs before transfer, vacant possession, or the inspection result.",
          ],
        },
      ],
    },
    {
      heading: "Between Form F and transfer: NOC, mortgage and anti-money-laundering checks",
      blocks: [
        {
          type: "paragraph",
          text: "The seller applies to the developer for a **No Objection Certificate (NOC)**. Fees are set by each developer, commonly AED 500 to AED 5,000 plus VAT, and a NOC is usually valid for a short period, so the transfer date must follow quickly. Your bank completes its valuation and issues the final offer letter.",
        },
        {
          type: "paragraph",
          text: "Expect anti-money-laundering (AML) checks. Real estate brokers are supervised by the Ministry of Economy under the UAE's AML law and must identify buyers and sellers, check sanctions lists and ask where the money comes from. Purchases involving cash payments at or above the reporting threshold (AED 55,000 under the Ministry's current guidance) or virtual assets must be reported through the goAML system. Have bank statements ready that show the source of your deposit.",
        },
      ],
    },
    {
      heading: "Transfer day at the trustee office: what happens and what to bring",
      blocks: [
        {
          type: "paragraph",
          text: "Buyer, seller (or their attorneys) and, if there are mortgages, bank representatives meet at a Real Estate Registration Trustee office. Bring your original passport, Emirates ID if you have one, and the cheques agreed in advance.",
        },
        {
          type: "table",
          caption: "Payments at transfer for a AED 1,500,000 cash purchase in Dubai",
          columns: ["Payment", "Payable to", "Amount"],
          rows: [
            [
              "Purchase price (any seller's mortgage is paid off from this)",
              "Seller, by manager's cheque",
              "AED 1,500,000",
            ],
            ["Transfer fee, 4% of the price", "Dubai Land Department", "AED 60,000"],
            ["Admin, title deed and related fees", "Dubai Land Department", "About AED 880"],
            ["Trustee fee (AED 4,000 + VAT)", "Trustee office", "AED 4,200"],
            ["Commission (2% + VAT)", "Your agency", "AED 31,500"],
          ],
        },
        {
          type: "paragraph",
          text: "The trustee checks the NOC, identities and payments, the seller signs for receipt of the manager's cheque, and the DLD issues the new title deed electronically, usually the same day. If the seller's mortgage is being cleared, your bank or you pay their bank directly and the seller receives the balance. Keys, access cards and parking permits are handed over on the day.",
        },
      ],
    },
    {
      heading: "Buying off-plan: extra checks",
      blocks: [
        {
          type: "list",
          items: [
            "Check in the Dubai REST app that the project is registered with RERA, who the developer is, its completion percentage and its escrow account number.",
            "Pay every instalment only into that escrow account, never to a broker or a developer's general account. Dubai Law 8 of 2007 requires developers to take buyers' money through escrow.",
            "Register the purchase on the interim register (**Oqood**). The 4% DLD fee applies at this stage; some developers pay it as a sales incentive.",
            "Read the sale and purchase agreement's completion date, grace period, payment plan (for example 60/40 or post-handover) and the default clauses. Under Dubai's off-plan rules, what a developer may keep if a buyer stops paying depends on how far construction has progressed.",
          ],
        },
      ],
    },
    {
      heading: "After transfer, and differences in other emirates",
      blocks: [
        {
          type: "paragraph",
          text: "Register with the owners' association or community manager, set up DEWA and cooling accounts, and consider a will: without one, the estate of a non-Muslim may be handled under rules you did not choose. Dubai's DIFC Wills Service Centre and the Abu Dhabi Judicial Department's register of non-Muslim wills are the usual routes.",
        },
        {
          type: "paragraph",
          text: "In Abu Dhabi, adverts need a Madhmoun permit, transactions are registered through ADREC, and the transfer fee is 2%, paid by the buyer. Sharjah, Ajman and Ras Al Khaimah each have their own land departments, fees and rules on foreign ownership; check with them before signing. Next: the [inspection checklist](/buyer-guides/inspection-checklist).",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

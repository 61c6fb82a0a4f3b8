import type { ContentBody } from "../types";

export default {
  intro:
    "The legal steps a seller must complete in Dubai, and the documents to have ready, so the sale is not held up at the developer or the trustee office. Notes on Abu Dhabi and the other emirates follow at the end.",
  sections: [
    {
      heading: "Which documents does a seller need?",
      blocks: [
        {
          type: "table",
          caption: "Seller's documents for a Dubai sale",
          columns: ["Document", "Why it is needed", "Where it comes from"],
          rows: [
            [
              "Title deed number (or Oqood for off-plan)",
              "Proves ownership; buyers verify it",
              "DLD, visible in the Dubai REST app",
            ],
            ["Passport and Emirates ID of every owner", "Identity checks by the agent and trustee", "Owners"],
            [
              "Form A",
              "Authorises the agent to market the home",
              "Signed with your agent, registered with the DLD",
            ],
            ["Form F", "The binding sale agreement (MOU)", "Signed by buyer, seller and agents"],
            [
              "Developer NOC",
              "Confirms no service charge arrears and no objection to transfer",
              "Developer or master developer",
            ],
            [
              "Bank liability letter and mortgage release",
              "Shows the payoff amount; releases the mortgage at transfer",
              "Your mortgage lender",
            ],
            ["Ejari tenancy contract", "Shows any tenancy the buyer will inherit", "Ejari record"],
            [
              "Power of attorney, if you will not attend",
              "Lets your representative sign",
              "Notary public, attested if signed abroad",
            ],
          ],
        },
      ],
    },
    {
      heading: "Form A and the advertising permit: what the law requires",
      blocks: [
        {
          type: "paragraph",
          text: "Only a RERA-licensed agency with registered brokers may market a property for sale in Dubai on your behalf. **Form A** is the DLD's standard seller–agent agreement. It must name the property, asking price, commission and duration, and state whether the mandate is exclusive. Once registered, it allows the agency to apply for a **Trakheesi** permit for each advert. Advertising a property without a permit, or with details that do not match the permit, exposes the agency to fines from the DLD.",
        },
        {
          type: "paragraph",
          text: "If you market the home yourself, you still need to follow DLD advertising rules; in practice most owners sell through a licensed agent so that permits, Form F and transfer bookings are handled correctly.",
        },
      ],
    },
    {
      heading: "What Form F commits you to",
      blocks: [
        {
          type: "paragraph",
          text: "**Form F** is the memorandum of understanding between you and the buyer. Once signed, it is binding. It records the price, the deposit (normally a 10% security cheque in your name held by your agency), the transfer date and who pays which costs.",
        },
        {
          type: "list",
          items: [
            "**If the buyer defaults** without a valid reason, the standard form lets you keep the deposit.",
            "**If you default**, for example by accepting a higher offer elsewhere, the standard form typically requires you to compensate the buyer, commonly by an amount equal to the deposit, and you may still owe commission.",
            "**Special conditions** (vacant possession, repairs, furniture, tenancy) are enforceable, so write them precisely and only agree what you can deliver.",
          ],
        },
      ],
    },
    {
      heading: "The developer NOC: conditions and costs",
      blocks: [
        {
          type: "paragraph",
          text: "Before a Dubai property can be transferred, the developer (or master developer) must issue a **No Objection Certificate**. It confirms that service charges are paid to date through Mollak, that there are no outstanding amounts owed to the developer, and that there are no unapproved modifications. Developers set their own fees, commonly AED 500 to AED 5,000 plus VAT, and NOCs are usually valid for a limited period.",
        },
        {
          type: "paragraph",
          text: "Common causes of delay: service charge arrears, unapproved extensions or room conversions, outstanding community fines, or an off-plan unit where the owner has not yet paid the share of the price the developer requires before resale.",
        },
      ],
    },
    {
      heading: "Selling through an attorney, jointly or after inheritance",
      blocks: [
        {
          type: "list",
          items: [
            "**Power of attorney (POA):** must be specific enough to cover selling the named property, signing Form F, receiving payment and attending transfer. A POA signed in the UAE is notarised by a UAE notary public. One signed abroad must be notarised, legalised and attested by the UAE embassy there and by the Ministry of Foreign Affairs in the UAE, then translated into Arabic if needed. Ask the trustee office to review the POA before the transfer date.",
            "**Joint owners:** every owner on the title deed must sign or be represented. A co-owner cannot sell the whole property alone.",
            "**Inherited property:** the heirs need a court inheritance order (or a probated will, for example from the DIFC Wills Service Centre) before the DLD will transfer the property to them or to a buyer. Budget months, not weeks, for this step.",
            "**Company-owned property:** the company's trade licence, memorandum of association and a board resolution authorising the sale are required.",
          ],
        },
      ],
    },
    {
      heading: "Anti-money-laundering checks on sellers",
      blocks: [
        {
          type: "paragraph",
          text: "Real estate brokers are designated non-financial businesses under the UAE's anti-money-laundering (AML) law and are supervised by the Ministry of Economy. They must verify your identity and ownership, screen you against sanctions lists, and identify the beneficial owner if a company sells. Transactions with cash payments at or above the Ministry's threshold (AED 55,000 under current guidance) or paid with virtual assets must be reported through the goAML system. Banks and trustee offices run their own checks. Expect these questions and have documents ready; refusing them will stop the sale.",
        },
      ],
    },
    {
      heading: "Tenanted homes, disclosure and other obligations",
      blocks: [
        {
          type: "list",
          items: [
            "**Tenancy:** a sale does not end a lease; the buyer becomes the landlord. If you need vacant possession, follow the 12-month notarised notice rule explained in the [tenanted property guide](/seller-guides/tenanted-property).",
            "**Disclosure:** do not misstate the size, permitted use, tenancy or known defects. A misrepresentation can lead to a claim to cancel the sale or for damages.",
            "**Utilities and community:** clear the DEWA account and any chiller (district cooling) charges; some developers require final bills for the NOC.",
            "**Golden Visa:** if your residence visa depends on this property, selling it can affect your eligibility. Check with the residency authorities before Form F.",
          ],
        },
      ],
    },
    {
      heading: "How the rules differ in other emirates",
      blocks: [
        {
          type: "paragraph",
          text: "**Abu Dhabi:** sales are registered through the Abu Dhabi Real Estate Centre (ADREC), adverts need a Madhmoun permit, and the 2% transfer fee is paid by the buyer. **Sharjah:** the Sharjah Real Estate Registration Department registers sales, and foreign ownership is limited to designated projects. **Ajman, Ras Al Khaimah and the other emirates** have their own land departments and fee schedules. Confirm local requirements with the land department or a locally licensed agent, and see the [legal compliance guide](/guides/legal-compliance) for the wider framework.",
        },
      ],
    },
    {
      heading: "Seller legal questions",
      blocks: [
        {
          type: "faq",
          items: [
            {
              question: "Can I cancel Form A if I am unhappy with my agent?",
              answer:
                "Form A runs for the period it states. You can agree early termination with the agency; otherwise, an exclusive mandate prevents you from appointing another agent until it ends. Read the term and notice clauses before signing.",
            },
            {
              question: "Do I need a lawyer to sell in Dubai?",
              answer:
                "It is not legally required; the standard DLD forms and the trustee office cover most sales. A lawyer or licensed conveyancer is worth using for inheritance, company-owned property, disputes, or when you are abroad.",
            },
          ],
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

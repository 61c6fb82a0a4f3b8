import type { ContentBody } from "../types";

export default {
  intro:
    "Off-plan property has made up a large share of Dubai sales in recent years, drawn by staged payment plans and new-build specifications. Here is how the purchase works, what protects your money, and how to judge a project before you pay the booking deposit.",
  sections: [
    {
      heading: "How does buying off-plan work in Dubai?",
      blocks: [
        {
          type: "paragraph",
          text: "You buy a unit from the developer before or during construction. After a booking deposit, you sign a sale and purchase agreement (SPA), and the sale is recorded in the Dubai Land Department's interim register through **Oqood**. The DLD transfer fee is still **4% of the price**, normally payable at Oqood registration, though some developers cover part or all of it as a sales incentive.",
        },
        {
          type: "paragraph",
          text: "You then pay instalments according to the payment plan. At completion the developer issues a handover notice, you pay the balance, inspect the unit and receive the keys; the Oqood is then converted into a title deed.",
        },
      ],
    },
    {
      heading: "Which payment plan suits your cash flow?",
      blocks: [
        {
          type: "table",
          caption: "Common off-plan payment structures",
          columns: ["Plan", "How it works", "Best for"],
          rows: [
            [
              "60/40",
              "60% during construction, 40% on handover",
              "Buyers who will take a mortgage at completion",
            ],
            ["50/50", "Even split between construction and handover", "Balanced cash flow, shorter projects"],
            [
              "Post-handover",
              "Part of the price paid in instalments after keys, often over two to five years",
              "Investors who want rental income to help pay",
            ],
            [
              "Construction-linked",
              "Payments tied to verified building milestones",
              "Buyers who want payments to track progress",
            ],
          ],
        },
        {
          type: "paragraph",
          text: "Take a AED 1,500,000 apartment on a 60/40 plan. Expect around AED 150,000 (10%) as the booking deposit plus AED 60,000 DLD fee at the start, then a further AED 750,000 over construction and AED 600,000 at handover. Banks cap lending on off-plan purchases at 50% of value, and whether you can mortgage the handover payment depends on the bank's valuation of the finished unit — a valuation below the price means more cash.",
        },
      ],
    },
    {
      heading: "What protects your money if something goes wrong?",
      blocks: [
        {
          type: "list",
          items: [
            "**Escrow accounts.** Under Dubai Law 8 of 2007, buyers' payments for a registered project go into a project escrow account at an approved bank, released to the developer as construction progresses. Pay only into the escrow account named in your SPA.",
            "**Project registration.** The project must be registered with RERA before it is marketed. Check its status and reported completion percentage on the DLD's Dubai REST app.",
            "**Interim registration.** Law 13 of 2008 requires off-plan sales to be recorded in the interim register, which is what Oqood does. Keep your Oqood certificate safe.",
            "**Default rules.** The same law, as amended, sets how much a developer may retain if a buyer stops paying, on a scale linked to how complete the project is. Read that clause before signing.",
          ],
        },
      ],
    },
    {
      heading: "What are the main risks of off-plan investment?",
      blocks: [
        {
          type: "list",
          items: [
            "**Delays.** Handover dates slip; check how the SPA treats delay and whether any compensation applies.",
            "**Supply at handover.** If many similar units complete in the same area at once, rents and resale prices can soften just as you need a tenant or buyer.",
            "**Resale restrictions.** Many developers allow resale before completion only after a set share of the price has been paid, and may charge an admin fee.",
            "**Specification changes.** Finishes, layouts or amenities can differ from the brochure within limits allowed by the contract.",
            "**Service charges.** Charges for a new building are estimates until it has operated for a year or two.",
          ],
        },
        {
          type: "callout",
          title: "A discount is a return too",
          text: "Some developers offer a lower price for cash or a faster payment schedule. Compare that discount against the value of keeping your cash longer under a stretched payment plan — sometimes the discount is worth more.",
        },
      ],
    },
    {
      heading: "How should you assess a project before booking?",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "Look up the developer's delivery record: completed projects, how late they were and owners' views of build quality.",
            "Confirm RERA registration, the escrow bank and account number, and the planned completion date.",
            "Compare the price per square foot with registered resales in completed buildings nearby, from the DLD's transaction data.",
            "Check how many units are planned for handover in the same community over the next few years.",
            "Model your exit: rent achievable on completion, mortgage at handover, or resale.",
            "Have the SPA reviewed, including the cancellation and delay clauses — see our [legal checklist](/buyer-guides/legal-checklist).",
          ],
        },
      ],
    },
    {
      heading: "Is off-plan right for you?",
      blocks: [
        {
          type: "paragraph",
          text: "Off-plan works best for buyers with a long horizon, reliable cash for each instalment and a clear plan for handover. It suits those less well who need to stop renting soon or who rely on selling before completion to fund the balance. If you do buy, keep a cash buffer of at least one instalment in case a payment falls due before expected income arrives. Browse current launches on [new property](/new-property), and read our [first-time buyer guide](/news/first-time-buyer-guide) if you are weighing a ready home instead.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

import type { ContentBody } from "../types";

export default {
  intro:
    "A practical checklist for moving home in the UAE, from the day you sign the lease to the day you get your old deposit back: permits, utilities, internet, movers and the handover inspection.",
  sections: [
    {
      heading: "Four to six weeks before: plan the move",
      blocks: [
        {
          type: "list",
          items: [
            "**Give notice on your current home** in the way your contract requires, usually in writing 60 or 90 days before the end of the term. Check the early termination clause if you are leaving mid-term.",
            "**Fix the move date** with both landlords. Avoid the last and first days of the month if you can; movers and building lifts are busiest then.",
            "**Get three moving quotes** based on a video survey or home visit, and check the company's trade licence and whether goods are insured in transit.",
            "**Plan around the heat:** from June to September, book early-morning slots and protect electronics and wooden furniture from heat in the truck.",
          ],
        },
      ],
    },
    {
      heading: "Two to three weeks before: Ejari, move-in permit and utilities",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "**Register the new lease on Ejari** (Tawtheeq in Abu Dhabi). Almost everything else depends on it. See [rental contracts](/renter-guides/rental-contracts).",
            "**Apply for the building's move-in permit** from the building management or owners' association. Most towers and many communities require one, with copies of the Ejari or tenancy contract, your ID, the landlord's title deed and the movers' trade licence. Many charge a refundable damage deposit and set fixed moving hours and service lift bookings.",
            "**Open a DEWA account** online or in the DEWA app with your Ejari number. The refundable security deposit is AED 2,000 for an apartment and AED 4,000 for a villa, plus a small connection fee. Activation is usually quick once the Ejari is registered.",
            "**Set up district cooling if the building uses it,** for example with Empower. Cooling is billed separately from DEWA, usually with its own deposit and activation fee, and can be a significant monthly cost in summer.",
            "**Arrange gas** if the building has piped gas; the provider will need a deposit and a meter reading.",
            "**Book internet** with du or e&. Which provider is available depends on the building's infrastructure, so check before you order. Installation usually needs your Emirates ID and sometimes the Ejari, and can take several days.",
          ],
        },
      ],
    },
    {
      heading: "What should a move cost? A worked budget",
      blocks: [
        {
          type: "paragraph",
          text: "A two-bedroom apartment move within Dubai, with packing included. Moving prices vary with volume, distance, floor levels and season; treat these as rough ranges and compare quotes.",
        },
        {
          type: "table",
          caption: "Rough one-off moving costs for a two-bedroom apartment in Dubai",
          columns: ["Item", "Rough cost", "Refundable?"],
          rows: [
            ["Movers with packing and assembly", "AED 2,500–4,500", "No"],
            ["Building move-in damage deposit", "AED 0–3,000, building-specific", "Yes, after inspection"],
            ["DEWA security deposit (apartment)", "AED 2,000", "Yes, against the final bill"],
            ["DEWA connection and account fees", "Allow about AED 300", "No"],
            [
              "District cooling deposit and activation",
              "Varies by provider, where applicable",
              "Deposit usually yes",
            ],
            ["Internet installation", "Often free on a 12- or 24-month contract", "No"],
            ["Ejari registration", "About AED 220", "No"],
          ],
        },
        {
          type: "paragraph",
          text: "In this example, budget roughly AED 5,000 to AED 10,000 in cash for the move itself, plus any cooling deposit, of which AED 2,000 to AED 5,000 comes back as deposits. Moves out of a studio cost less; villa moves can run to AED 6,000–10,000 or more for the movers alone.",
        },
      ],
    },
    {
      heading: "Moving day: what to check",
      blocks: [
        {
          type: "list",
          items: [
            "Have the move-in permit, IDs and the movers' documents ready for building security.",
            "Protect lifts, corridors and floors, as the building will inspect them against your damage deposit.",
            "Check that power, water, AC and hot water are working before the movers leave.",
            "Count boxes and check fragile items before signing the movers' completion note.",
            "Keep valuables, documents, chargers and medicines with you.",
          ],
        },
      ],
    },
    {
      heading: "The first week: record the condition of the home",
      blocks: [
        {
          type: "paragraph",
          text: "Walk through the empty home before unpacking and record its condition with dated photos and video: walls, floors, appliances, AC, bathrooms, balcony and any existing damage. Send the landlord or agent a written list of defects within the first few days and keep their reply. This record is what protects your security deposit when you move out. If the AC or water heater fails, report it in writing; under most contracts and the tenancy law, major repairs are the landlord's responsibility. See [tenant rights](/renter-guides/tenant-rights).",
        },
      ],
    },
    {
      heading: "Settling in: addresses, schools and services",
      blocks: [
        {
          type: "list",
          items: [
            "Update your address with your bank, employer, insurers and schools.",
            "Note the building's **Makani number**, Dubai's 10-digit location code on the building plate, for deliveries and emergency services.",
            "If you drive, check parking permits for your building or community and how many cars are included.",
            "Set up home contents insurance; the landlord's building policy does not cover your belongings.",
          ],
        },
      ],
    },
    {
      heading: "Moving out of your old home: getting deposits back",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "Repair any damage you caused and clean the property thoroughly; repaint only if the contract requires it.",
            "Request a final DEWA reading and bill for your move-out date; the deposit is refunded against it. Do the same with district cooling and gas.",
            "Cancel or transfer the internet contract; early cancellation can carry a fee.",
            "Arrange a joint inspection and hand back all keys, access cards and parking tags, getting a signed receipt.",
            "Ask for the security deposit, with any deductions explained. If it is not returned fairly, you can claim it at the Rental Disputes Centre.",
            "Make sure the Ejari is cancelled so you can register the new one, and apply for the old building's move-out permit if required.",
          ],
        },
        {
          type: "callout",
          title: "Choosing where to move",
          text: "If you have not chosen an area yet, the [neighbourhood guide](/renter-guides/neighborhood-guide) compares commutes, schools and budgets, and [rental costs](/renter-guides/rental-costs) shows the full upfront cost of a new lease.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

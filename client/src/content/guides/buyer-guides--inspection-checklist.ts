import type { ContentBody } from "../types";

export default {
  intro:
    "What to check before you buy a resale home and before you accept the keys to a new one. UAE law does not require a survey, so an inspection is your own protection; this guide covers what to look for, when to do it and who pays for repairs.",
  sections: [
    {
      heading: "When should you inspect?",
      blocks: [
        {
          type: "list",
          items: [
            "**Resale property:** inspect before you sign Form F, or write into Form F that the sale is subject to a satisfactory inspection within a set number of days, with agreed repairs or a price reduction if defects are found. After Form F, your 10% deposit is at stake.",
            "**Off-plan or newly completed property:** the developer invites you to a handover inspection once the building completion certificate is issued. Snag (record defects) before you sign the handover form and take the keys; the developer must fix listed items.",
            "**Before a transfer date:** a short final walk-through confirms agreed repairs were done and nothing has been removed or damaged.",
          ],
        },
      ],
    },
    {
      heading: "Should you hire a professional inspector, and what does it cost?",
      blocks: [
        {
          type: "paragraph",
          text: "Independent inspection and snagging companies use moisture meters, thermal cameras and pressure gauges that find problems a visual check misses, such as hidden leaks behind tiles or faulty air-conditioning ducts. Prices depend on size and the company; as a guide, expect roughly AED 1,000 to AED 2,500 for an apartment and AED 2,500 to AED 6,000 for a villa, with the report delivered within a day or two. Ask for a sample report, check the company's trade licence, and choose one with no link to the seller, agent or developer.",
        },
        {
          type: "paragraph",
          text: "Example: a AED 1,800 inspection of a AED 1,500,000 resale apartment finds a failed shower waterproofing membrane and an AC unit that needs replacing. The repair quotes total AED 14,000, which the buyer negotiates off the price or makes a condition in Form F.",
        },
      ],
    },
    {
      heading: "Resale checklist: what to inspect room by room",
      blocks: [
        {
          type: "list",
          items: [
            "**Air-conditioning:** the biggest running cost and the most common complaint. Check each unit cools quickly, the drain lines are clear, there is no mould at the vents and the service history is available. Find out whether cooling is central, split units or district cooling (for example Empower), because district cooling adds capacity and consumption charges.",
            "**Damp and leaks:** look for stains, bubbling paint and a musty smell under sinks, around showers, on ceilings below bathrooms and near AC units. Ask the inspector to use a moisture meter.",
            "**Plumbing:** run every tap and shower; check pressure, hot water (water heaters are often in a ceiling void or cupboard), drainage speed and toilet seals.",
            "**Electrics:** test sockets and switches, check the distribution board is labelled and has no scorch marks, and confirm the DEWA account has no unpaid balance.",
            "**Structure and finishes:** cracks wider than a hairline, especially diagonal ones near doors and windows; loose or hollow-sounding tiles; uneven floors; balcony drainage and glass balustrade fixings.",
            "**Windows and doors:** seals, locks and whether sliding doors run smoothly. Poor seals let in dust and heat.",
            "**Kitchen and appliances:** if appliances are included, list them in Form F and test them.",
            "**Villas and townhouses:** roof waterproofing, boundary walls, irrigation, pool pumps and filters, and whether extensions or pergolas were approved by the master developer.",
            "**Building and community:** lifts, car park, gym and pool condition; the building's service charge rate; and any major works planned that owners will be asked to fund.",
          ],
        },
      ],
    },
    {
      heading: "Snagging a new home: the handover checklist",
      blocks: [
        {
          type: "paragraph",
          text: "New homes in the UAE often have finishing defects because many units are completed at once. Snagging is the process of listing them so the developer fixes them before or shortly after handover.",
        },
        {
          type: "list",
          ordered: true,
          items: [
            "**Check the paperwork first:** the completion certificate, your final statement of account, and that the unit number, area and specification match the sale and purchase agreement. Measure the area if you doubt it; many agreements allow a small tolerance, with a price adjustment beyond it.",
            "**Inspect everything before signing:** walls, ceilings and paint; tile alignment and grout; joinery, doors and wardrobes; sanitary ware and silicone; electrical points; AC and water heaters; windows and balcony.",
            "**Record each defect** with a photo, its location and a description, and submit the list to the developer in writing. Keep a copy of the acknowledgement.",
            "**Re-inspect** once the developer reports the work done, and sign off only when the list is closed, or list outstanding items on the handover form.",
          ],
        },
        {
          type: "callout",
          title: "Do not move in and then snag",
          text: "Once furniture is in, defects are harder to spot and easier for a developer to blame on the occupant. Snag an empty home and keep dated photos.",
        },
      ],
    },
    {
      heading: "Who pays for defects after handover?",
      blocks: [
        {
          type: "paragraph",
          text: "In Dubai, the jointly owned property law (Law 6 of 2019) makes the developer responsible for repairing structural defects for 10 years from the completion certificate and for defects in installations such as electrical, mechanical and plumbing systems for one year. The UAE Civil Transactions Law also holds contractors and engineers liable for structural failures for 10 years. Report defects in writing as soon as you find them.",
        },
        {
          type: "paragraph",
          text: "For a resale property there is no such cover from the seller unless Form F says so. Defects are usually the buyer's risk after transfer, which is why the inspection comes first. Common areas of a building are the owners' association's responsibility, funded by service charges.",
        },
      ],
    },
    {
      heading: "What to do with the inspection report",
      blocks: [
        {
          type: "table",
          caption: "How buyers typically handle defects found before Form F",
          columns: ["Finding", "Typical approach"],
          rows: [
            [
              "Minor cosmetic issues (paint, grout, seals)",
              "Accept and budget, or ask the seller to fix before transfer",
            ],
            [
              "AC units near end of life, appliance faults",
              "Negotiate a price reduction based on replacement quotes",
            ],
            [
              "Active leaks, damp, failed waterproofing",
              "Require repair before transfer, with a re-inspection, or reduce the price",
            ],
            ["Structural cracks, unapproved extensions", "Get specialist advice; consider walking away"],
          ],
        },
        {
          type: "paragraph",
          text: "Put any agreement in the special conditions of Form F: what will be repaired, by when, and what happens if it is not. Then continue with the [legal checklist](/buyer-guides/legal-checklist) for the transfer, and see the [mortgage guide](/buyer-guides/mortgage-guide) if a low bank valuation also needs negotiating.",
        },
      ],
    },
    {
      heading: "Inspection questions buyers often ask",
      blocks: [
        {
          type: "faq",
          items: [
            {
              question: "Can I inspect before the seller has accepted my offer?",
              answer:
                "Yes, and it is better to. Agree a second visit with the agent for the inspector; most sellers accept a one- to two-hour visit.",
            },
            {
              question: "Does the bank's valuation replace an inspection?",
              answer:
                "No. The valuer estimates the market value for the bank's lending; it is not a condition survey and does not test AC, plumbing or damp.",
            },
            {
              question: "Is snagging worth it if the developer has a good reputation?",
              answer:
                "Yes. Defects come from individual subcontractors and rushed handovers, not only the developer's brand, and a written list is what obliges the developer to return and fix them.",
            },
          ],
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

import type { ContentBody } from "../types";

export default {
  intro:
    "Umm Al Quwain (UAQ) is the least populous emirate, a quiet coastal place of lagoons, mangroves and low rents between Ajman and Ras Al Khaimah. New waterfront projects are starting to draw buyers from Dubai.",
  sections: [
    {
      heading: "What is the market doing in 2025–2026?",
      blocks: [
        {
          type: "paragraph",
          text: "For most of the past two decades UAQ's property market was small and local, and it carried the scars of the 2008 crash: large projects such as Al Salam City and White Bay were put on hold or liquidated. That is changing. Road upgrades and the E311 make Dubai reachable in under an hour, and new master-planned waterfront projects, including villa and apartment developments on Al Sinniyah Island, have been launched by large developers since 2024.",
        },
        {
          type: "paragraph",
          text: "Most of these projects are off-plan, and the resale and rental markets for them are still untested. Rents in established districts such as [Al Salamah](/areas/al-salamah) remain among the lowest in the country.",
        },
      ],
    },
    {
      heading: "Ownership rules for foreigners",
      blocks: [
        {
          type: "paragraph",
          text: "UAE and GCC nationals can own property anywhere in UAQ. Foreigners can buy only in designated projects, mostly new master-planned developments on the waterfront; older villas and buildings in the town and its suburbs are generally owned by nationals and rented out. Some projects have historically offered long leases rather than freehold, so check the title type.",
        },
        {
          type: "paragraph",
          text: "Ask the UAQ government's land and property department, not only the developer or agent, to confirm in writing that a project is registered, that the unit can be registered in your name, and how buyers' payments are protected.",
        },
      ],
    },
    {
      heading: "Registration and fees",
      blocks: [
        {
          type: "paragraph",
          text: "Sales are registered with the UAQ land and property department. Fee schedules are less widely published than in Dubai or Abu Dhabi, so get the current registration fee in writing before you commit, and budget for an agency commission (often 2% plus VAT). Mortgage lending in UAQ is limited; confirm that your bank will lend on the specific project before paying a reservation fee.",
        },
      ],
    },
    {
      heading: "Renting in Umm Al Quwain",
      blocks: [
        {
          type: "list",
          items: [
            "**Attestation:** tenancy contracts should be attested by UAQ Municipality, which you need for visas and utility connections.",
            "**Utilities:** Etihad Water and Electricity supplies homes and takes a deposit.",
            "**Costs:** rents are low and landlords often accept several cheques; agree villa maintenance responsibilities in writing.",
            "**Indicative 2025–2026 rents:** about AED 20,000–30,000 a year for a 1-bedroom flat and AED 50,000–80,000 for a 3–4-bedroom villa in established districts.",
          ],
        },
      ],
    },
    {
      heading: "Main areas",
      blocks: [
        {
          type: "list",
          items: [
            "[Umm Al Quwain Marina](/areas/umm-al-quwain-marina): the waterfront around the old town, lagoon and new island projects.",
            "[Al Salamah](/areas/al-salamah): family villas and flats near the E311, mainly rental.",
          ],
        },
      ],
    },
    {
      heading: "Getting there and around",
      blocks: [
        {
          type: "paragraph",
          text: "Sheikh Mohammed bin Zayed Road (E311) and the coastal E11 connect UAQ with Ajman, Sharjah and Dubai; Dubai International is about 40–50 minutes away off-peak and Sharjah International about 30 minutes. Public transport is minimal, so you need a car. The UAQ Free Trade Zone is a low-cost base for small companies.",
        },
      ],
    },
    {
      heading: "Who Umm Al Quwain suits",
      blocks: [
        {
          type: "paragraph",
          text: "Families who want a large villa on a small budget, people working in UAQ, Ajman or the northern industrial areas, boating and outdoor enthusiasts, and buyers of a waterfront second home who accept a thin resale market. It suits less well those who need a wide choice of schools, hospitals and shops nearby.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

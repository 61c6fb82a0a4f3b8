import type { ContentBody } from "../../types";

export default {
  intro:
    "Umm Al Quwain Marina covers the waterfront around UAQ's old town, creek and lagoon, where older villas and marina-side homes sit alongside new master-planned projects on the water and on Al Sinniyah Island.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "Umm Al Quwain town sits on a sandy peninsula facing a large lagoon of mangroves and islands. Around the marina and the creek you find boat clubs, fishing harbours, seafood restaurants, the old fort (now the Umm Al Quwain Museum) and quiet residential streets. Kayaking in the mangroves, sailing and beach days set the rhythm, and the whole emirate has a small-town feel.",
        },
        {
          type: "paragraph",
          text: "New development is changing the waterfront. Emaar's large Umm Al Quwain Marina master plan was announced in 2005 and progressed slowly, and more recent launches, including projects on Al Sinniyah Island across the lagoon, are bringing villas and apartments aimed at buyers from Dubai.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "The coastal E11 runs through UAQ towards Ajman, Sharjah and Ras Al Khaimah, and Sheikh Mohammed bin Zayed Road (E311) gives a faster inland route to Dubai. Public transport is minimal; everyone drives.",
        },
        {
          type: "list",
          items: [
            "Sharjah International Airport (SHJ): about 30–35 minutes",
            "Dubai International (DXB): about 40–50 minutes off-peak",
            "Downtown Dubai: about 55–65 minutes off-peak",
          ],
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "UAQ has supermarkets, clinics and a government hospital, but a limited choice of private schools and malls; many families drive to Ajman or Sharjah for international schools and bigger shopping. Check school inspection results with the UAE Ministry of Education. Dreamland Aqua Park, further north, is the emirate's best-known family day out.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Foreigners can buy in Umm Al Quwain only in designated projects, mainly the newer master-planned waterfront developments; older homes in the town are generally owned by UAE nationals. Registration goes through the UAQ government's land and property department, and fees and procedures are less standardised than in Dubai, so ask the department (not only the developer) to confirm the title type, fees and that the project is registered.",
        },
        {
          type: "paragraph",
          text: "Indicative 2025–2026 levels: new waterfront villas and townhouses ask from about AED 1,300,000 to AED 3,000,000 and more, with premium island villas far higher. Annual rents for villas are roughly AED 60,000–100,000. Much of the new supply is off-plan, so check escrow arrangements and the developer's delivery record.",
        },
      ],
    },
    {
      heading: "Who it suits",
      blocks: [
        {
          type: "paragraph",
          text: "Buyers who want a waterfront home or weekend retreat at lower prices than Dubai, boating and outdoor enthusiasts, and retirees or remote workers happy with a quiet town.",
        },
      ],
    },
    {
      heading: "What to watch for",
      blocks: [
        {
          type: "list",
          items: [
            "UAQ has a history of delayed and cancelled projects; check the status of any specific phase before buying.",
            "Limited resale market and few banks lending; plan for cash or a long holding period.",
            "Amenities are thin; budget time for school runs and shopping trips to Ajman or Sharjah.",
          ],
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

import type { ContentBody } from "../types";

export default {
  intro:
    "Fujairah is the only emirate facing the Gulf of Oman, a place of mountains, beaches and one of the world's largest bunkering ports. Its property market is small and mostly rental, and foreign ownership is limited.",
  sections: [
    {
      heading: "What is the market doing in 2025–2026?",
      blocks: [
        {
          type: "paragraph",
          text: "Fujairah's housing market is driven by local demand, from port, shipping, energy and government workers, rather than by international investors. Rents are among the lowest on the coast, and most new building is villas for UAE nationals under government housing programmes, apartment blocks in [Fujairah City](/areas/fujairah-city) and hotels along the Al Aqah coast. Tourism and better road links have lifted interest in holiday homes, but sales volumes remain small compared with the west coast.",
        },
        {
          type: "paragraph",
          text: "The Sheikh Khalifa bin Zayed Highway (E89) brought Dubai to within about 90 minutes, and Etihad Rail's passenger network is planned to include Fujairah. Check its current status before relying on it for a commute.",
        },
      ],
    },
    {
      heading: "Ownership rules for foreigners",
      blocks: [
        {
          type: "paragraph",
          text: "Property ownership in Fujairah is largely reserved for UAE and GCC nationals. Foreigners can buy only in specific projects approved by the government, and there are few of them. Law No. 3 of 2023 introduced a framework for jointly owned property, covering owners' associations, common areas and a register of such buildings, which is the groundwork for more apartment projects sold on title.",
        },
        {
          type: "paragraph",
          text: "Because the rules are less established than in Dubai or Abu Dhabi, treat any offer to a foreign buyer with care: ask for written confirmation from the Fujairah government's land and property registration office that the unit can be registered in your name, and what title (freehold or long lease) you will hold.",
        },
      ],
    },
    {
      heading: "Registration and fees",
      blocks: [
        {
          type: "paragraph",
          text: "Sales and long leases are registered by the Fujairah government's land and property registration office; enquire through Fujairah Municipality. Fee schedules for foreign buyers are not widely published, so ask the office directly for the registration fee and any valuation it will apply, and budget for an agency commission (often 2% plus VAT). Few banks lend on Fujairah property for expatriates, so most foreign buyers need cash.",
        },
      ],
    },
    {
      heading: "Renting in Fujairah",
      blocks: [
        {
          type: "list",
          items: [
            "**Attestation:** tenancy contracts should be attested by Fujairah Municipality; you need the attested contract for visas and utilities.",
            "**Utilities:** Etihad Water and Electricity supplies homes and takes a deposit.",
            "**Costs:** landlords often accept several cheques; villa leases commonly leave maintenance to be agreed, so put it in writing.",
            "**Weather:** the July 2022 floods showed how quickly wadis can flood; ask about a property's flood history.",
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
            "[Fujairah City](/areas/fujairah-city): the capital, with the corniche, port, malls and hospital.",
            "[Al Faseel](/areas/al-faseel): beach-side suburb north of the centre, popular with families.",
            "[Dibba](/areas/dibba): quiet northern town for diving, beaches and the Musandam border.",
          ],
        },
      ],
    },
    {
      heading: "Getting there and around",
      blocks: [
        {
          type: "paragraph",
          text: "Fujairah International Airport (FJR) has few scheduled flights, so most residents fly from Dubai International (about 1 hour 20–30 minutes by road) or Sharjah International (about 1 hour 15 minutes). The E89 across the mountains and the E99 coast road are the main routes, and an intercity bus links Fujairah City with Dubai. Fujairah Free Zone, beside the port, is home to many trading and shipping companies.",
        },
      ],
    },
    {
      heading: "Who Fujairah suits",
      blocks: [
        {
          type: "paragraph",
          text: "People working at the port, in shipping, energy or local government; families who want a villa and a quieter life between mountains and sea; divers, hikers and remote workers. It suits less well anyone who needs to be in Dubai most days, or foreign investors looking for a straightforward freehold purchase: for that, compare [Ras Al Khaimah](/ras-al-khaimah) or [Ajman](/ajman).",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

import type { ContentBody } from "../../types";

export default {
  intro:
    "Emirates City is a cluster of freehold apartment towers in inland Ajman beside Sheikh Mohammed bin Zayed Road (E311), offering some of the cheapest property purchases in the UAE, along with the risks that come with them.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "Launched in the mid-2000s as a large freehold tower district, Emirates City was hit hard by the 2008 crash, and several towers were delayed for years or stalled. Today many buildings, such as the Paradise Lakes towers, are completed and occupied, but the area is still patchy: finished towers next to empty plots and unfinished structures, with limited shops and greenery.",
        },
        {
          type: "paragraph",
          text: "Residents are mostly tenants on tight budgets and owners who bought for yield.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "Being right on the E311 is the main advantage: you skip Sharjah's city traffic and head straight to Dubai. Public transport is minimal, so residents rely on cars and taxis.",
        },
        {
          type: "list",
          items: [
            "Sharjah International Airport (SHJ): about 20 minutes",
            "Dubai International (DXB): about 30–35 minutes off-peak",
            "Downtown Dubai: about 40–45 minutes off-peak",
          ],
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Daily shopping is limited to small supermarkets in tower podiums; City Centre Ajman and Ajman China Mall are about 15 minutes away. Schools and hospitals are in central Ajman and Al Jurf, including Thumbay University Hospital. Check school inspection results with the UAE Ministry of Education and confirm school-bus coverage.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Emirates City is a designated freehold area, so foreigners can buy, with transfers registered at Ajman's Department of Land and Real Estate Regulation (fee for non-GCC buyers historically 3%; confirm the 2025 schedule). Indicative 2025–2026 asking levels: studios about AED 170,000–280,000 and 1-bedroom apartments about AED 250,000–400,000. Annual rents run roughly AED 14,000–20,000 for a studio and AED 20,000–28,000 for a 1-bedroom.",
        },
        {
          type: "paragraph",
          text: "Gross yields look high on paper, but vacancies, service-charge arrears and management problems can cut them sharply.",
        },
      ],
    },
    {
      heading: "Who it suits",
      blocks: [
        {
          type: "paragraph",
          text: "Renters who need the lowest possible rent with easy motorway access, and experienced cash investors who can check a building's history thoroughly.",
        },
      ],
    },
    {
      heading: "What to watch for",
      blocks: [
        {
          type: "list",
          items: [
            "Never buy off-plan here without checking the project's registration, escrow account and construction status with the land department.",
            "Many banks will not lend on Emirates City towers; expect to pay cash.",
            "Check the owners' association: unpaid service charges can leave common areas poorly maintained.",
            "Resale can be slow; assume a long holding period.",
          ],
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

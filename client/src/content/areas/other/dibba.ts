import type { ContentBody } from "../../types";

export default {
  intro:
    "Dibba (Dibba Al Fujairah) is a small coastal town at the northern end of the UAE's east coast, framed by mountains and the Gulf of Oman, and known for beaches, diving and a slow pace of life.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "The town is shared between three authorities: Dibba Al Fujairah, Dibba Al Hisn (part of Sharjah) and Dibba Al Baya across the border in Oman's Musandam. The Fujairah side has low-rise homes, farms, a fishing harbour and a corniche. South along the coast, the Al Aqah beach strip has resort hotels, Snoopy Island for snorkelling, and Al Bidiyah Mosque, the UAE's oldest known mosque.",
        },
        {
          type: "paragraph",
          text: "Life is quiet and close to nature, with boat trips into the Musandam fjords, mountain hikes and excellent diving, but few shops or restaurants compared with the big cities.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "The E99 coast road links Dibba with Khor Fakkan and Fujairah City, and the road through Masafi joins the highways to Dubai and Sharjah. Public transport is very limited; a car is essential. Crossing into Omani Dibba is subject to border rules that change; check before you rely on it.",
        },
        {
          type: "list",
          items: [
            "Fujairah International Airport (FJR): about 45–50 minutes",
            "Dubai International (DXB): about 1 hour 45 minutes",
            "Sharjah International Airport (SHJ): about 1 hour 30 minutes",
          ],
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Dibba has supermarkets, clinics and a government hospital for everyday needs; specialist care, bigger malls and a wider choice of schools are in Fujairah City or Khor Fakkan. Families should check school options carefully and confirm inspection results with the UAE Ministry of Education.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Ownership in Fujairah is largely restricted to UAE and GCC nationals; foreigners can buy only in projects the Fujairah government has approved, and there are few in Dibba. Holiday apartments marketed near the resorts should be checked with the Fujairah land and property registration office before you pay anything.",
        },
        {
          type: "paragraph",
          text: "Renting is the usual route. Indicative 2025–2026 annual rents: 1-bedroom apartments about AED 22,000–32,000 and villas about AED 45,000–80,000, with beachfront homes higher. Leases should be attested by the municipality so you can use them for visas and utility connections with Etihad Water and Electricity.",
        },
      ],
    },
    {
      heading: "Who it suits",
      blocks: [
        {
          type: "paragraph",
          text: "Divers, hikers and outdoor lovers, remote workers who rarely need to be in Dubai, hospitality staff at the Al Aqah resorts, and people looking for a weekend or retirement base on the coast.",
        },
      ],
    },
    {
      heading: "What to watch for",
      blocks: [
        {
          type: "list",
          items: [
            "Long distance to major hospitals, malls and the main airports.",
            "Flash floods after heavy rain in the wadis; check a property's history.",
            "Check which emirate, or country, an address is actually in: Dibba's three parts have different rules.",
          ],
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

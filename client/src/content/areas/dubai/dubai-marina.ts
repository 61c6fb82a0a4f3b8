import type { ContentBody } from "../../types";

export default {
  intro:
    "Dubai Marina is a dense district of around 200 towers wrapped around a man-made canal, with the beach at JBR a short walk away. It offers city life without a car, at prices below Downtown.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "The heart of the area is Marina Walk, a promenade of about 7 km around the water, lined with cafés, restaurants and yacht berths. Towers range from early-2000s blocks to landmarks such as Cayan Tower, Princess Tower and Marina Gate. The beach, The Walk at JBR and Bluewaters are a 10–15 minute stroll from most buildings.",
        },
        {
          type: "paragraph",
          text: "It is lively, international and noisy on weekends. Many residents live without a car, but those who drive should expect slow traffic on the internal roads at peak times.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "Two Red Line stations serve the Marina: **Sobha Realty** (formerly Dubai Marina) and **DMCC** (formerly Jumeirah Lakes Towers), both on Sheikh Zayed Road. The Dubai Tram loops through the area, with stops including Dubai Marina Mall and Dubai Marina, and connects to the Palm Monorail. Station names are sold under naming rights and change every few years, so check the RTA's S'hail app.",
        },
        {
          type: "paragraph",
          text: "By car, Sheikh Zayed Road and King Salman bin Abdulaziz Al Saud Street lead out of the area. Off-peak, DWC is about 25–30 minutes away, Downtown about 20–25 minutes and DXB about 30–40 minutes.",
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Most schools are a short drive away: Dubai College and Wellington International School in Al Sufouh, and Dubai British School, Emirates International School – Meadows and Dubai International Academy around the Emirates Living communities.",
        },
        {
          type: "paragraph",
          text: "Dubai Marina Mall covers everyday shopping, with Ibn Battuta Mall and Mall of the Emirates within 15 minutes' drive. There are clinics in many tower podiums, and Saudi German Hospital and Al Zahra Hospital in Al Barsha are about 15–20 minutes away.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Everything is freehold apartments, from studios to duplex penthouses, by developers including Emaar, Select Group, Damac and Cayan. Typical 2025–2026 ranges:",
        },
        {
          type: "list",
          items: [
            "Studios: about AED 750k–1.1M, renting for roughly AED 65–90k a year",
            "1-bed: about AED 1.1–1.8M, renting for roughly AED 85–130k a year",
            "2-bed: around AED 1.8–3M, renting for about AED 120–180k a year",
            "3-bed: around AED 3–5M, with full marina or sea views costing more",
          ],
        },
        {
          type: "paragraph",
          text: "Older towers trade at a clear discount to newer ones such as Marina Gate. Check the building's recent DLD transactions (through the Dubai REST app) rather than relying on asking prices.",
        },
      ],
    },
    {
      heading: "Who it suits and what to watch for",
      blocks: [
        {
          type: "paragraph",
          text: "The Marina suits young professionals, couples and sharers who want nightlife and the beach, and investors chasing steady rental demand.",
        },
        {
          type: "paragraph",
          text: "Before you commit, compare service charges (often around AED 15–25 per sq ft a year, and higher in some towers), ask about chiller fees, and check parking: many units come with one space only. Refurbishment work in older towers can mean months of noise, so ask the building manager what is scheduled. Our [rental costs guide](/renter-guides/rental-costs) helps you budget for move-in costs.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

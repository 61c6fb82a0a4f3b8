import type { ContentBody } from "../../types";

export default {
  intro:
    "Emirates Hills is Emaar's gated enclave of large custom villas around The Montgomerie golf course, next to The Meadows and The Springs. It is one of Dubai's most exclusive addresses.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "Villas sit on large plots in lettered sectors, many custom-built by owners in styles from Mediterranean to contemporary, with lake and fairway views. Streets are quiet, gated and patrolled, with mature landscaping.",
        },
        {
          type: "paragraph",
          text: "Residents are mostly business owners and senior executives, and life is private and car-based. Don't confuse Emirates Hills with the neighbouring Meadows, Springs and Lakes: they are Emaar villa communities too, but at a fraction of the price.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "**DMCC** and **Sobha Realty** stations on the Red Line are about 5–10 minutes' drive away. Sheikh Zayed Road and Al Khail Road are both close.",
        },
        {
          type: "paragraph",
          text: "Off-peak, Dubai Marina is about 5–10 minutes away, Downtown about 20 minutes, DXB about 30 minutes and DWC about 25–30 minutes. The junctions near JLT and Sheikh Zayed Road back up at peak times.",
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Dubai International Academy, Dubai British School and Emirates International School – Meadows are within a few minutes' drive, with Dubai College and the American School of Dubai about 15 minutes away.",
        },
        {
          type: "paragraph",
          text: "Springs Souk and Meadows Village cover daily shopping, with Dubai Marina Mall and Mall of the Emirates a short drive. Saudi German Hospital and Al Zahra Hospital in Al Barsha are about 15 minutes away.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Emirates Hills is freehold, developed by Emaar, with villas only. Typical 2025–2026 ranges:",
        },
        {
          type: "list",
          items: [
            "Villas: roughly AED 30M to well above AED 150M, depending on plot, view and build",
            "Rents: roughly AED 1–3M a year",
          ],
        },
        {
          type: "paragraph",
          text: "Plot, golf or lake frontage and the age of the house matter more than averages: a new modern mansion can cost several times an original 2000s villa nearby. Some buyers purchase older homes to rebuild, which needs Emaar and Dubai Municipality approvals.",
        },
        {
          type: "paragraph",
          text: "Transaction costs add up at this level: the 4% DLD transfer fee on a AED 50,000,000 villa is AED 2,000,000. Mortgage borrowers are capped at 70% loan-to-value on an expatriate's first home above AED 5M. Many sales are private, so ask a RERA-registered agent with a valid BRN for recent DLD transactions.",
        },
      ],
    },
    {
      heading: "Who it suits and what to watch for",
      blocks: [
        {
          type: "paragraph",
          text: "Emirates Hills suits ultra-high-net-worth buyers, families wanting very large private villas and long-term owner-occupiers.",
        },
        {
          type: "paragraph",
          text: "Watch renovation and rebuilding works on neighbouring plots, high running costs (summer DEWA bills, staff, pools and landscaping) and the time it can take to sell at the top of the market. Read our [luxury properties](/categories/luxury-properties) page and compare [Palm Jumeirah](/areas/palm-jumeirah).",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

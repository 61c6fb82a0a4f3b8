import type { ContentBody } from "../../types";

export default {
  intro:
    "Arabian Ranches is Emaar's family villa community off Sheikh Mohammed Bin Zayed Road, launched in the early 2000s and extended with Arabian Ranches 2 and 3. It is one of Dubai's most established suburbs.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "The original Ranches has mature landscaping, winding streets of Spanish- and Arabic-style villas, lakes, parks and a community centre, the Ranches Souk. Arabian Ranches 2 is similar but newer, and Arabian Ranches 3 adds modern townhouses and villas, some still being completed.",
        },
        {
          type: "paragraph",
          text: "Life is quiet and car-based. Residents cycle, walk dogs and use the pools and sports fields; the Arabian Ranches Golf Club and the Dubai Polo & Equestrian Club sit alongside.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "There is no Metro nearby; you will need a car. The main routes are Sheikh Mohammed Bin Zayed Road (E311), Al Qudra Road and Umm Suqeim Road towards the coast. Off-peak, Downtown is about 20–25 minutes away, DXB about 25–30 minutes and DWC about 30 minutes.",
        },
        {
          type: "paragraph",
          text: "The community gates are busy at school-run times, and the roads towards Al Qudra and Umm Suqeim Road slow down at peaks as new communities around them fill up.",
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Jumeirah English Speaking School (JESS) Arabian Ranches and Ranches Primary School are inside or beside the community, GEMS Metropole School is in nearby Motor City and Jebel Ali School is in neighbouring Damac Hills. Popular schools have waiting lists, so apply early.",
        },
        {
          type: "paragraph",
          text: "The Ranches Souk and the Arabian Ranches 2 community centre cover groceries and cafés. Mediclinic runs a clinic in the area, and Mediclinic Parkview Hospital in Al Barsha South is around 15–20 minutes away.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "All property is freehold, built by Emaar, and almost all of it is villas and townhouses. Typical 2025–2026 ranges, which depend on the sub-community, plot and upgrades:",
        },
        {
          type: "list",
          items: [
            "3-bed townhouses in Arabian Ranches 3: roughly AED 2.8–4M, renting for about AED 170–230k a year",
            "3-bed villas in the original Ranches: roughly AED 4–6M, renting for about AED 250–350k a year",
            "4–5-bed villas: roughly AED 6–12M, more on the golf course",
          ],
        },
        {
          type: "paragraph",
          text: "Villa prices rose sharply in 2022–2025 as demand for space grew; compare recent DLD transactions for the exact cluster rather than relying on averages.",
        },
      ],
    },
    {
      heading: "Who it suits and what to watch for",
      blocks: [
        {
          type: "paragraph",
          text: "The Ranches suits families with school-age children, buyers wanting a settled low-rise community, and tenants wanting gardens and pets.",
        },
        {
          type: "paragraph",
          text: "Watch commute times if you work in Deira or Sharjah, and budget for villa running costs: DEWA bills in summer, garden and pool maintenance, and annual service charges. Older villas may need roof, air-conditioning or plumbing work, so use our [inspection checklist](/buyer-guides/inspection-checklist). For nearby alternatives see [Damac Hills](/areas/damac-hills) and [Motor City](/areas/motor-city), and browse [family homes](/categories/family-homes).",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

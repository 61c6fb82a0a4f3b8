import type { ContentBody } from "../../types";

export default {
  intro:
    "Mohammed Bin Rashid City (MBR City) is a large development zone between Downtown Dubai, Ras Al Khor and Nad Al Sheba, covering Meydan, Sobha Hartland, District One and more. Dubai Hills Estate is technically part of it but is covered in its own guide.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "Each sub-community feels different. Sobha Hartland mixes apartment towers, townhouses and villas on the edge of Ras Al Khor, many with views towards the Downtown skyline. District One has large contemporary villas around a crystal lagoon. Meydan is built around the racecourse, which hosts the Dubai World Cup each spring, with apartment projects such as Azizi Riviera nearby.",
        },
        {
          type: "paragraph",
          text: "Parts are mature and green; others are busy construction zones, so a visit to the exact street is essential.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "There is no Metro inside MBR City; Red Line stations at **Business Bay** and **Burj Khalifa/Dubai Mall** are roughly 10–15 minutes' drive. Most residents drive.",
        },
        {
          type: "paragraph",
          text: "Al Khail Road, Meydan Road and Ras Al Khor Road serve the area, and Sheikh Mohammed Bin Zayed Road is close. Off-peak, Downtown is about 10–15 minutes away, DXB about 15–20 minutes and DWC about 35–40 minutes.",
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Hartland International School and North London Collegiate School Dubai are both in Sobha Hartland. Repton School Dubai in Nad Al Sheba is a short drive away.",
        },
        {
          type: "paragraph",
          text: "Shops and cafés are mostly at the community level, with The Dubai Mall 10–15 minutes away. Mediclinic City Hospital in Dubai Healthcare City is about 15 minutes away.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "All property is freehold. Developers include Meydan, Sobha Realty and Azizi, among others. Typical 2025–2026 ranges:",
        },
        {
          type: "list",
          items: [
            "Studios (e.g. Azizi Riviera): about AED 700k–1M, renting for roughly AED 55–75k a year",
            "1-bed in Sobha Hartland: about AED 1.3–2M, renting for roughly AED 85–120k a year",
            "2-bed: about AED 2–3M, renting for roughly AED 130–180k a year",
            "District One villas: roughly AED 10M to well above AED 30M, with rents often above AED 600k a year",
          ],
        },
        {
          type: "paragraph",
          text: "A large share of current sales is off-plan. Confirm escrow, Oqood registration and the realistic handover date before you commit, and read our [legal checklist](/buyer-guides/legal-checklist).",
        },
      ],
    },
    {
      heading: "Who it suits and what to watch for",
      blocks: [
        {
          type: "paragraph",
          text: "MBR City suits families who want villas close to Downtown, high-end buyers in District One, and investors comfortable with off-plan risk.",
        },
        {
          type: "paragraph",
          text: "Watch for construction across the zone, handover delays on newer phases and service charges in amenity-heavy towers. Traffic on Al Khail Road at peak times can stretch short commutes. Compare [Dubai Hills Estate](/areas/dubai-hills-estate) and [Dubai Creek Harbour](/areas/dubai-creek-harbour) for similar budgets.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

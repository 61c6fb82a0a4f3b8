import type { ContentBody } from "../../types";

export default {
  intro:
    "Jumeirah Lake Towers (JLT) is a cluster of around 80 towers set around artificial lakes, across Sheikh Zayed Road from Dubai Marina. It combines homes and offices inside the DMCC free zone.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "Towers are grouped in lettered clusters, each with three towers around a podium of cafés, restaurants, supermarkets and services. Lakes, a central park and shaded walkways connect them, making JLT surprisingly walkable once you are inside.",
        },
        {
          type: "paragraph",
          text: "Daytime brings office workers; evenings are calmer, with a strong local restaurant scene. The Uptown Dubai development at the southern end adds a supertall mixed-use tower and new homes.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "Two Red Line stations serve JLT: **DMCC** (formerly Jumeirah Lakes Towers) and **Sobha Realty** (formerly Dubai Marina), both on Sheikh Zayed Road. The **Jumeirah Lakes Towers** tram stop connects via the DMCC station for the Marina and JBR. Station names can change under naming-rights deals, so check the RTA's S'hail app.",
        },
        {
          type: "paragraph",
          text: "Road access is from Sheikh Zayed Road and the Emirates Hills side. Off-peak, DWC is about 25 minutes away, Downtown about 20–25 minutes and DXB about 30–35 minutes. Internal roads and car parks get congested at office rush hours.",
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Schools nearby include Regent International School in The Greens, Emirates International School – Meadows, Dubai British School in Emirates Hills and Dubai International Academy, all within 10–15 minutes.",
        },
        {
          type: "paragraph",
          text: "Podium supermarkets cover daily shopping, and Dubai Marina Mall and Ibn Battuta Mall are close by car. Clinics operate in several clusters; Saudi German Hospital and Al Zahra Hospital in Al Barsha are about 15 minutes away.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "JLT is freehold, mainly apartments plus offices. DMCC is the master developer and free-zone authority; individual towers were built by many developers, so quality and management vary. Typical 2025–2026 ranges:",
        },
        {
          type: "list",
          items: [
            "Studios: about AED 650–900k, renting for roughly AED 60–80k a year",
            "1-bed: about AED 1–1.5M, renting for roughly AED 85–115k a year",
            "2-bed: about AED 1.6–2.4M, renting for roughly AED 120–165k a year",
            "3-bed and penthouses: roughly AED 2.4–4M, more in newer towers",
          ],
        },
        {
          type: "paragraph",
          text: "Lake and Marina views carry a premium; units near the Metro let fastest. Check DLD transactions for the specific tower.",
        },
      ],
    },
    {
      heading: "Who it suits and what to watch for",
      blocks: [
        {
          type: "paragraph",
          text: "JLT suits young professionals, couples and small families who want Marina access and the Metro at lower prices, and investors after dependable tenants.",
        },
        {
          type: "paragraph",
          text: "Check service charges (often around AED 12–20 per sq ft a year), the tower's maintenance record and whether lifts and façades have been upgraded. Parking allocations vary, and some older towers have had cladding or plumbing issues, so read owners' association minutes where available. Compare [Dubai Marina](/areas/dubai-marina) and [Emirates Hills](/areas/emirates-hills) nearby.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

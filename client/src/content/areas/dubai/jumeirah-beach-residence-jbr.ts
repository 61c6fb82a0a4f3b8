import type { ContentBody } from "../../types";

export default {
  intro:
    "Jumeirah Beach Residence (JBR) is a 1.7 km strip of 40 residential towers between Dubai Marina and the sea. Few places in Dubai put you this close to a public beach.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "The towers, completed by Dubai Properties in the late 2000s, are grouped into six clusters: Sadaf, Bahar, Rimal, Murjan, Shams and Amwaj. Below them runs The Walk, a pedestrian boulevard of restaurants and shops, and beyond that The Beach, a promenade with cafés, a cinema and the public beach. Bluewaters island is reached by footbridge.",
        },
        {
          type: "paragraph",
          text: "It is lively year-round, busy with tourists, and loud on weekend nights. Higher floors facing the sea are the quietest and most sought after.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "The Dubai Tram has two stops here, **Jumeirah Beach Residence 1** and **Jumeirah Beach Residence 2**, and connects to the Red Line at **Sobha Realty** and **DMCC** stations. Those stations are also a 15–20 minute walk through the Marina.",
        },
        {
          type: "paragraph",
          text: "By car, JBR has limited entry and exit points, linking to King Salman bin Abdulaziz Al Saud Street and Sheikh Zayed Road. Off-peak, DWC is about 25–30 minutes away, Downtown about 25 minutes and DXB about 30–40 minutes. Weekend traffic on the Walk's service road can be slow.",
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "No large school sits in JBR itself. Nearby options include Dubai College and Wellington International School in Al Sufouh, and Dubai British School and Emirates International School – Meadows in the Emirates Living area, 10–20 minutes away.",
        },
        {
          type: "paragraph",
          text: "Supermarkets in the towers' podiums and Dubai Marina Mall cover daily needs. For hospitals, Saudi German Hospital and Al Zahra Hospital in Al Barsha are about 20 minutes' drive.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "JBR is freehold and almost entirely apartments, from 1-bed units to 4-bed apartments and penthouses. Typical 2025–2026 ranges:",
        },
        {
          type: "list",
          items: [
            "1-bed: roughly AED 1.5–2.2M, renting for about AED 110–150k a year",
            "2-bed: roughly AED 2.2–3.5M, renting for about AED 150–220k a year",
            "3-bed: roughly AED 3.5–5.5M, renting for about AED 220–320k a year",
          ],
        },
        {
          type: "paragraph",
          text: "Full sea views add a substantial premium over Marina-facing units in the same cluster. Many owners let on a short-term basis, which needs a holiday-home permit from the Department of Economy and Tourism.",
        },
      ],
    },
    {
      heading: "Who it suits and what to watch for",
      blocks: [
        {
          type: "paragraph",
          text: "JBR suits beach lovers, couples and sharers, and investors focused on holiday lets; it is less practical for families needing a quiet street and a garden.",
        },
        {
          type: "paragraph",
          text: "Service charges in the original clusters are often in the mid-teens to low-20s AED per sq ft a year: check DLD's service charge index and the building's sinking fund. The towers are now close to 20 years old, so ask about lift, façade and air-conditioning upgrades. Visitor parking is scarce and events can close roads. Compare [Dubai Marina](/areas/dubai-marina) next door, and use our [tenant rights guide](/renter-guides/tenant-rights) before signing a lease.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

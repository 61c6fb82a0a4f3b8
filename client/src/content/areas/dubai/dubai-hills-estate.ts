import type { ContentBody } from "../../types";

export default {
  intro:
    "Dubai Hills Estate is a large master-planned community between Al Khail Road and Sheikh Mohammed Bin Zayed Road, built around a golf course and a central park. It is one of the most popular family addresses in the city.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "The estate mixes gated villa neighbourhoods, townhouse clusters and mid-rise apartment blocks, all with consistent landscaping, cycle paths and parks. The Dubai Hills Golf Club's 18-hole course runs through the middle, and Dubai Hills Park offers sports courts, play areas and trails.",
        },
        {
          type: "paragraph",
          text: "It feels organised and green, though still growing: several apartment phases near the mall and boulevard are under construction.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "There is no Metro station inside the estate; the nearest Red Line stop, Mall of the Emirates, is roughly 10 minutes' drive. Most residents drive.",
        },
        {
          type: "paragraph",
          text: "Access is from Al Khail Road, Umm Suqeim Road and Sheikh Mohammed Bin Zayed Road. Off-peak, Downtown is about 15 minutes away, DXB about 20–25 minutes and DWC about 30–35 minutes. Queues at the estate's exits onto Al Khail Road are common at peak times.",
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "GEMS Wellington Academy – Al Khail sits beside the estate, with Kings' School Al Barsha, Brighton College Dubai and Nord Anglia International School Dubai a short drive away. Places at the most popular schools are competitive.",
        },
        {
          type: "paragraph",
          text: "Dubai Hills Mall provides supermarkets, shops, cinemas and restaurants. King's College Hospital London – Dubai is inside the estate, and Mediclinic Parkview Hospital is about 10 minutes away.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "All property is freehold. Emaar leads development in a joint venture with Meraas. Typical 2025–2026 ranges:",
        },
        {
          type: "list",
          items: [
            "1-bed apartments: about AED 1.4–2M, renting for roughly AED 100–140k a year",
            "2-bed apartments: about AED 2–3.2M, renting for roughly AED 150–200k a year",
            "3–4-bed townhouses (such as Maple): roughly AED 3.8–5.5M, renting for about AED 250–350k a year",
            "4–5-bed villas (such as Sidra): roughly AED 7–11M, with golf-course and Emerald Hills mansions far higher",
          ],
        },
        {
          type: "paragraph",
          text: "Prices climbed quickly in 2022–2025. Check recent DLD transactions (the Dubai REST app lists them) rather than asking prices.",
        },
      ],
    },
    {
      heading: "Who it suits and what to watch for",
      blocks: [
        {
          type: "paragraph",
          text: "Dubai Hills suits families with school-age children, professionals who want space while staying close to Downtown, and owner-occupiers planning to stay.",
        },
        {
          type: "paragraph",
          text: "Watch for construction near the apartment districts, traffic on Al Khail Road, and the service charges of golf-front and park-front homes. Villa buyers should budget for DEWA in summer and landscaping. If you are using a mortgage, remember Central Bank limits (80% loan-to-value for an expatriate's first home up to AED 5M); see our [mortgage guide](/buyer-guides/mortgage-guide). Compare [Arabian Ranches](/areas/arabian-ranches) for older villas at different prices.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

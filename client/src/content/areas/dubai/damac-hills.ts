import type { ContentBody } from "../../types";

export default {
  intro:
    "Damac Hills, originally launched as Akoya by Damac, is a golf community off Umm Suqeim Road and Al Qudra Road, across from Arabian Ranches. It should not be confused with Damac Hills 2, a separate, more distant community.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "The community wraps around the Trump International Golf Club Dubai, with villa and townhouse clusters, mid-rise apartment buildings overlooking the course, parks, pools and sports facilities. The landscaping is mature in the older phases.",
        },
        {
          type: "paragraph",
          text: "Life is quiet and car-based, with a mix of families and young professionals. Weekend activity centres on the golf club, the central park, sports courts and the community retail areas, and many clusters have their own pools and pet-friendly walking routes.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "There is no Metro nearby; you will need a car. Umm Suqeim Road and Al Qudra Road connect to Sheikh Mohammed Bin Zayed Road (E311) and Al Khail Road.",
        },
        {
          type: "paragraph",
          text: "Off-peak, DWC is about 25–30 minutes away, Downtown about 25 minutes and DXB about 30 minutes. Traffic at the community gates and on Umm Suqeim Road builds at school-run times.",
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Jebel Ali School sits within Damac Hills. Jumeirah English Speaking School (JESS) Arabian Ranches and Ranches Primary School are just across the road, and GEMS Metropole School in Motor City is nearby.",
        },
        {
          type: "paragraph",
          text: "Community retail covers daily needs; for larger malls, Mall of the Emirates is about 20 minutes' drive. Mediclinic Parkview Hospital in Al Barsha South is about 15–20 minutes away.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        { type: "paragraph", text: "Damac Hills is freehold, developed by Damac. Typical 2025–2026 ranges:" },
        {
          type: "list",
          items: [
            "1-bed apartments: about AED 800k–1.2M, renting for roughly AED 70–95k a year",
            "3-bed townhouses: about AED 2.5–3.5M, renting for roughly AED 170–230k a year",
            "4–5-bed villas: about AED 4–8M, renting for roughly AED 280–400k a year",
            "Golf-front mansions: well above these ranges",
          ],
        },
        {
          type: "paragraph",
          text: "Prices vary a lot between clusters and with golf-course views, so check DLD transactions for the exact building or street. Villa and townhouse service charges are usually levied per square foot of built-up area; ask the seller for the latest invoice and the Mollak statement before you sign the MOU (Form F).",
        },
      ],
    },
    {
      heading: "Who it suits and what to watch for",
      blocks: [
        {
          type: "paragraph",
          text: "Damac Hills suits families who want a golf community with a school inside, buyers priced out of Arabian Ranches, and investors in townhouses.",
        },
        {
          type: "paragraph",
          text: "Don't compare listings directly with Damac Hills 2, which is further out and much cheaper. Check build quality and snagging reports for the specific cluster, as finishes vary; use our [inspection checklist](/buyer-guides/inspection-checklist). Compare service charges on DLD's index and ask about ongoing construction nearby. See also [Arabian Ranches](/areas/arabian-ranches) and [Town Square](/areas/town-square).",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

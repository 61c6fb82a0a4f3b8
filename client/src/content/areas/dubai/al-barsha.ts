import type { ContentBody } from "../../types";

export default {
  intro:
    "Al Barsha is a central residential district south of Sheikh Zayed Road around Mall of the Emirates, split into Al Barsha 1, 2 and 3, Al Barsha South and the Barsha Heights towers. It is practical, central and mostly rental.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "Al Barsha 1, near the mall, is a grid of low- and mid-rise apartment buildings with restaurants and shops. Al Barsha 2 and 3 are quieter villa neighbourhoods with larger, older homes. Barsha Heights (formerly TECOM) is a cluster of towers next to Dubai Internet City, popular with professionals.",
        },
        {
          type: "paragraph",
          text: "Al Barsha Pond Park is the local green space, with a running track and play areas. The area is less polished than newer master-planned communities but well placed for almost everything.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "Red Line stations include **Mall of the Emirates**, **InsuranceMarket** (formerly Mashreq) and **Dubai Internet City**, which serves Barsha Heights. Station names change under naming-rights deals, so check the RTA's S'hail app.",
        },
        {
          type: "paragraph",
          text: "Sheikh Zayed Road, Al Khail Road, Umm Suqeim Road and Hessa Street give quick access. Off-peak, Downtown is about 15–20 minutes away, DXB about 25 minutes and DWC about 30 minutes.",
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Al Barsha has some of Dubai's best-known schools: the American School of Dubai, Dubai American Academy, Al Mawakeb School Al Barsha and Kings' School Al Barsha, with Dubai College nearby in Al Sufouh.",
        },
        {
          type: "paragraph",
          text: "Mall of the Emirates is the main shopping centre, with smaller supermarkets in every block. Saudi German Hospital and Al Zahra Hospital Dubai are both in Al Barsha.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Much of Al Barsha 1–3 is not a designated freehold area for foreign buyers, and many villas are owned by UAE nationals and let to tenants. Freehold stock for expatriates is mainly in Barsha Heights and Al Barsha South, and status can vary by plot, so confirm with DLD before you commit. Typical 2025–2026 ranges:",
        },
        {
          type: "list",
          items: [
            "1-bed apartments: rent roughly AED 75–100k a year; in freehold towers, sale prices of about AED 950k–1.4M",
            "2-bed apartments: rent roughly AED 100–140k a year; sale prices of about AED 1.4–2M",
            "4–5-bed villas: rent roughly AED 250–380k a year, depending on age and plot",
          ],
        },
      ],
    },
    {
      heading: "Who it suits and what to watch for",
      blocks: [
        {
          type: "paragraph",
          text: "Al Barsha suits families who want a villa near the big schools, renters looking for central value, and professionals working in Media City or Internet City.",
        },
        {
          type: "paragraph",
          text: "Watch older villa condition (air-conditioning, plumbing and roofing), traffic around Mall of the Emirates at weekends and school-run congestion on Hessa Street. When renting, check the RERA rental index before accepting an increase; our [tenant rights guide](/renter-guides/tenant-rights) explains how. Compare [Dubai Hills Estate](/areas/dubai-hills-estate) for newer villas.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

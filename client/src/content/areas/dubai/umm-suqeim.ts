import type { ContentBody } from "../../types";

export default {
  intro:
    "Umm Suqeim is the coastal villa district between Jumeirah and Al Sufouh, stretching from Kite Beach to Burj Al Arab and Madinat Jumeirah. It is one of the most sought-after places in Dubai to rent a family villa.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "Umm Suqeim 1, 2 and 3 run in bands between the sea and Sheikh Zayed Road. Streets are lined with walled villas of varying age, from older single-storey homes to large newer builds. Kite Beach and Sunset Beach, with their running track, cafés and watersports, are the area's social centre, and Umm Suqeim Park offers shaded play areas.",
        },
        {
          type: "paragraph",
          text: "Burj Al Arab, Jumeirah Beach Hotel and Souk Madinat Jumeirah sit at the southern end. The area is relaxed, sporty and family-oriented.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "There is no Metro inside Umm Suqeim; **Equiti** and **Mall of the Emirates** stations on the Red Line are a short drive across Sheikh Zayed Road. Station names change under naming-rights deals, so check the RTA's S'hail app.",
        },
        {
          type: "paragraph",
          text: "Jumeirah Street, Al Wasl Road and Umm Suqeim Street (towards Al Barsha and Al Khail Road) are the main routes. Off-peak, Downtown is about 15–20 minutes away, DXB about 20–25 minutes and DWC about 30–35 minutes.",
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Kings' School Dubai is in Umm Suqeim 3, and the schools of Al Barsha and Al Safa, such as the American School of Dubai, Dubai College, GEMS Jumeirah Primary School and Jumeirah College, are within 10–15 minutes. Expect waiting lists.",
        },
        {
          type: "paragraph",
          text: "Mall of the Emirates and Souk Madinat Jumeirah cover shopping, with neighbourhood supermarkets along Al Wasl Road and Jumeirah Street. Medcare Hospital Al Safa is nearby, and Saudi German Hospital and Al Zahra Hospital in Al Barsha are about 10–15 minutes away.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Most Umm Suqeim villas lie outside Dubai's freehold zones for non-GCC foreigners and are owned by UAE nationals, so expatriates mainly rent. The main freehold option is Madinat Jumeirah Living, a Dubai Holding community of low-rise apartments near Souk Madinat. Typical 2025–2026 ranges:",
        },
        {
          type: "list",
          items: [
            "3-bed villas: rent roughly AED 220–330k a year",
            "4–5-bed villas: rent roughly AED 300–550k a year, more for new builds, pools or sea proximity",
            "Madinat Jumeirah Living: 1-bed apartments roughly AED 2–3M and 2-bed around AED 3–4.5M to buy",
          ],
        },
        {
          type: "paragraph",
          text: "Villa rents vary a lot with age and condition, so compare similar homes on the RERA rental index and our [Rent](/rent) listings.",
        },
      ],
    },
    {
      heading: "Who it suits and what to watch for",
      blocks: [
        {
          type: "paragraph",
          text: "Umm Suqeim suits families who want a villa near the beach and good schools, active residents who run, cycle and paddleboard, and long-term tenants.",
        },
        {
          type: "paragraph",
          text: "Check older villas carefully for air-conditioning, damp and roof condition, and agree who pays for maintenance in the tenancy contract. Weekend traffic near Kite Beach and Burj Al Arab can be heavy, and new villa construction on neighbouring plots is common. Register your lease on Ejari and keep records; see our [tenant rights guide](/renter-guides/tenant-rights). Compare [Jumeirah](/areas/jumeirah) next door.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

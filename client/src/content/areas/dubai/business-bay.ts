import type { ContentBody } from "../../types";

export default {
  intro:
    "Business Bay is a high-rise district along the Dubai Creek extension and Dubai Water Canal, directly south-east of Downtown Dubai. It mixes offices, hotels and apartments, and it is still filling in.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "The area is a grid of towers either side of the water, with the canal boardwalk and Marasi Drive providing space to walk, run and cycle. The Bay Avenue and Bay Square clusters add cafés and shops, and many towers have their own pools and gyms.",
        },
        {
          type: "paragraph",
          text: "Character varies block by block: finished streets near the canal feel settled and green, while the eastern and northern plots are still building sites. It is quieter than Downtown after office hours, and many residents cross to The Dubai Mall for shopping.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "**Business Bay** station on the Red Line sits on Sheikh Zayed Road at the western edge; towers near Downtown are also within reach of **Burj Khalifa/Dubai Mall** station. Depending on your tower, the walk to a station may be 10–20 minutes, so many residents use buses, taxis or scooters for the last stretch.",
        },
        {
          type: "paragraph",
          text: "Sheikh Zayed Road, Al Khail Road and Al Asayel Street frame the district. Off-peak, Downtown is 5–10 minutes away, DXB about 15–20 minutes and DWC about 35–40 minutes, but the Al Khail Road junctions are slow at peak times.",
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "There are few schools in Business Bay itself. Families commonly drive to Jumeirah and Al Safa for schools such as Jumeirah English Speaking School, GEMS Jumeirah Primary School and Jumeirah College, or to GEMS Wellington Academy – Al Khail.",
        },
        {
          type: "paragraph",
          text: "The Dubai Mall is the main shopping destination; smaller supermarkets sit in tower podiums. Mediclinic City Hospital in Dubai Healthcare City and King's College Hospital in Dubai Hills are each roughly 15 minutes away.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Business Bay is freehold, and the stock is almost all apartments, serviced apartments and offices. Developers include Damac, Omniyat, Select Group, Dubai Properties and many smaller firms, so quality varies more than in single-developer areas. Typical 2025–2026 ranges:",
        },
        {
          type: "list",
          items: [
            "Studios: about AED 800k–1.1M, renting for roughly AED 70–90k a year",
            "1-bed: about AED 1.2–2M, renting for roughly AED 90–130k a year",
            "2-bed: about AED 2–3.5M, renting for roughly AED 130–200k a year",
            "Canal-front and branded penthouses: well above these figures",
          ],
        },
        {
          type: "paragraph",
          text: "A large share of new supply is off-plan. Check the developer's escrow account and the project's registration with DLD (Oqood), and read our [new property](/new-property) guide before paying a deposit.",
        },
      ],
    },
    {
      heading: "Who it suits and what to watch for",
      blocks: [
        {
          type: "paragraph",
          text: "Business Bay suits professionals working in DIFC, Downtown or the district's own offices, couples, and investors who want Downtown access at lower entry prices.",
        },
        {
          type: "paragraph",
          text: "Watch for construction next door (ask what is planned on adjacent plots), peak-hour congestion at Al Khail Road and Al Asayel Street, and service charges that vary widely between buildings; DLD's service charge index lets you compare. Compare with [Downtown Dubai](/areas/downtown-dubai) and [DIFC](/areas/difc) before deciding.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

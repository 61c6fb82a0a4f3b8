import type { ContentBody } from "../../types";

export default {
  intro:
    "Motor City is a mid-sized community beside the Dubai Autodrome, off Sheikh Mohammed Bin Zayed Road, between Arabian Ranches and Dubai Sports City. It offers low-rise living at mid-market prices.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "Uptown Motor City is a walkable cluster of low- and mid-rise apartment buildings arranged around landscaped courtyards, with cafés, nurseries and small shops at street level. Green Community Motor City offers villas and townhouses around parks and shared pools.",
        },
        {
          type: "paragraph",
          text: "The Dubai Autodrome hosts races, track days and the Kartdrome, and the community's wide streets and jogging paths make it popular with young families and pet owners. It is quieter than the high-rise districts and has a settled, neighbourly feel.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "There is no Metro; most residents drive, and RTA buses connect to Red Line stations (check the RTA's S'hail app for routes). Sheikh Mohammed Bin Zayed Road (E311), Umm Suqeim Road and Al Khail Road are all close.",
        },
        {
          type: "paragraph",
          text: "Off-peak, Dubai Marina is about 20 minutes away, Downtown about 20–25 minutes, DXB about 25–30 minutes and DWC about 25 minutes. Exits onto the E311 and Umm Suqeim Road slow down at rush hour.",
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "GEMS Metropole School is inside Motor City, while JESS Arabian Ranches and Ranches Primary School are just across the road and Jebel Ali School in Damac Hills is a few minutes away.",
        },
        {
          type: "paragraph",
          text: "First Avenue Mall has a supermarket and everyday shops, and Circle Mall in JVC is about 10 minutes away. Mediclinic Parkview Hospital is roughly 15 minutes' drive, and Mediclinic runs a clinic in nearby Arabian Ranches.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Motor City is freehold, with Union Properties as master developer. Many Uptown buildings date from around 2008–2010 and tend to have more generous layouts than newer blocks. Typical 2025–2026 ranges:",
        },
        {
          type: "list",
          items: [
            "1-bed apartments: about AED 900k–1.25M, renting for roughly AED 75–95k a year",
            "2-bed apartments: about AED 1.3–1.9M, renting for roughly AED 110–140k a year",
            "3-bed townhouses: about AED 2.8–3.8M, renting for roughly AED 190–250k a year",
            "4–5-bed villas: roughly AED 4.5–7M",
          ],
        },
        {
          type: "paragraph",
          text: "As a worked example, buying a AED 1,100,000 apartment in cash adds roughly AED 72,000 in fees: the 4% DLD transfer fee (AED 44,000), 2% agency commission plus VAT (AED 23,100), the registration trustee fee (AED 4,000 plus VAT) and about AED 580 in DLD admin charges.",
        },
      ],
    },
    {
      heading: "Who it suits and what to watch for",
      blocks: [
        {
          type: "paragraph",
          text: "Motor City suits young families, couples who want a quieter suburb near Arabian Ranches, and investors looking for steady mid-market rentals.",
        },
        {
          type: "paragraph",
          text: "Watch for noise from the Autodrome on event days, peak-hour queues at the exits, and the age of older buildings: ask about recent lift, plumbing and air-conditioning work. Compare service charges on DLD's index. See [Dubai Sports City](/areas/dubai-sports-city) and [Arabian Ranches](/areas/arabian-ranches) nearby.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

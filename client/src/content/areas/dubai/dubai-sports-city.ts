import type { ContentBody } from "../../types";

export default {
  intro:
    "Dubai Sports City is a mixed community off Sheikh Mohammed Bin Zayed Road, built around sports venues, academies and The Els Club golf course. It offers some of the lower entry prices among Dubai's newer districts.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "The area combines mid-rise apartment buildings with the gated Victory Heights villa community around the golf course. Sports facilities include the Dubai International Cricket Stadium, several sports academies and the International Cricket Council's headquarters.",
        },
        {
          type: "paragraph",
          text: "It is quiet and practical, popular with young professionals, sharers and families. Retail is mostly at building level, so expect to drive for bigger shopping trips.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "There is no Metro; most residents drive, and RTA buses link to Red Line stations. Sheikh Mohammed Bin Zayed Road (E311), Al Khail Road and Umm Suqeim Road are the main routes.",
        },
        {
          type: "paragraph",
          text: "Off-peak, DWC is about 25 minutes away, Dubai Marina about 15–20 minutes, Downtown about 25 minutes and DXB about 30 minutes. The exits onto the E311 can back up at peak times.",
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Victory Heights Primary School is inside the community, GEMS Metropole School is in neighbouring Motor City, and JESS Arabian Ranches and Jebel Ali School in Damac Hills are a short drive away.",
        },
        {
          type: "paragraph",
          text: "First Avenue Mall in Motor City and Circle Mall in JVC cover everyday shopping. Mediclinic Parkview Hospital is about 15 minutes' drive.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        { type: "paragraph", text: "Dubai Sports City is freehold. Typical 2025–2026 ranges:" },
        {
          type: "list",
          items: [
            "Studios: about AED 450–650k, renting for roughly AED 45–60k a year",
            "1-bed: about AED 700k–1M, renting for roughly AED 60–80k a year",
            "2-bed: about AED 1–1.5M, renting for roughly AED 85–120k a year",
            "Victory Heights villas: roughly AED 4–9M, renting for about AED 300–450k a year",
          ],
        },
        {
          type: "paragraph",
          text: "Buildings vary in age and quality; compare service charges and maintenance records on DLD's index. Villa prices in Victory Heights rose sharply in 2022–2025.",
        },
        {
          type: "paragraph",
          text: "As a renting example, moving into a AED 70,000 1-bed paid in four cheques needs about AED 27,000 upfront: the first cheque (AED 17,500), a 5% deposit (AED 3,500), a 5% agency fee plus VAT (AED 3,675), the DEWA deposit (AED 2,000) and Ejari (about AED 220).",
        },
      ],
    },
    {
      heading: "Who it suits and what to watch for",
      blocks: [
        {
          type: "paragraph",
          text: "Sports City suits sports enthusiasts, budget-conscious renters and sharers, and families who want a golf-course villa for less than Emirates Hills.",
        },
        {
          type: "paragraph",
          text: "Watch for older buildings with maintenance issues, noise on stadium event days, limited walkable retail and traffic on the E311. Compare [Motor City](/areas/motor-city) and [Jumeirah Village Circle](/areas/jumeirah-village-circle-jvc), and browse [affordable homes](/categories/affordable-homes).",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

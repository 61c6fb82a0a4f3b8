import type { ContentBody } from "../../types";

export default {
  intro:
    "International City is a large Nakheel community of low-rise apartment buildings off Sheikh Mohammed Bin Zayed Road, near Dragon Mart. It has some of the lowest rents and purchase prices in Dubai.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "The original phase is laid out in country-themed clusters such as China, England, France, Italy, Persia and Spain, each with three- to four-storey blocks around courtyards. Phases 2 and 3 are newer and generally better maintained.",
        },
        {
          type: "paragraph",
          text: "Streets have small shops, restaurants and services, and the atmosphere is busy and multinational. Dragon Mart, a large Chinese trading and retail centre, sits next door.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "There is no Metro yet, but the Blue Line, under construction, will include three International City stations, with opening planned for September 2029. Today residents use RTA buses or drive.",
        },
        {
          type: "paragraph",
          text: "Sheikh Mohammed Bin Zayed Road (E311), Ras Al Khor Road and the Dubai–Al Ain Road are close. Off-peak, DXB is about 15–20 minutes away, Downtown about 20–25 minutes and DWC about 40 minutes.",
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Schools are mostly outside the community, in nearby Dubai Silicon Oasis, Dubai Academic City and Mirdif; GEMS Wellington Academy – Silicon Oasis is around 10 minutes away. Check availability for the curriculum you need.",
        },
        {
          type: "paragraph",
          text: "Dragon Mart and local supermarkets cover shopping, and Fakeeh University Hospital in Dubai Silicon Oasis is about 10 minutes' drive.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "International City is freehold and almost entirely apartments, with Nakheel as master developer and private builders in later phases. Typical 2025–2026 ranges:",
        },
        {
          type: "list",
          items: [
            "Studios: about AED 300–450k, renting for roughly AED 30–42k a year",
            "1-bed: about AED 480–700k, renting for roughly AED 42–58k a year",
            "2-bed: roughly AED 650k–1M, renting for about AED 60–80k a year",
          ],
        },
        {
          type: "paragraph",
          text: "Gross yields have often been among the highest in Dubai, but they depend on keeping a reliable tenant and on service charges, which vary by cluster. For example, a AED 400,000 studio let at AED 36,000 a year yields 9% gross; after a service charge of, say, AED 4,000, the net is about 8% before any vacancy or maintenance.",
        },
      ],
    },
    {
      heading: "Who it suits and what to watch for",
      blocks: [
        {
          type: "paragraph",
          text: "International City suits budget-conscious renters, investors chasing yield, and people working in Dubai's east, Dragon Mart or Sharjah.",
        },
        {
          type: "paragraph",
          text: "Watch the building's condition, parking shortages and overcrowded units, which the authorities regularly act against: illegal partitioning can lead to fines. Some residents have reported occasional odours from nearby facilities. The 2029 Blue Line date could move. Compare [Dubai Silicon Oasis](/areas/dubai-silicon-oasis) next door and see [affordable homes](/categories/affordable-homes).",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

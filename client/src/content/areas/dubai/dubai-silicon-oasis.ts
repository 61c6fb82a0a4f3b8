import type { ContentBody } from "../../types";

export default {
  intro:
    "Dubai Silicon Oasis (DSO) is a technology free zone and residential community off the Dubai–Al Ain Road, run under the Dubai Integrated Economic Zones Authority. It offers more space for the money than most of central Dubai.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "DSO is spread out, with mid-rise apartment buildings, villa and townhouse clusters such as Cedre Villas, a tech park and university campuses. It is calm, practical and car-oriented, with parks, cycle tracks and plenty of parking. The residential districts sit apart from the technology park, so most homes are away from office traffic.",
        },
        {
          type: "paragraph",
          text: "There is little nightlife, but everyday services are close and the community is popular with families and professionals who commute across Dubai or to Sharjah.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "There is no Metro yet. The Blue Line, under construction, includes a Dubai Silicon Oasis station, with opening planned for September 2029. Today residents drive or use RTA buses.",
        },
        {
          type: "paragraph",
          text: "The Dubai–Al Ain Road (E66) and Sheikh Mohammed Bin Zayed Road (E311) border the area. Off-peak, DXB is about 15–20 minutes away, Downtown about 20 minutes and DWC about 35–40 minutes. The E311 is slow at peak times.",
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "GEMS Wellington Academy – Silicon Oasis is inside DSO, as is the Rochester Institute of Technology Dubai campus. More schools are in nearby Dubai Academic City and Mirdif.",
        },
        {
          type: "paragraph",
          text: "Silicon Central Mall provides a supermarket and shops. Fakeeh University Hospital, inside DSO, is one of the larger private hospitals in this part of Dubai.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "DSO is freehold, with apartments, townhouses and villas from the authority and private developers such as Binghatti. Typical 2025–2026 ranges:",
        },
        {
          type: "list",
          items: [
            "Studios: about AED 450–650k, renting for roughly AED 42–55k a year",
            "1-bed: about AED 650k–1M, renting for roughly AED 58–78k a year",
            "2-bed: about AED 1–1.5M, renting for roughly AED 80–110k a year",
            "Cedre Villas and other villas: roughly AED 3–4.5M, renting for about AED 180–250k a year",
          ],
        },
        {
          type: "paragraph",
          text: "Gross yields are often higher than in prime areas. For example, a AED 800,000 1-bed let at AED 68,000 a year yields 8.5% gross; after a service charge of about AED 10,000 a year, the net figure is closer to 7%. Check the building's actual charges and vacancy history before relying on such numbers.",
        },
      ],
    },
    {
      heading: "Who it suits and what to watch for",
      blocks: [
        {
          type: "paragraph",
          text: "DSO suits budget-conscious families, professionals working in DSO, Academic City or Sharjah, and investors looking for yield.",
        },
        {
          type: "paragraph",
          text: "Check the quality of older buildings, ongoing construction near newer towers and peak-hour traffic on the E311 and Dubai–Al Ain Road. The 2029 Blue Line date could slip. For more options, see [affordable homes](/categories/affordable-homes) and compare [International City](/areas/international-city) next door.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

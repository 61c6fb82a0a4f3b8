import type { ContentBody } from "../../types";

export default {
  intro:
    "Jumeirah Village Circle (JVC) is a circular, mostly low- and mid-rise community between Al Khail Road and Sheikh Mohammed Bin Zayed Road. It has become one of Dubai's busiest areas for mid-market renting and buying.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "Nakheel laid out JVC as rings of villa and townhouse clusters around a central core, then sold plots to many other developers, who filled them with apartment buildings. The result is a mix: quiet villa lanes, dozens of four- to twenty-storey blocks, parks in every district and small retail strips at building level.",
        },
        {
          type: "paragraph",
          text: "It feels suburban and practical rather than glamorous. Many residents are young couples and families who want a newer flat with a pool and gym at a lower rent than the Marina or Downtown.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "JVC has no Metro or tram. RTA buses connect it to Red Line stations such as Mall of the Emirates and Dubai Internet City; check the S'hail app for current routes. In practice most residents drive.",
        },
        {
          type: "paragraph",
          text: "The main exits are onto Al Khail Road (E44), Sheikh Mohammed Bin Zayed Road (E311) and Hessa Street. Off-peak, Dubai Marina is about 15 minutes away, Downtown 20–25 minutes, DWC about 25 minutes and DXB 25–35 minutes. Morning queues at the exits are a common complaint.",
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Schools within a short drive include JSS International School, Nord Anglia International School Dubai and Sunmarke School in neighbouring Jumeirah Village Triangle. Capacity is tight for popular year groups, so apply early.",
        },
        {
          type: "paragraph",
          text: "Circle Mall, inside JVC, has a supermarket and everyday shops, and Mall of the Emirates is about 15 minutes away. Mediclinic Parkview Hospital in neighbouring Al Barsha South is a few minutes' drive.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "JVC is freehold. Apart from Nakheel's original villas and townhouses, stock comes from developers such as Binghatti, Ellington, Samana and Object 1, so finishes and management quality vary a lot. Typical 2025–2026 ranges:",
        },
        {
          type: "list",
          items: [
            "Studios: about AED 550–800k, renting for roughly AED 50–70k a year",
            "1-bed: about AED 850k–1.3M, renting for roughly AED 70–95k a year",
            "2-bed: about AED 1.3–1.9M, renting for roughly AED 100–140k a year",
            "Townhouses and villas: roughly AED 2.5–4.5M depending on size and plot",
          ],
        },
        {
          type: "paragraph",
          text: "Gross rental yields have often been quoted around 6–8%, higher than prime areas, but check them against current service charges and vacancy. Much new supply is off-plan with post-handover payment plans; read our [new property](/new-property) guide and confirm escrow and Oqood registration with DLD.",
        },
      ],
    },
    {
      heading: "Who it suits and what to watch for",
      blocks: [
        {
          type: "paragraph",
          text: "JVC suits first-time buyers, young professionals and couples, small families and investors looking for yield rather than prestige.",
        },
        {
          type: "paragraph",
          text: "Watch for ongoing construction, since many plots are still being built and noise can last years; roadworks and congestion at the exits at peak times; and wide differences in build quality between developers. Compare service charges (often around AED 12–18 per sq ft a year) on DLD's index, and look at [affordable homes](/categories/affordable-homes) and [Town Square](/areas/town-square) as alternatives.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

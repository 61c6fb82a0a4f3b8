import type { ContentBody } from "../../types";

export default {
  intro:
    "Al Furjan is a Nakheel community between Sheikh Zayed Road and Sheikh Mohammed Bin Zayed Road, near Discovery Gardens and Jumeirah Golf Estates. It combines villas, townhouses and apartments with Metro access.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "The older villa and townhouse clusters, such as Quortaj and Dubai Style, sit on quiet streets with parks and pools. Newer apartment buildings fill the central and western plots, and newer Nakheel phases such as Murooj Al Furjan add modern townhouses.",
        },
        {
          type: "paragraph",
          text: "It is family-friendly and practical, with community retail, a growing café scene and easy access to Ibn Battuta Mall. Next door, Jumeirah Golf Estates has two championship courses and hosts the DP World Tour Championship each November.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "**Al Furjan** and **Discovery Gardens** stations on the Red Line's Route 2020 branch serve the area, with **Jumeirah Golf Estates** station nearby. Trains run through Jabal Ali towards the city centre and to Expo 2020.",
        },
        {
          type: "paragraph",
          text: "Sheikh Zayed Road and Sheikh Mohammed Bin Zayed Road (E311) are close. Off-peak, DWC is about 15–20 minutes away, Dubai Marina about 15 minutes, Downtown about 30 minutes and DXB about 35–40 minutes.",
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Dubai British School Jumeirah Park is nearby, and Greenfield Community School in Dubai Investments Park is about 10 minutes away. More schools are in Jumeirah Village and the Emirates Living area, 15–20 minutes away.",
        },
        {
          type: "paragraph",
          text: "Community retail centres cover basic shopping, with Ibn Battuta Mall a short drive. The nearest large private hospitals, such as Saudi German Hospital in Al Barsha and Mediclinic Parkview Hospital, are about 20 minutes away, with clinics inside the community.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Al Furjan is freehold. Nakheel is the master developer; apartments come from developers such as Azizi. Typical 2025–2026 ranges:",
        },
        {
          type: "list",
          items: [
            "1-bed apartments: about AED 900k–1.3M, renting for roughly AED 70–90k a year",
            "2-bed apartments: about AED 1.35–1.9M, renting for roughly AED 100–130k a year",
            "3-bed townhouses: about AED 3–3.8M, renting for roughly AED 180–220k a year",
            "4-bed villas: about AED 4–6M, renting for roughly AED 230–300k a year",
          ],
        },
        {
          type: "paragraph",
          text: "The planned shift of flights to DWC over the coming decade could support demand, but timing and impact are uncertain.",
        },
      ],
    },
    {
      heading: "Who it suits and what to watch for",
      blocks: [
        {
          type: "paragraph",
          text: "Al Furjan suits families wanting a villa near Jebel Ali, DWC and the Marina, commuters who use the Metro, and mid-market investors.",
        },
        {
          type: "paragraph",
          text: "Watch for ongoing construction on remaining plots, Metro proximity (it matters for rents), and the maintenance of older clusters. Compare service charges on DLD's index and see [Town Square](/areas/town-square) and [Jumeirah Village Circle](/areas/jumeirah-village-circle-jvc) for alternatives.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

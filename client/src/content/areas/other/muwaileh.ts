import type { ContentBody } from "../../types";

export default {
  intro:
    "Muwaileh is a fast-growing district on Sharjah's eastern side, next to University City and the E311, with older apartment blocks, new freehold communities and some of the emirate's lowest rents.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "Muwaileh Commercial is a dense grid of mid-rise apartment buildings with shops and restaurants below, popular with students and budget-conscious families. Around it, newer master-planned projects have changed the area's image: Al Zahia, a gated villa and townhouse community by Sharjah Holding (a venture of the government's Shurooq and Majid Al Futtaim), and Al Mamsha, a car-free apartment community by Alef Group. [Aljada](/areas/aljada) is just to the north.",
        },
        {
          type: "paragraph",
          text: "It is quieter and greener than central Sharjah, with more space for the money.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "Sheikh Mohammed bin Zayed Road (E311) and University City Road give direct routes to Dubai and around Sharjah, avoiding the Al Ittihad Road bottleneck. Sharjah city buses serve Muwaileh and University City, but a car makes life far easier.",
        },
        {
          type: "list",
          items: [
            "Sharjah International Airport (SHJ): about 10–15 minutes",
            "Dubai International (DXB): about 25–35 minutes",
            "Downtown Dubai: about 35–45 minutes off-peak",
          ],
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "University City, home to University of Sharjah and American University of Sharjah, is next door, and University Hospital Sharjah is within a few minutes. City Centre Al Zahia, a Majid Al Futtaim mall with a hypermarket and cinema, serves the district. Many private schools are in and around Muwaileh; check ratings and fees with the Sharjah Private Education Authority (SPEA).",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Ownership depends on the building. Projects approved under Sharjah's Law No. 2 of 2022, such as Al Zahia and Al Mamsha, can be bought freehold by all nationalities and registered with the Sharjah Real Estate Registration Department; most older Muwaileh Commercial buildings are for renting only. Budget a registration fee commonly quoted between 2% and 4% depending on nationality, and confirm it with the department.",
        },
        {
          type: "paragraph",
          text: "Indicative 2025–2026 levels: annual rents for studios in Muwaileh Commercial about AED 20,000–30,000, 1-bedroom apartments about AED 30,000–42,000 and 2-bedroom about AED 40,000–58,000. In the newer freehold communities a 1-bedroom typically sells for about AED 700,000–1,100,000 and townhouses in Al Zahia from about AED 2,000,000.",
        },
      ],
    },
    {
      heading: "Who it suits",
      blocks: [
        {
          type: "paragraph",
          text: "Students and university staff, families on a budget, commuters to Dubai's airport side and Al Qusais, and buyers who want an affordable freehold in a gated community.",
        },
      ],
    },
    {
      heading: "What to watch for",
      blocks: [
        {
          type: "list",
          items: [
            "Quality in older Muwaileh Commercial buildings is mixed; inspect carefully.",
            "Check that any unit you buy is in a project approved for foreign ownership.",
            "The E311 slows badly near the Dubai border at peak times.",
          ],
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

import type { ContentBody } from "../../types";

export default {
  intro:
    "Al Nuaimiya is Ajman's busiest residential district, a dense grid of apartment towers next to the Sharjah border, known for some of the lowest rents and entry prices in the UAE.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "Al Nuaimiya (Nuaimiya 1, 2 and 3) is made up of mid- and high-rise residential buildings, including the freehold Al Nuaimiya Towers, with shops, restaurants and supermarkets at street level. It is crowded, practical and cosmopolitan, with many young families and workers who commute to Sharjah or Dubai. The Ajman Corniche and beach are a few minutes' drive away.",
        },
        {
          type: "paragraph",
          text: "Buildings vary from well-run towers with pools and gyms to older blocks with basic facilities, so the specific building matters more than the district.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "Main routes run through Sharjah to Dubai along the coastal E11 and Al Ittihad Road, or inland via Sheikh Mohammed bin Zayed Road (E311). Ajman's city buses serve the district and intercity buses link Ajman with Sharjah and Dubai, but most people drive or share taxis. The Dubai commute is long at peak times because of Sharjah traffic.",
        },
        {
          type: "list",
          items: [
            "Sharjah International Airport (SHJ): about 20–25 minutes",
            "Dubai International (DXB): about 30–40 minutes off-peak",
            "Downtown Dubai: about 40–50 minutes off-peak; 75–90 minutes or more at rush hour",
          ],
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Supermarkets, clinics and pharmacies are everywhere, and City Centre Ajman and Ajman China Mall are about 10–15 minutes away in Al Jurf, as are Ajman University, Gulf Medical University and Thumbay University Hospital. Ajman has many low- and mid-fee private schools, mostly Indian, Pakistani and Arabic curriculum; check inspection results and fee approvals with the UAE Ministry of Education.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Foreigners can own freehold in Ajman's designated projects, and several Al Nuaimiya towers are among them. Sales are registered with the Department of Land and Real Estate Regulation in Ajman. Its published fee has been 3% of the price for non-GCC buyers (2% for UAE and GCC nationals), paid by the buyer; Ajman issued a new fee decree in 2025, so confirm the current rate.",
        },
        {
          type: "table",
          caption: "Indicative asking levels, 2025–2026",
          columns: ["Home", "Sale price", "Annual rent"],
          rows: [
            ["Studio", "AED 180,000–280,000", "AED 15,000–22,000"],
            ["1 bedroom", "AED 280,000–450,000", "AED 22,000–32,000"],
            ["2 bedrooms", "AED 400,000–650,000", "AED 30,000–42,000"],
          ],
        },
      ],
    },
    {
      heading: "Who it suits",
      blocks: [
        {
          type: "paragraph",
          text: "Renters on a tight budget, families who want more bedrooms for their money, and yield-focused investors comfortable with older stock and a mainly lower-income tenant base.",
        },
      ],
    },
    {
      heading: "What to watch for",
      blocks: [
        {
          type: "list",
          items: [
            "Fewer banks lend on Ajman towers, and some only on approved buildings; get mortgage approval in principle first.",
            "Service charges and building management quality vary widely; ask for the owners' association accounts.",
            "Parking and traffic are tight, especially in the evening.",
          ],
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

import type { ContentBody } from "../../types";

export default {
  intro:
    "Aljada is Arada's 24 million sq ft (about 2.2 km²) master-planned community near Sharjah International Airport and University City, and the emirate's biggest freehold project open to all nationalities.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "Aljada is being built in phases, with more than 25,000 homes planned and around 20,000 residents already living there by 2025. Its heart is Madar, a leisure district designed by Zaha Hadid Architects with a large skatepark, the Aljada Discovery Centre, food outlets, parks and events spaces. The streets are new, landscaped and walkable, which is rare in Sharjah.",
        },
        {
          type: "paragraph",
          text: "Large parts are still under construction: Madar Mall, the main retail centre, had its construction contract awarded in 2025 with completion scheduled for December 2028.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "Aljada sits between Sheikh Mohammed bin Zayed Road (E311), Al Dhaid Road and University City Road, so reaching the motorways is quick and you avoid Sharjah's congested centre. An Etihad Rail passenger station is planned nearby; check the current status. Public bus links are limited, so most residents drive.",
        },
        {
          type: "list",
          items: [
            "Sharjah International Airport (SHJ): about 10 minutes",
            "Dubai International (DXB): about 25–35 minutes",
            "Downtown Dubai: about 35–45 minutes off-peak via the E311",
          ],
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Aljada's master plan includes schools, hotels and a business district, some open and some still to come. University of Sharjah and American University of Sharjah are next door in University City, and University Hospital Sharjah is about 10 minutes away. City Centre Al Zahia is a short drive for larger shopping. Check school ratings with the Sharjah Private Education Authority (SPEA).",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Aljada is an approved development area under Sharjah's Law No. 2 of 2022, so buyers of any nationality can take freehold title, registered with the Sharjah Real Estate Registration Department. The registration fee is commonly quoted between 2% and 4% of the price depending on the buyer's nationality; confirm the current figure with the department before you budget.",
        },
        {
          type: "table",
          caption: "Indicative asking levels, 2025–2026 (new launches often higher)",
          columns: ["Home", "Sale price", "Annual rent"],
          rows: [
            ["Studio", "AED 450,000–650,000", "AED 30,000–40,000"],
            ["1 bedroom", "AED 650,000–1,000,000", "AED 45,000–60,000"],
            ["2 bedrooms", "AED 1,000,000–1,600,000", "AED 60,000–80,000"],
          ],
        },
      ],
    },
    {
      heading: "Who it suits",
      blocks: [
        {
          type: "paragraph",
          text: "Young families and first-time buyers who want a modern community at Sharjah prices, university staff, and investors looking for freehold in the northern emirates with a recognised developer.",
        },
      ],
    },
    {
      heading: "What to watch for",
      blocks: [
        {
          type: "list",
          items: [
            "Years of construction still ahead; check what will be built next to your phase.",
            "Off-plan payment plans are common; read the SPA on delays and penalties carefully.",
            "Resale prices depend on how much new stock Arada launches; compare with recent resales, not launch prices.",
          ],
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

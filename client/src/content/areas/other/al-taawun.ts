import type { ContentBody } from "../../types";

export default {
  intro:
    "Al Taawun is a high-rise residential district on the Al Khan lagoon side of Sharjah, close to the Dubai border and Expo Centre Sharjah, popular with families who want larger flats than they could afford in Dubai.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "The district is made up of residential towers along Al Taawun Road and the lagoon, many with three-bedroom layouts, pools and gyms. Expo Centre Sharjah and Al Taawun Mall are local landmarks, and Al Mamzar Beach Park in Dubai is just across the water. Compared with Al Nahda it is quieter and more spacious; compared with Dubai, rents are lower for the same floor area.",
        },
        {
          type: "paragraph",
          text: "Sharjah rules apply: no alcohol and a conservative public dress code, and many buildings let only to families.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "Al Taawun Road connects to Al Ittihad Road (E11) and the Dubai border within a few minutes, though rush-hour queues are long. Sharjah's city buses run along the main roads, and RTA intercity buses run to Dubai from Al Jubail bus station.",
        },
        {
          type: "list",
          items: [
            "Dubai International (DXB): about 20 minutes off-peak",
            "Sharjah International Airport (SHJ): about 20–25 minutes",
            "Downtown Dubai: about 25–30 minutes off-peak; often an hour at peak",
          ],
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Al Taawun Mall covers groceries and daily shopping, and Sahara Centre and Mega Mall are within about 10–15 minutes. Families choose from schools in Sharjah (regulated by the Sharjah Private Education Authority, SPEA) and in Dubai's Al Qusais and Mirdif (KHDA); test the school run at the real time of day.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Al Taawun is mainly a rental market. Under Sharjah's Law No. 2 of 2022, foreigners may buy only in approved development areas and projects; if you are offered a unit to buy here, ask for confirmation from the Sharjah Real Estate Registration Department that it can be registered to a foreign owner.",
        },
        {
          type: "table",
          caption: "Indicative annual rents, 2025–2026",
          columns: ["Home", "Annual rent"],
          rows: [
            ["1 bedroom", "AED 38,000–52,000"],
            ["2 bedrooms", "AED 50,000–72,000"],
            ["3 bedrooms", "AED 65,000–90,000"],
          ],
        },
        {
          type: "paragraph",
          text: "Leases are attested by Sharjah Municipality, and SEWA requires a deposit for electricity and water. Many landlords still prefer one to four cheques.",
        },
      ],
    },
    {
      heading: "Who it suits",
      blocks: [
        {
          type: "paragraph",
          text: "Larger families who need three bedrooms at a moderate rent, Dubai commuters who can travel off-peak, and tenants who want lagoon views and building facilities.",
        },
      ],
    },
    {
      heading: "What to watch for",
      blocks: [
        {
          type: "list",
          items: [
            "Exhibitions at Expo Centre Sharjah bring heavy traffic on event days.",
            "Some towers charge separately for chiller and parking; compare total monthly costs.",
            "Check the building's renewal history; rent rises in border districts were steep in 2023–2025.",
          ],
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

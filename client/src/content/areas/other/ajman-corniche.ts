import type { ContentBody } from "../../types";

export default {
  intro:
    "Ajman Corniche is the emirate's beachfront strip, with a public beach, hotels and residential towers facing the Gulf. It offers sea views at a fraction of Dubai prices, with freehold available in designated towers.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "The Corniche runs along Ajman's public beach, with a promenade, cafés, restaurants and family picnic areas that are busy on winter evenings and weekends. Hotels such as Ajman Saray, Fairmont Ajman and Kempinski Hotel Ajman sit on the beach, and residential towers such as Ajman Corniche Residences line the road behind. The old town and Ajman Museum, housed in the 18th-century fort, are a few minutes away.",
        },
        {
          type: "paragraph",
          text: "It is the most relaxed address in Ajman and feels more like a resort town than the dense districts inland.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "Corniche Street connects to Ajman's main roads and on to Sharjah's Al Ittihad Road (E11) for Dubai, or inland to Sheikh Mohammed bin Zayed Road (E311). Ajman's city buses serve the Corniche; most residents drive.",
        },
        {
          type: "list",
          items: [
            "Sharjah International Airport (SHJ): about 25 minutes",
            "Dubai International (DXB): about 30–40 minutes off-peak",
            "Downtown Dubai: about 45 minutes off-peak; much longer at peak",
          ],
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Supermarkets and cafés are along the Corniche and in neighbouring [Al Rashidiya](/areas/al-rashidiya) and [Al Nuaimiya](/areas/al-nuaimiya); City Centre Ajman is about 15 minutes away. Thumbay University Hospital and Ajman University are in Al Jurf. Most private schools in Ajman are inland; check inspection results with the UAE Ministry of Education and the daily school-bus time.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Several Corniche towers are designated freehold, so foreigners can buy and register with Ajman's Department of Land and Real Estate Regulation. The registration fee for non-GCC buyers has been 3% of the price (paid by the buyer) under the published schedule; Ajman updated its fees in 2025, so check the current figure.",
        },
        {
          type: "paragraph",
          text: "Indicative 2025–2026 asking levels: 1-bedroom apartments about AED 550,000–900,000 and 2-bedroom about AED 900,000–1,500,000, with full sea views at the top. Annual rents run roughly AED 35,000–55,000 for a 1-bedroom and AED 50,000–75,000 for a 2-bedroom.",
        },
        {
          type: "paragraph",
          text: "Worked example at the published 3% rate: on a AED 800,000 flat the fee is AED 24,000 and a 2% agency fee plus VAT is AED 16,800, so budget roughly AED 41,000 in costs before mortgage fees, and confirm the rate first.",
        },
      ],
    },
    {
      heading: "Who it suits",
      blocks: [
        {
          type: "paragraph",
          text: "Couples and retirees who want a beach lifestyle on a budget, holiday-home buyers, and investors targeting furnished and short-stay lets near the hotels.",
        },
      ],
    },
    {
      heading: "What to watch for",
      blocks: [
        {
          type: "list",
          items: [
            "Sea-facing units cost much more than city-facing ones in the same tower; compare like with like.",
            "Weekend traffic and parking on the Corniche are difficult.",
            "Salt air is hard on air-conditioning units and balconies; check maintenance records.",
          ],
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

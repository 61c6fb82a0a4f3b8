import type { ContentBody } from "../../types";

export default {
  intro:
    "Al Khan is a waterfront district between Khalid Lagoon, the sea and the Dubai border, combining Sharjah's old Al Khan fishing village, newer residential towers and landmarks such as Sharjah Aquarium.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "Al Khan's towers look over Al Khan Lagoon towards Dubai's Al Mamzar or over Khalid Lagoon, and many flats have open water views. Sharjah Aquarium and Sharjah Maritime Museum sit on the seafront, the restored Al Khan heritage area is nearby, and Al Qasba and Al Majaz Waterfront are a few minutes away. It is calmer than Al Nahda but still close to the border.",
        },
        {
          type: "paragraph",
          text: "As elsewhere in Sharjah, there is no alcohol, and many buildings let only to families.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "Al Ittihad Road (E11) and Al Taawun Road lead towards the Dubai border. The RTA ferry between the Sharjah Aquarium marine station and Dubai's Al Ghubaiba is a real alternative for commuters to Bur Dubai and Deira (check current schedules). City and intercity buses also serve the area.",
        },
        {
          type: "list",
          items: [
            "Dubai International (DXB): about 20 minutes off-peak",
            "Sharjah International Airport (SHJ): about 25 minutes",
            "Downtown Dubai: about 25–30 minutes off-peak; 60 minutes or more at peak",
          ],
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Supermarkets and everyday services are spread through the district, and Mega Mall, Sharjah City Centre and Sahara Centre are within about 15 minutes. For schools, compare options in Sharjah (regulated by the Sharjah Private Education Authority, SPEA) and across the border in Dubai (KHDA), allowing for traffic.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Most Al Khan towers are rental. Foreigners can own freehold in Sharjah only in development areas and projects approved under Law No. 2 of 2022; ownership otherwise is limited to UAE and GCC nationals. If a project is marketed to all nationalities, confirm its status with the Sharjah Real Estate Registration Department.",
        },
        {
          type: "paragraph",
          text: "Indicative 2025–2026 annual rents: 1-bedroom apartments about AED 35,000–50,000, 2-bedroom about AED 48,000–70,000 and 3-bedroom about AED 65,000–90,000, with lagoon and sea views and newer towers at the top. Leases must be attested by Sharjah Municipality, and SEWA takes a utility deposit.",
        },
      ],
    },
    {
      heading: "Who it suits",
      blocks: [
        {
          type: "paragraph",
          text: "Families who want water views and space at Sharjah prices, commuters to old Dubai who can use the ferry, and tenants who want to be near Al Majaz and Al Qasba without being in the busiest streets.",
        },
      ],
    },
    {
      heading: "What to watch for",
      blocks: [
        {
          type: "list",
          items: [
            "Building quality varies a lot; inspect for damp and air-conditioning problems in older towers.",
            "Some roads around the lagoon bottleneck at rush hour.",
            "Ask how chiller, gas and parking are charged before you sign.",
          ],
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

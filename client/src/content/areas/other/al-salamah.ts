import type { ContentBody } from "../../types";

export default {
  intro:
    "Al Salamah is a residential district on the mainland side of Umm Al Quwain, close to the E311, with family villas, newer low-rise apartments and some of the lowest rents in the northern emirates.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "Al Salamah grew up around wide streets of walled villas, many built by Emirati families, with mosques, small parks and local shops. Newer apartment buildings and villa projects have been added as UAQ's population has grown, and road upgrades have made the area easier to reach from the motorway. It is quiet, with very little nightlife, and most residents are families.",
        },
        {
          type: "paragraph",
          text: "The UAQ lagoon, beaches and old town around [Umm Al Quwain Marina](/areas/umm-al-quwain-marina) are about 10–15 minutes away.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "Al Salamah connects to Sheikh Mohammed bin Zayed Road (E311) through the Al Etihad interchange, giving a direct run south to Ajman, Sharjah and Dubai without going through city centres. Public transport is very limited; you will need a car.",
        },
        {
          type: "list",
          items: [
            "Sharjah International Airport (SHJ): about 25–30 minutes",
            "Dubai International (DXB): about 40–45 minutes off-peak",
            "Downtown Dubai: about 50–60 minutes off-peak",
          ],
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Local supermarkets, pharmacies and clinics cover everyday needs, and UAQ's government hospital is a short drive away. The choice of private schools in UAQ is limited, so many families use schools in Ajman; check inspection results with the UAE Ministry of Education and how long the school bus takes.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Most of Al Salamah is owned by UAE nationals and rented out. Foreigners can buy only in designated projects in UAQ, so if you are offered a villa or apartment here, ask the UAQ government's land and property department to confirm that it can be registered in your name and what fees apply.",
        },
        {
          type: "table",
          caption: "Indicative annual rents, 2025–2026",
          columns: ["Home", "Annual rent"],
          rows: [
            ["1-bedroom apartment", "AED 20,000–30,000"],
            ["2-bedroom apartment", "AED 28,000–40,000"],
            ["3–4-bedroom villa", "AED 50,000–80,000"],
          ],
        },
        {
          type: "paragraph",
          text: "Leases should be attested by UAQ Municipality, and Etihad Water and Electricity takes a deposit for utilities. See [rental costs](/renter-guides/rental-costs) for a full checklist.",
        },
      ],
    },
    {
      heading: "Who it suits",
      blocks: [
        {
          type: "paragraph",
          text: "Families who need a large villa on a tight budget, people working in UAQ, Ajman or the northern industrial areas, and Dubai commuters willing to drive 45 minutes or more each way.",
        },
      ],
    },
    {
      heading: "What to watch for",
      blocks: [
        {
          type: "list",
          items: [
            "Few amenities within walking distance; two cars are often needed.",
            "Villa quality varies widely; inspect carefully and put maintenance terms in the lease.",
            "The E311 slows significantly approaching Sharjah and Dubai at peak times.",
          ],
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

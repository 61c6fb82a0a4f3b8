import type { ContentBody } from "../../types";

export default {
  intro:
    "Al Reef is a gated community of villas and low-rise apartments next to Zayed International Airport, known as one of the most affordable freehold villa options in Abu Dhabi.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "Built by Manazel, Al Reef is split into Al Reef Villas, themed as Desert, Arabian, Mediterranean and Contemporary villages, and Al Reef Downtown, a cluster of mid-rise apartment blocks with shops at ground level. The villas are compact two- to four-bedroom homes with small gardens, set around shared pools, parks and play areas.",
        },
        {
          type: "paragraph",
          text: "It is a settled, family-heavy community. It is quieter and cheaper than Yas or Saadiyat, with fewer amenities on site.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "Al Reef sits off the main Abu Dhabi–Dubai road just north of the airport, so getting onto the highway is easy. A community shuttle and public buses operate, but a car is essential.",
        },
        {
          type: "list",
          items: [
            "Zayed International Airport (AUH): about 5–10 minutes",
            "Dubai Marina: about 1 hour",
            "Yas Mall: about 15 minutes; downtown Abu Dhabi: about 30–35 minutes",
          ],
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Al Reef Downtown has a supermarket, pharmacies, clinics, nurseries and cafés for daily needs. Most families drive 10–20 minutes to schools in Khalifa City, Al Raha and the surrounding suburbs, such as Raha International School and GEMS American Academy; check ADEK ratings and bus routes before choosing a home. Larger malls mean a trip to Yas Mall or Al Raha Mall.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Al Reef is an investment zone, so all nationalities can buy freehold, register on DARI and pay a **2% transfer fee**. Indicative 2025–2026 asking levels: 1-bedroom apartments about AED 550,000–800,000; 2-bedroom villas about AED 1,400,000–1,900,000; 3-bedroom villas about AED 1,900,000–2,600,000. Typical rents: about AED 45,000–60,000 a year for a 1-bedroom and AED 110,000–140,000 for a 3-bedroom villa.",
        },
        {
          type: "paragraph",
          text: "Yields have historically been healthier than in the prime islands because purchase prices are lower. A villa around AED 2,000,000 can also qualify the owner for a Golden Visa.",
        },
      ],
    },
    {
      heading: "Who it suits",
      blocks: [
        {
          type: "paragraph",
          text: "First-time buyers who want a villa rather than a flat, young families on a budget, airport staff, and yield-focused investors.",
        },
      ],
    },
    {
      heading: "What to watch for",
      blocks: [
        {
          type: "list",
          items: [
            "Homes date from around 2010 onwards; check roofs, air-conditioning and plumbing carefully.",
            "Service charges have been a point of friction between owners and management over the years; ask for current figures.",
            "Aircraft noise and the community's distance from the city centre.",
          ],
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

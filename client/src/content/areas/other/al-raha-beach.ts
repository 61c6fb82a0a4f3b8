import type { ContentBody } from "../../types";

export default {
  intro:
    "Al Raha Beach is a waterfront strip of apartment and townhouse neighbourhoods between Yas Island and Khalifa City, built around canals and marinas. It is freehold for all nationalities and ten minutes from the airport.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "The area is made up of distinct precincts: Al Bandar, Al Muneera, Al Zeina and Al Hadeel are the established ones, with mid-rise apartments and a few townhouses facing the water. Aldar's round headquarters building is the local landmark. Promenades, small beaches reserved for residents and waterfront cafés make it feel like a village compared with the towers of Reem.",
        },
        {
          type: "paragraph",
          text: "Al Raha Gardens, a villa and townhouse community, lies just inland, and [Khalifa City](/areas/khalifa-city) is across the road for schools and services.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "Al Raha Beach sits right beside the main Abu Dhabi–Dubai highway, which makes it one of the best-connected addresses in the emirate. Buses run along the main road; most residents drive.",
        },
        {
          type: "list",
          items: [
            "Zayed International Airport (AUH): about 10 minutes",
            "Dubai Marina: about 1 hour; Downtown Dubai: about 1 hour 15 minutes",
            "Downtown Abu Dhabi: about 25 minutes; Yas Mall: about 10 minutes",
          ],
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Raha International School, GEMS American Academy and Al Yasmina Academy are all in nearby Khalifa City. Al Raha Mall and Etihad Plaza handle groceries and errands, and Yas Mall is the big shopping trip. Check ADEK inspection reports and waiting lists early; popular schools in this corridor fill quickly.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Al Raha Beach is an investment zone with mostly completed stock, so buyers can inspect what they are getting. Indicative 2025–2026 asking levels: a 1-bedroom apartment about AED 1,000,000–1,600,000, a 2-bedroom about AED 1,600,000–2,600,000, and waterfront townhouses from about AED 3,000,000. Annual rents run roughly AED 80,000–110,000 for a 1-bedroom and AED 110,000–160,000 for a 2-bedroom.",
        },
        {
          type: "paragraph",
          text: "Worked example: on a AED 1,500,000 flat, the 2% transfer fee is AED 30,000 and a 2% agency fee plus VAT adds AED 31,500, so budget about AED 62,000 on top of the price before mortgage costs. See the [mortgage guide](/buyer-guides/mortgage-guide).",
        },
      ],
    },
    {
      heading: "Who it suits",
      blocks: [
        {
          type: "paragraph",
          text: "Couples and small families who want water views without island traffic, airline and airport staff, people commuting to both Abu Dhabi and Dubai, and investors who prefer finished, proven buildings.",
        },
      ],
    },
    {
      heading: "What to watch for",
      blocks: [
        {
          type: "list",
          items: [
            "Some buildings are now 10–15 years old; check the sinking fund and recent maintenance work.",
            "Aircraft noise varies by precinct because of the airport's flight path; visit at different times of day.",
            "Parking allocations differ between buildings; confirm how many bays come with the unit.",
          ],
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

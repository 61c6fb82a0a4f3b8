import type { ContentBody } from "../../types";

export default {
  intro:
    "Mirdif is an established villa suburb east of Dubai International Airport, with wide streets, parks and City Centre Mirdif. It offers villa space at prices well below the coastal districts.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "Most of Mirdif is two-storey villas on numbered streets, many with private gardens and driveways, plus compounds with shared pools. Rental communities such as Ghoroob and Shorooq add apartments and townhouses. Mushrif Park, with walking and cycling trails through one of Dubai's few large wooded areas, is on the western edge.",
        },
        {
          type: "paragraph",
          text: "It is family-oriented and multicultural, and popular with airline and airport staff. Aircraft noise is noticeable in the parts closest to the flight path, so visit at different times of day before you sign.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "**Centrepoint** station, the Red Line's eastern terminus with a large car park, is a short drive away. The Blue Line, under construction, includes a Mirdif station, with opening planned for September 2029.",
        },
        {
          type: "paragraph",
          text: "Tripoli Street, Algeria Street, Airport Road and Sheikh Mohammed Bin Zayed Road (E311) are the main routes, and Sharjah is reachable via the E311 for those who work there. Off-peak, DXB is about 10 minutes away, Downtown about 20–25 minutes and DWC about 45–50 minutes.",
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Uptown School in Mirdif and GEMS Royal Dubai School in Al Mizhar are close by, and there are many other international and Indian-curriculum schools in Mirdif, Al Mizhar and Al Warqa.",
        },
        {
          type: "paragraph",
          text: "City Centre Mirdif is the main mall, with Arabian Center in Al Mizhar nearby. Mediclinic Welcare Hospital in Al Garhoud is about 15 minutes away.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Most Mirdif villas are owned by UAE nationals and let to tenants, so expatriates usually rent. Freehold purchases are limited to designated projects such as Mirdif Hills, where 1-bed apartments have typically sold for roughly AED 1–1.5M. Typical 2025–2026 rents:",
        },
        {
          type: "list",
          items: [
            "1-bed apartments: roughly AED 55–75k a year",
            "2-bed apartments: roughly AED 75–105k a year",
            "3-bed villas: roughly AED 140–200k a year",
            "4–5-bed villas: roughly AED 170–280k a year",
          ],
        },
        {
          type: "paragraph",
          text: "On a AED 200,000 villa, budget roughly AED 10,000 for the 5% security deposit, AED 10,500 for a 5% agency fee plus VAT, AED 4,000 for the DEWA villa deposit and about AED 220 for Ejari, plus the first rent cheque. The 5% housing fee (AED 10,000 a year here) is then added to DEWA bills.",
        },
      ],
    },
    {
      heading: "Who it suits and what to watch for",
      blocks: [
        {
          type: "paragraph",
          text: "Mirdif suits families who want a villa near DXB, airline and airport staff, and long-term tenants who value space over glamour.",
        },
        {
          type: "paragraph",
          text: "Watch aircraft noise, the condition of older villas and who pays for maintenance. The planned shift of flights to DWC over the coming decade could change both noise and demand, but timing is uncertain. Check the RERA rental index before accepting an increase; our [tenant rights guide](/renter-guides/tenant-rights) explains how. Compare [Deira](/areas/deira) for closer-in apartments.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

import type { ContentBody } from "../../types";

export default {
  intro:
    "The Dubai International Financial Centre (DIFC) is the city's financial free zone on Sheikh Zayed Road, with its own common-law courts and regulator. A small number of residential towers make it a place to live as well as work.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "DIFC is compact, built around The Gate and the Gate Village galleries and restaurants, with the Gate Avenue mall linking them above ground. Weekdays are busy with office workers; evenings and weekends are dominated by the restaurant and gallery scene.",
        },
        {
          type: "paragraph",
          text: "Residential choices are limited to a handful of towers, such as Index Tower, Limestone House, Central Park Towers, Sky Gardens, Park Towers and Burj Daman. Most are high-end apartments with hotel-style amenities such as concierge and valet parking, which is reflected in their service charges.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "**Financial Centre** and **Emirates Towers** stations on the Red Line are a short walk from most buildings. Sheikh Zayed Road runs alongside, and Al Saada Street and Financial Centre Road link to Al Khail Road and Downtown.",
        },
        {
          type: "paragraph",
          text: "Off-peak, Downtown is about 5 minutes away, DXB about 15 minutes and DWC about 40 minutes. Sheikh Zayed Road is heavily congested at peak times, so residents who work in DIFC often walk.",
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "DIFC has no large schools. Families usually drive to Jumeirah and Al Safa, where Jumeirah English Speaking School (JESS), GEMS Jumeirah Primary School and Jumeirah College are based, about 10–15 minutes away.",
        },
        {
          type: "paragraph",
          text: "Gate Avenue offers a supermarket and shops, and The Dubai Mall is close. Mediclinic City Hospital in Dubai Healthcare City is about 10 minutes' drive. DIFC Courts also run a wills service that many non-Muslim property owners use.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "DIFC is freehold, with apartments only. Prices sit close to prime Downtown levels. Typical 2025–2026 ranges:",
        },
        {
          type: "list",
          items: [
            "1-bed: about AED 1.6–2.6M, renting for roughly AED 120–170k a year",
            "2-bed: about AED 2.8–4.5M, renting for roughly AED 180–260k a year",
            "Penthouses and branded residences: well above these figures",
          ],
        },
        {
          type: "paragraph",
          text: "DIFC is expanding: an extension known as the Zabeel District has been announced, which will add offices and some homes over the coming years. Details and timing can change, so check the DIFC and DLD announcements.",
        },
      ],
    },
    {
      heading: "Who it suits and what to watch for",
      blocks: [
        {
          type: "paragraph",
          text: "DIFC suits finance and legal professionals who want to walk to the office, couples and singles, and investors targeting corporate tenants.",
        },
        {
          type: "paragraph",
          text: "Watch high service charges in amenity-rich towers, limited visitor parking and ongoing construction as the district grows. Resale liquidity is thinner than in larger areas, so price carefully. Compare [Downtown Dubai](/areas/downtown-dubai) and [Business Bay](/areas/business-bay) for a wider choice of homes.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

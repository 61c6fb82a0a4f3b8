import type { ContentBody } from "../types";

export default {
  intro:
    "How to choose where to rent in the UAE: the questions that matter most (commute, schools, budget and building quality) and which areas tend to suit which renters in Dubai, Abu Dhabi and the northern emirates.",
  sections: [
    {
      heading: "Start with the commute",
      blocks: [
        {
          type: "paragraph",
          text: "In the UAE, where you live decides how long you spend in traffic. Map the journey to work and school at the times you will actually travel, not at midday. Key things to check:",
        },
        {
          type: "list",
          items: [
            "**Metro access:** Dubai's Red Line runs along Sheikh Zayed Road from Centrepoint to Expo City and UAE Exchange, and the Green Line serves Deira, Bur Dubai and the Creek. The Blue Line is under construction, with opening planned for 2029. Living within walking distance of a station can replace a car for some commutes.",
            "**Road tolls:** Salik gates on Dubai's main roads use variable pricing, introduced in January 2025, with a higher charge at weekday peak times (AED 6) than off-peak (AED 4). Check the RTA's current times and rates, and count the gates on your route.",
            "**Cross-emirate routes:** the roads between Sharjah and Dubai are among the most congested in the country at peak hours. A short distance on the map can take an hour or more.",
            "**Parking:** check how many spaces come with the home and whether visitor or second-car parking is paid.",
          ],
        },
      ],
    },
    {
      heading: "Schools: how to check quality and distance",
      blocks: [
        {
          type: "paragraph",
          text: "For families, schools often decide the area. In Dubai, private schools are inspected and rated by the Knowledge and Human Development Authority (KHDA); in Abu Dhabi by the Department of Education and Knowledge (ADEK); in Sharjah by the Sharjah Private Education Authority (SPEA). Check the curriculum, the latest rating, the fees and waiting lists before you sign a lease, and ask about school bus routes: a 10-minute drive can be a 45-minute bus ride.",
        },
      ],
    },
    {
      heading: "Budget, building quality and what you get for your rent",
      blocks: [
        {
          type: "paragraph",
          text: "Rents vary by area, building age and view more than by emirate alone. Compare like with like on [rent](/rent), and look beyond the rent: chiller-free buildings, included parking and lower utility bills can outweigh a small rent difference. Dubai's smart rental index, introduced in January 2025, rates buildings individually, which makes it easier to compare buildings within the same area. Check for nearby construction, which can mean years of noise and dust, and whether shops, clinics and a supermarket are within walking distance.",
        },
      ],
    },
    {
      heading: "Which Dubai areas suit which renters?",
      blocks: [
        {
          type: "table",
          caption:
            "Dubai areas by renter profile (general characteristics; check current listings for prices)",
          columns: ["If you want", "Areas to look at", "Trade-offs"],
          rows: [
            [
              "Walkable, central, near offices and metro",
              "[Dubai Marina](/areas/dubai-marina), [JLT](/areas/jumeirah-lake-towers-jlt), [Business Bay](/areas/business-bay), [Downtown Dubai](/areas/downtown-dubai), [DIFC](/areas/difc)",
              "Higher rents; busy, tower living; traffic around the Marina and Downtown",
            ],
            [
              "Good value apartments and townhouses",
              "[JVC](/areas/jumeirah-village-circle-jvc), [Al Furjan](/areas/al-furjan), [Dubai Silicon Oasis](/areas/dubai-silicon-oasis), [Town Square](/areas/town-square), [Dubai Sports City](/areas/dubai-sports-city)",
              "Mostly car-dependent (Al Furjan has Route 2020 metro stations); ongoing construction in places",
            ],
            [
              "The lowest rents in Dubai",
              "[International City](/areas/international-city), parts of [Deira](/areas/deira) and [Bur Dubai](/areas/bur-dubai)",
              "Older or denser buildings; check maintenance and parking carefully",
            ],
            [
              "Villas and gardens for families",
              "[Arabian Ranches](/areas/arabian-ranches), [Dubai Hills Estate](/areas/dubai-hills-estate), [Mirdif](/areas/mirdif), [Damac Hills](/areas/damac-hills), [Umm Suqeim](/areas/umm-suqeim)",
              "Higher total cost (villa DEWA deposit AED 4,000, larger utility bills); a car is essential",
            ],
            [
              "Beach lifestyle",
              "[JBR](/areas/jumeirah-beach-residence-jbr), [Palm Jumeirah](/areas/palm-jumeirah), [Jumeirah](/areas/jumeirah)",
              "Premium rents; tourist traffic at weekends",
            ],
          ],
        },
      ],
    },
    {
      heading: "Abu Dhabi, Sharjah and the northern emirates",
      blocks: [
        {
          type: "list",
          items: [
            "**Abu Dhabi city:** [Al Reem Island](/areas/al-reem-island) offers apartments close to the city centre and [Al Maryah Island](/areas/al-maryah-island)'s offices; [Khalifa City](/areas/khalifa-city) and [Mohammed Bin Zayed City](/areas/mohammed-bin-zayed-city) offer villas at lower rents; [Saadiyat Island](/areas/saadiyat-island) and [Yas Island](/areas/yas-island) suit those wanting beaches, leisure and well-known schools.",
            "**Sharjah:** [Al Nahda](/areas/al-nahda) sits on the Dubai border, [Al Majaz](/areas/al-majaz) and [Al Khan](/areas/al-khan) are waterfront, and [Aljada](/areas/aljada) is a newer master-planned community. Rents are usually well below Dubai's, but the commute to Dubai can be long.",
            "**Ajman:** areas such as [Al Nuaimiya](/areas/al-nuaimiya) and the [Ajman Corniche](/areas/ajman-corniche) offer some of the lowest rents in the country.",
            "**Ras Al Khaimah:** [Al Hamra Village](/areas/al-hamra-village) and [Al Marjan Island](/areas/al-marjan-island) suit people working locally or remotely who want space and the coast.",
          ],
        },
      ],
    },
    {
      heading: "Worked example: is a cheaper home further out really cheaper?",
      blocks: [
        {
          type: "paragraph",
          text: "Illustrative figures for a couple working in Dubai Media City: a two-bedroom apartment in Sharjah at AED 65,000 a year against one in Dubai near work at AED 105,000.",
        },
        {
          type: "table",
          caption: "Annual cost comparison, illustrative",
          columns: ["Cost", "Sharjah, driving to Dubai", "Dubai, near work"],
          rows: [
            ["Rent", "AED 65,000", "AED 105,000"],
            ["Housing or municipality fee", "Sharjah fee on the SEWA bill", "AED 5,250 (5% of rent)"],
            ["Salik (4 peak crossings a day, 230 working days)", "AED 5,520", "About AED 0–1,000"],
            ["Extra fuel", "About AED 4,000", "—"],
            ["Extra commuting time", "About 1.5 hours a day", "—"],
          ],
        },
        {
          type: "paragraph",
          text: "On these assumptions the Sharjah home saves roughly AED 30,000 to AED 35,000 a year in cash, depending on the Sharjah fee, but costs about 345 hours of extra commuting. Whether that is worth it depends on your work hours, whether one partner works from home, and school locations. Do the same sum with real listings and your own route.",
        },
      ],
    },
    {
      heading: "Before you commit: visit at the right times",
      blocks: [
        {
          type: "list",
          items: [
            "Do the commute at rush hour on a weekday before signing.",
            "Visit in the evening and at the weekend to judge noise, parking and atmosphere.",
            "Ask current residents about maintenance, lifts, cooling bills and management response times.",
            "Check the area page for the neighbourhood, such as [Dubai Marina](/areas/dubai-marina) or [Al Reem Island](/areas/al-reem-island), and browse all [areas](/areas).",
          ],
        },
        {
          type: "callout",
          title: "Next steps",
          text: "Once you have a shortlist, work out the full cost with [rental costs](/renter-guides/rental-costs) and check the contract terms with [rental contracts](/renter-guides/rental-contracts).",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

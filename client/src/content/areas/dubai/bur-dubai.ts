import type { ContentBody } from "../../types";

export default {
  intro:
    "Bur Dubai is the historic district on the southern bank of Dubai Creek, taking in Al Fahidi, Al Mankhool, Al Karama and Oud Metha. It is central, well served by the Metro and home to some of the city's longest-established schools.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "Streets range from the restored wind-tower houses of the Al Fahidi Historical Neighbourhood and the Al Seef waterfront to dense blocks of mid-rise apartments in Al Mankhool, Al Raffa and Al Karama. Meena Bazaar and the textile souk keep the old trading atmosphere alive, and Karama is known for inexpensive restaurants.",
        },
        {
          type: "paragraph",
          text: "It is lively, multicultural and walkable in the cooler months. Zabeel Park and the Dubai Frame are on the southern edge, and Creek Park lies beyond Oud Metha.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "Green and Red Line stations include **BurJuman** (interchange), **ADCB**, **Al Ghubaiba**, **Sharaf DG** (formerly Al Fahidi), **Oud Metha** and **Dubai Healthcare City**. Abras cross the Creek to Deira, and Al Ghubaiba is also a bus and marine transport hub. Station names change under naming-rights deals, so check the RTA's S'hail app.",
        },
        {
          type: "paragraph",
          text: "Sheikh Khalifa bin Zayed Street, Al Mankhool Road and Sheikh Rashid Road are the main routes, with Al Maktoum and Al Garhoud bridges to Deira. Off-peak, DXB is about 10–15 minutes away, Downtown 10–15 minutes and DWC 40–45 minutes.",
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Oud Metha has long-established schools such as Dubai English Speaking School, St Mary's Catholic High School and The Indian High School.",
        },
        {
          type: "paragraph",
          text: "BurJuman, Wafi and Lamcy Plaza cover shopping. American Hospital Dubai and Rashid Hospital are close, and Mediclinic City Hospital is in nearby Dubai Healthcare City.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Most of Bur Dubai is not freehold for non-GCC foreigners, so expatriates usually rent. Freehold options nearby are in Al Jaddaf and Dubai Healthcare City; confirm any building's status with DLD. Typical 2025–2026 ranges:",
        },
        {
          type: "list",
          items: [
            "Studios: rent roughly AED 40–55k a year",
            "1-bed: rent roughly AED 55–85k a year",
            "2-bed: rent roughly AED 80–120k a year",
            "Freehold 1-bed in Al Jaddaf: roughly AED 1–1.4M to buy",
          ],
        },
        {
          type: "paragraph",
          text: "Rents vary widely between older, chiller-free buildings and newer towers near Al Seef and the Metro. Check the RERA rental index for the building before you negotiate.",
        },
      ],
    },
    {
      heading: "Who it suits and what to watch for",
      blocks: [
        {
          type: "paragraph",
          text: "Bur Dubai suits budget-conscious renters, families wanting established central schools and residents who rely on the Metro.",
        },
        {
          type: "paragraph",
          text: "Watch older building maintenance, parking (public parking is run by Parkin, with higher peak-hour tariffs in busy zones) and overcrowded units. Check the RERA rental index before accepting an increase, and register your lease on Ejari. Compare [Deira](/areas/deira) across the Creek, and read our [rental contracts guide](/renter-guides/rental-contracts).",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

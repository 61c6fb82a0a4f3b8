import type { ContentBody } from "../../types";

export default {
  intro:
    "Deira is Dubai's historic trading district on the northern bank of the Creek, stretching from the souks towards the airport. It is dense, busy and well connected, with some of the most affordable central rents in the city.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "Central Deira is a mix of older mid-rise apartment blocks, markets and offices, from the Gold Souk and Spice Souk near the Creek to Al Rigga, Al Muraqqabat and Port Saeed. Abras cross the Creek to Bur Dubai, and the Waterfront Market on the Corniche sells fish, meat and produce.",
        },
        {
          type: "paragraph",
          text: "It feels lively, traditional and multicultural, with traffic and crowds to match, and the restaurant scene along Al Rigga Street is one of the best-value in Dubai. Further out, Al Garhoud and Al Mamzar are calmer, with Al Mamzar Beach Park on the Sharjah border. Dubai Islands, Nakheel's reclaimed islands off the Deira coast, are adding a new beachfront district.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "Deira has many Red and Green Line stations, including **Union** (interchange), **Al Rigga**, **Baniyas Square**, **Gold Souq**, **Al Ras**, **Salah Al Din** and **City Centre Deira**. Abras and water taxis link to Bur Dubai.",
        },
        {
          type: "paragraph",
          text: "Al Maktoum Bridge, Al Garhoud Bridge and the Infinity Bridge cross the Creek. Off-peak, DXB is about 10 minutes away, Downtown about 15–20 minutes and DWC about 45–50 minutes. Congestion is constant, and public parking, run by Parkin, is paid and scarce in the older streets.",
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Schools include Al Ittihad Private School in Al Mamzar, with Deira International School in Dubai Festival City a short drive away. Many Indian and Pakistani curriculum schools operate in Al Qusais and Al Muhaisnah nearby.",
        },
        {
          type: "paragraph",
          text: "City Centre Deira and Al Ghurair Centre are the main malls. Dubai Hospital is in Al Baraha, and Mediclinic Welcare Hospital is in Al Garhoud.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Most of central Deira is not freehold for non-GCC foreigners, so expatriates usually rent. The main freehold option is Dubai Islands, whose new apartments are priced like beachfront launches elsewhere in Dubai rather than old Deira, so compare DLD transactions. Typical 2025–2026 rents:",
        },
        {
          type: "list",
          items: [
            "Studios: roughly AED 35–50k a year",
            "1-bed: roughly AED 45–70k a year",
            "2-bed: roughly AED 65–95k a year",
          ],
        },
        {
          type: "paragraph",
          text: 'Many older buildings are "chiller-free", meaning cooling is included in the rent or provided by split units, which can save several thousand dirhams a year compared with district-cooling buildings. Landlords here often accept four to six cheques.',
        },
      ],
    },
    {
      heading: "Who it suits and what to watch for",
      blocks: [
        {
          type: "paragraph",
          text: "Deira suits budget-conscious renters, traders and small business owners, and residents who rely on the Metro.",
        },
        {
          type: "paragraph",
          text: "Watch older building maintenance, parking and overcrowded units: authorities act against illegal partitions, and a raid can leave tenants needing to move at short notice. Make sure your lease is registered on Ejari. Compare [Bur Dubai](/areas/bur-dubai) across the Creek, and read our [rental costs guide](/renter-guides/rental-costs).",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

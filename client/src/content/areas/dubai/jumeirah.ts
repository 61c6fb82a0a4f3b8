import type { ContentBody } from "../../types";

export default {
  intro:
    "Jumeirah is Dubai's traditional beachside villa district, stretching south-west from Jumeirah 1 near La Mer to Jumeirah 3. It offers space, beaches and an established neighbourhood feel close to the city centre.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "Streets are lined with walled villas, many built in the 1980s–2000s, alongside newer compounds. Jumeirah Street (Beach Road) hosts cafés, boutiques and the Jumeirah Mosque, while La Mer, Box Park and City Walk add modern shopping and dining.",
        },
        {
          type: "paragraph",
          text: "Jumeirah Public Beach and the Kite Beach stretch in neighbouring Umm Suqeim are close. Jumeirah 1, near La Mer and City Walk, is the busiest part; Jumeirah 3 is quieter. The feel is relaxed and residential, with little high-rise building.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "There is no Metro inside Jumeirah; Red Line stations on Sheikh Zayed Road, such as **Business Bay** and **ONPASSIVE** (formerly Al Safa), are 5–10 minutes' drive away. Most residents drive.",
        },
        {
          type: "paragraph",
          text: "Jumeirah Street and Al Wasl Road run parallel to the coast, with Sheikh Zayed Road inland. Off-peak, Downtown is about 10–15 minutes away, DXB 15–20 minutes and DWC about 40 minutes.",
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Jumeirah and neighbouring Al Safa are home to Jumeirah English Speaking School (JESS), GEMS Jumeirah Primary School, Jumeirah College and Jumeira Baccalaureate School. Most have waiting lists.",
        },
        {
          type: "paragraph",
          text: "Mercato Mall, City Walk and Box Park cover shopping. Medcare Hospital Al Safa is nearby, and Mediclinic City Hospital in Dubai Healthcare City is about 15 minutes away.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Most Jumeirah villas sit outside Dubai's freehold zones for non-GCC foreigners and are owned by UAE nationals, so expatriates usually rent. Foreign buyers can purchase in designated projects such as City Walk, Port de La Mer and Jumeirah Bay Island. Typical 2025–2026 ranges:",
        },
        {
          type: "list",
          items: [
            "3-bed villas: rent roughly AED 200–300k a year",
            "4–5-bed villas: rent roughly AED 280–500k a year, more for new builds or sea views",
            "City Walk 1-bed apartments: roughly AED 2–2.8M to buy, AED 130–170k a year to rent",
            "Jumeirah Bay Island: branded apartments and mansion plots in the tens of millions",
          ],
        },
      ],
    },
    {
      heading: "Who it suits and what to watch for",
      blocks: [
        {
          type: "paragraph",
          text: "Jumeirah suits families wanting a villa near the beach and the big schools, long-term tenants and buyers in the freehold pockets.",
        },
        {
          type: "paragraph",
          text: "Older villas vary widely in condition, so inspect air-conditioning, damp and roofing, and agree maintenance responsibilities in writing before you sign. Many villas sit in small compounds managed by the landlord, so check whether pool, gardening and security are included in the rent. Rent increases are capped by Decree 43 of 2013 based on the RERA rental index; read our [rental contracts guide](/renter-guides/rental-contracts). Compare [Umm Suqeim](/areas/umm-suqeim) further along the coast.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

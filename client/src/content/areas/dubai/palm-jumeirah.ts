import type { ContentBody } from "../../types";

export default {
  intro:
    "Palm Jumeirah is Nakheel's palm-shaped island off Al Sufouh, with villas on 16 fronds, apartment buildings along the trunk and hotels on the outer crescent. It is Dubai's best-known beachfront address and priced accordingly.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "The trunk holds apartment complexes such as the Shoreline Apartments, Golden Mile and Tiara Residences, plus newer branded towers. The fronds are lined with Signature Villas and Garden Homes, each with a plot that backs onto the water. Many apartments include beach access, and the 11 km crescent hosts Atlantis and other resorts.",
        },
        {
          type: "paragraph",
          text: "Daily life feels quieter than the Marina on the fronds, but the trunk and The Pointe are busy with visitors. Nakheel Mall, Golden Mile Galleria and The Pointe cover shopping and dining.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "The Palm Monorail runs the length of the trunk, with stations including **Palm Gateway**, **Nakheel Mall** and **Atlantis Aquaventure**. Palm Gateway links by bridge to the **Palm Jumeirah** tram stop, and from the tram you can reach the Red Line at Sobha Realty or DMCC stations. In practice most residents drive.",
        },
        {
          type: "paragraph",
          text: "Road access is via the trunk's junction with Al Sufouh Road and Sheikh Zayed Road at Interchange 5; a tunnel links the trunk to the crescent. Off-peak, Downtown is about 20–25 minutes away, DXB about 30–40 minutes and DWC about 30–35 minutes. The trunk backs up at morning and evening peaks.",
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Most families drive to schools off the island: Dubai College and Wellington International School in Al Sufouh, and the American School of Dubai and Kings' School Al Barsha are around 10–15 minutes away.",
        },
        {
          type: "paragraph",
          text: "There are clinics on the trunk and in Nakheel Mall; for hospital care, Saudi German Hospital and Al Zahra Hospital in Al Barsha are about 15–20 minutes' drive.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "All property is freehold. Nakheel is the master developer; others include Omniyat (One Palm), Select Group and hotel-branded schemes. Prices are among the highest in Dubai and vary enormously by frond position, plot and renovation. Broad 2025–2026 guides:",
        },
        {
          type: "list",
          items: [
            "1-bed apartments: roughly AED 2–3.5M, renting for about AED 150–230k a year",
            "2-bed apartments: roughly AED 3–6M, renting for about AED 220–350k a year",
            "Frond villas: rarely below about AED 20M, with most trading between roughly AED 30M and AED 80M and the best plots well above AED 100M",
            "Villa rents: commonly AED 1–3M a year",
          ],
        },
        {
          type: "paragraph",
          text: "Many trades are off-market, so ask an agent with a RERA broker card and a valid BRN to pull recent DLD transactions, and read our [luxury properties](/categories/luxury-properties) page.",
        },
      ],
    },
    {
      heading: "Who it suits and what to watch for",
      blocks: [
        {
          type: "paragraph",
          text: "The Palm suits wealthy buyers, families who want a private beach, and investors targeting premium holiday lets (a Department of Economy and Tourism holiday-home permit is needed).",
        },
        {
          type: "paragraph",
          text: "Watch service charges, which on the trunk's apartment buildings often exceed AED 20 per sq ft a year, and in branded residences much more. Check for renovation works on neighbouring fronds, trunk congestion and the cost of insuring and maintaining seafront villas. Compare [Dubai Marina](/areas/dubai-marina) if you want the beach at lower prices.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

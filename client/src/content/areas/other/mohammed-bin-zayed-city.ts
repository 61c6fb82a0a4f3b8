import type { ContentBody } from "../../types";

export default {
  intro:
    "Mohammed Bin Zayed City (MBZ City) is a large mainland suburb of villas and low-rise apartment blocks next to Mussafah, popular with families who want more space for their rent.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "MBZ City is divided into numbered zones (ME-9, ME-10, ME-11 and so on), each with villas, mosques and small parks, and shopping streets lined with four- to six-storey apartment buildings. Many villas are owned by Emirati families and let whole or split into apartments; rules on partitioning have tightened, so check that any split villa is properly licensed.",
        },
        {
          type: "paragraph",
          text: "It is practical rather than glamorous, with plenty of restaurants, supermarkets and services, and a strong mix of Arab and South Asian communities.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "The district sits next to Mussafah and close to the Abu Dhabi–Al Ain road (E22), with quick links to Mussafah's industrial and business areas and to the city bridges. Public buses connect MBZ City to the island; for most jobs a car is still the norm.",
        },
        {
          type: "list",
          items: [
            "Zayed International Airport (AUH): about 15–20 minutes",
            "Dubai Marina: about 1 hour 10 minutes",
            "Downtown Abu Dhabi: about 25–35 minutes, depending on bridge traffic",
          ],
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Mazyad Mall and Capital Mall are both in the district, and Burjeel Medical City, one of the emirate's largest private hospitals, is here too. Schools include Emirates National Schools' MBZ campus and many private schools with Indian, British, American and Arabic curricula; fees are often lower than on the islands. Check ADEK ratings before you sign.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "MBZ City is largely **outside** the investment zones, so most expatriates rent; foreign ownership is possible only where a specific project is on land designated for it, which you should confirm on DARI. Indicative 2025–2026 annual rents: studios about AED 30,000–42,000, 1-bedroom apartments about AED 40,000–60,000, 3-bedroom villas about AED 110,000–160,000 and 5-bedroom villas about AED 160,000–230,000.",
        },
        {
          type: "paragraph",
          text: "Leases must be registered on Tawtheeq, which you will need for residence visas and utility connections.",
        },
      ],
    },
    {
      heading: "Who it suits",
      blocks: [
        {
          type: "paragraph",
          text: "Families on a moderate budget, people working in Mussafah, KIZAD or the southern suburbs, and larger households that need four or more bedrooms.",
        },
      ],
    },
    {
      heading: "What to watch for",
      blocks: [
        {
          type: "list",
          items: [
            "Illegal villa partitions can be shut down by the municipality, leaving tenants to move at short notice.",
            "Villa condition varies; agree maintenance responsibilities in writing.",
            "Morning traffic onto the bridges into the city can add 20–30 minutes.",
          ],
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

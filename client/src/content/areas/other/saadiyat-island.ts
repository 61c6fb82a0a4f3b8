import type { ContentBody } from "../../types";

export default {
  intro:
    "Saadiyat Island is Abu Dhabi's premium beach and culture district, home to Louvre Abu Dhabi, NYU Abu Dhabi and some of the capital's most expensive villas. It is an investment zone, so all nationalities can buy freehold.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "The island mixes low-density villa communities with beachfront apartments. Established addresses include Saadiyat Beach Villas, Saadiyat Beach Residences and Mamsha Al Saadiyat; newer projects such as Saadiyat Lagoons, Saadiyat Reserve and Jawaher Saadiyat add villas and townhouses further inland. The public beach, Saadiyat Beach Golf Club and the Cultural District set the tone: quiet, green and expensive.",
        },
        {
          type: "paragraph",
          text: "The Cultural District around Louvre Abu Dhabi and Manarat Al Saadiyat keeps growing, with more museums opening from 2025 onwards, which brings visitors but also long-term value.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "Sheikh Khalifa bin Zayed Highway (E12) runs the length of the island, linking it to Abu Dhabi Island in one direction and to Yas Island and the airport in the other. A car is essential; buses serve the main roads only.",
        },
        {
          type: "list",
          items: [
            "Zayed International Airport (AUH): about 20–25 minutes",
            "Dubai Marina: about 1 hour 10 minutes via the E12 and E11",
            "Downtown Abu Dhabi and Al Maryah Island: 10–15 minutes",
          ],
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Cranleigh Abu Dhabi is on the island, and NYU Abu Dhabi's campus sits in Saadiyat's centre. Mamsha Al Saadiyat has cafés, restaurants and convenience shopping, and community retail centres serve the villa areas; for big supermarket runs and malls most residents go to Reem or Yas (10–20 minutes). The nearest major hospital is Cleveland Clinic Abu Dhabi on Al Maryah Island.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Prices rose sharply in 2023–2025, and Saadiyat now sets the top of the Abu Dhabi market. As indicative 2025–2026 asking levels, apartments typically trade at AED 2,000–3,500 per sq ft (a 1-bedroom from around AED 1,600,000 to AED 3,000,000), and villas from about AED 7,000,000 to well above AED 30,000,000 on the beach. Rents for a 1-bedroom run roughly AED 110,000–170,000 a year. Much new supply is off-plan with Aldar and other large developers.",
        },
        {
          type: "paragraph",
          text: "Transfers register on DARI with a **2% fee** paid by the buyer. A property of AED 2,000,000 or more can support a 10-year Golden Visa. Check figures against recent transactions on DARI before you make an offer.",
        },
      ],
    },
    {
      heading: "Who it suits",
      blocks: [
        {
          type: "paragraph",
          text: "Senior professionals and families who want beach, space and good schooling, buyers of long-term trophy homes, and investors in prime property. It is less suited to tight budgets or anyone who wants nightlife on the doorstep.",
        },
      ],
    },
    {
      heading: "What to watch for",
      blocks: [
        {
          type: "list",
          items: [
            "Off-plan handover dates in new communities can slip; check the escrow account and construction progress with ADREC.",
            "Service charges on beachfront buildings are high, often well above the Abu Dhabi average.",
            "After fast price rises, compare asking prices with actual transactions rather than with listings.",
          ],
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

import type { ContentBody } from "../../types";

export default {
  intro:
    "Al Reem Island is Abu Dhabi's main high-rise residential island, a short bridge from the downtown grid and next door to the Al Maryah Island business district. It is freehold for all nationalities and one of the capital's busiest rental markets.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "Reem is an apartment island. Towers of 20 to 80-plus floors sit in sub-communities such as Shams Abu Dhabi, Marina Square, Najmat Abu Dhabi and City of Lights, with newer low-rise and townhouse projects on the eastern side. Most buildings have a pool, gym and covered parking, and waterfront promenades and Reem Central Park give you somewhere to walk in the cooler months.",
        },
        {
          type: "paragraph",
          text: "Daily life feels closer to Dubai Marina than to old Abu Dhabi: cafés at the foot of towers, many young professionals and couples, and a short walk or drive to offices on [Al Maryah Island](/areas/al-maryah-island).",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "Bridges link Reem to Abu Dhabi Island (downtown and Al Maryah) and to the highway network towards Saadiyat, Yas and the airport. Public buses paid with a Hafilat card cross the island, but most residents drive or take taxis. Expect queues at the island's exits at rush hour.",
        },
        {
          type: "list",
          items: [
            "Zayed International Airport (AUH): about 25–30 minutes off-peak",
            "Dubai Marina: about 1 hour 15 minutes; Downtown Dubai: about 1 hour 30 minutes",
            "Downtown Abu Dhabi and the Corniche: 10–15 minutes",
          ],
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Reem Mall, one of the capital's largest, and the smaller Boutik Mall cover groceries and shopping; The Galleria on Al Maryah Island is minutes away. Repton School Abu Dhabi has a campus on the island and Sorbonne University Abu Dhabi is based here. The nearest major hospital is Cleveland Clinic Abu Dhabi on Al Maryah Island. Check school inspection ratings and fees with ADEK, the emirate's education regulator.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Al Reem is an investment zone, so foreigners can buy freehold. Sales are registered through ADREC's DARI platform, with a **2% transfer fee** paid by the buyer; leases must be registered on Tawtheeq.",
        },
        {
          type: "table",
          caption: "Indicative asking levels, 2025–2026 (check recent DARI transactions)",
          columns: ["Home", "Sale price", "Annual rent"],
          rows: [
            ["Studio", "AED 550,000–850,000", "AED 50,000–70,000"],
            ["1 bedroom", "AED 850,000–1,400,000", "AED 70,000–100,000"],
            ["2 bedrooms", "AED 1,300,000–2,200,000", "AED 100,000–150,000"],
          ],
        },
      ],
    },
    {
      heading: "Who it suits",
      blocks: [
        {
          type: "paragraph",
          text: "Professionals working in ADGM, downtown or on the islands, couples who want a lock-up-and-leave flat, and investors looking for steady rental demand. Families with young children manage well here; those wanting a garden usually look at [Yas Island](/areas/yas-island) or [Al Reef](/areas/al-reef).",
        },
      ],
    },
    {
      heading: "What to watch for",
      blocks: [
        {
          type: "list",
          items: [
            "Service charges vary widely between older and newer towers; ask for the last two years' figures before you buy.",
            "Construction continues on parts of the island, so check what is planned in front of a view you are paying for.",
            "Some older towers have had maintenance and lift problems; read the owners' association minutes if you can.",
          ],
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

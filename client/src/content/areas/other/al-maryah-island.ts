import type { ContentBody } from "../../types";

export default {
  intro:
    "Al Maryah Island is Abu Dhabi's central business district and the home of Abu Dhabi Global Market (ADGM), with The Galleria, Cleveland Clinic Abu Dhabi and a small but growing stock of premium apartments.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "Al Maryah is primarily a place to work: ADGM's towers, banks and investment firms dominate, alongside the Four Seasons and Rosewood hotels. The residential stock is limited to a handful of towers and branded residences, with more under construction as the island expands. Evenings centre on The Galleria's restaurants and the waterfront promenade, which is one of the best walks in the city.",
        },
        {
          type: "paragraph",
          text: "Many people who work here live on neighbouring [Al Reem Island](/areas/al-reem-island), linked by short bridges, where there is much more choice.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "Bridges connect Al Maryah to downtown Abu Dhabi and to Reem. Buses and taxis serve the island, and many residents walk to work. For trips off the island, drivers join the city grid or the highways towards Saadiyat, Yas and the airport.",
        },
        {
          type: "list",
          items: [
            "Zayed International Airport (AUH): about 25–30 minutes",
            "Dubai Marina: about 1 hour 15–20 minutes",
            "Downtown Abu Dhabi and the Corniche: 5–10 minutes",
          ],
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "The Galleria Al Maryah Island has a supermarket, pharmacies and premium shopping; Reem Mall is a few minutes away. Cleveland Clinic Abu Dhabi, one of the emirate's leading hospitals, is on the island. The nearest schools are on Reem Island (including Repton School Abu Dhabi) and downtown; check ADEK ratings.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Al Maryah is an investment zone, so foreigners can buy freehold and register with DARI, paying a **2% transfer fee**. Because supply is small and skewed to the top end, prices are high and vary widely. As indicative 2025–2026 levels, a 1-bedroom typically asks AED 1,400,000–2,500,000 and branded residences cost far more; annual rents for a 1-bedroom are roughly AED 100,000–150,000.",
        },
        {
          type: "paragraph",
          text: "With few comparable sales, get an independent valuation before agreeing a price; your bank will require one anyway (usually AED 2,500–3,500).",
        },
      ],
    },
    {
      heading: "Who it suits",
      blocks: [
        {
          type: "paragraph",
          text: "Senior finance and legal professionals at ADGM who want to walk to work, couples without children, and buyers of prime apartments for long-term holding. Families usually prefer Reem, Saadiyat or Yas for space and schools.",
        },
      ],
    },
    {
      heading: "What to watch for",
      blocks: [
        {
          type: "list",
          items: [
            "Thin resale market: it can take longer to sell than on Reem or Yas.",
            "High service charges in hotel-serviced and branded buildings.",
            "Construction of new phases nearby may affect views and noise for several years.",
          ],
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

import type { ContentBody } from "../../types";

export default {
  intro:
    "Al Ghadeer is an Aldar community of apartments and townhouses right on the Abu Dhabi–Dubai border. It is freehold for all nationalities and among the cheapest ways into an Abu Dhabi investment zone.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "The community is built in phases around landscaped courtyards, pools and play areas, with low-rise apartment blocks and compact townhouses. It is quiet and self-contained, with a small community retail centre, mosque and sports courts, and desert all around. Residents are a mix of young families and couples who work in either emirate.",
        },
        {
          type: "paragraph",
          text: "The location is the point: you are closer to Jebel Ali and Dubai South than to central Abu Dhabi.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "Al Ghadeer sits beside the E11 coastal highway at the emirate border, with a quick link to the E311 in Dubai. There is no practical public transport for daily commuting, so a car is essential.",
        },
        {
          type: "list",
          items: [
            "Al Maktoum International (DWC): about 30–35 minutes",
            "Zayed International Airport (AUH): about 40–45 minutes",
            "Dubai Marina: about 35–45 minutes; downtown Abu Dhabi: about 1 hour",
          ],
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "On-site shopping covers groceries and essentials only, and bigger malls are 25–40 minutes away in either emirate. Schooling is the main drawback: families often drive to schools in Dubai's southern communities or Abu Dhabi's northern suburbs, so check school-bus routes and fees before buying. Remember that schools in Dubai are rated by KHDA and those in Abu Dhabi by ADEK.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Al Ghadeer is an investment zone, with sales registered on DARI and a **2% transfer fee** paid by the buyer (not Dubai's 4%). Indicative 2025–2026 asking levels: studios about AED 350,000–500,000, 1-bedroom apartments about AED 500,000–750,000 and 2–3-bedroom townhouses about AED 1,000,000–1,500,000. Annual rents for a 1-bedroom are roughly AED 40,000–55,000.",
        },
        {
          type: "paragraph",
          text: "Worked example: a AED 700,000 flat bought with an 80% mortgage needs a AED 140,000 deposit plus the AED 14,000 transfer fee, about AED 14,700 in agency fees (2% plus VAT) and the bank's valuation and arrangement costs. See the [mortgage guide](/buyer-guides/mortgage-guide).",
        },
      ],
    },
    {
      heading: "Who it suits",
      blocks: [
        {
          type: "paragraph",
          text: "Couples where one partner works in Dubai and the other in Abu Dhabi, first-time buyers priced out of Dubai's southern suburbs, and investors after low entry prices.",
        },
      ],
    },
    {
      heading: "What to watch for",
      blocks: [
        {
          type: "list",
          items: [
            "Limited amenities and schools nearby; you will drive for most things.",
            "Resale and rental demand depend heavily on Dubai South and Jebel Ali jobs.",
            "Your home is in Abu Dhabi, so Abu Dhabi procedures (Tawtheeq, Abu Dhabi utility accounts) apply even if you work in Dubai, where your commute will also pass Salik toll gates.",
          ],
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

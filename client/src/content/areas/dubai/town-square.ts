import type { ContentBody } from "../../types";

export default {
  intro:
    "Town Square is Nshama's master-planned community off Al Qudra Road and Sheikh Mohammed Bin Zayed Road. It is one of the most affordable ways to buy or rent a townhouse in Dubai.",
  sections: [
    {
      heading: "Living there",
      blocks: [
        {
          type: "paragraph",
          text: "The community has rows of contemporary townhouses (clusters such as Zahra, Hayat and Naseem) and mid-rise apartment buildings around Town Square Park, with cycle paths, pools and play areas. The central area has shops, cafés and restaurants.",
        },
        {
          type: "paragraph",
          text: "It is quiet and family-friendly, though still growing, with more buildings being completed each year. The Al Qudra desert and cycle track are a short drive away.",
        },
      ],
    },
    {
      heading: "Getting around",
      blocks: [
        {
          type: "paragraph",
          text: "There is no Metro; you will need a car. Al Qudra Road and Sheikh Mohammed Bin Zayed Road (E311) connect to the wider city.",
        },
        {
          type: "paragraph",
          text: "Off-peak, DWC is about 25 minutes away, Dubai Marina about 25 minutes, Downtown about 30 minutes and DXB about 35 minutes. Al Qudra Road can be slow at peak times as neighbouring communities fill up.",
        },
      ],
    },
    {
      heading: "Schools and everyday needs",
      blocks: [
        {
          type: "paragraph",
          text: "Families mostly drive to schools around Arabian Ranches, Damac Hills and Motor City, such as JESS Arabian Ranches, Ranches Primary School, Jebel Ali School and GEMS Metropole School. Check which ones have places for the year you need.",
        },
        {
          type: "paragraph",
          text: "Community retail covers daily needs, and larger malls are 15–25 minutes away. Mediclinic Parkview Hospital is about 20 minutes' drive.",
        },
      ],
    },
    {
      heading: "Property and prices",
      blocks: [
        {
          type: "paragraph",
          text: "Town Square is freehold, developed by Nshama. Typical 2025–2026 ranges:",
        },
        {
          type: "list",
          items: [
            "1-bed apartments: about AED 750k–1.05M, renting for roughly AED 60–75k a year",
            "2-bed apartments: about AED 1–1.4M, renting for roughly AED 80–100k a year",
            "3-bed townhouses: about AED 2.2–2.8M, renting for roughly AED 140–180k a year",
            "4-bed townhouses: about AED 2.6–3.4M",
          ],
        },
        {
          type: "paragraph",
          text: "Check current payment plans on newer phases, and compare DLD transactions for the exact cluster.",
        },
        {
          type: "paragraph",
          text: "As a worked example, an expatriate buying a AED 2,500,000 townhouse as a first home with an 80% mortgage needs roughly AED 665,000 upfront: the 20% deposit (AED 500,000), the 4% DLD fee (AED 100,000), 2% agency commission plus VAT (AED 52,500), the trustee fee (AED 4,200 with VAT), mortgage registration (AED 5,290) and a valuation of about AED 3,000.",
        },
      ],
    },
    {
      heading: "Who it suits and what to watch for",
      blocks: [
        {
          type: "paragraph",
          text: "Town Square suits first-time buyers, young families who want a townhouse on a budget, and investors seeking steady rentals.",
        },
        {
          type: "paragraph",
          text: "Watch the long commute to central Dubai, traffic on Al Qudra Road and construction on neighbouring plots. Compare service charges on DLD's index, and read our [mortgage guide](/buyer-guides/mortgage-guide) if you are buying. See [Damac Hills](/areas/damac-hills) and [Arabian Ranches](/areas/arabian-ranches) nearby.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

import type { ContentBody } from "../types";

export default {
  intro:
    "Abu Dhabi's property market has grown strongly in the past few years and is drawing more overseas buyers than ever. We look at what is driving it, where activity is concentrated and how buying in the capital differs from Dubai.",
  sections: [
    {
      heading: "What is driving Abu Dhabi's property growth?",
      blocks: [
        {
          type: "paragraph",
          text: "The capital's market was long seen as steadier and slower than Dubai's. That has changed. Widely reported Abu Dhabi Real Estate Centre (ADREC) figures put total real estate transactions in 2024 at close to AED 100 billion, a record at the time, and activity stayed strong through 2025. Several forces sit behind it:",
        },
        {
          type: "list",
          items: [
            "**Population and jobs.** Growth in finance, technology, energy and government-linked investment has brought new residents, many of them senior professionals.",
            "**Financial centre expansion.** Abu Dhabi Global Market on [Al Maryah Island](/areas/al-maryah-island) has attracted asset managers and family offices.",
            "**Leisure and culture.** [Yas Island](/areas/yas-island) continues to add attractions, including the Disney theme park announced in 2025, while the cultural district on [Saadiyat Island](/areas/saadiyat-island) is adding major museums.",
            "**Transport.** Etihad Rail's planned passenger services and ongoing road upgrades are set to shorten journeys to Dubai and across the emirate.",
            "**Wider ownership rights.** Foreigners can buy freehold in designated investment zones, which now cover most of the areas expatriates want.",
          ],
        },
      ],
    },
    {
      heading: "Where is buyer activity concentrated?",
      blocks: [
        {
          type: "table",
          caption: "Abu Dhabi's main investment zones at a glance",
          columns: ["Area", "Main property types", "Who buys or rents there"],
          rows: [
            ["Al Reem Island", "Apartments in high-rises", "City workers, first-time buyers, investors"],
            [
              "Saadiyat Island",
              "Beachfront villas, premium apartments",
              "High-net-worth families, end users",
            ],
            [
              "Yas Island",
              "Villas, townhouses, apartments, many off-plan",
              "Families, leisure-focused buyers, investors",
            ],
            [
              "Al Raha Beach",
              "Waterfront apartments and townhouses",
              "Professionals near the airport and Yas",
            ],
            ["Masdar City", "Low-energy apartments", "Budget-conscious and sustainability-minded buyers"],
            [
              "Al Reef and Al Ghadeer",
              "Villas and townhouses at lower prices",
              "Families seeking space on a budget",
            ],
          ],
        },
        {
          type: "paragraph",
          text: "Much of the new supply is launched by a small number of master developers, so off-plan releases in Yas and Saadiyat tend to arrive in waves. For resale pricing in each area, check the registered transactions ADREC publishes rather than launch prices.",
        },
      ],
    },
    {
      heading: "How is buying in Abu Dhabi different from Dubai?",
      blocks: [
        {
          type: "table",
          caption: "Key differences for buyers and tenants",
          columns: ["Topic", "Abu Dhabi", "Dubai"],
          rows: [
            ["Regulator", "Abu Dhabi Real Estate Centre (ADREC)", "Dubai Land Department (DLD) and RERA"],
            ["Transfer fee", "2%, payable by the buyer", "4%, customarily paid by the buyer"],
            ["Advertising permit", "Madhmoun", "Trakheesi"],
            ["Tenancy registration", "Tawtheeq", "Ejari"],
            ["Market depth", "Smaller, fewer resale transactions", "Larger and more liquid"],
          ],
        },
        {
          type: "paragraph",
          text: "On a AED 2,000,000 home, the lower transfer fee saves AED 40,000 compared with Dubai. The Central Bank's mortgage rules are federal, so loan-to-value limits and the 50% debt-burden cap are the same in both emirates.",
        },
        {
          type: "paragraph",
          text: "Off-plan buyers have similar protections in both emirates: projects must be registered, sales are recorded on an interim register and buyers' payments go into an escrow account tied to the project. In Abu Dhabi, check the project and developer with ADREC before paying a booking deposit, and make sure every payment is made to the escrow account named in your contract rather than to a sales agent.",
        },
      ],
    },
    {
      heading: "What are the risks for buyers in the capital?",
      blocks: [
        {
          type: "list",
          items: [
            "**Thinner resale market.** Outside the most popular towers and communities, selling can take longer than in Dubai.",
            "**Launch-driven pricing.** Off-plan prices set by developers can run ahead of what the resale market supports once units complete.",
            "**Clustered handovers.** Several large projects on Yas and Saadiyat are scheduled to complete over the next few years, which may weigh on rents locally.",
            "**Community rules.** Master developers often set rules on letting, renovations and short stays; read them before you buy.",
          ],
        },
        {
          type: "callout",
          title: "Check the permit number",
          text: "Every property advert in Abu Dhabi must carry a Madhmoun permit. If a listing lacks one, or the details do not match, ask the agent to explain before you arrange a viewing.",
        },
      ],
    },
    {
      heading: "What does growth mean for tenants?",
      blocks: [
        {
          type: "paragraph",
          text: "New arrivals have pushed up demand for rentals faster than new homes have been completed in some popular areas, and tenants in sought-after towers on Al Reem and in established villa communities have faced firmer renewals. Where large projects hand over, the balance can shift back towards tenants for a time.",
        },
        {
          type: "list",
          items: [
            "Register every lease on **Tawtheeq**; it is needed for utilities, visas and any dispute.",
            "Compare several similar units before renewing — the spread between buildings can be wide.",
            "Ask whether cooling and maintenance are included, as practice differs between developers.",
            "Check rules and rights with ADREC or the Abu Dhabi Judicial Department's rental dispute committee before escalating a disagreement.",
          ],
        },
      ],
    },
    {
      heading: "Is Abu Dhabi a better fit for you than Dubai?",
      blocks: [
        {
          type: "paragraph",
          text: "If you work in the capital, the answer is often simply where you live. For investors, Abu Dhabi offers lower entry costs on transfer fees and a market with growing depth, in exchange for fewer buyers at resale. End users who value space, beaches and quieter communities tend to find good value in Yas, Al Raha Beach and the villa areas, while Al Reem remains the default for city-centre apartment living.",
        },
        {
          type: "paragraph",
          text: "Explore listings and area guides on our [Abu Dhabi](/abu-dhabi) page, start with [Al Reem Island](/areas/al-reem-island) or [Al Raha Beach](/areas/al-raha-beach), and read our [UAE investment guide](/news/uae-investment-guide) to compare emirates side by side.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

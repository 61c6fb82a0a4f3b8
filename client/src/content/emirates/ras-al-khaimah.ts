import type { ContentBody } from "../types";

export default {
  intro:
    "Ras Al Khaimah (RAK) is the UAE's northernmost emirate, with beaches, the country's highest mountain and a property market transformed by the Wynn Al Marjan Island resort. Foreigners can buy freehold in designated areas.",
  sections: [
    {
      heading: "What is the market doing in 2025–2026?",
      blocks: [
        {
          type: "paragraph",
          text: "RAK has been the fastest-moving market in the northern emirates since Wynn Resorts announced its integrated resort on [Al Marjan Island](/areas/al-marjan-island) in 2022. Land and apartment prices on and around the islands rose steeply, developers from Dubai launched large off-plan projects, and rents in [Al Hamra Village](/areas/al-hamra-village) and [Mina Al Arab](/areas/mina-al-arab) followed. The resort, which received the UAE's first commercial gaming licence, is scheduled to open in early 2027.",
        },
        {
          type: "paragraph",
          text: "The risk for 2026–2028 is supply: a large share of recent sales is off-plan, aimed at the same holiday-let and investor market. If you buy, stress-test the numbers with lower rents and occupancy than the brochure assumes.",
        },
      ],
    },
    {
      heading: "Ownership rules for foreigners",
      blocks: [
        {
          type: "paragraph",
          text: "UAE and GCC nationals can own anywhere. Other nationalities can buy freehold in designated investment areas and projects, including Al Hamra Village, Mina Al Arab and Al Marjan Island. Most of RAK city, including districts such as [Al Nakheel](/areas/al-nakheel), is not freehold for foreigners and is a rental market. Off-plan sales are subject to escrow rules (Emiri Decree No. 22 of 2008), and Law No. 11 of 2021 created a formal real estate register.",
        },
      ],
    },
    {
      heading: "The land department and its fees",
      blocks: [
        {
          type: "paragraph",
          text: "Property is registered with the **Lands and Properties Sector of Ras Al Khaimah Municipality**, often called the RAK Land Department, which also offers remote (online) transactions under Law No. 2 of 2022. For residential sales, a 2017 decision sets registration fees of 2% of the value from the buyer and 2% from the seller, and the sector can reassess the value if the declared price looks too low. Developer and freehold-area sales are often quoted differently, so confirm the fee and who pays it before signing.",
        },
        {
          type: "paragraph",
          text: "Worked example: on a AED 1,500,000 apartment, a 2% buyer's fee is AED 30,000 and a 2% agency commission plus VAT is AED 31,500. Add a title deed fee and, with a mortgage, registration and valuation costs. Mortgage lenders are more active in RAK's freehold areas than in most northern emirates, but check that your bank accepts the project.",
        },
      ],
    },
    {
      heading: "Renting in Ras Al Khaimah",
      blocks: [
        {
          type: "list",
          items: [
            "**Registration:** tenancy contracts are registered and certified through RAK Municipality, with an online service on the RAK government portal; you need the certified contract for visas and utilities.",
            "**Utilities:** Etihad Water and Electricity supplies most homes and takes a deposit.",
            "**Costs:** expect a security deposit, an agency fee if you use a broker, and rent paid in one to four cheques; villa landlords outside the freehold areas often accept more.",
            "**Holiday lets:** short-term letting needs a licence from the Ras Al Khaimah Tourism Development Authority.",
          ],
        },
      ],
    },
    {
      heading: "Main areas",
      blocks: [
        {
          type: "list",
          items: [
            "[Al Hamra Village](/areas/al-hamra-village): golf, marina and beach community; the most established freehold area.",
            "[Mina Al Arab](/areas/mina-al-arab): lagoons, mangroves and beach villas.",
            "[Al Marjan Island](/areas/al-marjan-island): beach resorts, off-plan towers and the Wynn resort.",
            "[Al Nakheel](/areas/al-nakheel): central city district, affordable and mainly rental.",
          ],
        },
      ],
    },
    {
      heading: "Getting there and around",
      blocks: [
        {
          type: "paragraph",
          text: "Sheikh Mohammed bin Zayed Road (E311) and the coastal E11 link RAK with Dubai in about 50–75 minutes, depending on where you live. Ras Al Khaimah International Airport (RKT) has a limited but growing route network, and Dubai International is about an hour away. Jebel Jais, the UAE's highest peak, is about an hour from the coast. The RAK Economic Zone (RAKEZ) is a popular base for small businesses.",
        },
      ],
    },
    {
      heading: "Who Ras Al Khaimah suits",
      blocks: [
        {
          type: "paragraph",
          text: "Retirees, remote workers and families who want a beach or mountain lifestyle at lower cost than Dubai; second-home buyers; and investors who understand holiday-let risks. It suits less well anyone who must commute to Dubai every day.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

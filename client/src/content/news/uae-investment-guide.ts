import type { ContentBody } from "../types";

export default {
  intro:
    "The UAE offers property investors no annual property tax, no capital gains tax for individuals and a deep rental market. This guide covers where foreigners can buy, how the emirates differ, how to calculate a realistic net yield and what to check before you commit.",
  sections: [
    {
      heading: "Where can foreign investors buy property in the UAE?",
      blocks: [
        {
          type: "paragraph",
          text: "Non-GCC nationals can buy freehold only in areas designated for foreign ownership. In practice these now cover most places expatriates look:",
        },
        {
          type: "list",
          items: [
            "**Dubai:** designated freehold areas including [Dubai Marina](/areas/dubai-marina), [Downtown Dubai](/areas/downtown-dubai), [Business Bay](/areas/business-bay), [Jumeirah Village Circle](/areas/jumeirah-village-circle-jvc) and most newer master communities.",
            "**Abu Dhabi:** investment zones such as [Al Reem Island](/areas/al-reem-island), [Yas Island](/areas/yas-island) and [Saadiyat Island](/areas/saadiyat-island).",
            "**Sharjah:** ownership for foreigners in designated projects such as [Aljada](/areas/aljada) and [Tilal City](/areas/tilal-city), under rules widened in recent years.",
            "**Ajman, Ras Al Khaimah and Umm Al Quwain:** freehold in designated areas, for example [Al Marjan Island](/areas/al-marjan-island) and [Al Hamra Village](/areas/al-hamra-village) in Ras Al Khaimah.",
          ],
        },
        {
          type: "paragraph",
          text: "Before paying a deposit, confirm with the relevant land department that the specific plot or project is open to your nationality and that the sale will be registered in your name.",
        },
      ],
    },
    {
      heading: "How do the emirates compare for investors?",
      blocks: [
        {
          type: "table",
          caption: "Investor snapshot by emirate (fees change — confirm with each authority)",
          columns: ["Emirate", "Registering authority", "Transfer fee", "Market character"],
          rows: [
            [
              "Dubai",
              "Dubai Land Department",
              "4% of the price",
              "Largest and most liquid; wide range of price points",
            ],
            [
              "Abu Dhabi",
              "Abu Dhabi Real Estate Centre",
              "2%, paid by the buyer",
              "Growing depth; strong end-user demand",
            ],
            [
              "Sharjah",
              "Sharjah Real Estate Registration Department",
              "Check with the department",
              "Value-driven; popular with families",
            ],
            [
              "Ajman",
              "Ajman Land and Real Estate Regulation Department",
              "Check with the department",
              "Lower entry prices; higher gross yields, thinner resale",
            ],
            [
              "Ras Al Khaimah",
              "RAK Municipality, Land and Property Sector",
              "2% from the buyer and 2% from the seller",
              "Resort and coastal projects; speculative interest",
            ],
          ],
        },
      ],
    },
    {
      heading: "What is a realistic net yield?",
      blocks: [
        {
          type: "paragraph",
          text: "Advertised yields are usually gross: annual rent divided by price. Your actual return depends on purchase fees and running costs. Here is an illustration for a AED 1,200,000 Dubai apartment bought with cash and let at AED 90,000 a year — example figures, not market data:",
        },
        {
          type: "table",
          caption: "Gross versus net yield on an illustrative AED 1,200,000 apartment",
          columns: ["Item", "Amount"],
          rows: [
            [
              "Price plus purchase fees (4% DLD, 2% + VAT agency, trustee, admin, title deed)",
              "AED 1,278,230",
            ],
            ["Annual rent", "AED 90,000"],
            ["Gross yield on price", "7.5%"],
            ["Service charges", "– AED 15,000"],
            ["Maintenance allowance", "– AED 3,000"],
            ["Property management (5% of rent)", "– AED 4,500"],
            ["One month's vacancy", "– AED 7,500"],
            ["Net income", "AED 60,000"],
            ["Net yield on total cost", "About 4.7%"],
          ],
        },
        {
          type: "paragraph",
          text: "Service charges vary widely by building, so check the RERA service charge index for the tower you are considering. Compare areas using registered transactions from the DLD or ADREC, not asking prices.",
        },
        {
          type: "paragraph",
          text: "Holding period matters as much as yield. In this example the purchase fees alone absorb more than a year of net rent, and selling usually costs a further 2% + VAT in agency commission. An investor who sells within two or three years needs meaningful price growth just to break even, while one who holds for seven to ten years spreads those costs thinly. Decide your likely exit before you choose between a higher-yield apartment and a slower-moving villa.",
        },
        {
          type: "paragraph",
          text: "Financing changes the picture too. A mortgage can lift the return on your cash when rental income exceeds the interest cost, but it adds risk if rents fall or rates rise. Expatriates buying a second or later home can borrow up to 60% of its value, and banks count all existing loan repayments against the 50% debt-burden cap, so check your borrowing capacity with lenders before you make an offer.",
        },
      ],
    },
    {
      heading: "Which taxes apply to property investors?",
      blocks: [
        {
          type: "list",
          items: [
            "No annual property tax and no capital gains tax for individuals.",
            "Tenants pay the 5% municipality housing fee on rent through their DEWA bill in Dubai; owner-occupiers pay a fee based on the property's value.",
            "Residential resales and leases are generally exempt from VAT, and the first supply of a new home within three years of completion is zero-rated; commercial property sales and leases attract 5% VAT.",
            "Corporate tax at 9% applies to businesses; individuals investing personally in property are generally not in scope, but holding through a company changes that.",
            "Your home country may tax UAE rental income or gains — take advice where you are tax resident.",
          ],
        },
      ],
    },
    {
      heading: "Ready, off-plan or commercial?",
      blocks: [
        {
          type: "paragraph",
          text: "Ready homes produce rent from day one and can be financed at up to 80% for a first home, or 60% for an expatriate's second and later homes. Off-plan spreads payments but carries delivery and handover risk — see our [off-plan investment guide](/news/off-plan-investment). [Commercial property](/commercial-property) can offer higher yields with longer leases, but VAT, longer vacancies and fit-out costs make it a specialist choice. Villas and townhouses usually yield less than apartments, but they attract longer-staying family tenants and tend to draw stronger end-user demand when you sell.",
        },
        {
          type: "callout",
          title: "Property of AED 2,000,000 or more",
          text: "At this level you may qualify for a 10-year Golden Visa. Our [Golden Visa guide](/news/golden-visa-property) explains the conditions.",
        },
      ],
    },
    {
      heading: "What should every investor check before buying?",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "Rental demand in the specific building, not just the area.",
            "Service charges and any planned major works.",
            "Upcoming handovers nearby that could compete for tenants.",
            "Community rules on short-term letting.",
            "The agent's BRN and the advert's Trakheesi or Madhmoun permit, plus the seller's title deed — see [secure transactions](/guides/secure-transactions).",
          ],
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

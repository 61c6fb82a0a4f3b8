import type { ContentBody } from "../types";

export default {
  intro:
    "For UAE residents thinking of buying a home abroad, and for buyers overseas looking at the UAE: the questions to settle before paying anything. This is general guidance, not financial, legal or tax advice; rules differ by country and change often.",
  sections: [
    {
      heading: "Currency: what a move in exchange rates does to your price",
      blocks: [
        {
          type: "paragraph",
          text: "The dirham is pegged to the US dollar at AED 3.6725 to USD 1, so for dollar earners a UAE property carries little currency risk. Against other currencies it moves. Suppose you buy a EUR 300,000 flat abroad when EUR 1 buys AED 4.00: it costs you AED 1,200,000. If the euro then falls 10% against the dirham, the flat is worth AED 1,080,000 to you before any change in local prices. The same applies in reverse to an overseas buyer paying for a UAE home in pounds, rupees or euros.",
        },
        {
          type: "paragraph",
          text: "Try to match the currency of any loan to the currency of the income that repays it, and compare your bank's exchange margin with a specialist transfer provider before sending a large sum.",
        },
      ],
    },
    {
      heading: "Financing: who will lend, and on what terms",
      blocks: [
        {
          type: "list",
          items: [
            "**Buying abroad from the UAE.** UAE banks rarely lend against property outside the country. Lenders in the home country may offer mortgages to non-residents, usually with larger deposits and higher rates than for residents. Borrowing against a UAE home you own is possible but puts that home at risk.",
            "**Buying in the UAE from abroad.** Some UAE banks lend to non-residents, typically at lower loan-to-value ratios than for residents and with more paperwork. For residents, the Central Bank caps a first home loan at 80% for expatriates (up to AED 5,000,000) and off-plan loans at 50%. See our [mortgage guide](/buyer-guides/mortgage-guide).",
            "**Developer payment plans** on off-plan projects (for example 60/40, or post-handover plans) spread the cost, but you are still exposed if the project is late or prices fall.",
          ],
        },
      ],
    },
    {
      heading: "Legal checks before you pay anything",
      blocks: [
        {
          type: "list",
          items: [
            "**Abroad:** hire an independent local lawyer, not one recommended by the seller or developer. Check the title and any debts registered against it, planning and completion permits, and whether foreigners may own that type of property there.",
            "**Powers of attorney** signed in the UAE for use abroad, or abroad for use in the UAE, usually need notarising and legalising; ask the receiving authority which form it accepts before you sign.",
            "**In the UAE:** foreigners can buy freehold in designated areas. In Dubai, check the Trakheesi permit on the advert and the agent's BRN, sign Form F with the seller, get the developer's NOC before transfer, and pay off-plan instalments only into the project's escrow account (Dubai Law No. 8 of 2007). Our [legal checklist](/buyer-guides/legal-checklist) and [secure transactions guide](/guides/secure-transactions) go step by step.",
            "**Inheritance:** Muslims' estates in the UAE are generally distributed under Sharia, and non-Muslims can choose to register a will, for example with the DIFC Courts Wills Service or the Abu Dhabi Judicial Department. Property abroad may follow that country's inheritance rules.",
          ],
        },
      ],
    },
    {
      heading: "Tax: where are you resident?",
      blocks: [
        {
          type: "paragraph",
          text: "The UAE has no personal income tax, no capital gains tax for individuals and no annual property tax. That does not make overseas property tax-free: rent from a home abroad is usually taxed in the country where the home is, and selling it may trigger capital gains tax there. Your home country may also tax you if it still treats you as resident, and some countries, such as the United States, tax their citizens wherever they live.",
        },
        {
          type: "paragraph",
          text: "Under Cabinet Decision No. 85 of 2022, you are generally UAE tax resident if the UAE is your usual residence and centre of interests, or if you spend 183 days or more here in a 12-month period (90 days in some cases). A tax residency certificate from the Federal Tax Authority can help you claim relief under the UAE's double tax treaties. Take advice in both countries before you buy.",
        },
      ],
    },
    {
      heading: "Scams to recognise",
      blocks: [
        {
          type: "list",
          items: [
            'Property shows in hotels selling overseas homes with "guaranteed" rental returns or buy-back promises, and pressure to pay a reservation fee on the day.',
            "Requests to send money to a personal account, or to a company that is not the developer, the escrow account or the registered seller.",
            'Rentals far below market that ask for a deposit before a viewing, often from someone "abroad" who cannot show you the home.',
            "Listings without a permit number, agents who cannot show a broker card, and documents sent only as photos on messaging apps.",
          ],
        },
        {
          type: "callout",
          title: "Before sending money",
          text: "Verify the seller, the agent and the account independently, using contact details you found yourself, and never because a deadline says you must pay today. If a UAE listing on our sites looks wrong, [report it to us](/contact-us).",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

import type { ContentBody } from "../types";

export default {
  intro:
    "What selling a UAE property costs, what you take home after your mortgage and fees, and where tax can still apply even though the UAE does not tax individuals' property gains.",
  sections: [
    {
      heading: "Do you pay tax when you sell property in the UAE?",
      blocks: [
        {
          type: "paragraph",
          text: "For an individual selling a property held personally, generally no. The UAE has no capital gains tax and no annual property tax for individuals, and residential resales are exempt from VAT. There are important exceptions:",
        },
        {
          type: "list",
          items: [
            "**Company-owned property:** companies, including many that hold property for individuals, are within UAE corporate tax, at 9% on taxable profit above AED 375,000. A gain on sale counts towards profit. Check with a tax adviser and the Federal Tax Authority (FTA).",
            "**Individuals running a property business:** Federal Tax Authority guidance treats individuals' investment in real estate that does not require a licence as outside corporate tax, but activities carried on under a trade licence can be in scope. If you develop or trade property as a business, take advice.",
            "**Commercial property:** sales and leases of offices, shops and warehouses are standard-rated for VAT at 5%. A VAT-registered seller must charge VAT unless the sale is a transfer of a going concern.",
            "**New residential property:** the first supply of a new home within three years of completion is zero-rated, which matters to developers and some early resellers; later residential resales are exempt.",
            "**Your home country:** if you are tax-resident in another country, or a citizen of one that taxes worldwide income (such as the United States), your gain may be taxable there. Take advice where you are resident.",
          ],
        },
      ],
    },
    {
      heading: "What does selling cost the seller in Dubai?",
      blocks: [
        {
          type: "table",
          caption: "Seller's usual costs in a Dubai sale",
          columns: ["Cost", "Typical amount", "Notes"],
          rows: [
            ["Agency commission", "2% of the price + 5% VAT", "Negotiable; set in Form A"],
            ["Developer NOC", "Commonly AED 500–5,000 + VAT", "Set by each developer"],
            ["Outstanding service charges", "As billed through Mollak", "Must be cleared for the NOC"],
            [
              "Mortgage early settlement fee",
              "1% of the balance or AED 10,000, whichever is lower",
              "Central Bank cap; VAT applies to bank fees",
            ],
            [
              "Mortgage release and bank letters",
              "Allow about AED 1,500",
              "Check your bank's and the DLD's current fees",
            ],
            [
              "Final DEWA and cooling bills",
              "Actual usage",
              "DEWA deposit is refunded against the final bill",
            ],
          ],
        },
        {
          type: "paragraph",
          text: "The 4% DLD transfer fee and the trustee fee are customarily paid by the buyer in Dubai, although Form F can split them differently (legally the fee is shared 2%/2% unless agreed otherwise). Make sure Form F states who pays what.",
        },
      ],
    },
    {
      heading: "Worked example: net proceeds from selling a AED 2,400,000 townhouse",
      blocks: [
        {
          type: "paragraph",
          text: "An owner sells a townhouse for AED 2,400,000. The mortgage balance is AED 1,100,000, so the 1% early settlement fee (AED 11,000) is capped at AED 10,000. The developer charges AED 3,000 + VAT for the NOC and AED 9,000 of service charges are outstanding for the current period.",
        },
        {
          type: "table",
          caption: "From sale price to cash in hand",
          columns: ["Item", "Amount"],
          rows: [
            ["Sale price", "AED 2,400,000"],
            ["Less mortgage balance paid to the bank", "− AED 1,100,000"],
            ["Less early settlement fee (AED 10,000 + VAT)", "− AED 10,500"],
            ["Less agency commission (2% + VAT)", "− AED 50,400"],
            ["Less developer NOC (AED 3,000 + VAT)", "− AED 3,150"],
            ["Less outstanding service charges", "− AED 9,000"],
            ["Less mortgage release and bank letters (allowance)", "− AED 1,500"],
            ["Net proceeds to the seller", "AED 1,225,450"],
          ],
        },
        {
          type: "paragraph",
          text: "If the owner bought in 2019 for AED 1,750,000 and paid about AED 112,000 in purchase fees (4% DLD fee, commission and trustee fees), the gain after buying and selling costs is roughly AED 2,400,000 − AED 74,550 − AED 1,862,000 = AED 463,450. For an individual holding the property personally, no UAE tax is due on it.",
        },
      ],
    },
    {
      heading: "How is the mortgage paid off at transfer?",
      blocks: [
        {
          type: "paragraph",
          text: "Ask your bank for a liability letter early to know the payoff amount and fees. At transfer, the buyer or the buyer's bank pays your bank by manager's cheque, your bank releases the mortgage at the trustee office, and you receive the balance. If you are moving your loan to a new home, ask about portability, which some banks offer, instead of paying the early settlement fee. If you are in a fixed-rate period, read the loan agreement: the Central Bank cap applies to early settlement fees, but check for other charges.",
        },
      ],
    },
    {
      heading: "Annual costs owners should know about",
      blocks: [
        {
          type: "list",
          items: [
            "**Service charges:** the largest ongoing cost for most owners, set per sq ft by the owners' association and approved through the DLD's Mollak system. Buyers compare them, so high charges affect price.",
            "**Municipality housing fee:** in Dubai, tenants pay 5% of the annual rent through their DEWA bill; owner-occupiers pay a fee based on the property's value as recorded with the DLD. Check your DEWA bill or Dubai Municipality for the current basis.",
            "**Rental income:** not taxed for individuals in the UAE, though the tenant's housing fee is charged through DEWA.",
            "**Holiday home income:** short-term lets in Dubai need a holiday home permit from the Department of Economy and Tourism and incur the Tourism Dirham fee per night.",
          ],
        },
      ],
    },
    {
      heading: "Residency and banking effects of selling",
      blocks: [
        {
          type: "list",
          items: [
            "**Golden Visa:** if your 10-year visa relies on owning property worth at least AED 2,000,000, selling it can end your eligibility unless you buy qualifying property again. Check with the residency authorities before you sign Form F.",
            "**Moving money abroad:** the UAE has no exchange controls, but banks apply anti-money-laundering checks to large transfers. Keep the Form F, title deed transfer record and settlement statement to show the source of funds.",
            "**Currency:** the dirham is pegged to the US dollar at 3.6725, so proceeds converted to other currencies move with the dollar.",
          ],
        },
        {
          type: "callout",
          title: "Get advice if you are unsure",
          text: "This guide explains the general position. Tax treatment depends on how you own the property, what else you do and where you are resident. Confirm with the FTA, your own tax adviser and your bank. For the wider sale process, see the [selling process](/seller-guides/selling-process).",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

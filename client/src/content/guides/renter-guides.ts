import type { ContentBody } from "../types";

export default {
  intro:
    "Practical guides for tenants in the UAE: what renting really costs, what your contract must say, your rights under the tenancy laws, choosing a neighbourhood and moving in smoothly.",
  sections: [
    {
      heading: "What each renter guide answers",
      blocks: [
        {
          type: "list",
          items: [
            "[Rental costs](/renter-guides/rental-costs): the full upfront and monthly cost of a rental, including deposits, agency fee, Ejari, DEWA and the housing fee, with a worked example for a AED 110,000-a-year apartment.",
            "[Rental contracts](/renter-guides/rental-contracts): what a Dubai tenancy contract must contain, how Ejari and Abu Dhabi's Tawtheeq registration work, cheques, renewals and early termination.",
            "[Tenant rights](/renter-guides/tenant-rights): rent increase caps under Decree 43 of 2013, the 90-day and 12-month notice rules, maintenance, deposits and how to use the Rental Disputes Centre.",
            "[Neighbourhood guide](/renter-guides/neighborhood-guide): how to choose an area by commute, schools, budget and lifestyle, with examples across Dubai, Abu Dhabi and the northern emirates.",
            "[Moving tips](/renter-guides/moving-tips): a checklist from signing to settling in: move-in permits, utilities, internet, movers and the handover inspection.",
          ],
        },
      ],
    },
    {
      heading: "The key steps to renting in Dubai, in order",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "**Set a budget** that includes the deposit, agency fee and utilities, not just the rent. Upfront costs are often a third or more of the annual rent when paying in four cheques.",
            "**Choose an area** for your commute, schools and lifestyle, and compare rents on [rent](/rent).",
            "**Check the agent and advert:** a RERA broker card with a BRN and a Trakheesi permit number and QR code on the listing.",
            "**View the property and agree terms:** rent, number of cheques, maintenance responsibilities and any furniture.",
            "**Sign the tenancy contract and pay:** post-dated rent cheques, the security deposit (usually 5% unfurnished, 10% furnished) and the agency fee (about 5% of the annual rent + VAT).",
            "**Register the contract on Ejari,** which you need to connect DEWA and for many visa and family sponsorship processes.",
            "**Connect utilities and move in:** DEWA, district cooling if applicable, internet, and a building move-in permit.",
            "**Inspect and record the condition** on moving in, with dated photos, to protect your deposit.",
          ],
        },
      ],
    },
    {
      heading: "Renting outside Dubai",
      blocks: [
        {
          type: "paragraph",
          text: "In Abu Dhabi, tenancies are registered through **Tawtheeq**, and disputes go to Abu Dhabi's rental dispute settlement committee. Sharjah registers leases through Sharjah Municipality and has its own rules on rent increases. Rents are usually lower in [Sharjah](/sharjah) and [Ajman](/ajman), which is why many people who work in Dubai live there and commute. The guides note where the emirates' rules differ.",
        },
      ],
    },
    {
      heading: "Avoiding rental scams",
      blocks: [
        {
          type: "callout",
          title: "Never pay before you have verified",
          text: "Do not pay a deposit to hold a property you have not seen, and do not pay into a personal account. Check the owner's title deed and the broker's BRN in the Dubai REST app, and the advert's Trakheesi QR code. See [secure transactions](/guides/secure-transactions) for the full checks.",
        },
        {
          type: "paragraph",
          text: "If you are still deciding whether to rent or buy, the [market insights guide](/guides/market-insights) compares the costs of each over five years.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

import type { ContentBody } from "../types";

export default {
  intro:
    "Selling a Dubai property with a tenant in place: what happens to the lease, when and how you can get vacant possession, and how to price and market a tenanted home to investors.",
  sections: [
    {
      heading: "Does a sale end the tenancy?",
      blocks: [
        {
          type: "paragraph",
          text: "No. Under Dubai's tenancy law (Law 26 of 2007, amended by Law 33 of 2008), a change of ownership does not affect a valid tenancy. The buyer steps into your shoes as landlord, bound by the existing contract until it ends, including the rent, the remaining cheques and the security deposit. The tenant cannot be asked to leave early just because the property has been sold.",
        },
        {
          type: "paragraph",
          text: "This gives you two routes: sell with the tenant in place to an investor, or obtain vacant possession before transfer, which widens the market to owner-occupiers but takes time.",
        },
      ],
    },
    {
      heading: "How do you get vacant possession? The 12-month notice rule",
      blocks: [
        {
          type: "paragraph",
          text: "A landlord can require a tenant to leave when the tenancy ends on limited grounds, including that the landlord wants to **sell the property**, to use it themselves or for a first-degree relative, or to demolish, rebuild or carry out major renovation. The notice must:",
        },
        {
          type: "list",
          items: [
            "give **at least 12 months' notice** before the date the tenant must leave;",
            "be served through a **notary public or by registered post**, not by email, WhatsApp or an ordinary letter;",
            "state the reason, which must be genuine.",
          ],
        },
        {
          type: "paragraph",
          text: "The law links eviction to the expiry of the tenancy, so the tenant only has to leave at the end of a contract period once the 12 months have run. Serving notice does not end a tenancy mid-term. If the tenant does not leave, the landlord must apply to the Rental Disputes Centre (RDC) for an eviction order; self-help measures such as changing locks or cutting utilities are unlawful.",
        },
        {
          type: "paragraph",
          text: "Example: a lease renews every year on 1 March. For the tenant to leave when the lease ends on 28 February 2027, notarised notice must have reached them by the end of February 2026. If notice is served on 1 January 2027, the 12 months end on 1 January 2028, so the earliest eviction date is the end of the lease then running, 29 February 2028.",
        },
      ],
    },
    {
      heading: "Can you agree an earlier exit with the tenant?",
      blocks: [
        {
          type: "paragraph",
          text: "Yes, by agreement. Many sellers offer a tenant an incentive to leave early: a refund of part of the rent, help with moving costs, or a cash payment. Put it in a written, signed termination agreement that sets the move-out date, the return of the security deposit and the handling of remaining cheques, and cancel the Ejari registration when the tenant leaves. Never pressure a tenant; a tenant who refuses is entitled to stay until the legal notice period has run.",
        },
        {
          type: "paragraph",
          text: "Example: an apartment let at AED 96,000 a year has seven months of the lease left. The seller offers AED 12,000 plus the return of the remaining cheques for the tenant to leave in two months. The home is then sold vacant to an owner-occupier for AED 60,000 more than the best investor offer, and the incentive pays for itself several times over.",
        },
      ],
    },
    {
      heading: "Selling with the tenant in place: what buyers need to see",
      blocks: [
        {
          type: "list",
          items: [
            "The **Ejari-registered** tenancy contract and any addendum, showing rent, term and renewal terms.",
            "The **payment schedule**: which rent cheques have been cashed, which are outstanding, and how many remain.",
            "The **security deposit** amount, which transfers to the buyer as the new landlord.",
            "The **tenant's history**: on-time payments, maintenance requests, whether any notice has been served on either side.",
            "The current rent against the **RERA rental index**, which shows how much the rent can rise on renewal.",
          ],
        },
      ],
    },
    {
      heading: "How rent caps affect what an investor will pay",
      blocks: [
        {
          type: "paragraph",
          text: "In Dubai, rent increases on renewal are limited by Decree 43 of 2013 according to how far the current rent is below the average rent for similar properties in the RERA rental index. Since January 2025 the DLD has used a smart rental index that rates buildings individually. Any increase also requires 90 days' notice before the lease ends.",
        },
        {
          type: "table",
          caption: "Maximum rent increase on renewal under Decree 43 of 2013",
          columns: ["Current rent compared with the index average", "Maximum increase"],
          rows: [
            ["Up to 10% below", "No increase"],
            ["11–20% below", "5%"],
            ["21–30% below", "10%"],
            ["31–40% below", "15%"],
            ["More than 40% below", "20%"],
          ],
        },
        {
          type: "paragraph",
          text: "A tenant paying well below market caps the investor's income for several years, so buyers discount for it. A tenant paying close to market is an asset: the buyer gets immediate income with no vacancy or letting fees.",
        },
      ],
    },
    {
      heading: "Worked example: pricing a tenanted apartment for investors",
      blocks: [
        {
          type: "paragraph",
          text: "A two-bedroom apartment, comparable vacant sales around AED 1,350,000. The tenant pays AED 85,000 a year, the index average for similar units is AED 100,000, and service charges are AED 14,000 a year.",
        },
        {
          type: "list",
          items: [
            "Gross yield at AED 1,350,000: 85,000 ÷ 1,350,000 = **6.3%**.",
            "Net of service charges: (85,000 − 14,000) ÷ 1,350,000 = **5.3%**.",
            "The rent is 15% below the index average, so the maximum increase at the next renewal is 5%, to AED 89,250.",
          ],
        },
        {
          type: "paragraph",
          text: "An investor targeting a 6.5% gross yield on current rent would pay about AED 1,308,000. The seller can argue for more by pointing to the renewal increase and the saved letting costs (about 5% agency fee and a month or more of vacancy, worth AED 12,000–15,000), and settle between the two figures, or take the vacant-possession route if an owner-occupier premium is larger.",
        },
      ],
    },
    {
      heading: "Viewings and transfer with a tenant",
      blocks: [
        {
          type: "list",
          items: [
            "**Viewings:** the tenant has the right to quiet enjoyment. Agree viewing times in writing and give reasonable notice; a cooperative tenant is worth a small thank-you, such as a rent refund for the disruption.",
            "**At transfer:** hand the buyer the original tenancy contract, the remaining rent cheques (or arrange new ones in the buyer's name), and the security deposit. Agree in Form F how rent for the current period is split, usually pro rata to the transfer date.",
            "**After transfer:** the buyer updates the Ejari record to show the new landlord, and you write to the tenant confirming the change and the new landlord's payment details.",
          ],
        },
        {
          type: "callout",
          title: "Outside Dubai",
          text: "Abu Dhabi tenancies are registered through Tawtheeq and governed by Abu Dhabi's own tenancy law, and Sharjah and the other emirates have their own rules on notice and rent increases. Check with the local land department or rental dispute committee before serving notice. Tenants' side of these rules is in the [tenant rights guide](/renter-guides/tenant-rights).",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

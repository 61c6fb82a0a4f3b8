import type { ContentBody } from "../types";

export default {
  intro:
    "Your rights as a tenant in Dubai: how much rent can rise, the notice your landlord must give, who pays for repairs, getting your deposit back, and how to take a dispute to the Rental Disputes Centre. Notes on Abu Dhabi and Sharjah follow.",
  sections: [
    {
      heading: "Which laws protect tenants in Dubai?",
      blocks: [
        {
          type: "list",
          items: [
            "**Law 26 of 2007**, regulating the relationship between landlords and tenants, as amended by **Law 33 of 2008**: the main tenancy law, covering contracts, notice, maintenance, deposits and eviction.",
            "**Decree 43 of 2013:** limits rent increases according to the RERA rental index.",
            "**The Rental Disputes Centre (RDC)**, part of the Dubai Land Department, which hears landlord–tenant disputes.",
          ],
        },
        {
          type: "paragraph",
          text: "They apply to residential and commercial leases across Dubai, including most free zones, and every lease must be registered on Ejari. The tenancy contract cannot take away rights the law gives you, so a clause that conflicts with the law is generally unenforceable.",
        },
      ],
    },
    {
      heading: "How much can your rent go up?",
      blocks: [
        {
          type: "paragraph",
          text: "Rent cannot change during the contract term. At renewal, the landlord can increase it only if two conditions are met: they give you **at least 90 days' written notice before the contract ends**, and the increase is within the cap set by Decree 43 of 2013. The cap depends on how far your current rent is below the average rent for similar homes in the RERA rental index. Since January 2025, Dubai has used a smart rental index that classifies individual buildings, so two towers in the same area can have different averages.",
        },
        {
          type: "table",
          caption: "Maximum rent increase at renewal in Dubai (Decree 43 of 2013)",
          columns: ["Your rent compared with the index average", "Maximum increase"],
          rows: [
            ["Up to 10% below the average, or above it", "No increase"],
            ["11–20% below", "5%"],
            ["21–30% below", "10%"],
            ["31–40% below", "15%"],
            ["More than 40% below", "20%"],
          ],
        },
        {
          type: "paragraph",
          text: "Example: you pay AED 90,000 a year and the index average for your unit type in your building is AED 110,000. Your rent is 18.2% below the average, so the maximum increase is 5%, to AED 94,500, and only if the landlord notified you at least 90 days before the lease ends. Check your own figure with the DLD's rental index calculator on its website or in the Dubai REST app, using your Ejari details.",
        },
        {
          type: "callout",
          title: "No notice, no increase",
          text: "If the landlord did not give 90 days' notice of new terms, the contract can renew on the same terms. Keep every notice and message about renewal.",
        },
      ],
    },
    {
      heading: "Renewal: what happens when your contract ends?",
      blocks: [
        {
          type: "paragraph",
          text: "If neither side acts and you stay on after the contract ends, the law treats the tenancy as renewed for the same period, or one year if shorter, on the same terms. Many contracts require the tenant to give 60 or 90 days' notice if they intend to leave at the end of the term; follow your contract's notice clause, in writing.",
        },
      ],
    },
    {
      heading: "When can a landlord evict you?",
      blocks: [
        {
          type: "paragraph",
          text: "**During the contract term**, only on specific grounds set out in the law, including:",
        },
        {
          type: "list",
          items: [
            "not paying rent within 30 days of being notified by the landlord;",
            "subletting without the landlord's written consent;",
            "using the property for an illegal purpose or a purpose other than agreed;",
            "causing damage or making changes that endanger the property;",
            "breaching the contract or the law and not remedying it within 30 days of notice;",
            "a government requirement to demolish or redevelop the property.",
          ],
        },
        {
          type: "paragraph",
          text: "**At the end of the contract**, the landlord can require you to leave only for set reasons, such as selling the property, moving in themselves or a first-degree relative, or demolition or major renovation, and must give **12 months' notice through a notary public or by registered post**. Notice by WhatsApp or email is not enough. If you disagree, or the landlord tries to force you out by changing locks or cutting utilities, file a case at the RDC.",
        },
      ],
    },
    {
      heading: "Who pays for maintenance and repairs?",
      blocks: [
        {
          type: "paragraph",
          text: "Unless the contract says otherwise, the landlord is responsible for maintenance and for repairing defects that affect your use of the property, such as a failed AC unit, a major leak or a broken water heater. Many contracts make the tenant responsible for minor repairs up to a set amount (for example AED 500 per job) and the landlord for anything above it. Report faults in writing and give the landlord a reasonable time to act. You must not make alterations without the landlord's consent, and must return the home in the condition you received it, apart from normal wear and tear.",
        },
      ],
    },
    {
      heading: "Getting your security deposit back",
      blocks: [
        {
          type: "list",
          items: [
            "On moving in, record the condition with dated photos and a signed inventory.",
            "On leaving, return the keys, close your DEWA account and provide the final bill, cancel district cooling, and ask for a joint inspection.",
            "The landlord may deduct only for damage beyond normal wear and tear and for unpaid bills, and should show the costs. Repainting after several years of normal use is usually wear and tear unless the contract provides otherwise.",
            "If the deposit is not returned or the deductions are unreasonable, you can claim it at the RDC.",
          ],
        },
      ],
    },
    {
      heading: "How to file a case at the Rental Disputes Centre",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "Gather the Ejari certificate, tenancy contract, cheque copies, notices and messages, and photos.",
            "File online through the DLD's RDC service or at an RDC service centre; documents not in Arabic or English may need legal translation.",
            "Pay the filing fee, currently about 3.5% of the annual rent with a minimum of AED 500 and a maximum of AED 20,000, plus small service charges. Check the current fees with the RDC.",
            "Attend the amicable settlement stage; many disputes are settled here. If not, the case goes to a hearing and the judgment is enforceable.",
          ],
        },
      ],
    },
    {
      heading: "What about Abu Dhabi and Sharjah?",
      blocks: [
        {
          type: "paragraph",
          text: "**Abu Dhabi** tenancies are registered through **Tawtheeq** and governed by Abu Dhabi's own tenancy law; disputes go to the Rental Disputes Settlement Committee. **Sharjah** leases are registered with Sharjah Municipality, which also handles rent disputes and sets its own limits on increases. Rules on notice and increases differ from Dubai's, so check with the relevant authority. The other side of these rules is explained for owners in [selling a tenanted property](/seller-guides/tenanted-property), and contract terms in [rental contracts](/renter-guides/rental-contracts).",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

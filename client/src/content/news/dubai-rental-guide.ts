import type { ContentBody } from "../types";

export default {
  intro:
    "Renting in Dubai is straightforward once you know the costs, the paperwork and the rules on rent increases. This guide walks through a tenancy from viewing to move-out, with a worked budget for a AED 100,000 apartment.",
  sections: [
    {
      heading: "What does it cost to move into a Dubai rental?",
      blocks: [
        {
          type: "paragraph",
          text: "The annual rent is only part of the cash you need on day one. Landlords usually ask for rent in one to four cheques (some buildings accept up to 12), and on top of the first cheque you pay a refundable deposit, the agency fee and several registration and utility charges.",
        },
        {
          type: "table",
          caption: "Upfront costs for an unfurnished apartment at AED 100,000 a year, paid in four cheques",
          columns: ["Item", "Typical amount", "Notes"],
          rows: [
            ["First rent cheque", "AED 25,000", "Remaining three cheques are post-dated"],
            ["Security deposit (5%)", "AED 5,000", "Refundable; usually 10% if furnished"],
            ["Agency fee (5% + VAT)", "AED 5,250", "Only if you rent through a broker"],
            ["Ejari registration", "About AED 220", "Includes knowledge and innovation fees"],
            ["DEWA deposit", "AED 2,000", "Refundable; AED 4,000 for a villa"],
            ["Total on signing", "About AED 37,470", "Plus a small DEWA connection fee and moving costs"],
          ],
        },
        {
          type: "paragraph",
          text: "Budget for running costs as well. The municipality housing fee of 5% of the annual rent — AED 5,000 a year in this example, or roughly AED 417 a month — is added to your DEWA bill. Some buildings also charge separately for district cooling, so ask whether the unit is **chiller-free** before you compare two similar rents. Our [rental costs guide](/renter-guides/rental-costs) breaks these down further.",
        },
      ],
    },
    {
      heading: "How do you know a listing and an agent are genuine?",
      blocks: [
        {
          type: "paragraph",
          text: "Most rental fraud in Dubai involves people advertising homes they do not control, or asking for money before a contract exists. A few checks take minutes:",
        },
        {
          type: "list",
          items: [
            "Every property advert must carry a **Trakheesi permit** with a QR code. Scan it and confirm the unit, price and agency match the advert.",
            "Ask for the agent's RERA broker card and check the **BRN** and the agency's ORN on the Dubai Land Department (DLD) channels, such as the Dubai REST app.",
            "Ask to see the landlord's title deed (or Oqood for a recently completed unit) and a copy of their Emirates ID or passport. If a representative signs, they need a valid power of attorney.",
            "Pay the deposit and cheques only to the landlord's name or the agency's company account, never in cash to an individual, and get a receipt.",
            "View the actual unit, not a show apartment, and note its condition in writing before you sign.",
          ],
        },
      ],
    },
    {
      heading: "What should the tenancy contract and Ejari cover?",
      blocks: [
        {
          type: "paragraph",
          text: "Dubai uses a standard unified tenancy contract, with extra terms added as an addendum. Read the addendum carefully: that is where early-termination penalties, maintenance responsibilities and pet or subletting rules usually sit.",
        },
        {
          type: "list",
          items: [
            "The exact rent, number of cheques and their dates.",
            "Who pays for minor and major maintenance (the law puts major maintenance on the landlord unless agreed otherwise).",
            "The early-termination clause — commonly one or two months' rent, but only what the contract says applies.",
            "Whether the deposit is returned in full if the unit is handed back in the same condition, allowing for normal wear and tear.",
          ],
        },
        {
          type: "paragraph",
          text: "Once signed, the contract must be registered with **Ejari**. Without it you cannot connect DEWA in your name, sponsor family visas in many cases or take a dispute to the Rental Disputes Centre. Landlords or agents often handle registration, but make sure you receive the Ejari certificate.",
        },
      ],
    },
    {
      heading: "How much can your landlord raise the rent at renewal?",
      blocks: [
        {
          type: "paragraph",
          text: "Rent increases in Dubai are governed by Law 26 of 2007 (as amended by Law 33 of 2008) and capped by **Decree 43 of 2013**, which links the maximum increase to how far your current rent sits below the average for similar homes in the RERA rental index.",
        },
        {
          type: "table",
          caption: "Maximum rent increase under Decree 43 of 2013",
          columns: ["Your rent compared with the index average", "Maximum increase"],
          rows: [
            ["Up to 10% below", "No increase"],
            ["11% to 20% below", "5%"],
            ["21% to 30% below", "10%"],
            ["31% to 40% below", "15%"],
            ["More than 40% below", "20%"],
          ],
        },
        {
          type: "paragraph",
          text: "Any change to the terms, including a rent increase, needs at least **90 days' notice** before the contract expires. Since January 2025 the DLD has used a smart rental index that classifies buildings more finely and draws on registered contracts, so check the calculator on DLD's channels with your building's details rather than relying on an agent's estimate.",
        },
        {
          type: "callout",
          title: "Check before you negotiate",
          text: "Run the rental index calculator yourself with your current rent and building. If it shows no increase is allowed, you can renew at the same rent even if the landlord's notice asks for more.",
        },
      ],
    },
    {
      heading: "How does a tenancy end, and when can you be asked to leave?",
      blocks: [
        {
          type: "paragraph",
          text: "Tenancies renew automatically unless either side acts, so diarise the 90-day point. A landlord who wants the property back at the end of the term for their own or a first-degree relative's use, or to sell it, must give **12 months' notice** through a notary public or registered post. A WhatsApp message or an email does not meet that requirement.",
        },
        {
          type: "paragraph",
          text: "When you move out, photograph the unit, return all keys and access cards, obtain a DEWA final bill and ask for the deposit in writing. Deductions should relate to damage beyond normal wear and tear, not routine repainting unless your contract says otherwise.",
        },
      ],
    },
    {
      heading: "Where can tenants turn if a dispute arises?",
      blocks: [
        {
          type: "paragraph",
          text: "Start with a written complaint to the landlord or agent. If that fails, the **Rental Disputes Centre** at the DLD hears cases between landlords and tenants. Filing fees are a percentage of the annual rent with a minimum and maximum, and the schedule changes from time to time, so confirm the current fee with the centre before filing. Keep copies of the contract, Ejari certificate, cheques and all correspondence.",
        },
        {
          type: "paragraph",
          text: "For a fuller explanation of your rights, read our guide to [tenant rights in Dubai](/renter-guides/tenant-rights), and when you are ready to search, browse homes on our [rental listings](/rent).",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

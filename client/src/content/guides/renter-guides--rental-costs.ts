import type { ContentBody } from "../types";

export default {
  intro:
    "The full cost of renting a home in the UAE, upfront and month by month, with a worked example for a AED 110,000-a-year apartment in Dubai and notes on how costs differ in Abu Dhabi and Sharjah.",
  sections: [
    {
      heading: "What do you pay upfront when you rent in Dubai?",
      blocks: [
        {
          type: "table",
          caption: "Upfront costs of a Dubai rental",
          columns: ["Cost", "Typical amount", "Refundable?"],
          rows: [
            ["First rent cheque", "Annual rent ÷ number of cheques", "No"],
            [
              "Security deposit",
              "5% of annual rent unfurnished, 10% furnished",
              "Yes, at the end of the lease",
            ],
            ["Agency fee", "About 5% of annual rent + 5% VAT (some agencies charge a minimum)", "No"],
            ["Ejari registration", "About AED 220 including fees", "No"],
            ["DEWA security deposit", "AED 2,000 apartment, AED 4,000 villa", "Yes, against the final bill"],
            ["DEWA connection fee", "Small, non-refundable", "No"],
            ["District cooling deposit (if separate)", "Varies by provider", "Usually yes"],
            ["Building move-in deposit", "Building-specific, often AED 1,000–3,000", "Yes"],
          ],
        },
        {
          type: "paragraph",
          text: "The remaining rent cheques are post-dated and handed over on signing, so you need funds in your account on each date. Renting directly from an owner avoids the agency fee; check the owner's title deed in the Dubai REST app first.",
        },
      ],
    },
    {
      heading: "Worked example: renting a AED 110,000 apartment in four cheques",
      blocks: [
        {
          type: "paragraph",
          text: "An unfurnished two-bedroom apartment in Dubai at AED 110,000 a year, paid in four cheques, rented through an agent.",
        },
        {
          type: "table",
          caption: "Cash needed on signing for a AED 110,000 unfurnished apartment, four cheques",
          columns: ["Item", "Calculation", "Amount"],
          rows: [
            ["First rent cheque", "110,000 ÷ 4", "AED 27,500"],
            ["Security deposit", "5% of 110,000", "AED 5,500"],
            ["Agency fee", "5% of 110,000 + 5% VAT", "AED 5,775"],
            ["Ejari", "Approximate", "AED 220"],
            ["DEWA deposit and connection", "AED 2,000 + about AED 300", "AED 2,300"],
            ["Total upfront", "", "AED 41,295"],
          ],
        },
        {
          type: "paragraph",
          text: "On top of this, three post-dated cheques of AED 27,500 are due over the year, and moving costs typically add AED 2,500 to AED 4,500. Upfront cash is therefore about 38% of the annual rent. With one cheque, you would pay the full year's rent on signing, about AED 123,795 including the other costs, but may negotiate a lower rent.",
        },
      ],
    },
    {
      heading: "What does renting cost each month?",
      blocks: [
        {
          type: "list",
          items: [
            "**Municipality housing fee:** 5% of the annual rent in Dubai, charged monthly on your DEWA bill. For AED 110,000, that is AED 5,500 a year, about AED 458 a month.",
            "**Electricity and water (DEWA):** usage varies widely with size, insulation and how much AC you use. Summer bills are often two to three times winter bills.",
            "**District cooling:** in buildings on systems such as Empower, cooling is billed separately with a capacity (fixed) charge and a consumption charge. Ask for a recent bill before signing; chiller-free buildings, where the landlord pays, can save thousands a year.",
            "**Internet and TV:** home plans from du or e& commonly cost about AED 300 to AED 500 a month.",
            "**Contents insurance:** often AED 500 to AED 1,500 a year.",
            "**Parking and community:** extra parking spaces and some community facilities can carry separate fees. Service charges on the building are the landlord's cost, not yours.",
          ],
        },
      ],
    },
    {
      heading: "What does the first year cost in total?",
      blocks: [
        {
          type: "table",
          caption: "Illustrative first-year cost of the AED 110,000 apartment",
          columns: ["Item", "Amount for the year"],
          rows: [
            ["Rent", "AED 110,000"],
            ["Agency fee with VAT", "AED 5,775"],
            ["Ejari and DEWA connection", "AED 520"],
            ["Housing fee (5% of rent)", "AED 5,500"],
            ["Electricity, water and cooling (assumed average AED 750 a month)", "AED 9,000"],
            ["Internet (AED 400 a month)", "AED 4,800"],
            ["Contents insurance", "AED 800"],
            ["Total, excluding refundable deposits and moving", "AED 136,395"],
          ],
        },
        {
          type: "paragraph",
          text: "The true cost is about 24% above the headline rent in the first year, falling to about 18% above in later years once the agency fee and setup costs fall away. Use your own utility estimates: the AED 750 average is an assumption, not a quote.",
        },
      ],
    },
    {
      heading: "How can you reduce the cost?",
      blocks: [
        {
          type: "list",
          items: [
            "**Offer fewer cheques:** many landlords accept a lower rent for one or two cheques; the discount is negotiable and depends on the market.",
            "**Rent from the owner:** no agency fee, but verify ownership and pay only to the owner named on the title deed.",
            "**Check cooling arrangements:** a chiller-free building can be cheaper overall than one with a lower rent and separate cooling charges.",
            "**Renew rather than move:** renewal avoids a new agency fee, moving costs and deposits, and Decree 43 of 2013 limits how much the rent can rise. Check the cap with the RERA rental index; see [tenant rights](/renter-guides/tenant-rights).",
            "**Time your search:** summer is often quieter, which can give tenants more room to negotiate.",
            "**Look further out:** rents are usually lower in outer Dubai communities and in [Sharjah](/sharjah) and [Ajman](/ajman); weigh this against commuting time and tolls. See the [neighbourhood guide](/renter-guides/neighborhood-guide).",
          ],
        },
      ],
    },
    {
      heading: "How do costs differ in Abu Dhabi and Sharjah?",
      blocks: [
        {
          type: "paragraph",
          text: "**Abu Dhabi:** leases are registered through Tawtheeq, and expatriate tenants pay a municipality fee, commonly about 3% of the annual rent, through the utility bill. **Sharjah:** leases are registered with Sharjah Municipality, which also charges a fee on the rent, collected with the SEWA utility bill. Deposits, agency fees and cheque arrangements are broadly similar across the emirates. Rates and fees change, so confirm with the municipality or utility provider in the emirate you are moving to.",
        },
        {
          type: "callout",
          title: "Protect your deposit from day one",
          text: "Photograph the home on moving in and send the landlord a written defects list. It is the best evidence if deductions are disputed later. See [moving tips](/renter-guides/moving-tips).",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

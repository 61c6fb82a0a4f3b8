import type { ContentBody } from "../types";

export default {
  intro:
    "What a UAE tenancy contract should say, how Ejari (Dubai) and Tawtheeq (Abu Dhabi) registration work, how rent cheques are used, and what to check before you sign.",
  sections: [
    {
      heading: "What form does a Dubai tenancy contract take?",
      blocks: [
        {
          type: "paragraph",
          text: "Most Dubai tenancies use the Dubai Land Department's standard (unified) tenancy contract, with an addendum for extra terms agreed between landlord and tenant. The standard form keeps the core terms consistent and is what Ejari registers. Anything agreed verbally, such as repainting before you move in, should go into the addendum, signed by both parties.",
        },
      ],
    },
    {
      heading: "What must the contract include?",
      blocks: [
        {
          type: "list",
          items: [
            "**Parties:** the landlord as named on the title deed (or their authorised agent with a power of attorney or management agreement) and every adult tenant, or the company for a corporate lease.",
            "**Property:** building, unit number, plot number, size, type and the DEWA premises number.",
            "**Term:** usually one year, with start and end dates.",
            "**Rent and payment:** the annual rent, the number of cheques and their dates, and the payee.",
            "**Security deposit:** amount (usually 5% of the annual rent unfurnished, 10% furnished) and the conditions for its return.",
            "**Use:** residential, and the maximum number of occupants.",
            "**Maintenance:** who pays for what, for example tenant for minor repairs up to AED 500 a job and landlord above that and for AC and structural items.",
            "**Notice and renewal:** how much notice each side gives to renew, change terms or leave.",
            "**Early termination:** whether you can leave early and the penalty, often one or two months' rent.",
          ],
        },
      ],
    },
    {
      heading: "What is Ejari and why do you need it?",
      blocks: [
        {
          type: "paragraph",
          text: "Ejari is the DLD's system for registering tenancy contracts in Dubai. The law places the duty to register on the landlord, but in practice the agent or the tenant often does it. You need the Ejari certificate to connect DEWA electricity and water, to sponsor family members' residence visas, for many school and government applications, and to file a case at the Rental Disputes Centre.",
        },
        {
          type: "list",
          items: [
            "**Where:** the Dubai REST app, the DLD website, or an Ejari registration (typing) centre; many agents register it for you.",
            "**Documents:** the signed contract, the tenant's passport, visa and Emirates ID, the landlord's title deed and ID (or the agent's authority), and the DEWA premises number.",
            "**Cost:** about AED 220 including fees; typing centres may add a service charge.",
            "**Renewal:** each new term needs a renewed Ejari registration.",
            "**Moving out:** the registration is cancelled when the tenancy ends so the next tenant can register.",
          ],
        },
      ],
    },
    {
      heading: "Tawtheeq in Abu Dhabi and registration in other emirates",
      blocks: [
        {
          type: "paragraph",
          text: "In Abu Dhabi, tenancy contracts are registered through **Tawtheeq**, now handled via the TAMM government services platform. Registration is needed for utilities, family visas and disputes, and is usually arranged by the landlord or agent. Sharjah registers tenancies with Sharjah Municipality, and Ajman, Ras Al Khaimah and the other emirates have their own registration systems. Ask the agent for proof of registration in every case.",
        },
      ],
    },
    {
      heading: "How do rent cheques work?",
      blocks: [
        {
          type: "paragraph",
          text: "Rent in the UAE is usually paid by post-dated cheques handed over when you sign: one, two, four or six cheques a year are common, and some buildings accept twelve. Fewer cheques usually buy a lower rent. Some landlords and management companies now accept bank transfers or direct debits, which avoid the risk of a cheque being presented early.",
        },
        {
          type: "table",
          caption: "Example: paying AED 120,000 a year in one cheque or four",
          columns: ["Option", "Cheques", "Total annual rent"],
          rows: [
            ["One cheque (with a negotiated discount)", "AED 115,000 on signing", "AED 115,000"],
            ["Four cheques", "AED 30,000 on 1 Feb, 1 May, 1 Aug and 1 Nov", "AED 120,000"],
          ],
        },
        {
          type: "paragraph",
          text: "Make sure your account has funds before each cheque date. Since 2022, a cheque that bounces for insufficient funds is largely treated as a civil matter rather than a crime, but the landlord can take it straight to the execution court to recover the money, and unpaid rent is a legal ground for eviction after 30 days' notice. If you will have a problem meeting a cheque, talk to the landlord before the date.",
        },
      ],
    },
    {
      heading: "Checklist before you sign",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "Check the landlord's ownership: the title deed name should match the contract, or the agent should show a power of attorney or management agreement.",
            "Check the agent's RERA card and BRN, and the listing's Trakheesi permit, in the Dubai REST app.",
            "Confirm who pays district cooling (chiller) charges, service charges (always the landlord's) and maintenance.",
            "Read the early termination and renewal clauses.",
            "Agree any work before move-in in writing, with a date.",
            "Make cheques payable to the landlord named on the title deed or to the property management company named in the contract, never to an individual agent.",
            "Get a copy of everything signed, and the Ejari certificate.",
          ],
        },
      ],
    },
    {
      heading: "Ending a contract early and other common questions",
      blocks: [
        {
          type: "faq",
          items: [
            {
              question: "Can I leave before the end of my contract?",
              answer:
                "Only if the contract allows it or the landlord agrees. Most contracts allow early termination with notice (often 60 days) and a penalty of one or two months' rent. Without such a clause, you may be liable for the rent to the end of the term, although landlords often agree a settlement.",
            },
            {
              question: "Can I sublet a room?",
              answer:
                "Not without the landlord's written consent; unauthorised subletting is a ground for eviction. Dubai Municipality also fines illegal partitioning and overcrowding.",
            },
            {
              question: "Can the landlord change the terms at renewal?",
              answer:
                "Yes, but only with at least 90 days' written notice before the contract ends, and any rent increase must be within the Decree 43 of 2013 cap. See [tenant rights](/renter-guides/tenant-rights).",
            },
            {
              question: "My company is paying the rent. Whose name goes on the contract?",
              answer:
                "Either the company, in which case its trade licence is used for Ejari, or you. If the lease is in the company's name, check that you can still use the Ejari for family visas and DEWA.",
            },
          ],
        },
        {
          type: "paragraph",
          text: "For the full cost of renting, including deposits and fees, see [rental costs](/renter-guides/rental-costs).",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

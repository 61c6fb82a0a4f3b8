import type { ContentBody } from "../types";

export default {
  intro:
    "A map of the laws and regulators behind UAE property deals: who registers what, the rules on brokers, advertising, off-plan sales, tenancies, communities, holiday homes and anti-money-laundering, and what each party must do to stay compliant.",
  sections: [
    {
      heading: "Who regulates property in the UAE?",
      blocks: [
        {
          type: "paragraph",
          text: "Property is regulated mainly at emirate level, with federal rules on banking, tax and anti-money-laundering on top.",
        },
        {
          type: "table",
          caption: "Main property authorities and what they do",
          columns: ["Authority", "Responsible for"],
          rows: [
            [
              "Dubai Land Department (DLD)",
              "Registering sales, mortgages and leases (Ejari) in Dubai; title deeds; transaction data",
            ],
            [
              "RERA (the DLD's regulatory arm)",
              "Licensing brokers and developers, escrow, owners' associations, service charges, the rental index",
            ],
            ["Rental Disputes Centre (RDC)", "Landlord–tenant disputes in Dubai"],
            [
              "Abu Dhabi Real Estate Centre (ADREC)",
              "Registration, broker licensing, Madhmoun permits and Tawtheeq in Abu Dhabi",
            ],
            ["Sharjah Real Estate Registration Department", "Property registration in Sharjah"],
            [
              "Ajman, Ras Al Khaimah and other land departments",
              "Registration and regulation in each emirate",
            ],
            [
              "Central Bank of the UAE",
              "Mortgage lending rules: loan-to-value caps, debt-burden ratio, fee caps",
            ],
            ["Ministry of Economy", "Anti-money-laundering supervision of brokers and agents"],
            ["Federal Tax Authority (FTA)", "VAT and corporate tax"],
            ["Department of Economy and Tourism (Dubai)", "Holiday home permits"],
          ],
        },
      ],
    },
    {
      heading: "Ownership and registration: the core rules",
      blocks: [
        {
          type: "list",
          items: [
            "**Registration creates ownership.** In Dubai, Law 7 of 2006 on real property registration makes the DLD register conclusive: a sale is complete only when it is registered and the title deed issued. The same principle applies in the other emirates through their own registration laws.",
            "**Foreign ownership is zoned.** Non-UAE and non-GCC nationals may own freehold only in designated areas (in Dubai under Regulation 3 of 2006 and later additions; in Abu Dhabi in investment zones). Elsewhere, long leases or usufruct rights apply.",
            "**Mortgages must be registered** with the land department to be enforceable against the property; in Dubai the registration fee is 0.25% of the loan plus AED 290.",
            "**Transfers happen through licensed trustees.** Dubai sales are completed at Real Estate Registration Trustee offices or through the DLD's electronic services.",
          ],
        },
      ],
    },
    {
      heading: "Brokers and advertising: what the rules require",
      blocks: [
        {
          type: "list",
          items: [
            "**Licensing:** only RERA-registered brokers (with a BRN) working for a licensed agency (with an ORN) may broker deals in Dubai. ADREC licenses brokers in Abu Dhabi.",
            "**Standard contracts:** Form A (seller–agent), Form B (buyer–agent) and Form F (buyer–seller MOU) in Dubai set out duties, commission and default terms.",
            "**Advertising permits:** every advert in Dubai needs a Trakheesi permit with a QR code; in Abu Dhabi, a Madhmoun permit. The DLD fines agencies for unpermitted, misleading or fake listings, and the rules apply to social media as well as portals.",
            "**Commission:** typically 2% + 5% VAT on sales and about 5% of annual rent on leases in Dubai, agreed in the relevant form.",
          ],
        },
      ],
    },
    {
      heading: "Off-plan sales: escrow, Oqood and developer obligations",
      blocks: [
        {
          type: "list",
          items: [
            "**Escrow:** Dubai Law 8 of 2007 requires developers to register projects with RERA and to receive buyers' payments into a project escrow account with an approved bank. Money is released to the developer as construction milestones are certified.",
            "**Oqood:** Law 13 of 2008 set up the interim register, through which off-plan sales are registered. The 4% DLD fee is payable on registration.",
            "**Buyer default:** if a buyer stops paying, the developer must notify the DLD before acting, and the share of the price it may keep depends on the construction progress, with higher completion allowing larger deductions. Read the sale and purchase agreement and take advice before missing a payment.",
            "**Defects:** under Law 6 of 2019 the developer remains liable for structural defects for 10 years from completion and for installation defects for one year.",
          ],
        },
      ],
    },
    {
      heading: "Tenancies: what landlords and tenants must do",
      blocks: [
        {
          type: "paragraph",
          text: "Dubai tenancies are governed by Law 26 of 2007 as amended by Law 33 of 2008, with rent increases capped by Decree 43 of 2013 according to the RERA rental index. Every lease must be registered on Ejari. Landlords must give 90 days' notice of changes to terms before the lease ends, and 12 months' notarised or registered-post notice to end a tenancy for sale, own use or redevelopment. Disputes go to the Rental Disputes Centre. In Abu Dhabi, leases are registered through Tawtheeq under Abu Dhabi's own tenancy law. Details are in [tenant rights](/renter-guides/tenant-rights).",
        },
      ],
    },
    {
      heading: "Communities and service charges",
      blocks: [
        {
          type: "paragraph",
          text: "Dubai's jointly owned property law (Law 6 of 2019) governs buildings and communities with shared areas. Owners' associations manage the common areas, and service charge budgets are approved by RERA and billed through the Mollak system. Owners must pay service charges; developers will not issue a NOC for a sale while charges are unpaid, and associations can pursue arrears. Owners must also follow the community's rules on alterations, which usually need approval from the developer or association.",
        },
      ],
    },
    {
      heading: "Holiday homes and short-term lets",
      blocks: [
        {
          type: "paragraph",
          text: "Letting a home by the night in Dubai requires a holiday home permit from the Department of Economy and Tourism, registration of each unit, and payment of the Tourism Dirham fee per occupied night. Some buildings restrict holiday lets in their community rules, and tenants need their landlord's written consent. Abu Dhabi licenses holiday homes through its Department of Culture and Tourism. Unlicensed short-term letting can lead to fines.",
        },
      ],
    },
    {
      heading: "Anti-money-laundering: what each party must provide",
      blocks: [
        {
          type: "paragraph",
          text: "Under the UAE's federal anti-money-laundering law, real estate brokers and agents are designated non-financial businesses and professions, supervised by the Ministry of Economy. They must:",
        },
        {
          type: "list",
          items: [
            "identify buyers and sellers (passport, Emirates ID, and for companies the trade licence and beneficial owners);",
            "screen parties against UAE and UN sanctions lists;",
            "understand the source of funds, particularly for large or unusual payments;",
            "report through the goAML system any purchase involving cash at or above the Ministry's threshold (AED 55,000 under current guidance) or virtual assets, and any suspicious transaction;",
            "keep records for at least five years.",
          ],
        },
        {
          type: "paragraph",
          text: "Banks and developers run their own checks. Buyers should expect to show bank statements for the deposit and price; paying through UAE bank accounts by manager's cheque or transfer keeps the money trail clear. See [secure transactions](/guides/secure-transactions).",
        },
      ],
    },
    {
      heading: "Tax, residency and succession",
      blocks: [
        {
          type: "list",
          items: [
            "**Tax:** no capital gains or annual property tax for individuals; 5% VAT on commercial property; 9% corporate tax on companies' taxable profit above AED 375,000. See [tax and financial](/seller-guides/tax-financial).",
            "**Golden Visa:** property worth AED 2,000,000 or more can qualify an investor for 10-year residence, with conditions for mortgaged and off-plan property. Confirm with the DLD and the residency authorities.",
            "**Succession:** without a registered will, a non-Muslim owner's estate may be distributed under rules they did not choose. Wills can be registered with the DIFC Wills Service Centre or, in Abu Dhabi, with the Abu Dhabi Judicial Department's register of non-Muslim wills.",
          ],
        },
        {
          type: "callout",
          title: "Compliance in one line per role",
          text: "Buyers: verify, pay traceably, register. Sellers: Form A, permit, NOC, disclose. Landlords: Ejari, notice periods, rent caps, maintenance. Tenants: pay on time, no unauthorised subletting, keep records. Everyone: keep AML documents ready.",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;

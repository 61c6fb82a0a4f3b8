import type { ContentEntry, ContentSummary } from "../types";

export type GuideFamily = "general" | "buyer" | "seller" | "renter";

export type GuideSummary = ContentSummary & {
  /** The page's route, e.g. "/buyer-guides/mortgage-guide". */
  path: string;
  family: GuideFamily;
};

/**
 * The guides in site order: the general hub, then each family with its hub first, then the general guides. `slug` is the body module's file name: the route path without
 * its leading slash, with "/" replaced by "--".
 */
export const guides: ContentEntry<GuideSummary>[] = [
  {
    slug: "property-guides",
    path: "/property-guides",
    family: "general",
    title: "UAE Property Guides: Buying, Selling and Renting",
    description:
      "Guides to buying, selling and renting property in the UAE: DLD and RERA rules, fees, contracts and safe payments, and where to start for each.",
    keywords: [
      "UAE property guides",
      "Dubai property guide",
      "buying in Dubai",
      "renting in Dubai",
      "DLD",
      "RERA",
    ],
    load: () => import("./property-guides"),
  },
  {
    slug: "buyer-guides",
    path: "/buyer-guides",
    family: "buyer",
    title: "Buyer Guides: How to Buy Property in the UAE",
    description:
      "How to buy property in Dubai and the UAE, step by step: mortgage pre-approval, Form B and Form F, inspections, the NOC and transfer at the trustee office.",
    keywords: [
      "buying property Dubai",
      "UAE buyer guide",
      "Form F",
      "DLD transfer",
      "off-plan Oqood",
      "Golden Visa property",
    ],
    load: () => import("./buyer-guides"),
  },
  {
    slug: "buyer-guides--mortgage-guide",
    path: "/buyer-guides/mortgage-guide",
    family: "buyer",
    title: "UAE Mortgage Guide: LTV, DBR and Total Costs",
    description:
      "UAE mortgage rules explained: Central Bank LTV caps, the 50% debt-burden ratio, monthly repayments and the full cash needed to buy a AED 1,500,000 home.",
    keywords: [
      "UAE mortgage",
      "Dubai mortgage LTV",
      "debt burden ratio",
      "mortgage calculator UAE",
      "EIBOR",
      "buying costs Dubai",
    ],
    load: () => import("./buyer-guides--mortgage-guide"),
  },
  {
    slug: "buyer-guides--legal-checklist",
    path: "/buyer-guides/legal-checklist",
    family: "buyer",
    title: "Buyer's Legal Checklist for UAE Property",
    description:
      "The buyer's legal checklist for Dubai: freehold areas, broker and Trakheesi checks, Form B and Form F, the developer NOC, AML checks and transfer day.",
    keywords: [
      "buyer legal checklist Dubai",
      "Form F MOU",
      "developer NOC",
      "trustee office transfer",
      "freehold areas",
      "Oqood",
    ],
    load: () => import("./buyer-guides--legal-checklist"),
  },
  {
    slug: "buyer-guides--inspection-checklist",
    path: "/buyer-guides/inspection-checklist",
    family: "buyer",
    title: "Property Inspection and Snagging Checklist",
    description:
      "What to inspect before buying a resale home in the UAE and how to snag a new one at handover, with inspection costs and developers' defect liabilities.",
    keywords: [
      "snagging Dubai",
      "property inspection UAE",
      "handover checklist",
      "defects liability",
      "home inspection cost",
      "AC check",
    ],
    load: () => import("./buyer-guides--inspection-checklist"),
  },
  {
    slug: "seller-guides",
    path: "/seller-guides",
    family: "seller",
    title: "Seller Guides: How to Sell Property in the UAE",
    description:
      "How to sell property in Dubai and the UAE: pricing, Form A and Trakheesi permits, Form F, the developer NOC, selling costs and selling with a tenant.",
    keywords: [
      "selling property Dubai",
      "UAE seller guide",
      "Form A",
      "Trakheesi",
      "developer NOC",
      "selling costs",
    ],
    load: () => import("./seller-guides"),
  },
  {
    slug: "seller-guides--selling-process",
    path: "/seller-guides/selling-process",
    family: "seller",
    title: "The Selling Process in Dubai, Step by Step",
    description:
      "Each step of selling a Dubai home: documents, Form A and the agent, Trakheesi permit, offers, Form F, the NOC, mortgage settlement and transfer day.",
    keywords: [
      "how to sell property Dubai",
      "selling process UAE",
      "Form A",
      "Form F",
      "trustee office",
      "mortgage settlement",
    ],
    load: () => import("./seller-guides--selling-process"),
  },
  {
    slug: "seller-guides--pricing-strategy",
    path: "/seller-guides/pricing-strategy",
    family: "seller",
    title: "How to Price Your Property for Sale in the UAE",
    description:
      "Price a UAE home from DLD transaction data, adjust comparables for view and condition, use portal price bands, and know when to reduce the asking price.",
    keywords: [
      "property pricing Dubai",
      "asking price",
      "comparable sales",
      "price per sq ft",
      "DLD transactions",
      "property valuation",
    ],
    load: () => import("./seller-guides--pricing-strategy"),
  },
  {
    slug: "seller-guides--legal-requirements",
    path: "/seller-guides/legal-requirements",
    family: "seller",
    title: "Legal Requirements for Selling Property in Dubai",
    description:
      "The documents and legal steps to sell in Dubai: Form A and Form F, Trakheesi permits, the developer NOC, powers of attorney, inheritance and AML checks.",
    keywords: [
      "seller legal requirements Dubai",
      "power of attorney property",
      "developer NOC",
      "Form A",
      "AML checks",
      "inherited property",
    ],
    load: () => import("./seller-guides--legal-requirements"),
  },
  {
    slug: "seller-guides--staging-marketing",
    path: "/seller-guides/staging-marketing",
    family: "seller",
    title: "Staging and Marketing a Home for Sale in the UAE",
    description:
      "Prepare a UAE home for sale: repairs worth doing, staging, photos and floor plans, Trakheesi and Madhmoun advertising rules, and a pre-sale budget example.",
    keywords: [
      "home staging Dubai",
      "property marketing UAE",
      "listing photos",
      "Trakheesi permit",
      "Madhmoun",
      "pre-sale repairs",
    ],
    load: () => import("./seller-guides--staging-marketing"),
  },
  {
    slug: "seller-guides--tax-financial",
    path: "/seller-guides/tax-financial",
    family: "seller",
    title: "Selling Costs, Net Proceeds and Tax in the UAE",
    description:
      "What selling UAE property costs, how a mortgage is paid off at transfer, a worked net-proceeds example, and where VAT, corporate or home-country tax applies.",
    keywords: [
      "capital gains tax UAE",
      "selling costs Dubai",
      "net proceeds",
      "early settlement fee",
      "corporate tax property",
      "VAT property",
    ],
    load: () => import("./seller-guides--tax-financial"),
  },
  {
    slug: "seller-guides--tenanted-property",
    path: "/seller-guides/tenanted-property",
    family: "seller",
    title: "Selling a Tenanted Property in Dubai",
    description:
      "Sell a Dubai home with a tenant: how the lease transfers, the 12-month notarised notice for vacant possession, rent caps, and pricing for investor buyers.",
    keywords: [
      "selling tenanted property Dubai",
      "12 month notice eviction",
      "vacant possession",
      "rent cap",
      "rental yield",
      "Ejari",
    ],
    load: () => import("./seller-guides--tenanted-property"),
  },
  {
    slug: "renter-guides",
    path: "/renter-guides",
    family: "renter",
    title: "Renter Guides: How to Rent a Home in the UAE",
    description:
      "How to rent a home in Dubai and the UAE: full costs, contracts and Ejari, tenant rights and rent caps, choosing a neighbourhood and moving in.",
    keywords: [
      "renting in Dubai",
      "UAE renter guide",
      "Ejari",
      "tenant rights Dubai",
      "rental costs",
      "Tawtheeq",
    ],
    load: () => import("./renter-guides"),
  },
  {
    slug: "renter-guides--tenant-rights",
    path: "/renter-guides/tenant-rights",
    family: "renter",
    title: "Tenant Rights in Dubai and the UAE",
    description:
      "Dubai tenant rights: rent increase caps under Decree 43 of 2013, 90-day and 12-month notice rules, repairs, deposits and the Rental Disputes Centre.",
    keywords: [
      "tenant rights Dubai",
      "rent increase cap",
      "Decree 43 of 2013",
      "Rental Disputes Centre",
      "eviction notice",
      "security deposit",
    ],
    load: () => import("./renter-guides--tenant-rights"),
  },
  {
    slug: "renter-guides--rental-contracts",
    path: "/renter-guides/rental-contracts",
    family: "renter",
    title: "Rental Contracts, Ejari and Tawtheeq Explained",
    description:
      "What a UAE tenancy contract must include, how Ejari and Tawtheeq registration work, paying rent by cheque, renewals, early termination and subletting.",
    keywords: [
      "tenancy contract Dubai",
      "Ejari registration",
      "Tawtheeq",
      "rent cheques",
      "early termination",
      "lease renewal",
    ],
    load: () => import("./renter-guides--rental-contracts"),
  },
  {
    slug: "renter-guides--moving-tips",
    path: "/renter-guides/moving-tips",
    family: "renter",
    title: "Moving Home in the UAE: A Practical Checklist",
    description:
      "A UAE moving checklist: notice, move-in permits, DEWA and district cooling, internet, movers and costs, move-in inspection and getting deposits back.",
    keywords: [
      "moving in Dubai",
      "DEWA connection",
      "move-in permit",
      "movers Dubai cost",
      "Empower",
      "moving checklist",
    ],
    load: () => import("./renter-guides--moving-tips"),
  },
  {
    slug: "renter-guides--rental-costs",
    path: "/renter-guides/rental-costs",
    family: "renter",
    title: "The True Cost of Renting in the UAE",
    description:
      "The full cost of renting in Dubai and the UAE: deposit, agency fee, Ejari, DEWA, the 5% housing fee and cooling, with a worked AED 110,000 example.",
    keywords: [
      "rental costs Dubai",
      "security deposit",
      "agency fee",
      "housing fee DEWA",
      "Ejari cost",
      "cost of renting UAE",
    ],
    load: () => import("./renter-guides--rental-costs"),
  },
  {
    slug: "renter-guides--neighborhood-guide",
    path: "/renter-guides/neighborhood-guide",
    family: "renter",
    title: "Choosing a Neighbourhood to Rent in the UAE",
    description:
      "How to choose where to rent in the UAE: commute, metro and Salik, schools, budget and building quality, with areas in Dubai, Abu Dhabi, Sharjah and beyond.",
    keywords: [
      "best areas to rent Dubai",
      "neighbourhood guide UAE",
      "commute Dubai",
      "family areas Dubai",
      "Sharjah rent",
      "Abu Dhabi areas",
    ],
    load: () => import("./renter-guides--neighborhood-guide"),
  },
  {
    slug: "guides--market-insights",
    path: "/guides/market-insights",
    family: "general",
    title: "UAE Property Market Insights: Reading the Data",
    description:
      "How to read UAE property data: DLD and ADREC transactions, price drivers, gross versus net rental yield, and a five-year rent versus buy comparison.",
    keywords: [
      "Dubai property market",
      "rental yield UAE",
      "DLD transactions",
      "rent vs buy Dubai",
      "EIBOR",
      "house prices",
    ],
    load: () => import("./guides--market-insights"),
  },
  {
    slug: "guides--legal-compliance",
    path: "/guides/legal-compliance",
    family: "general",
    title: "UAE Property Law and Compliance Guide",
    description:
      "The laws and regulators behind UAE property: DLD, RERA, ADREC, escrow and Oqood, Ejari, owners' associations, holiday homes and anti-money-laundering rules.",
    keywords: [
      "UAE property law",
      "RERA regulations",
      "Dubai escrow law",
      "Law 26 of 2007",
      "holiday home permit",
      "AML real estate",
    ],
    load: () => import("./guides--legal-compliance"),
  },
  {
    slug: "guides--secure-transactions",
    path: "/guides/secure-transactions",
    family: "general",
    title: "Secure Property Transactions in the UAE",
    description:
      "Verify title deeds, brokers and Trakheesi permits in the Dubai REST app, pay by manager's cheque or escrow, and spot common UAE property scams.",
    keywords: [
      "title deed verification",
      "Dubai REST app",
      "manager's cheque",
      "property scams Dubai",
      "escrow",
      "BRN check",
    ],
    load: () => import("./guides--secure-transactions"),
  },
];

/** The guide whose route is `path` (with or without a trailing slash), or undefined. */
export function findGuide(path: string): ContentEntry<GuideSummary> | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return guides.find((g) => g.path === normalised);
}

import type { ContentEntry, EmirateSummary } from "../types";

/** Emirate guides, in the order of EMIRATES in shared/locations.ts. */
export const emirateGuides: ContentEntry<EmirateSummary>[] = [
  {
    slug: "dubai",
    title: "Property in Dubai",
    description:
      "Buying or renting in Dubai in 2025–2026: freehold rules, DLD fees with a worked example, Ejari and rent-cap rules, and the main areas to consider.",
    keywords: [
      "Dubai property",
      "Dubai Land Department fees",
      "Ejari",
      "Dubai freehold",
      "buy property in Dubai",
    ],
    emirate: "Dubai",
    highlights: [
      "Land department: Dubai Land Department (DLD), with RERA as its regulator",
      "Transfer fee: 4% of the price, customarily paid by the buyer",
      "Tenancy registration: Ejari",
      "Airports: Dubai International (DXB) and Al Maktoum International (DWC)",
      "Free zones include DIFC, DMCC and JAFZA",
    ],
    load: () => import("./dubai"),
  },
  {
    slug: "abu-dhabi",
    title: "Property in Abu Dhabi",
    description:
      "Abu Dhabi property guide for 2025–2026: investment zones for foreign buyers, ADREC and the 2% transfer fee, Tawtheeq leases and the main areas.",
    keywords: ["Abu Dhabi property", "Abu Dhabi investment zones", "ADREC", "DARI", "Tawtheeq"],
    emirate: "Abu Dhabi",
    highlights: [
      "Land department: Abu Dhabi Real Estate Centre (ADREC), via DARI and TAMM",
      "Transfer fee: 2% of the price, paid by the buyer",
      "Tenancy registration: Tawtheeq",
      "Airport: Zayed International (AUH)",
      "Free zones include ADGM, Masdar City and KIZAD",
    ],
    load: () => import("./abu-dhabi"),
  },
  {
    slug: "sharjah",
    title: "Property in Sharjah",
    description:
      "Sharjah property guide: freehold for foreigners in approved projects since 2022, registration fees, renting and lease attestation, and main areas.",
    keywords: [
      "Sharjah property",
      "Sharjah freehold",
      "Sharjah Real Estate Registration Department",
      "Sharjah rent",
      "Aljada",
    ],
    emirate: "Sharjah",
    highlights: [
      "Land department: Sharjah Real Estate Registration Department",
      "Foreign freehold only in approved projects (Law No. 2 of 2022)",
      "Leases attested by Sharjah Municipality",
      "Airport: Sharjah International (SHJ)",
      "Free zones include SAIF Zone and Hamriyah Free Zone",
    ],
    load: () => import("./sharjah"),
  },
  {
    slug: "ajman",
    title: "Property in Ajman",
    description:
      "Ajman property guide: low-cost freehold towers for foreigners, land department fees with an example, renting rules, risks and the main areas.",
    keywords: [
      "Ajman property",
      "Ajman freehold",
      "Ajman land department",
      "cheap apartments UAE",
      "Ajman rent",
    ],
    emirate: "Ajman",
    highlights: [
      "Land department: Department of Land and Real Estate Regulation, Ajman",
      "Freehold for foreigners in designated projects",
      "Registration fee historically 3% for non-GCC buyers",
      "Airport: Sharjah International, about 20–25 minutes",
      "Free zone: Ajman Free Zone",
    ],
    load: () => import("./ajman"),
  },
  {
    slug: "ras-al-khaimah",
    title: "Property in Ras Al Khaimah",
    description:
      "Ras Al Khaimah property guide: the Al Marjan boom, freehold areas for foreigners, RAK Land Department fees, renting rules and the main areas.",
    keywords: [
      "Ras Al Khaimah property",
      "RAK freehold",
      "Al Marjan Island",
      "RAK Land Department",
      "Al Hamra",
    ],
    emirate: "Ras Al Khaimah",
    highlights: [
      "Land department: Lands and Properties Sector, RAK Municipality",
      "Freehold areas include Al Hamra, Mina Al Arab and Al Marjan Island",
      "Wynn Al Marjan Island resort scheduled to open in early 2027",
      "Airport: Ras Al Khaimah International (RKT)",
      "Free zone: RAK Economic Zone (RAKEZ)",
    ],
    load: () => import("./ras-al-khaimah"),
  },
  {
    slug: "fujairah",
    title: "Property in Fujairah",
    description:
      "Fujairah property guide: limited foreign ownership, registering with the local authorities, renting on the east coast and the main areas to live.",
    keywords: ["Fujairah property", "Fujairah rent", "east coast UAE", "Fujairah ownership rules", "Dibba"],
    emirate: "Fujairah",
    highlights: [
      "Ownership largely reserved for UAE and GCC nationals",
      "Law No. 3 of 2023 regulates jointly owned property",
      "Airport: Fujairah International (FJR)",
      "Port of Fujairah, a major bunkering hub",
      "Free zone: Fujairah Free Zone",
    ],
    load: () => import("./fujairah"),
  },
  {
    slug: "umm-al-quwain",
    title: "Property in Umm Al Quwain",
    description:
      "Umm Al Quwain property guide: who can buy, new waterfront projects and their risks, registration, renting rules and the main areas in 2025–2026.",
    keywords: ["Umm Al Quwain property", "UAQ villas", "UAQ freehold", "Al Sinniyah Island", "UAQ rent"],
    emirate: "Umm Al Quwain",
    highlights: [
      "Least populous of the seven emirates",
      "Foreign ownership only in designated projects",
      "Airport: Sharjah International, about 30 minutes",
      "Free zone: UAQ Free Trade Zone",
    ],
    load: () => import("./umm-al-quwain"),
  },
];

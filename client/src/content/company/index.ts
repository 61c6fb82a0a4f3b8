import type { ContentEntry, ContentSummary } from "../types";

/** Company and information pages; each slug is also the page's route (/about, /faqs, ...). */
export const companyPages: ContentEntry<ContentSummary>[] = [
  {
    slug: "about",
    title: "About UAE Property Markets",
    description:
      "A property portal for all seven emirates: permitted listings confirmed every 30 days, the all-in cost of each deal, and pages fast on any phone.",
    keywords: [
      "about UAE Property Markets",
      "UAE property portal",
      "Dubai Property Hub",
      "Dubai Property Markets",
    ],
    load: () => import("./about"),
  },
  {
    slug: "careers",
    title: "Careers at UAE Property Markets",
    description:
      "How our team works, the roles we usually hire for in engineering, data, agency sales and content, and how to apply through our contact form.",
    keywords: ["property portal jobs UAE", "proptech careers Dubai", "real estate technology jobs"],
    load: () => import("./careers"),
  },
  {
    slug: "privacy-policy",
    title: "Privacy Policy",
    description:
      "What personal data we collect, why, how long we keep it and who sees it, and your rights under the UAE Personal Data Protection Law (Decree-Law 45 of 2021).",
    keywords: ["privacy policy", "UAE PDPL", "Federal Decree-Law 45 of 2021", "personal data", "cookies"],
    load: () => import("./privacy-policy"),
  },
  {
    slug: "terms-and-conditions",
    title: "Terms and Conditions",
    description:
      "The rules for using our sites: accounts, listing rules (Trakheesi, Madhmoun, BRN), 30-day confirmation, featured upgrades, photo licence and UAE law.",
    keywords: ["terms and conditions", "listing rules", "Trakheesi permit", "Madhmoun permit", "RERA BRN"],
    load: () => import("./terms-and-conditions"),
  },
  {
    slug: "overseas-homes",
    title: "Overseas Homes: Buying Abroad from the UAE, or in the UAE from Abroad",
    description:
      "Currency, financing, legal checks, tax residency and scams to weigh before UAE residents buy abroad or overseas buyers purchase property in the UAE.",
    keywords: [
      "buying property abroad from UAE",
      "overseas buyers UAE property",
      "UAE tax residency",
      "non-resident mortgage UAE",
      "property scams",
    ],
    load: () => import("./overseas-homes"),
  },
  {
    slug: "faqs",
    title: "Frequently Asked Questions",
    description:
      "Answers on buying costs (4% DLD fee, commission, valuation), renting, the Golden Visa, listing rules and permits, and your account and privacy.",
    keywords: [
      "UAE property FAQ",
      "DLD transfer fee",
      "Dubai rental costs",
      "Golden Visa property",
      "Trakheesi",
    ],
    load: () => import("./faqs"),
  },
];

export function findCompanyPage(slug: string): ContentEntry<ContentSummary> | undefined {
  return companyPages.find((page) => page.slug === slug);
}

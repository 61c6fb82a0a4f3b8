import type { ContentEntry, NewsArticleSummary } from "../types";

/** The site's in-house editorial team. */
const AUTHORS = {
  layla: { name: "Layla Haddad", role: "Head of Research" },
  omar: { name: "Omar Al Mansoori", role: "Senior Market Analyst" },
  priya: { name: "Priya Menon", role: "Mortgage & Finance Editor" },
} as const;

/** News and analysis articles, newest first. */
export const newsArticles: ContentEntry<NewsArticleSummary>[] = [
  {
    slug: "uae-monthly-market-update",
    title: "UAE property market update: October 2026",
    description:
      "October 2026 in the UAE property market: Dubai sales as the autumn season began, rents, Abu Dhabi, the northern emirates and mortgage costs.",
    keywords: [
      "UAE property market update",
      "October 2026",
      "Dubai sales",
      "Dubai rents",
      "Abu Dhabi property",
    ],
    published: "2026-11-04",
    author: AUTHORS.omar,
    category: "Market",
    readingMinutes: 4,
    load: () => import("./uae-monthly-market-update"),
  },
  {
    slug: "mortgage-rates-update",
    title: "UAE mortgage rates update: EIBOR, Fed moves and fixed versus variable",
    description:
      "How EIBOR and US Federal Reserve decisions set UAE mortgage rates, what a rate change does to your payment and how to compare fixed and variable deals.",
    keywords: ["UAE mortgage rates", "EIBOR", "Federal Reserve", "fixed rate mortgage", "Dubai mortgage"],
    published: "2026-10-14",
    author: AUTHORS.priya,
    category: "Finance",
    readingMinutes: 4,
    load: () => import("./mortgage-rates-update"),
  },
  {
    slug: "uae-property-forecast",
    title: "UAE property forecast: scenarios for prices and rents into 2027",
    description:
      "The forces shaping UAE property prices and rents into 2027 — supply, population, interest rates and policy — with three scenarios and signals to watch.",
    keywords: [
      "UAE property forecast",
      "Dubai property 2027",
      "property prices outlook",
      "Dubai supply",
      "rent forecast",
    ],
    published: "2026-09-22",
    author: AUTHORS.layla,
    category: "Market",
    readingMinutes: 4,
    load: () => import("./uae-property-forecast"),
  },
  {
    slug: "best-time-to-buy-uae",
    title: "When is the best time to buy property in the UAE?",
    description:
      "Seasons, interest rates, supply cycles and your own plans: how to judge when to buy UAE property, with a worked buy-versus-rent break-even example.",
    keywords: [
      "best time to buy property UAE",
      "buy or rent Dubai",
      "property market timing",
      "Dubai property season",
    ],
    published: "2026-08-18",
    author: AUTHORS.priya,
    category: "Guide",
    readingMinutes: 4,
    load: () => import("./best-time-to-buy-uae"),
  },
  {
    slug: "abu-dhabi-growth",
    title: "Abu Dhabi's property growth: what is driving the capital's market",
    description:
      "Why Abu Dhabi's property market is growing, where buyers are active from Al Reem to Saadiyat and Yas, and how buying there differs from Dubai.",
    keywords: ["Abu Dhabi property market", "Yas Island", "Saadiyat Island", "Al Reem Island", "ADREC"],
    published: "2026-07-09",
    author: AUTHORS.omar,
    category: "Market",
    readingMinutes: 4,
    load: () => import("./abu-dhabi-growth"),
  },
  {
    slug: "golden-visa-property",
    title: "Golden Visa through property: the AED 2 million route explained",
    description:
      "Who qualifies for the UAE's 10-year Golden Visa through property, how off-plan and mortgaged homes are treated, the application steps and common pitfalls.",
    keywords: [
      "UAE Golden Visa",
      "property Golden Visa",
      "AED 2 million visa",
      "Dubai investor visa",
      "residence visa",
    ],
    published: "2026-06-03",
    author: AUTHORS.layla,
    category: "Policy",
    readingMinutes: 4,
    load: () => import("./golden-visa-property"),
  },
  {
    slug: "dubai-marina-market",
    title: "Dubai Marina market 2026: what drives prices, rents and returns",
    description:
      "What is driving demand in Dubai Marina in 2026, how older and newer towers compare, the running costs that matter and how the Marina stacks up locally.",
    keywords: [
      "Dubai Marina property",
      "Dubai Marina rent",
      "Dubai Marina apartments",
      "service charges",
      "JBR",
    ],
    published: "2026-04-21",
    author: AUTHORS.omar,
    category: "Market",
    readingMinutes: 4,
    load: () => import("./dubai-marina-market"),
  },
  {
    slug: "eco-friendly-dubai",
    title: "Eco-friendly homes in Dubai: green ratings, lower bills and solar",
    description:
      "How green building ratings work in Dubai and Abu Dhabi, what really cuts a DEWA bill, solar and EV charging options, and what to ask before you buy or rent.",
    keywords: ["eco-friendly homes Dubai", "Al Sa'fat", "Estidama", "Shams Dubai", "green building UAE"],
    published: "2026-03-10",
    author: AUTHORS.layla,
    category: "Sustainability",
    readingMinutes: 4,
    load: () => import("./eco-friendly-dubai"),
  },
  {
    slug: "uae-investment-guide",
    title: "UAE property investment guide: where to buy, yields and taxes",
    description:
      "Where foreigners can buy in each emirate, how transfer fees differ, how to work out a realistic net rental yield and which taxes apply to property investors.",
    keywords: [
      "UAE property investment",
      "rental yield Dubai",
      "freehold areas UAE",
      "property tax UAE",
      "buy to let Dubai",
    ],
    published: "2026-01-27",
    author: AUTHORS.layla,
    category: "Guide",
    readingMinutes: 4,
    load: () => import("./uae-investment-guide"),
  },
  {
    slug: "off-plan-investment",
    title: "Off-plan property in Dubai: payment plans, escrow and the real risks",
    description:
      "How buying off-plan in Dubai works, from Oqood and the 4% DLD fee to payment plans and escrow protection, plus the risks and how to assess a project.",
    keywords: ["off-plan property Dubai", "payment plan", "Oqood", "escrow account", "post-handover plan"],
    published: "2025-12-02",
    author: AUTHORS.omar,
    category: "Guide",
    readingMinutes: 4,
    load: () => import("./off-plan-investment"),
  },
  {
    slug: "first-time-buyer-guide",
    title: "First-time buyer guide to UAE property: costs, mortgages and steps",
    description:
      "How much first-time buyers can borrow in the UAE, the full cash cost of a AED 2,000,000 Dubai apartment and every step from pre-approval to title deed.",
    keywords: ["first-time buyer UAE", "buying property Dubai", "Dubai mortgage", "DLD fees", "Form F"],
    published: "2025-10-15",
    author: AUTHORS.priya,
    category: "Guide",
    readingMinutes: 4,
    load: () => import("./first-time-buyer-guide"),
  },
  {
    slug: "dubai-rental-guide",
    title: "Dubai rental guide: costs, Ejari, rent increases and tenant rights",
    description:
      "The upfront costs of renting in Dubai, how to check a listing, what the tenancy contract and Ejari cover, rent increase caps and how a tenancy ends.",
    keywords: [
      "renting in Dubai",
      "Ejari",
      "Dubai rent increase",
      "RERA rental index",
      "tenant rights Dubai",
    ],
    published: "2025-09-16",
    author: AUTHORS.priya,
    category: "Guide",
    readingMinutes: 4,
    load: () => import("./dubai-rental-guide"),
  },
];

/** The article with this slug, or undefined. */
export function findNewsArticle(slug: string): ContentEntry<NewsArticleSummary> | undefined {
  return newsArticles.find((article) => article.slug === slug);
}

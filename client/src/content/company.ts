import entries from "virtual:content/company";
import arabicEntries from "virtual:content/ar/company";
import type { CompanyMeta } from "@shared/content/collections";
import type { ContentEntry } from "./types";

/** Company and information pages (content/en/company); each slug is also the route (/about, /faqs, ...). */
export const companyPages = entries as ContentEntry<CompanyMeta>[];

/** The company pages written in Arabic (content/ar/company): fewer than the English ones. */
export const arabicCompanyPages = arabicEntries as ContentEntry<CompanyMeta>[];

export const findCompanyPage = (slug: string) => companyPages.find((page) => page.slug === slug);

/** The page in the language asked for, when it is written in it. */
export const findArabicCompanyPage = (slug: string) => arabicCompanyPages.find((page) => page.slug === slug);

import entries from "virtual:content/company";
import type { CompanyMeta } from "@shared/content/collections";
import type { ContentEntry } from "./types";

/** Company and information pages (content/en/company); each slug is also the route (/about, /faqs, ...). */
export const companyPages = entries as ContentEntry<CompanyMeta>[];

export const findCompanyPage = (slug: string) => companyPages.find((page) => page.slug === slug);

import { z } from "zod";
import { EMIRATES, LOCATIONS } from "../locations";
import { CURATED_CATEGORY_SLUGS } from "../market";

/**
 * The frontmatter of each collection: one zod schema per folder of content/<locale>/. A file whose
 * frontmatter does not match fails the build and the tests with its file name and the field.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date written YYYY-MM-DD");

/** What every page has: enough for a teaser card, the page's metadata and the sitemap. */
const pageFields = {
  title: z.string().min(1),
  /** 120–160 characters, used as the meta description and the teaser. */
  description: z.string().min(1),
  keywords: z.array(z.string().min(1)).min(1),
  /** The day the text was last checked against current rules and prices. */
  updated: isoDate,
};

export const GUIDE_FAMILIES = ["general", "buyer", "seller", "renter"] as const;
export type GuideFamily = (typeof GUIDE_FAMILIES)[number];

export const guideFrontmatter = z
  .object({
    ...pageFields,
    family: z.enum(GUIDE_FAMILIES),
    /** The hub a guide sits under, the first part of its path (/buyer-guides/mortgage-guide); none for a hub. */
    section: z.enum(["buyer-guides", "seller-guides", "renter-guides", "guides"]).optional(),
    /** Position in the site's order of guides (hubs first within each family). */
    order: z.number().int(),
  })
  .strict();

export const NEWS_CATEGORIES = ["Market", "Guide", "Finance", "Policy", "Sustainability"] as const;

export const newsFrontmatter = z
  .object({
    ...pageFields,
    published: isoDate,
    author: z.object({ name: z.string().min(1), role: z.string().min(1) }).strict(),
    category: z.enum(NEWS_CATEGORIES),
    /** Minutes, from the word count at ~220 words a minute. */
    readingMinutes: z.number().int().positive(),
  })
  .strict();

const locationNames = LOCATIONS.map((l) => l.name) as [string, ...string[]];

export const areaFrontmatter = z
  .object({
    ...pageFields,
    /** Exactly one of the location names in shared/locations.ts. */
    location: z.enum(locationNames),
    emirate: z.enum(EMIRATES),
    /** Short facts shown in a box: e.g. "Metro: DMCC and Sobha Realty stations". */
    highlights: z.array(z.string().min(1)).min(1),
    /** Who the area suits, one phrase each. */
    suits: z.array(z.string().min(1)).min(1),
  })
  .strict();

export const emirateFrontmatter = z
  .object({
    ...pageFields,
    emirate: z.enum(EMIRATES),
    /** Short facts: population, land department, main free zones, airport. */
    highlights: z.array(z.string().min(1)).min(1),
  })
  .strict();

export const companyFrontmatter = z
  .object({
    ...pageFields,
    /** Position in the footer and sitemap. */
    order: z.number().int(),
  })
  .strict();

export const categoryFrontmatter = z
  .object({
    ...pageFields,
    /** The rule in plain words, shown under the heading and on the categories index. */
    rule: z.string().min(1),
    /** One or two sentences for the categories index. */
    teaser: z.string().min(1),
    order: z.number().int(),
  })
  .strict();

/** Each collection's folder under content/<locale>/ and its frontmatter schema. */
export const COLLECTION_SCHEMAS = {
  guides: guideFrontmatter,
  news: newsFrontmatter,
  areas: areaFrontmatter,
  emirates: emirateFrontmatter,
  company: companyFrontmatter,
  categories: categoryFrontmatter,
} as const;

export type CollectionName = keyof typeof COLLECTION_SCHEMAS;
export const COLLECTION_NAMES = Object.keys(COLLECTION_SCHEMAS) as CollectionName[];

/** Slugs of the category pages: the curated categories of shared/market.ts, nothing else. */
export const categorySlug = z.enum(CURATED_CATEGORY_SLUGS);

import type { z } from "zod";
import { SOURCE_LOCALE, type Locale } from "../locale";
import { EMIRATES } from "../locations";
import type { CuratedCategorySlug } from "../market";
import { parseContentFile } from "./markdown";
import {
  COLLECTION_SCHEMAS,
  categorySlug,
  type CollectionName,
  type areaFrontmatter,
  type categoryFrontmatter,
  type companyFrontmatter,
  type emirateFrontmatter,
  type guideFrontmatter,
  type newsFrontmatter,
} from "./schema";
import type { ContentBody } from "./types";

/**
 * The metadata of each collection's pages: the frontmatter plus the slug (the file name), and for guides
 * the route path. Listing pages, teasers, the sitemap and page metadata need only this, never the bodies.
 */
export type PageMeta<Frontmatter> = Frontmatter & { slug: string };

export type GuideMeta = PageMeta<z.infer<typeof guideFrontmatter>> & {
  /** The page's route, e.g. "/buyer-guides/mortgage-guide". */
  path: string;
};
export type NewsMeta = PageMeta<z.infer<typeof newsFrontmatter>>;
export type AreaMeta = PageMeta<z.infer<typeof areaFrontmatter>>;
export type EmirateMeta = PageMeta<z.infer<typeof emirateFrontmatter>>;
export type CompanyMeta = PageMeta<z.infer<typeof companyFrontmatter>>;
export type CategoryMeta = PageMeta<z.infer<typeof categoryFrontmatter>> & { slug: CuratedCategorySlug };

export interface CollectionMeta {
  guides: GuideMeta;
  news: NewsMeta;
  areas: AreaMeta;
  emirates: EmirateMeta;
  company: CompanyMeta;
  categories: CategoryMeta;
}

/** A page parsed from its file: metadata and body. */
export interface ContentPage<Name extends CollectionName = CollectionName> {
  meta: CollectionMeta[Name];
  body: ContentBody;
}

/** Collections whose bodies are small and shown on their index page, so they ship with the index. */
export const EAGER_COLLECTIONS: readonly CollectionName[] = ["categories"];

/** One line per problem: "content/en/news/x.md: author.role: Required". */
function describeIssues(file: string, error: z.ZodError): string {
  return error.issues
    .map((issue) => `${file}: ${issue.path.join(".") || "(frontmatter)"}: ${issue.message}`)
    .join("\n");
}

function withPath(name: CollectionName, meta: PageMeta<Record<string, unknown>>) {
  if (name !== "guides") return meta;
  const section = meta.section as string | undefined;
  return { ...meta, path: section ? `/${section}/${meta.slug}` : `/${meta.slug}` };
}

/**
 * Parses one file of a collection: placeholders filled in (in the file's language), body parsed,
 * frontmatter validated. Throws one error naming the file and each wrong field.
 */
export function parseCollectionFile<Name extends CollectionName>(
  name: Name,
  file: string,
  slug: string,
  source: string,
  language: Locale = SOURCE_LOCALE,
): ContentPage<Name> {
  let parsed;
  try {
    parsed = parseContentFile(source, language);
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
  const result = COLLECTION_SCHEMAS[name].safeParse(parsed.frontmatter);
  if (!result.success) throw new Error(describeIssues(file, result.error));
  if (name === "categories" && !categorySlug.safeParse(slug).success) {
    throw new Error(`${file}: the file name must be a curated category (${categorySlug.options.join(", ")})`);
  }
  const meta = withPath(name, { ...result.data, slug }) as CollectionMeta[Name];
  return { meta, body: { ...parsed.body, updated: result.data.updated } };
}

/** The site's order of a collection's pages. */
export function sortCollection<Name extends CollectionName>(
  name: Name,
  metas: CollectionMeta[Name][],
): CollectionMeta[Name][] {
  const sorted = [...metas];
  switch (name) {
    case "news":
      // Newest first.
      return (sorted as NewsMeta[]).sort(
        (a, b) => b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug),
      ) as CollectionMeta[Name][];
    case "emirates":
      return (sorted as EmirateMeta[]).sort(
        (a, b) => EMIRATES.indexOf(a.emirate) - EMIRATES.indexOf(b.emirate),
      ) as CollectionMeta[Name][];
    case "areas":
      return sorted.sort((a, b) => a.slug.localeCompare(b.slug));
    default:
      return (sorted as (GuideMeta | CompanyMeta | CategoryMeta)[]).sort(
        (a, b) => a.order - b.order,
      ) as CollectionMeta[Name][];
  }
}

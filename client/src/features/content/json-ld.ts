import { localisePath, SOURCE_LOCALE, type Locale } from "@shared/locale";
import type { SiteConfig } from "@shared/site";
import { plainText } from "@/components/content/rich-text";
import type { NewsArticleSummary, RichText } from "@/content/types";

export interface Crumb {
  name: string;
  /** Site-relative path. */
  path: string;
  /** The name's language when it is not the page's (an English guide's title under /ar). */
  lang?: "en";
}

const absolute = (site: SiteConfig, path: string) => `${site.baseUrl}${path === "/" ? "/" : path}`;

/** schema.org BreadcrumbList for the trail of a page, home first, the page itself last; paths in `locale`. */
export function breadcrumbJsonLd(site: SiteConfig, crumbs: Crumb[], locale: Locale = SOURCE_LOCALE) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: absolute(site, localisePath(crumb.path, locale)),
    })),
  };
}

/** schema.org Article for a news article: authorship and dates are the ones shown in the byline. */
export function articleJsonLd(
  site: SiteConfig,
  article: NewsArticleSummary,
  { path, updated }: { path: string; updated: string },
) {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.description,
    datePublished: article.published,
    dateModified: updated > article.published ? updated : article.published,
    author: { "@type": "Person", name: article.author.name, jobTitle: article.author.role },
    publisher: {
      "@type": "Organization",
      name: site.siteName,
      url: site.baseUrl,
      logo: { "@type": "ImageObject", url: `${site.baseUrl}/logo.svg` },
    },
    mainEntityOfPage: { "@type": "WebPage", "@id": absolute(site, path) },
    image: `${site.baseUrl}/og-image.png`,
    articleSection: article.category,
    keywords: article.keywords.join(", "),
    inLanguage: "en-AE",
  };
}

/** schema.org FAQPage from question-and-answer pairs; answers lose their inline markup. */
export function faqPageJsonLd(items: { question: string; answer: RichText }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: plainText(item.answer) },
    })),
  };
}

import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useLocation } from "wouter";
import { useContentBody } from "@/components/content/use-content-body";
import { findArabicCompanyPage, findCompanyPage } from "@/content/company";
import { useFormatLocale, useLocale } from "@/lib/i18n";
import type { ContentEntry, ContentSummary } from "@/content/types";
import { ContentPage } from "@/features/content/components/content-page";
import { FaqSections, collectFaqItems, isFaqBody } from "@/features/content/components/faq-sections";
import { formatCalendarDay } from "@shared/format";
import { breadcrumbJsonLd, faqPageJsonLd, type Crumb } from "@/features/content/json-ld";
import { usePageMeta } from "@/lib/seo";
import { useSite } from "@/lib/site";
import NotFoundPage from "./not-found";

/** The texts name the UAE-wide site; on a Dubai site the page speaks with that site's name. */
const WRITTEN_SITE_NAME = { en: "UAE Property Markets", ar: "أسواق عقارات الإمارات" };
const HOME = msg`Home`;

function CompanyPage({
  page,
  englishOnly,
}: {
  page: ContentEntry<ContentSummary>;
  /** Shown under /ar in English: the page is not written in Arabic yet. */
  englishOnly: boolean;
}) {
  const site = useSite();
  const locale = useLocale();
  const formatLocale = useFormatLocale();
  const { i18n } = useLingui();
  const body = useContentBody(page.load);
  const path = `/${page.slug}`;
  const textLocale = englishOnly ? "en" : locale;
  const title = page.title.replace(WRITTEN_SITE_NAME[textLocale], site.siteName);
  const crumbs: Crumb[] = [
    { name: i18n._(HOME), path: "/" },
    { name: title, path, lang: englishOnly ? "en" : undefined },
  ];
  const faqs = page.slug === "faqs" && isFaqBody(body);
  usePageMeta({
    title,
    description: page.description,
    keywords: page.keywords,
    path,
    languages: englishOnly ? ["en"] : undefined,
    jsonLd: [breadcrumbJsonLd(site, crumbs, locale), ...(faqs ? [faqPageJsonLd(collectFaqItems(body))] : [])],
  });
  return (
    <ContentPage
      crumbs={crumbs}
      title={title}
      body={body}
      lang={englishOnly ? "en" : undefined}
      meta={
        <p>
          <Trans>
            Last updated{" "}
            <time dateTime={body.updated}>{formatCalendarDay(body.updated, "long", formatLocale)}</time>
          </Trans>
        </p>
      }
      renderBody={faqs ? (b) => <FaqSections body={b} /> : undefined}
    />
  );
}

/**
 * /about, /careers, /privacy-policy, /terms-and-conditions, /overseas-homes, /faqs and
 * /how-results-are-ordered, by path.
 */
export default function CompanyRoute() {
  const [path] = useLocation();
  const locale = useLocale();
  const slug = path.replace(/^\/+|\/+$/g, "");
  const arabic = locale === "ar" ? findArabicCompanyPage(slug) : undefined;
  const page = arabic ?? findCompanyPage(slug);
  return page ? (
    <CompanyPage key={page.slug} page={page} englishOnly={locale !== "en" && !arabic} />
  ) : (
    <NotFoundPage />
  );
}

import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { EMIRATES, LOCATIONS, emirateSlug, type Emirate } from "@shared/locations";
import { emirateName, locationName } from "@shared/localised-names";
import type { SitePageGroupKey } from "@shared/content/site-pages";
import { listSitePages, type SitePage } from "@/content/site-pages";
import { findGuideIn } from "@/content/guides";
import { Breadcrumbs } from "@/features/content/components/breadcrumbs";
import { breadcrumbJsonLd, type Crumb } from "@/features/content/json-ld";
import { useLocale } from "@/lib/i18n";
import { usePageMeta } from "@/lib/seo";
import { useSite } from "@/lib/site";

const HOME = msg`Home`;
const SITEMAP = msg`Sitemap`;

const GROUP_HEADINGS: Record<SitePageGroupKey, MessageDescriptor> = {
  "find-property": msg`Find property`,
  emirates: msg`Emirates`,
  areas: msg`Areas`,
  categories: msg`Categories`,
  news: msg`News`,
  guides: msg`Guides`,
  tools: msg`Tools`,
  company: msg`Company`,
  account: msg`Your account`,
};

const GUIDE_FAMILIES: Record<string, MessageDescriptor> = {
  buyer: msg`Buyer guides`,
  seller: msg`Seller guides`,
  renter: msg`Renter guides`,
  general: msg`General guides`,
};

/** The link labels of the pages made of code, and the short labels of the company pages, by path. */
const PAGE_LABELS: Record<string, MessageDescriptor> = {
  "/": HOME,
  "/buy": msg`Property for sale`,
  "/rent": msg`Property to rent`,
  "/search": msg`Search properties`,
  "/new-property": msg`New and off-plan property`,
  "/commercial-property": msg`Commercial property`,
  "/find-agent": msg`Find an agent`,
  "/areas": msg`All areas`,
  "/categories": msg`All categories`,
  "/categories/luxury-properties": msg`Luxury properties`,
  "/categories/affordable-homes": msg`Affordable homes`,
  "/categories/family-homes": msg`Family homes`,
  "/news": msg`All news`,
  "/property-guides": msg`All property guides`,
  "/stamp-duty-calculator": msg`Fee Calculator`,
  "/house-price-index": msg`House price index`,
  "/sold-prices": msg`Sold prices`,
  "/about": msg`About us`,
  "/careers": msg`Careers`,
  "/privacy-policy": msg`Privacy policy`,
  "/terms-and-conditions": msg`Terms and conditions`,
  "/overseas-homes": msg`Overseas homes`,
  "/faqs": msg`FAQs`,
  "/how-results-are-ordered": msg`How results are ordered`,
  "/contact-us": msg`Contact us`,
  "/sitemap": SITEMAP,
  "/auth": msg`Sign in or register`,
  "/forgot-password": msg`Forgotten password`,
  "/create-listing": msg`Add a listing`,
  "/dashboard": msg`Dashboard`,
};

const EMIRATE_PATHS = new Map(EMIRATES.map((emirate) => [`/${emirateSlug(emirate)}`, emirate]));
const AREA_PATHS = new Map(LOCATIONS.map((l) => [`/areas/${l.slug}`, l.name]));

/**
 * A page's link label in the page's language: the interface's words for pages made of code, the place's
 * name for emirates and areas, a written page's title in its language when it is written in it, else its
 * English title (`lang`).
 */
function usePageLabel(): (page: SitePage) => { text: string; lang?: "en" } {
  const { i18n } = useLingui();
  const locale = useLocale();
  return (page) => {
    const label = PAGE_LABELS[page.path];
    if (label) return { text: i18n._(label) };
    const emirate = EMIRATE_PATHS.get(page.path);
    if (emirate) return { text: emirateName(emirate, locale) };
    const area = AREA_PATHS.get(page.path);
    if (area) return { text: locationName(area, locale) };
    if (locale === "en") return { text: page.title };
    const guide = findGuideIn(page.path, locale);
    return guide ? { text: guide.title } : { text: page.title, lang: "en" };
  };
}

function PageLinks({ pages }: { pages: SitePage[] }) {
  const labelOf = usePageLabel();
  return (
    <ul className="space-y-1.5 text-sm">
      {pages.map((page) => {
        const { text, lang } = labelOf(page);
        return (
          <li key={page.path}>
            <Link
              href={page.path}
              className="text-foreground hover:text-primary hover:underline"
              lang={lang}
              dir={lang && "ltr"}
            >
              {text}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Every page of the site for people (crawlers get /sitemap.xml from the same list). */
export default function SitemapPage() {
  const site = useSite();
  const locale = useLocale();
  const { i18n, t } = useLingui();
  const groups = listSitePages(site.scope);
  const crumbs: Crumb[] = [
    { name: i18n._(HOME), path: "/" },
    { name: i18n._(SITEMAP), path: "/sitemap" },
  ];
  const siteName = site.siteName;
  usePageMeta({
    title: t`Sitemap: Every Page`,
    description: t`Every page of ${siteName}: property search, emirates and areas, categories, news, buying, selling and renting guides, tools and company pages.`,
    keywords:
      locale === "ar"
        ? ["خريطة الموقع", "فهرس الموقع", "أدلة العقارات", "مناطق الإمارات"]
        : ["sitemap", "site index", "property guides", "UAE areas"],
    path: "/sitemap",
    jsonLd: [breadcrumbJsonLd(site, crumbs, locale)],
  });
  const sectionHeading = (groupKey: SitePageGroupKey, key: string, heading: string) => {
    if (groupKey === "areas" && (EMIRATES as readonly string[]).includes(key)) {
      const emirate = emirateName(key as Emirate, locale);
      return t`Areas in ${emirate}`;
    }
    const family = groupKey === "guides" ? GUIDE_FAMILIES[key] : undefined;
    return family ? i18n._(family) : heading;
  };
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <Breadcrumbs crumbs={crumbs} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
        <Trans>Sitemap</Trans>
      </h1>
      <p className="mt-4 max-w-3xl text-lg leading-relaxed text-muted-foreground">
        <Trans>Every page of {siteName}, grouped by what you are looking for.</Trans>
        {site.scope === "Dubai" && (
          <>
            {" "}
            <Trans>This site covers Dubai; the other emirates are on UAE Property Markets.</Trans>
          </>
        )}
      </p>
      <div className="mt-10 grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map((group) => (
          <section
            key={group.key}
            aria-labelledby={`sitemap-${group.key}`}
            className={
              group.sections && group.sections.length > 1 ? "sm:col-span-2 lg:col-span-3" : undefined
            }
          >
            <h2 id={`sitemap-${group.key}`} className="mb-3 border-b pb-2 text-lg font-semibold">
              {i18n._(GROUP_HEADINGS[group.key])}
            </h2>
            {group.pages.length > 0 && <PageLinks pages={group.pages} />}
            {group.sections && (
              <div className="mt-5 grid gap-x-10 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
                {group.sections.map((section) => (
                  <div key={section.key}>
                    <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
                      {sectionHeading(group.key, section.key, section.heading)}
                    </h3>
                    <PageLinks pages={section.pages} />
                  </div>
                ))}
              </div>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}

import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { PageHeader } from "@/components/page-header";
import { EMIRATES, LOCATIONS, emirateSlug, type Emirate } from "@shared/locations";
import { formatCount } from "@shared/format";
import { emirateName } from "@shared/localised-names";
import { Breadcrumbs } from "@/features/content/components/breadcrumbs";
import { breadcrumbJsonLd } from "@/features/content/json-ld";
import { useLocationCounts } from "@/features/places/api/get-market";
import { AreaLinks } from "@/features/places/components/area-links";
import { UAE_SITE_BASE_URL } from "@/features/places/components/dubai-only-notice";
import { useFormatLocale, useLocale, useLocalisedPath } from "@/lib/i18n";
import { usePageMeta } from "@/lib/seo";
import { useSite } from "@/lib/site";

/** The introduction under the heading, with the number of areas and of live listings between them. */
function Intro({ dubaiOnly, areas, listings }: { dubaiOnly: boolean; areas: number; listings: number }) {
  const { t } = useLingui();
  const formatLocale = useFormatLocale();
  const areaCount = formatCount(areas, formatLocale);
  const shown = formatCount(listings, formatLocale);
  const live = t`${plural(listings, { one: `${shown} live listing`, other: `${shown} live listings` })}`;
  return dubaiOnly
    ? t`Guides to ${areaCount} Dubai neighbourhoods: what each is like, how you get around, schools, who it suits and typical prices, with ${live} between them.`
    : t`Guides to ${areaCount} neighbourhoods in all seven emirates: what each is like, how you get around, schools, who it suits and typical prices, with ${live} between them.`;
}

/** /areas: every one of the 58 locations, grouped by emirate, with live listing counts. */
export default function AreasPage() {
  const site = useSite();
  const locale = useLocale();
  const { t } = useLingui();
  const dubaiOnly = site.scope === "Dubai";
  const crumbs = [
    { name: t`Home`, path: "/" },
    { name: t`Areas`, path: "/areas" },
  ];
  usePageMeta({
    title: dubaiOnly
      ? t`Dubai Areas: Guides and Live Listings`
      : t`UAE Areas: Guides to All 58 Neighbourhoods`,
    description: dubaiOnly
      ? t`Guides to Dubai's 26 main residential areas, from Downtown and Dubai Marina to Arabian Ranches and Mirdif, with live listing counts and prices.`
      : t`Area guides for 58 neighbourhoods across the seven emirates, from Dubai Marina and Al Reem Island to Aljada and Al Hamra, with live listing counts.`,
    keywords:
      locale === "ar"
        ? ["مناطق الإمارات", "مناطق دبي", "أين أسكن في دبي", "مناطق أبوظبي", "أدلة المناطق"]
        : ["UAE areas", "Dubai areas", "where to live in Dubai", "Abu Dhabi areas", "area guides"],
    path: "/areas",
    jsonLd: [breadcrumbJsonLd(site, crumbs, locale)],
  });
  const { data } = useLocationCounts();
  const uaeSitePath = `${UAE_SITE_BASE_URL}${useLocalisedPath("/")}`.replace(/\/$/, "");
  const countOf = new Map(data.map((area) => [area.location, area.listingCount]));
  const total = data.reduce((sum, area) => sum + area.listingCount, 0);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <Breadcrumbs crumbs={crumbs} />
      <PageHeader title={dubaiOnly ? t`Dubai areas` : t`Areas across the UAE`}>
        <Intro dubaiOnly={dubaiOnly} areas={dubaiOnly ? data.length : LOCATIONS.length} listings={total} />
      </PageHeader>
      <nav aria-label={t`Emirates`} className="mt-6 flex flex-wrap gap-2">
        {EMIRATES.map((emirate) => (
          <a
            key={emirate}
            href={`#${emirateSlug(emirate)}-areas`}
            className="rounded-full border px-3 py-1 text-sm font-medium hover:bg-muted"
          >
            {emirateName(emirate, locale)}
          </a>
        ))}
      </nav>
      {EMIRATES.map((emirate: Emirate) => {
        const inScope = !dubaiOnly || emirate === "Dubai";
        const name = emirateName(emirate, locale);
        const areas = LOCATIONS.filter((l) => l.emirate === emirate).map((l) => ({
          location: l.name,
          slug: l.slug,
          listingCount: inScope ? (countOf.get(l.name) ?? 0) : undefined,
        }));
        return (
          <section
            key={emirate}
            id={`${emirateSlug(emirate)}-areas`}
            aria-labelledby={`${emirateSlug(emirate)}-heading`}
            className="mt-10 scroll-mt-24"
          >
            <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
              <h2 id={`${emirateSlug(emirate)}-heading`} className="text-2xl font-semibold">
                {name}
              </h2>
              {inScope ? (
                <Link
                  href={`/${emirateSlug(emirate)}`}
                  className="text-sm font-medium text-primary hover:underline"
                >
                  <Trans>{name} guide and market figures</Trans>
                </Link>
              ) : (
                <a
                  href={`${uaeSitePath}/${emirateSlug(emirate)}`}
                  className="text-sm font-medium text-primary hover:underline"
                >
                  <Trans>{name} on our UAE-wide site</Trans>
                </a>
              )}
            </div>
            <AreaLinks areas={areas} external={inScope ? undefined : UAE_SITE_BASE_URL} />
          </section>
        );
      })}
    </div>
  );
}

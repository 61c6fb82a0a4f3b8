import { msg, plural } from "@lingui/core/macro";
import type { I18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { Suspense } from "react";
import { Link, useLocation, useParams, useSearch } from "wouter";
import { SORTS, type Sort } from "@shared/listing-options";
import { ContentBody } from "@/components/content/content-body";
import { RichText } from "@/components/content/rich-text";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import {
  categoryGuidesIn,
  findCategoryGuide,
  isCategoryGuideIn,
  type CategoryGuide,
} from "@/content/categories";
import { Breadcrumbs } from "@/features/content/components/breadcrumbs";
import { breadcrumbJsonLd } from "@/features/content/json-ld";
import { purposeOptions, sortOptions } from "@/features/listings/option-labels";
import { Pagination } from "@/features/listings/components/pagination";
import { usePlaceName } from "@/features/listings/place-name";
import { PropertyCard } from "@/features/listings/components/property-card";
import { useCategoryListings, useMarketSummary } from "@/features/places/api/get-market";
import { MarketFigures } from "@/features/places/components/market-figures";
import { formatCount } from "@shared/format";
import { useFormatLocale, useLocale } from "@/lib/i18n";
import { usePageMeta } from "@/lib/seo";
import { useSite } from "@/lib/site";
import { countOfPhrase } from "@/lib/plural";
import { RESULTS_HEADING_CLASS } from "@/lib/scroll-to-results";
import { cn } from "@/lib/utils";
import NotFoundPage from "./not-found";

const PAGE_SIZE = 12;
const HOME = msg`Home`;
const CATEGORIES = msg`Categories`;

/** The purpose links: every listing, or those for sale or to rent. */
function purposeLinks(i18n: I18n): { value?: "sale" | "rent"; label: string }[] {
  return [{ value: undefined, label: i18n._(msg`All`) }, ...purposeOptions(i18n)];
}

/** "12 luxury properties", "1 family home": a category's count, with the plural forms of the language. */
function categoryCount(slug: string, title: string, count: number, i18n: I18n): string {
  switch (slug) {
    case "luxury-properties":
      return i18n._(msg`${plural(count, { one: "# luxury property", other: "# luxury properties" })}`);
    case "affordable-homes":
      return i18n._(msg`${plural(count, { one: "# affordable home", other: "# affordable homes" })}`);
    case "family-homes":
      return i18n._(msg`${plural(count, { one: "# family home", other: "# family homes" })}`);
    default:
      return countOfPhrase(count, title.toLowerCase());
  }
}

interface CategoryFilters {
  priceType?: "sale" | "rent";
  sort: Sort;
  page: number;
}

/** The category page's filters from its URL; wrong values fall back to the defaults. */
function readFilters(search: string): CategoryFilters {
  const params = new URLSearchParams(search);
  const priceType = params.get("priceType");
  const sort = params.get("sort");
  const page = Number(params.get("page"));
  return {
    priceType: priceType === "sale" || priceType === "rent" ? priceType : undefined,
    sort: (SORTS as readonly string[]).includes(sort ?? "") ? (sort as Sort) : "featured",
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

function hrefFor(slug: string, filters: CategoryFilters): string {
  const params = new URLSearchParams();
  if (filters.priceType) params.set("priceType", filters.priceType);
  if (filters.sort !== "featured") params.set("sort", filters.sort);
  if (filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return `/categories/${slug}${query ? `?${query}` : ""}`;
}

function Figures({ guide }: { guide: CategoryGuide }) {
  const { data } = useMarketSummary({ category: guide.slug });
  const { t } = useLingui();
  const title = guide.title.toLowerCase();
  return <MarketFigures summary={data} scope={t`among ${title}`} />;
}

function Results({ guide, filters }: { guide: CategoryGuide; filters: CategoryFilters }) {
  const { data } = useCategoryListings(guide.slug, {
    priceType: filters.priceType,
    sort: filters.sort,
    page: filters.page,
    limit: PAGE_SIZE,
  });
  const { t, i18n } = useLingui();
  const formatLocale = useFormatLocale();
  const described = [
    categoryCount(guide.slug, guide.title, data.total, i18n),
    filters.priceType === "sale" ? t`for sale` : filters.priceType === "rent" ? t`to rent` : "",
  ]
    .filter(Boolean)
    .join(" ");
  const page = formatCount(filters.page, formatLocale);
  const pages = formatCount(Math.ceil(data.total / PAGE_SIZE), formatLocale);
  return (
    <>
      <p className="mb-4 text-sm text-muted-foreground" role="status">
        {data.total > PAGE_SIZE ? t`${described}, page ${page} of ${pages}` : described}
      </p>
      {data.items.length === 0 ? (
        <p className="rounded-lg border bg-muted/40 p-6 text-center">
          <Trans>No properties found matching your criteria.</Trans>
        </p>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {data.items.map((listing) => (
            <PropertyCard key={listing.id} listing={listing} />
          ))}
        </div>
      )}
      <Pagination
        page={filters.page}
        total={data.total}
        pageSize={PAGE_SIZE}
        hrefFor={(page) => hrefFor(guide.slug, { ...filters, page })}
        resultsHeadingId="listings"
      />
    </>
  );
}

function CategoryView({ guide }: { guide: CategoryGuide }) {
  const site = useSite();
  const locale = useLocale();
  const { t, i18n } = useLingui();
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = readFilters(search);
  const path = `/categories/${guide.slug}`;
  const place = usePlaceName();
  const title = guide.title;
  const crumbs = [
    { name: i18n._(HOME), path: "/" },
    { name: i18n._(CATEGORIES), path: "/categories" },
    { name: guide.title, path },
  ];
  usePageMeta({
    title: t`${title} in ${place}`,
    description: guide.description,
    keywords: guide.keywords,
    path,
    // A guide not written in Arabic yet is shown in English, with no Arabic alternate.
    languages: isCategoryGuideIn(guide.slug, locale) ? undefined : ["en"],
    jsonLd: [breadcrumbJsonLd(site, crumbs, locale)],
  });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <Breadcrumbs crumbs={crumbs} />
      <header className="mt-4 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          <Trans>
            {title} in {place}
          </Trans>
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
          <RichText text={guide.body.intro} />
        </p>
      </header>

      <section aria-labelledby="figures" className="mt-10">
        <h2 id="figures" className="mb-4 text-2xl font-semibold">
          <Trans>{title} today</Trans>
        </h2>
        <Suspense fallback={<Skeleton className="h-40" />}>
          <Figures guide={guide} />
        </Suspense>
      </section>

      <section aria-labelledby="listings" className="mt-12 scroll-mt-24" id="results">
        <h2 id="listings" tabIndex={-1} className={cn("text-2xl font-semibold", RESULTS_HEADING_CLASS)}>
          <Trans>{title} listings</Trans>
        </h2>
        <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
          <nav aria-label={t`Purpose`} className="flex gap-1 rounded-lg bg-muted p-1">
            {purposeLinks(i18n).map((purpose) => {
              const active = filters.priceType === purpose.value;
              return (
                <Link
                  key={purpose.label}
                  href={hrefFor(guide.slug, { ...filters, priceType: purpose.value, page: 1 })}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "rounded-md px-3 py-1.5 text-sm font-medium",
                    active
                      ? "bg-background text-foreground shadow-sm"
                      : "text-muted-foreground hover:text-foreground",
                  )}
                >
                  {purpose.label}
                </Link>
              );
            })}
          </nav>
          <div className="w-full space-y-1.5 sm:w-56">
            <Label htmlFor="category-sort">
              <Trans>Sort by</Trans>
            </Label>
            <NativeSelect
              id="category-sort"
              value={filters.sort}
              options={sortOptions(i18n)}
              onValueChange={(sort) =>
                navigate(hrefFor(guide.slug, { ...filters, sort: sort as Sort, page: 1 }))
              }
            />
          </div>
        </div>
        <div className="mt-6">
          <Suspense
            fallback={
              <p className="text-muted-foreground">
                <Trans>Loading properties...</Trans>
              </p>
            }
          >
            <Results guide={guide} filters={filters} />
          </Suspense>
        </div>
      </section>

      <div className="mt-14 max-w-3xl">
        <ContentBody body={guide.body} />
      </div>

      <nav aria-labelledby="other-categories" className="mt-12">
        <h2 id="other-categories" className="mb-3 text-xl font-semibold">
          <Trans>Other categories</Trans>
        </h2>
        <ul className="flex flex-wrap gap-3">
          {categoryGuidesIn(locale)
            .filter((other) => other.slug !== guide.slug)
            .map((other) => (
              <li key={other.slug}>
                <Link
                  href={`/categories/${other.slug}`}
                  className="rounded-md border px-4 py-2 font-medium hover:bg-muted"
                >
                  {other.title}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
    </div>
  );
}

/** /categories/{slug}: luxury, affordable or family homes, with live figures and paged listings. */
export default function CategoryPage() {
  const { slug = "" } = useParams<{ slug: string }>();
  const guide = findCategoryGuide(slug, useLocale());
  if (!guide) return <NotFoundPage />;
  return <CategoryView guide={guide} />;
}

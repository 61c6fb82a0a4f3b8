import { Suspense } from "react";
import { Link, useLocation, useParams, useSearch } from "wouter";
import { PURPOSE_OPTIONS, SORT_OPTIONS, SORTS, type Sort } from "@shared/listing-options";
import { ContentBody } from "@/components/content/content-body";
import { RichText } from "@/components/content/rich-text";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { categoryGuides, findCategoryGuide, type CategoryGuide } from "@/content/categories";
import { Breadcrumbs } from "@/features/content/components/breadcrumbs";
import { breadcrumbJsonLd } from "@/features/content/json-ld";
import { Pagination } from "@/features/listings/components/pagination";
import { PropertyCard } from "@/features/listings/components/property-card";
import { useCategoryListings, useMarketSummary } from "@/features/places/api/get-market";
import { MarketFigures } from "@/features/places/components/market-figures";
import { formatCount } from "@shared/format";
import { usePageMeta } from "@/lib/seo";
import { useSite } from "@/lib/site";
import { countOfPhrase } from "@/lib/plural";
import { RESULTS_HEADING_CLASS } from "@/lib/scroll-to-results";
import { cn } from "@/lib/utils";
import NotFoundPage from "./not-found";

const PAGE_SIZE = 12;
/** The purpose links: every listing, or those for sale or to rent. */
const PURPOSES = [{ value: undefined, label: "All" }, ...PURPOSE_OPTIONS];

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
  return <MarketFigures summary={data} scope={`among ${guide.title.toLowerCase()}`} />;
}

function Results({ guide, filters }: { guide: CategoryGuide; filters: CategoryFilters }) {
  const { data } = useCategoryListings(guide.slug, {
    priceType: filters.priceType,
    sort: filters.sort,
    page: filters.page,
    limit: PAGE_SIZE,
  });
  const what = filters.priceType === "sale" ? " for sale" : filters.priceType === "rent" ? " to rent" : "";
  return (
    <>
      <p className="mb-4 text-sm text-muted-foreground" role="status">
        {countOfPhrase(data.total, guide.title.toLowerCase())}
        {what}
        {data.total > PAGE_SIZE &&
          `, page ${filters.page} of ${formatCount(Math.ceil(data.total / PAGE_SIZE))}`}
      </p>
      {data.items.length === 0 ? (
        <p className="rounded-lg border bg-muted/40 p-6 text-center">
          No properties found matching your criteria.
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
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = readFilters(search);
  const path = `/categories/${guide.slug}`;
  const place = site.scope === "Dubai" ? "Dubai" : "the UAE";
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Categories", path: "/categories" },
    { name: guide.title, path },
  ];
  usePageMeta({
    title: `${guide.title} in ${place}`,
    description: guide.description,
    keywords: guide.keywords,
    path,
    jsonLd: [breadcrumbJsonLd(site, crumbs)],
  });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <Breadcrumbs crumbs={crumbs} />
      <header className="mt-4 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          {guide.title} in {place}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
          <RichText text={guide.body.intro} />
        </p>
      </header>

      <section aria-labelledby="figures" className="mt-10">
        <h2 id="figures" className="mb-4 text-2xl font-semibold">
          {guide.title} today
        </h2>
        <Suspense fallback={<Skeleton className="h-40" />}>
          <Figures guide={guide} />
        </Suspense>
      </section>

      <section aria-labelledby="listings" className="mt-12 scroll-mt-24" id="results">
        <h2 id="listings" tabIndex={-1} className={cn("text-2xl font-semibold", RESULTS_HEADING_CLASS)}>
          {guide.title} listings
        </h2>
        <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
          <nav aria-label="Purpose" className="flex gap-1 rounded-lg bg-muted p-1">
            {PURPOSES.map((purpose) => {
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
            <Label htmlFor="category-sort">Sort by</Label>
            <NativeSelect
              id="category-sort"
              value={filters.sort}
              options={SORT_OPTIONS}
              onValueChange={(sort) =>
                navigate(hrefFor(guide.slug, { ...filters, sort: sort as Sort, page: 1 }))
              }
            />
          </div>
        </div>
        <div className="mt-6">
          <Suspense fallback={<p className="text-muted-foreground">Loading properties...</p>}>
            <Results guide={guide} filters={filters} />
          </Suspense>
        </div>
      </section>

      <div className="mt-14 max-w-3xl">
        <ContentBody body={guide.body} />
      </div>

      <nav aria-labelledby="other-categories" className="mt-12">
        <h2 id="other-categories" className="mb-3 text-xl font-semibold">
          Other categories
        </h2>
        <ul className="flex flex-wrap gap-3">
          {categoryGuides
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
  const guide = findCategoryGuide(slug);
  if (!guide) return <NotFoundPage />;
  return <CategoryView guide={guide} />;
}

import { Suspense } from "react";
import { PageHeader } from "@/components/page-header";
import { Link, useLocation, useSearch } from "wouter";
import { emirateSlug } from "@shared/locations";
import { Breadcrumbs } from "@/features/content/components/breadcrumbs";
import { breadcrumbJsonLd } from "@/features/content/json-ld";
import { Pagination } from "@/features/listings/components/pagination";
import { countOfPhrase } from "@/lib/plural";
import { RESULTS_HEADING_CLASS } from "@/lib/scroll-to-results";
import { useTransactions } from "@/features/tools/api/get-market-data";
import { SampleDataNotice } from "@/features/tools/components/sample-data-notice";
import { SoldPricesForm } from "@/features/tools/components/sold-prices-form";
import { TransactionsList } from "@/features/tools/components/transactions-list";
import {
  readSoldPricesFilters,
  writeSoldPricesFilters,
  type SoldPricesFilters,
} from "@/features/tools/lib/sold-prices-filters";
import { formatCount } from "@shared/format";
import { usePageMeta } from "@/lib/seo";
import { useSite } from "@/lib/site";

const PATH = "/sold-prices";
const PAGE_SIZE = 25;

const hrefFor = (filters: SoldPricesFilters) => {
  const query = writeSoldPricesFilters(filters);
  return query ? `${PATH}?${query}` : PATH;
};

/** "apartment sales with 2 beds in Dubai …"; with a count, "1 apartment sale …". */
function describe(filters: SoldPricesFilters, place: string, count?: number): string {
  const sales = filters.propertyType ? `${filters.propertyType.toLowerCase()} sales` : "sales";
  const parts = [
    count === undefined ? sales : countOfPhrase(count, sales),
    filters.beds !== undefined
      ? filters.beds === 0
        ? "of studios"
        : `with ${filters.beds}${filters.beds >= 5 ? "+" : ""} beds`
      : "",
    filters.location ? `matching “${filters.location}”` : "",
    `in ${filters.emirate ?? place}`,
    filters.from ? `from ${filters.from}` : "",
    filters.to ? `until ${filters.to}` : "",
  ];
  return parts.filter(Boolean).join(" ");
}

function Results({ filters, place }: { filters: SoldPricesFilters; place: string }) {
  const { data } = useTransactions({
    location: filters.location,
    emirate: filters.emirate ? emirateSlug(filters.emirate) : undefined,
    propertyType: filters.propertyType,
    beds: filters.beds === undefined ? undefined : String(filters.beds),
    from: filters.from,
    to: filters.to,
    page: filters.page,
    limit: PAGE_SIZE,
  });
  const lastPage = Math.max(1, Math.ceil(data.total / PAGE_SIZE));
  const sample = data.items.some((t) => t.isSample);
  return (
    <div className="space-y-4">
      {sample && <SampleDataNotice what="These sales" />}
      <p role="status" className="text-sm text-muted-foreground" data-testid="sold-count">
        {describe(filters, place, data.total)}
        {data.total > PAGE_SIZE && `, page ${filters.page} of ${formatCount(lastPage)}`}, newest first
      </p>
      {data.items.length === 0 ? (
        <p className="rounded-lg border bg-muted/40 p-6 text-center">
          No sales match this search. Try a shorter location name or a wider date range.
        </p>
      ) : (
        <TransactionsList items={data.items} caption={`Sold prices: ${describe(filters, place)}`} />
      )}
      <Pagination
        page={filters.page}
        total={data.total}
        pageSize={PAGE_SIZE}
        hrefFor={(page) => hrefFor({ ...filters, page })}
        resultsHeadingId="sold-prices-heading"
      />
    </div>
  );
}

/** /sold-prices: a searchable, paged list of sale transactions. */
export default function SoldPricesPage() {
  const site = useSite();
  const dubaiOnly = site.scope === "Dubai";
  const place = dubaiOnly ? "Dubai" : "the UAE";
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = readSoldPricesFilters(search);
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Sold Prices", path: PATH },
  ];
  usePageMeta({
    title: `Sold Prices: Property Sales in ${place}`,
    description: `Search what homes sold for in ${place}: price, size, price per square foot and date of each sale, by area, emirate, type and bedrooms.`,
    keywords: [
      "sold prices Dubai",
      "property transactions UAE",
      "what did my neighbour sell for",
      "Dubai sales history",
    ],
    path: PATH,
    jsonLd: [breadcrumbJsonLd(site, crumbs)],
  });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <Breadcrumbs crumbs={crumbs} />
      <PageHeader title="Sold prices" introGap="mt-3">
        What homes in {place} actually sold for: the price, size and price per square foot of each sale, by
        area, type and date. Compare them with asking prices before you make an offer, and see the trend on
        the{" "}
        <Link href="/house-price-index" className="text-primary underline">
          house price index
        </Link>
        .
      </PageHeader>
      <div className="mt-6">
        <SoldPricesForm
          key={search}
          filters={filters}
          emirateLocked={dubaiOnly}
          onSearch={(next) => navigate(hrefFor(next))}
        />
      </div>
      <section aria-labelledby="sold-prices-heading" className="mt-8">
        <h2 id="sold-prices-heading" tabIndex={-1} className={`sr-only ${RESULTS_HEADING_CLASS}`}>
          Sales
        </h2>
        <Suspense fallback={<p className="text-muted-foreground">Loading sales...</p>}>
          <Results filters={filters} place={place} />
        </Suspense>
      </section>
    </div>
  );
}

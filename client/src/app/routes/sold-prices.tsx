import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Suspense } from "react";
import { PageHeader } from "@/components/page-header";
import { Link, useLocation, useSearch } from "wouter";
import { emirateSlug } from "@shared/locations";
import { emirateName, propertyTypeName } from "@shared/localised-names";
import { meansOrMore } from "@shared/listing-options";
import { Breadcrumbs } from "@/features/content/components/breadcrumbs";
import { Pagination } from "@/features/listings/components/pagination";
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
import { formatCalendarDay, formatCount } from "@shared/format";
import { useFormatLocale, useLocale } from "@/lib/i18n";
import { useSite } from "@/lib/site";
import { usePageWithTrail } from "../page-with-trail";
import { usePlaceName } from "@/features/listings/place-name";

const PATH = "/sold-prices";
const PAGE_SIZE = 25;

const hrefFor = (filters: SoldPricesFilters) => {
  const query = writeSoldPricesFilters(filters);
  return query ? `${PATH}?${query}` : PATH;
};

/** "apartment sales with 2 beds in Dubai …"; with a count, "1 apartment sale …", in the page's language. */
function useDescribe(): (filters: SoldPricesFilters, place: string, count?: number) => string {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const language = useLocale();
  return (filters, place, count) => {
    const shown = count === undefined ? "" : formatCount(count, locale);
    // English writes the type in lower case before "sales"; Arabic names it after ("من نوع شقة").
    const type = filters.propertyType
      ? language === "en"
        ? filters.propertyType.toLowerCase()
        : propertyTypeName(filters.propertyType, language)
      : undefined;
    const sales =
      count === undefined
        ? type
          ? t`${type} sales`
          : t`sales`
        : type
          ? t`${plural(count, { one: `${shown} ${type} sale`, other: `${shown} ${type} sales` })}`
          : t`${plural(count, { one: `${shown} sale`, other: `${shown} sales` })}`;
    const beds = filters.beds;
    const from = filters.from ? formatCalendarDay(filters.from, "long", locale) : undefined;
    const to = filters.to ? formatCalendarDay(filters.to, "long", locale) : undefined;
    const location = filters.location;
    const where = filters.emirate ? emirateName(filters.emirate, language) : place;
    const parts = [
      sales,
      beds === undefined
        ? ""
        : beds === 0
          ? t`of studios`
          : meansOrMore(beds)
            ? t`with ${beds}+ beds`
            : t`with ${plural(beds, { one: "# bed", other: "# beds" })}`,
      location ? t`matching “${location}”` : "",
      t`in ${where}`,
      from ? t`from ${from}` : "",
      to ? t`until ${to}` : "",
    ];
    return parts.filter(Boolean).join(" ");
  };
}

function Results({ filters, place }: { filters: SoldPricesFilters; place: string }) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const describe = useDescribe();
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
      {sample && <SampleDataNotice what="sales" />}
      <p role="status" className="text-sm text-muted-foreground" data-testid="sold-count">
        {describe(filters, place, data.total)}
        {data.total > PAGE_SIZE &&
          t`, page ${formatCount(filters.page, locale)} of ${formatCount(lastPage, locale)}`}
        {t`, newest first`}
      </p>
      {data.items.length === 0 ? (
        <p className="rounded-lg border bg-muted/40 p-6 text-center">
          <Trans>No sales match this search. Try a shorter location name or a wider date range.</Trans>
        </p>
      ) : (
        <TransactionsList items={data.items} caption={t`Sold prices: ${describe(filters, place)}`} />
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
  const { t } = useLingui();
  const dubaiOnly = site.scope === "Dubai";
  const place = usePlaceName();
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = readSoldPricesFilters(search);
  const crumbs = usePageWithTrail(t`Sold Prices`, {
    title: t`Sold Prices: Property Sales in ${place}`,
    description: t`Search what homes sold for in ${place}: price, size, price per square foot and date of each sale, by area, emirate, type and bedrooms.`,
    keywords: [
      "sold prices Dubai",
      "property transactions UAE",
      "what did my neighbour sell for",
      "Dubai sales history",
    ],
    path: PATH,
  });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <Breadcrumbs crumbs={crumbs} />
      <PageHeader title={t`Sold prices`} introGap="mt-3">
        <Trans>
          What homes in {place} actually sold for: the price, size and price per square foot of each sale, by
          area, type and date. Compare them with asking prices before you make an offer, and see the trend on
          the{" "}
          <Link href="/house-price-index" className="text-primary underline">
            house price index
          </Link>
          .
        </Trans>
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
          <Trans>Sales</Trans>
        </h2>
        <Suspense
          fallback={
            <p className="text-muted-foreground">
              <Trans>Loading sales…</Trans>
            </p>
          }
        >
          <Results filters={filters} place={place} />
        </Suspense>
      </section>
    </div>
  );
}

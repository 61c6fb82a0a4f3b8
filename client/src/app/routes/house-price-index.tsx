import { Trans, useLingui } from "@lingui/react/macro";
import { Suspense } from "react";
import { Figure } from "@/components/figure";
import { PageHeader } from "@/components/page-header";
import { Link, useLocation, useSearch } from "wouter";
import { ALL, PROPERTY_TYPES, withAll, type PropertyType } from "@shared/listing-options";
import { emirateSlug, findEmirate, type Emirate } from "@shared/locations";
import { emirateName } from "@shared/localised-names";
import { PRICE_INDEX_TYPES, type PriceIndex } from "@shared/market";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { Breadcrumbs } from "@/features/content/components/breadcrumbs";
import { usePriceIndex } from "@/features/tools/api/get-market-data";
import { PriceIndexChart } from "@/features/tools/components/price-index-chart";
import { PriceIndexTable } from "@/features/tools/components/price-index-table";
import { SampleDataNotice } from "@/features/tools/components/sample-data-notice";
import { useToolOptions } from "@/features/tools/lib/localised-options";
import { describeChange, seriesLabel } from "@/features/tools/lib/price-index-format";
import { formatAed, formatFixed, formatMonth, formatPercent } from "@shared/format";
import { useFormatLocale, useLocale } from "@/lib/i18n";
import { useSite } from "@/lib/site";
import { usePageWithTrail } from "../page-with-trail";

const PATH = "/house-price-index";

interface IndexFilters {
  emirate?: Emirate;
  propertyType?: PropertyType;
}

function readFilters(search: string, dubaiOnly: boolean): IndexFilters {
  const params = new URLSearchParams(search);
  const type = params.get("propertyType");
  return {
    emirate: dubaiOnly ? "Dubai" : findEmirate(params.get("emirate") ?? ""),
    propertyType: (PRICE_INDEX_TYPES as readonly string[]).includes(type ?? "")
      ? (type as PropertyType)
      : undefined,
  };
}

function hrefFor(filters: IndexFilters): string {
  const params = new URLSearchParams();
  if (filters.emirate) params.set("emirate", emirateSlug(filters.emirate));
  if (filters.propertyType) params.set("propertyType", filters.propertyType);
  const query = params.toString();
  return query ? `${PATH}?${query}` : PATH;
}

/** "+4.2%" for the change of the main series over the last twelve months, when there are that many. */
function yearOnYear(index: PriceIndex): { change: number; from: string; to: string } | null {
  const points = index.series[0]?.points ?? [];
  if (points.length < 13) return null;
  const last = points[points.length - 1];
  const yearBefore = points[points.length - 13];
  return {
    change: Math.round((last.medianPricePerSqft / yearBefore.medianPricePerSqft - 1) * 1000) / 10,
    from: yearBefore.month,
    to: last.month,
  };
}

function IndexResults({ filters, place }: { filters: IndexFilters; place: string }) {
  const { t, i18n } = useLingui();
  const locale = useFormatLocale();
  const { data } = usePriceIndex({
    emirate: filters.emirate ? emirateSlug(filters.emirate) : undefined,
    propertyType: filters.propertyType,
  });
  const main = data.series[0];
  if (!main) {
    const what = filters.propertyType ? seriesLabel(filters.propertyType, i18n).toLowerCase() : t`homes`;
    return (
      <p className="rounded-lg border bg-muted/40 p-6 text-center">
        <Trans>
          No sales recorded for {what} in {place} yet.
        </Trans>
      </p>
    );
  }
  const latest = main.points[main.points.length - 1];
  const first = main.points[0];
  const change = yearOnYear(data);
  const name = seriesLabel(main.propertyType, i18n);
  // In the middle of a sentence ("the price index for villas"); Arabic has no capitals, so it is unchanged.
  const what = name.toLowerCase();
  const firstMonth = formatMonth(first.month, "long", locale);
  const latestMonth = formatMonth(latest.month, "long", locale);
  const firstIndex = formatFixed(first.index, 1, locale);
  const latestIndex = formatFixed(latest.index, 1, locale);
  const moved = describeChange(first.index, latest.index, i18n, locale);
  const description = t`Line chart of the price index for ${what} in ${place} from ${firstMonth} to ${latestMonth}: ${name} went from ${firstIndex} to ${latestIndex}, ${moved}. The table below lists every month.`;
  const caption = data.isSample
    ? t`Price index for ${what} in ${place} (100 = ${firstMonth}), sample data`
    : t`Price index for ${what} in ${place} (100 = ${firstMonth})`;
  return (
    <div className="space-y-6">
      {data.isSample && <SampleDataNotice what="figures" />}
      <dl className="grid gap-3 sm:grid-cols-3">
        <Figure
          label={t`Index, ${latestMonth}`}
          lead
          className="p-4"
          valueClassName="text-2xl font-bold"
          valueTestId="latest-index"
        >
          {latestIndex}
        </Figure>
        <Figure label={t`Median price per sq ft`} className="p-4" valueClassName="text-2xl font-bold">
          <bdi>{formatAed(latest.medianPricePerSqft, locale)}</bdi>
        </Figure>
        <Figure label={t`Change over 12 months`} className="p-4" valueClassName="text-2xl font-bold">
          <bdi>{change ? formatPercent(change.change, { signed: true }, locale) : "–"}</bdi>
        </Figure>
      </dl>
      <PriceIndexChart series={data.series} description={description} />
      <section aria-labelledby="index-table">
        <h2 id="index-table" className="mb-3 text-xl font-semibold">
          <Trans>The figures, month by month</Trans>
        </h2>
        <PriceIndexTable series={data.series} caption={caption} />
      </section>
    </div>
  );
}

/** /house-price-index: monthly median price per square foot by emirate and type, rebased to 100. */
export default function HousePriceIndexPage() {
  const site = useSite();
  const { t, i18n } = useLingui();
  const language = useLocale();
  const { emirateSlugOptions } = useToolOptions();
  const dubaiOnly = site.scope === "Dubai";
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = readFilters(search, dubaiOnly);
  const place = filters.emirate ? emirateName(filters.emirate, language) : t`the UAE`;
  const crumbs = usePageWithTrail(t`House Price Index`, {
    title: dubaiOnly
      ? t`House Price Index: Dubai Property Prices by Month`
      : t`House Price Index: UAE Property Prices by Month`,
    description: dubaiOnly
      ? t`How Dubai home prices have moved month by month: median price per square foot of sales by emirate and property type, as an index, a chart and a table.`
      : t`How UAE home prices have moved month by month: median price per square foot of sales by emirate and property type, as an index, a chart and a table.`,
    keywords: [
      "house price index UAE",
      "Dubai property prices",
      "price per square foot Dubai",
      "property price trend",
    ],
    path: PATH,
  });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <Breadcrumbs crumbs={crumbs} />
      <PageHeader title={t`House Price Index`} introGap="mt-3">
        {dubaiOnly ? (
          <Trans>
            How home prices in Dubai have moved: the median price per square foot of each month&apos;s sales,
            set to 100 in the first month, so you can compare villas with apartments and one emirate with
            another.
          </Trans>
        ) : (
          <Trans>
            How home prices in each emirate have moved: the median price per square foot of each month&apos;s
            sales, set to 100 in the first month, so you can compare villas with apartments and one emirate
            with another.
          </Trans>
        )}
      </PageHeader>

      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
        {!dubaiOnly && (
          <div className="space-y-1.5">
            <Label htmlFor="index-emirate">
              <Trans>Emirate</Trans>
            </Label>
            <NativeSelect
              id="index-emirate"
              value={filters.emirate ? emirateSlug(filters.emirate) : ALL}
              options={withAll(t`All of the UAE`, emirateSlugOptions)}
              onValueChange={(value) => navigate(hrefFor({ ...filters, emirate: findEmirate(value) }))}
            />
          </div>
        )}
        <div className="space-y-1.5">
          <Label htmlFor="index-type">
            <Trans>Property type</Trans>
          </Label>
          <NativeSelect
            id="index-type"
            value={filters.propertyType ?? ALL}
            options={withAll(
              t`All home types`,
              PRICE_INDEX_TYPES.map((type) => ({ value: type, label: seriesLabel(type, i18n) })),
            )}
            onValueChange={(value) =>
              navigate(
                hrefFor({
                  ...filters,
                  propertyType: (PROPERTY_TYPES as readonly string[]).includes(value)
                    ? (value as PropertyType)
                    : undefined,
                }),
              )
            }
          />
        </div>
      </div>

      <div className="mt-8">
        <Suspense fallback={<Skeleton className="h-[420px]" />}>
          <IndexResults filters={filters} place={place} />
        </Suspense>
      </div>

      <section aria-labelledby="method" className="mt-14 max-w-3xl space-y-3 leading-relaxed">
        <h2 id="method" className="text-2xl font-semibold">
          <Trans>How the index is worked out</Trans>
        </h2>
        <p>
          <Trans>
            Each month we take the sales of villas, townhouses, apartments and penthouses, divide each price
            by its built-up area, and use the median of those prices per square foot, so a few very large or
            very cheap sales do not swing the figure. Dividing by the first month gives the index: 110 means
            prices per square foot are 10% above where they started.
          </Trans>
        </p>
        <p>
          <Trans>
            A median index is simple and transparent, but it moves when the mix of what sells changes (a month
            with many Palm Jumeirah sales looks dearer). Compare it with asking prices on our{" "}
            <Link href="/areas" className="text-primary underline">
              area pages
            </Link>{" "}
            and with individual sales on{" "}
            <Link href="/sold-prices" className="text-primary underline">
              sold prices
            </Link>
            .
          </Trans>
        </p>
      </section>
    </div>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import type { PriceIndexSeries } from "@shared/market";
import { LineChart } from "@/components/charts/line-chart";
import { formatFixed, formatMonth } from "@shared/format";
import { useFormatLocale, useLocale } from "@/lib/i18n";
import { seriesLabel } from "../lib/price-index-format";

/**
 * The index as lines, one per series, over every month any series has. Rendered on the server too; the
 * table under it carries the same figures for screen readers. Time runs left to right in both languages
 * (components/charts/line-chart.tsx says why).
 */
export function PriceIndexChart({
  series,
  description,
}: {
  series: PriceIndexSeries[];
  description: string;
}) {
  const { i18n } = useLingui();
  const locale = useFormatLocale();
  // Arabic has no short month names, and "مارس 25" would read as a day: the axis gives the month and, under
  // it, the year ("مارس" / "2025"), about as wide as "Mar 25".
  const arabic = useLocale() === "ar";
  const months = [...new Set(series.flatMap((s) => s.points.map((p) => p.month)))].sort();
  const categories = months.map((month) => ({
    name: formatMonth(month, "long", locale),
    shortName: arabic
      ? formatMonth(month, "long", locale).replace(" ", "\n")
      : formatMonth(month, "short", locale),
  }));
  const lines = series.map((s) => {
    const indexOf = new Map(s.points.map((p) => [p.month, p.index]));
    return {
      name: seriesLabel(s.propertyType, i18n),
      values: months.map((month) => indexOf.get(month) ?? null),
    };
  });
  return (
    <figure className="rounded-xl border bg-card p-3 sm:p-4">
      <LineChart
        label={description}
        categories={categories}
        series={lines}
        formatValue={(index) => formatFixed(index, 1, locale)}
        testId="price-index-chart"
      />
      <figcaption className="mt-2 text-xs text-muted-foreground">
        <Trans>
          Index: median price per square foot of the month&apos;s sales, 100 = the first month shown. Point at
          or touch the chart, or focus it and use the arrow keys, to read any month.
        </Trans>
      </figcaption>
    </figure>
  );
}

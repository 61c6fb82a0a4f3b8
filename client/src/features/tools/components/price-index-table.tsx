import { Trans, useLingui } from "@lingui/react/macro";
import type { PriceIndexSeries } from "@shared/market";
import { DataTable, type DataTableColumn } from "@/components/data-table";
import { formatCount, formatFixed, formatMonth } from "@shared/format";
import { useFormatLocale } from "@/lib/i18n";
import { seriesLabel } from "../lib/price-index-format";

/**
 * The chart's figures as a table (newest month first): the index of every series, and the median price per
 * square foot and number of sales behind the first one.
 */
export function PriceIndexTable({ series, caption }: { series: PriceIndexSeries[]; caption: string }) {
  const { t, i18n } = useLingui();
  const locale = useFormatLocale();
  const [main] = series;
  const months = [...new Set(series.flatMap((s) => s.points.map((p) => p.month)))].sort().reverse();
  const pointOf = (s: PriceIndexSeries, month: string) => s.points.find((p) => p.month === month);
  /** An index to one decimal, or a dash for a month the series has no sales in. */
  const indexText = (point: { index: number } | undefined) =>
    point ? formatFixed(point.index, 1, locale) : "–";
  const mainName = seriesLabel(main.propertyType, i18n);
  const columns: DataTableColumn[] = [
    { label: t`Month` },
    ...series.map((s) => {
      const name = seriesLabel(s.propertyType, i18n);
      return { label: <Trans>{name} index</Trans>, numeric: true };
    }),
    { label: <Trans>{mainName}: median AED per sq ft</Trans>, numeric: true },
    { label: t`Sales`, numeric: true },
  ];
  return (
    <div>
      {/* Shown outside the scrolling box so it wraps on a phone; the caption carries it for screen readers. */}
      <p className="mb-2 text-sm font-medium text-muted-foreground" aria-hidden="true">
        {caption}
      </p>
      <DataTable caption={caption} columns={columns} tableClassName="min-w-[36rem]">
        {months.map((month) => {
          const mainPoint = pointOf(main, month);
          return (
            <tr key={month} className="border-t">
              <th scope="row" className="text-start whitespace-nowrap px-3 py-1.5 font-medium">
                {formatMonth(month, "long", locale)}
              </th>
              {series.map((s) => (
                <td key={s.propertyType ?? "all"} className="px-3 py-1.5 text-end tabular-nums">
                  {indexText(pointOf(s, month))}
                </td>
              ))}
              <td className="px-3 py-1.5 text-end tabular-nums">
                {mainPoint ? formatCount(mainPoint.medianPricePerSqft, locale) : "–"}
              </td>
              <td className="px-3 py-1.5 text-end tabular-nums">
                {mainPoint ? formatCount(mainPoint.transactions, locale) : "–"}
              </td>
            </tr>
          );
        })}
      </DataTable>
    </div>
  );
}

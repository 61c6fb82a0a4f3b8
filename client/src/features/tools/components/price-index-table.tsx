import type { PriceIndexSeries } from "@shared/market";
import { DataTable, type DataTableColumn } from "@/components/data-table";
import { formatCount, formatFixed, formatMonth } from "@shared/format";
import { seriesLabel } from "../lib/price-index-format";

/** An index to one decimal, or a dash for a month the series has no sales in. */
const indexText = (point: { index: number } | undefined) => (point ? formatFixed(point.index, 1) : "–");

/**
 * The chart's figures as a table (newest month first): the index of every series, and the median price per
 * square foot and number of sales behind the first one.
 */
export function PriceIndexTable({ series, caption }: { series: PriceIndexSeries[]; caption: string }) {
  const [main] = series;
  const months = [...new Set(series.flatMap((s) => s.points.map((p) => p.month)))].sort().reverse();
  const pointOf = (s: PriceIndexSeries, month: string) => s.points.find((p) => p.month === month);
  const columns: DataTableColumn[] = [
    { label: "Month" },
    ...series.map((s) => ({ label: <>{seriesLabel(s.propertyType)} index</>, numeric: true })),
    { label: <>{seriesLabel(main.propertyType)}: median AED per sq ft</>, numeric: true },
    { label: "Sales", numeric: true },
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
              <th scope="row" className="whitespace-nowrap px-3 py-1.5 font-medium">
                {formatMonth(month, "long")}
              </th>
              {series.map((s) => (
                <td key={seriesLabel(s.propertyType)} className="px-3 py-1.5 text-end tabular-nums">
                  {indexText(pointOf(s, month))}
                </td>
              ))}
              <td className="px-3 py-1.5 text-end tabular-nums">
                {mainPoint ? formatCount(mainPoint.medianPricePerSqft) : "–"}
              </td>
              <td className="px-3 py-1.5 text-end tabular-nums">
                {mainPoint ? formatCount(mainPoint.transactions) : "–"}
              </td>
            </tr>
          );
        })}
      </DataTable>
    </div>
  );
}

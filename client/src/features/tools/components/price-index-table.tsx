import type { PriceIndexSeries } from "@shared/market";
import { formatCount } from "@/lib/format";
import { formatMonth, seriesLabel } from "../lib/price-index-format";

/**
 * The chart's figures as a table (newest month first): the index of every series, and the median price per
 * square foot and number of sales behind the first one.
 */
export function PriceIndexTable({ series, caption }: { series: PriceIndexSeries[]; caption: string }) {
  const [main] = series;
  const months = [...new Set(series.flatMap((s) => s.points.map((p) => p.month)))].sort().reverse();
  const pointOf = (s: PriceIndexSeries, month: string) => s.points.find((p) => p.month === month);
  return (
    <div>
      {/* Shown outside the scrolling box so it wraps on a phone; the caption carries it for screen readers. */}
      <p className="mb-2 text-sm font-medium text-muted-foreground" aria-hidden="true">
        {caption}
      </p>
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Month
              </th>
              {series.map((s) => (
                <th
                  key={seriesLabel(s.propertyType)}
                  scope="col"
                  className="px-3 py-2 text-right font-semibold"
                >
                  {seriesLabel(s.propertyType)} index
                </th>
              ))}
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {seriesLabel(main.propertyType)}: median AED per sq ft
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Sales
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => {
              const mainPoint = pointOf(main, month);
              return (
                <tr key={month} className="border-t">
                  <th scope="row" className="whitespace-nowrap px-3 py-1.5 font-medium">
                    {formatMonth(month, "long")}
                  </th>
                  {series.map((s) => (
                    <td key={seriesLabel(s.propertyType)} className="px-3 py-1.5 text-right tabular-nums">
                      {pointOf(s, month)?.index.toFixed(1) ?? "–"}
                    </td>
                  ))}
                  <td className="px-3 py-1.5 text-right tabular-nums">
                    {mainPoint ? formatCount(mainPoint.medianPricePerSqft) : "–"}
                  </td>
                  <td className="px-3 py-1.5 text-right tabular-nums">
                    {mainPoint ? formatCount(mainPoint.transactions) : "–"}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

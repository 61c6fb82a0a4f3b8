import { useEffect, useState } from "react";
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import type { PriceIndexSeries } from "@shared/market";
import { formatMonth, seriesLabel } from "../lib/price-index-format";

/** Distinct on white and for the common colour-vision deficiencies (Okabe–Ito palette, darkened for AA). */
const LINE_COLOURS = ["#0f5257", "#b35a00", "#0062a3", "#8a3b8f", "#3d7a00"];

interface Row {
  month: string;
  [series: string]: number | string;
}

/**
 * The index as lines, one per series. Drawn in the browser only: the chart measures its box, which a server
 * render cannot, and the table under it carries the same figures for crawlers and screen readers.
 */
export function PriceIndexChart({
  series,
  description,
}: {
  series: PriceIndexSeries[];
  description: string;
}) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const months = [...new Set(series.flatMap((s) => s.points.map((p) => p.month)))].sort();
  const rows: Row[] = months.map((month) => {
    const row: Row = { month };
    for (const s of series) {
      const point = s.points.find((p) => p.month === month);
      if (point) row[seriesLabel(s.propertyType)] = point.index;
    }
    return row;
  });
  return (
    <figure className="rounded-xl border bg-card p-3 sm:p-4">
      <div
        role="img"
        aria-label={description}
        className="h-[320px] w-full sm:h-[380px]"
        data-testid="price-index-chart"
      >
        {mounted && (
          <LineChart
            responsive
            data={rows}
            style={{ width: "100%", height: "100%" }}
            margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
          >
            <CartesianGrid stroke="#dbe2e5" strokeDasharray="3 3" />
            <XAxis
              dataKey="month"
              tickFormatter={(month: string) => formatMonth(month, "short")}
              minTickGap={24}
              tick={{ fontSize: 12, fill: "#4a5a63" }}
            />
            <YAxis domain={["auto", "auto"]} width={44} tick={{ fontSize: 12, fill: "#4a5a63" }} />
            <Tooltip
              labelFormatter={(month) => formatMonth(String(month), "long")}
              formatter={(value) => (typeof value === "number" ? value.toFixed(1) : String(value))}
            />
            <Legend wrapperStyle={{ fontSize: 13 }} />
            {series.map((s, i) => (
              <Line
                key={seriesLabel(s.propertyType)}
                type="linear"
                dataKey={seriesLabel(s.propertyType)}
                stroke={LINE_COLOURS[i % LINE_COLOURS.length]}
                strokeWidth={i === 0 ? 3 : 2}
                dot={false}
                isAnimationActive={false}
                connectNulls
              />
            ))}
          </LineChart>
        )}
      </div>
      <figcaption className="mt-2 text-xs text-muted-foreground">
        Index: median price per square foot of the month&apos;s sales, 100 = the first month shown.
      </figcaption>
    </figure>
  );
}

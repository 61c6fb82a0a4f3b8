import { formatPercent } from "@shared/format";
import { percentChange } from "@/components/charts/chart-scales";

/** The name of a series: its property type, or "All homes" for the series of every home type together. */
export function seriesLabel(propertyType: string | null): string {
  return propertyType ? `${propertyType}s` : "All homes";
}

/** How an index moved from `first` to `last`, in words for the chart's summary: "up 4.2%", "down 1.5%". */
export function describeChange(first: number, last: number): string {
  const change = percentChange(first, last);
  if (change === 0) return "unchanged";
  return `${change > 0 ? "up" : "down"} ${formatPercent(Math.abs(change))}`;
}

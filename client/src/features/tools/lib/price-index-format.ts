import { percentChange } from "@/components/charts/chart-scales";

const LONG_MONTH = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
const SHORT_MONTH = new Intl.DateTimeFormat("en-GB", { month: "short", year: "2-digit", timeZone: "UTC" });

/** "2025-03" → "March 2025" (long) or "Mar 25" (short); months are calendar months, read in UTC. */
export function formatMonth(month: string, style: "long" | "short"): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  return (style === "long" ? LONG_MONTH : SHORT_MONTH).format(date);
}

/** The name of a series: its property type, or "All homes" for the series of every home type together. */
export function seriesLabel(propertyType: string | null): string {
  return propertyType ? `${propertyType}s` : "All homes";
}

/** How an index moved from `first` to `last`, in words for the chart's summary: "up 4.2%", "down 1.5%". */
export function describeChange(first: number, last: number): string {
  const change = percentChange(first, last);
  if (change === 0) return "unchanged";
  return `${change > 0 ? "up" : "down"} ${Math.abs(change).toFixed(1)}%`;
}

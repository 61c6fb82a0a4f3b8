import { formatCount } from "@shared/format";
import { useSite } from "@/lib/site";
import { useOverview } from "../api/get-overview";

/** Live counts from the database beside the market figures that stay as copy (docs/product.md §Pages). */
export function OverviewStats() {
  const { data } = useOverview();
  const site = useSite();
  const stats = [
    {
      value: formatCount(data.listings),
      label: site.scope === "Dubai" ? "Dubai listings live now" : "Listings live now",
    },
    { value: formatCount(data.forSale), label: "For sale" },
    { value: formatCount(data.forRent), label: "To rent" },
    { value: formatCount(data.agents), label: "Agents with a BRN" },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="rounded-xl border bg-card p-4 text-center shadow-sm">
          <dt className="text-sm text-muted-foreground">{stat.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-primary">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Market figures quoted as copy (docs/product.md §Pages). The original site's "50,000+ listings" claim is
 * replaced by the live count above: we never state an inventory we do not have.
 */
export const MARKET_FIGURES = [
  { value: "AED 693B", label: "UAE real estate market size" },
  { value: "125,538+", label: "Dubai sale transactions in H1 2025" },
  { value: "7,900+", label: "Licensed agents in the market" },
];

export function MarketFigures() {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {MARKET_FIGURES.map((figure) => (
        <div key={figure.label} className="rounded-xl bg-primary/5 p-4">
          <dt className="text-sm text-muted-foreground">{figure.label}</dt>
          <dd className="text-xl font-bold">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { formatCount } from "@shared/format";
import { PURPOSE_LABELS } from "@shared/option-labels";
import { useFormatLocale } from "@/lib/i18n";
import { useSite } from "@/lib/site";
import { useOverview } from "../api/get-overview";

/** Live counts from the database beside the market figures that stay as copy (docs/product.md §Pages). */
export function OverviewStats() {
  const { data } = useOverview();
  const site = useSite();
  const { t, i18n } = useLingui();
  const locale = useFormatLocale();
  const stats = [
    {
      value: formatCount(data.listings, locale),
      label: site.scope === "Dubai" ? t`Dubai listings live now` : t`Listings live now`,
    },
    { value: formatCount(data.forSale, locale), label: i18n._(PURPOSE_LABELS.sale) },
    { value: formatCount(data.forRent, locale), label: i18n._(PURPOSE_LABELS.rent) },
    { value: formatCount(data.agents, locale), label: t`Agents with a BRN` },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="rounded-xl border bg-card p-4 text-center shadow-sm">
          <dt className="text-sm text-muted-foreground">{stat.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-primary">
            <bdi>{stat.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Market figures quoted as copy (docs/product.md §Pages). The original site's "50,000+ listings" claim is
 * replaced by the live count above: we never state an inventory we do not have.
 */
const MARKET_FIGURES = [
  { value: msg`AED 693B`, label: msg`UAE real estate market size` },
  { value: msg`125,538+`, label: msg`Dubai sale transactions in H1 2025` },
  { value: msg`7,900+`, label: msg`Licensed agents in the market` },
];

export function MarketFigures() {
  const { i18n } = useLingui();
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {MARKET_FIGURES.map((figure) => (
        <div key={figure.label.id} className="rounded-xl bg-primary/5 p-4">
          <dt className="text-sm text-muted-foreground">{i18n._(figure.label)}</dt>
          <dd className="text-xl font-bold">
            <bdi>{i18n._(figure.value)}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

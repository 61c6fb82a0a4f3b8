import { Trans, useLingui } from "@lingui/react/macro";
import type { MarketSummary } from "@shared/market";
import { formatAed, formatCount, formatPrice } from "@shared/format";
import { propertyTypeName } from "@shared/localised-names";
import { PURPOSE_LABELS } from "@shared/option-labels";
import { Figure } from "@/components/figure";
import { useFormatLocale, useLocale } from "@/lib/i18n";

/**
 * Live figures of a place or category: how many public listings, and the median asking price and rent
 * overall and by property type. Asking prices, not sale prices: said in the caption. Figures are isolated
 * (<bdi>) so an amount reads the same inside right-to-left text.
 */
export function MarketFigures({
  summary,
  scope,
}: {
  summary: MarketSummary;
  /** What the figures cover, as a phrase in the page's language: "in Dubai Marina", "among family homes". */
  scope: string;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const formatLocale = useFormatLocale();
  const count = (value: number) => <bdi>{formatCount(value, formatLocale)}</bdi>;
  const aed = (value: number | null) => (value === null ? "–" : <bdi>{formatAed(value, formatLocale)}</bdi>);
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Figure
          label={t`Listings`}
          lead
          className="p-4"
          valueClassName="text-2xl font-bold"
          valueTestId="figure-listings"
        >
          {count(summary.listingCount)}
        </Figure>
        <Figure label={i18n._(PURPOSE_LABELS.sale)} className="p-4" valueClassName="text-2xl font-bold">
          {count(summary.forSale)}
        </Figure>
        <Figure label={i18n._(PURPOSE_LABELS.rent)} className="p-4" valueClassName="text-2xl font-bold">
          {count(summary.forRent)}
        </Figure>
        <Figure label={t`Median asking price`} className="p-4" valueClassName="text-lg font-semibold">
          {aed(summary.medianSalePrice)}
        </Figure>
        <Figure
          label={t`Median asking rent`}
          className="col-span-2 p-4 lg:col-span-1"
          valueClassName="text-lg font-semibold"
        >
          {summary.medianRent === null ? (
            "–"
          ) : (
            <bdi>{formatPrice(summary.medianRent, "rent", formatLocale)}</bdi>
          )}
        </Figure>
      </dl>
      {summary.byType.length > 0 && (
        <div>
          {/* Outside the scrolling box so it wraps on a phone; the table's caption says the same briefly. */}
          <p className="mb-2 text-sm text-muted-foreground" aria-hidden="true">
            <Trans>
              Listings on this site {scope} by property type, with median asking prices (rents per year). Live
              figures, updated as listings change.
            </Trans>
          </p>
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-start text-xs sm:text-sm">
              <caption className="sr-only">
                <Trans>Listings {scope} by property type, with median asking prices (rents per year)</Trans>
              </caption>
              <thead>
                <tr className="bg-muted">
                  <th scope="col" className="px-1.5 py-2 sm:px-3 font-semibold">
                    <Trans>Type</Trans>
                  </th>
                  <th scope="col" className="px-1.5 py-2 sm:px-3 text-end font-semibold">
                    {i18n._(PURPOSE_LABELS.sale)}
                  </th>
                  <th scope="col" className="px-1.5 py-2 sm:px-3 text-end font-semibold">
                    <Trans>Median price</Trans>
                  </th>
                  <th scope="col" className="px-1.5 py-2 sm:px-3 text-end font-semibold">
                    {i18n._(PURPOSE_LABELS.rent)}
                  </th>
                  <th scope="col" className="px-1.5 py-2 sm:px-3 text-end font-semibold">
                    <Trans>Median rent</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {summary.byType.map((row) => (
                  <tr key={row.propertyType} className="border-b">
                    <th scope="row" className="px-1.5 py-2 sm:px-3 font-medium">
                      {propertyTypeName(row.propertyType, locale)}
                    </th>
                    <td className="px-1.5 py-2 sm:px-3 text-end tabular-nums">{count(row.forSale)}</td>
                    <td className="px-1.5 py-2 sm:px-3 text-end tabular-nums">{aed(row.medianSalePrice)}</td>
                    <td className="px-1.5 py-2 sm:px-3 text-end tabular-nums">{count(row.forRent)}</td>
                    <td className="px-1.5 py-2 sm:px-3 text-end tabular-nums">{aed(row.medianRent)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </div>
  );
}

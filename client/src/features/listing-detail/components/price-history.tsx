import { Trans, useLingui } from "@lingui/react/macro";
import { TrendingDown, TrendingUp } from "lucide-react";
import type { Listing } from "@shared/listing";
import { formatDate, formatPercent, formatPrice } from "@shared/format";
import { useFormatLocale } from "@/lib/i18n";
import { usePriceHistory } from "../api/get-price-history";

/** Every price the listing has had, newest first, with the change from the one before. */
export function PriceHistory({ listing }: { listing: Listing }) {
  const { data: history } = usePriceHistory(listing.id);
  const { t } = useLingui();
  const locale = useFormatLocale();
  if (!history.length) return null;
  const listed = history[0];
  if (history.length === 1) {
    const price = <bdi>{formatPrice(listed.price, listing.priceType, locale)}</bdi>;
    const date = formatDate(listed.changedAt, "long", locale);
    return (
      <section aria-labelledby="price-history-heading" className="space-y-2">
        <h2 id="price-history-heading" className="text-xl font-semibold">
          <Trans>Price history</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Listed at {price} on {date}; the price has not changed since.
          </Trans>
        </p>
      </section>
    );
  }
  const rows = history
    .map((entry, i) => ({ ...entry, previous: i > 0 ? history[i - 1].price : undefined }))
    .reverse();
  return (
    <section aria-labelledby="price-history-heading" className="space-y-3">
      <h2 id="price-history-heading" className="text-xl font-semibold">
        <Trans>Price history</Trans>
      </h2>
      <table className="w-full text-sm">
        <caption className="sr-only">
          <Trans>Prices of this listing, newest first</Trans>
        </caption>
        <thead>
          <tr className="border-b text-start text-muted-foreground">
            <th scope="col" className="py-2 font-medium">
              <Trans>Date</Trans>
            </th>
            <th scope="col" className="py-2 font-medium">
              <Trans>Price</Trans>
            </th>
            <th scope="col" className="py-2 text-end font-medium">
              <Trans>Change</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const change = row.previous === undefined ? undefined : row.price - row.previous;
            const percent = change === undefined ? 0 : (change / row.previous!) * 100;
            const shownPercent = formatPercent(Math.abs(percent), {}, locale);
            return (
              <tr key={row.changedAt} className="border-b last:border-0">
                <td className="py-2">{formatDate(row.changedAt, "long", locale)}</td>
                <td className="py-2 font-medium tabular-nums">
                  <bdi>{formatPrice(row.price, listing.priceType, locale)}</bdi>
                </td>
                <td className="py-2 text-end tabular-nums">
                  {change === undefined ? (
                    <span className="text-muted-foreground">
                      <Trans>Listed</Trans>
                    </span>
                  ) : (
                    <span className="inline-flex items-center gap-1">
                      {change < 0 ? (
                        <TrendingDown className="size-4 text-emerald-700" aria-hidden="true" />
                      ) : (
                        <TrendingUp className="size-4 text-amber-700" aria-hidden="true" />
                      )}
                      {change < 0 ? t`Reduced ${shownPercent}` : t`Raised ${shownPercent}`}
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

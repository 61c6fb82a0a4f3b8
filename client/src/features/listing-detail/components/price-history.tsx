import { TrendingDown, TrendingUp } from "lucide-react";
import type { Listing } from "@shared/listing";
import { formatDate, formatPercent, formatPrice } from "@shared/format";
import { usePriceHistory } from "../api/get-price-history";

/** Every price the listing has had, newest first, with the change from the one before. */
export function PriceHistory({ listing }: { listing: Listing }) {
  const { data: history } = usePriceHistory(listing.id);
  if (!history.length) return null;
  const listed = history[0];
  if (history.length === 1) {
    return (
      <section aria-labelledby="price-history-heading" className="space-y-2">
        <h2 id="price-history-heading" className="text-xl font-semibold">
          Price history
        </h2>
        <p className="text-sm text-muted-foreground">
          Listed at {formatPrice(listed.price, listing.priceType)} on {formatDate(listed.changedAt)}; the
          price has not changed since.
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
        Price history
      </h2>
      <table className="w-full text-sm">
        <caption className="sr-only">Prices of this listing, newest first</caption>
        <thead>
          <tr className="border-b text-start text-muted-foreground">
            <th scope="col" className="py-2 font-medium">
              Date
            </th>
            <th scope="col" className="py-2 font-medium">
              Price
            </th>
            <th scope="col" className="py-2 text-end font-medium">
              Change
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const change = row.previous === undefined ? undefined : row.price - row.previous;
            const percent = change === undefined ? 0 : (change / row.previous!) * 100;
            return (
              <tr key={row.changedAt} className="border-b last:border-0">
                <td className="py-2">{formatDate(row.changedAt)}</td>
                <td className="py-2 font-medium tabular-nums">{formatPrice(row.price, listing.priceType)}</td>
                <td className="py-2 text-end tabular-nums">
                  {change === undefined ? (
                    <span className="text-muted-foreground">Listed</span>
                  ) : (
                    <span className="inline-flex items-center gap-1">
                      {change < 0 ? (
                        <TrendingDown className="size-4 text-emerald-700" aria-hidden="true" />
                      ) : (
                        <TrendingUp className="size-4 text-amber-700" aria-hidden="true" />
                      )}
                      {change < 0 ? "Reduced" : "Raised"} {formatPercent(Math.abs(percent))}
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

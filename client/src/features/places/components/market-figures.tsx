import type { MarketSummary } from "@shared/market";
import { formatAed, formatCount } from "@shared/format";
import { Figure } from "@/components/figure";

const aed = (value: number | null) => (value === null ? "–" : formatAed(value));

/**
 * Live figures of a place or category: how many public listings, and the median asking price and rent
 * overall and by property type. Asking prices, not sale prices: said in the caption.
 */
export function MarketFigures({
  summary,
  scope,
}: {
  summary: MarketSummary;
  /** What the figures cover, as a phrase: "in Dubai Marina", "among family homes". */
  scope: string;
}) {
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Figure
          label="Listings"
          lead
          className="p-4"
          valueClassName="text-2xl font-bold"
          valueTestId="figure-listings"
        >
          {formatCount(summary.listingCount)}
        </Figure>
        <Figure label="For sale" className="p-4" valueClassName="text-2xl font-bold">
          {formatCount(summary.forSale)}
        </Figure>
        <Figure label="To rent" className="p-4" valueClassName="text-2xl font-bold">
          {formatCount(summary.forRent)}
        </Figure>
        <Figure label="Median asking price" className="p-4" valueClassName="text-lg font-semibold">
          {aed(summary.medianSalePrice)}
        </Figure>
        <Figure
          label="Median asking rent"
          className="col-span-2 p-4 lg:col-span-1"
          valueClassName="text-lg font-semibold"
        >
          {summary.medianRent === null ? "–" : `${aed(summary.medianRent)}/year`}
        </Figure>
      </dl>
      {summary.byType.length > 0 && (
        <div>
          {/* Outside the scrolling box so it wraps on a phone; the table's caption says the same briefly. */}
          <p className="mb-2 text-sm text-muted-foreground" aria-hidden="true">
            Listings on this site {scope} by property type, with median asking prices (rents per year). Live
            figures, updated as listings change.
          </p>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[32rem] border-collapse text-start text-sm">
              <caption className="sr-only">
                Listings {scope} by property type, with median asking prices (rents per year)
              </caption>
              <thead>
                <tr className="bg-muted">
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Type
                  </th>
                  <th scope="col" className="px-3 py-2 text-end font-semibold">
                    For sale
                  </th>
                  <th scope="col" className="px-3 py-2 text-end font-semibold">
                    Median price
                  </th>
                  <th scope="col" className="px-3 py-2 text-end font-semibold">
                    To rent
                  </th>
                  <th scope="col" className="px-3 py-2 text-end font-semibold">
                    Median rent
                  </th>
                </tr>
              </thead>
              <tbody>
                {summary.byType.map((row) => (
                  <tr key={row.propertyType} className="border-b">
                    <th scope="row" className="px-3 py-2 font-medium">
                      {row.propertyType}
                    </th>
                    <td className="px-3 py-2 text-end tabular-nums">{formatCount(row.forSale)}</td>
                    <td className="px-3 py-2 text-end tabular-nums">{aed(row.medianSalePrice)}</td>
                    <td className="px-3 py-2 text-end tabular-nums">{formatCount(row.forRent)}</td>
                    <td className="px-3 py-2 text-end tabular-nums">{aed(row.medianRent)}</td>
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

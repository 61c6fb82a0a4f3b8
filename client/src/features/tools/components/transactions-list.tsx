import type { Transaction } from "@shared/market";
import { formatCount } from "@/lib/format";

const DAY = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const formatDay = (isoDate: string) => DAY.format(new Date(`${isoDate}T00:00:00Z`));
const bedsLabel = (t: Transaction) =>
  t.propertyType === "Office" || t.propertyType === "Retail" || t.propertyType === "Warehouse"
    ? "–"
    : t.beds === 0
      ? "Studio"
      : String(t.beds);

/** Sales as a table on wider screens and as cards on a phone (only one of them is ever displayed). */
export function TransactionsList({ items, caption }: { items: Transaction[]; caption: string }) {
  return (
    <>
      <ul className="space-y-3 sm:hidden" aria-label={caption}>
        {items.map((t) => (
          <li key={t.id} className="rounded-lg border bg-card p-3" data-testid="transaction">
            <div className="flex items-baseline justify-between gap-3">
              <p className="font-semibold">AED {formatCount(t.price)}</p>
              <p className="text-sm text-muted-foreground">{formatDay(t.date)}</p>
            </div>
            <p className="mt-1 text-sm">
              {t.location}, {t.emirate}
            </p>
            <p className="mt-1 text-sm text-muted-foreground">
              {t.propertyType}
              {bedsLabel(t) !== "–" &&
                ` · ${bedsLabel(t) === "Studio" ? "Studio" : `${bedsLabel(t)} beds`}`}{" "}
              · {formatCount(t.sqft)} sq ft · AED {formatCount(t.pricePerSqft)}/sq ft
            </p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border sm:block">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Date
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Location
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Type
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Beds
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Size (sq ft)
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Price
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                AED per sq ft
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((t) => (
              <tr key={t.id} className="border-t" data-testid="transaction-row">
                <td className="whitespace-nowrap px-3 py-2">{formatDay(t.date)}</td>
                <th scope="row" className="px-3 py-2 font-normal">
                  {t.location}
                  <span className="block text-xs text-muted-foreground">{t.emirate}</span>
                </th>
                <td className="px-3 py-2">{t.propertyType}</td>
                <td className="px-3 py-2 text-right tabular-nums">{bedsLabel(t)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatCount(t.sqft)}</td>
                <td className="px-3 py-2 text-right font-medium tabular-nums">AED {formatCount(t.price)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatCount(t.pricePerSqft)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

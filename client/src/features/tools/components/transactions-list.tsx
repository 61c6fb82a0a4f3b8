import type { Transaction } from "@shared/market";
import { DataTable, type DataTableColumn } from "@/components/data-table";
import { AREA_UNIT_TEXT, formatAed, formatArea, formatCalendarDay, formatCount } from "@shared/format";

/** A sale's date is the calendar day it was registered on: "29 Nov 2026". */
const formatDay = (isoDate: string) => formatCalendarDay(isoDate, "short");
const bedsLabel = (t: Transaction) =>
  t.propertyType === "Office" || t.propertyType === "Retail" || t.propertyType === "Warehouse"
    ? "–"
    : t.beds === 0
      ? "Studio"
      : String(t.beds);

const TRANSACTION_COLUMNS: DataTableColumn[] = [
  { label: "Date" },
  { label: "Location" },
  { label: "Type" },
  { label: "Beds", numeric: true },
  { label: "Size (sq ft)", numeric: true },
  { label: "Price", numeric: true },
  { label: "AED per sq ft", numeric: true },
];

/** Sales as a table on wider screens and as cards on a phone (only one of them is ever displayed). */
export function TransactionsList({ items, caption }: { items: Transaction[]; caption: string }) {
  return (
    <>
      <ul className="space-y-3 sm:hidden" aria-label={caption}>
        {items.map((t) => (
          <li key={t.id} className="rounded-lg border bg-card p-3" data-testid="transaction">
            <div className="flex items-baseline justify-between gap-3">
              <p className="font-semibold">{formatAed(t.price)}</p>
              <p className="text-sm text-muted-foreground">{formatDay(t.date)}</p>
            </div>
            <p className="mt-1 text-sm">
              {t.location}, {t.emirate}
            </p>
            <p className="mt-1 text-sm text-muted-foreground">
              {t.propertyType}
              {bedsLabel(t) !== "–" &&
                ` · ${bedsLabel(t) === "Studio" ? "Studio" : `${bedsLabel(t)} beds`}`}{" "}
              · {formatArea(t.sqft)} · {formatAed(t.pricePerSqft)}/{AREA_UNIT_TEXT.sqft}
            </p>
          </li>
        ))}
      </ul>
      <DataTable caption={caption} columns={TRANSACTION_COLUMNS} className="hidden sm:block">
        {items.map((t) => (
          <tr key={t.id} className="border-t" data-testid="transaction-row">
            <td className="whitespace-nowrap px-3 py-2">{formatDay(t.date)}</td>
            <th scope="row" className="px-3 py-2 font-normal">
              {t.location}
              <span className="block text-xs text-muted-foreground">{t.emirate}</span>
            </th>
            <td className="px-3 py-2">{t.propertyType}</td>
            <td className="px-3 py-2 text-end tabular-nums">{bedsLabel(t)}</td>
            <td className="px-3 py-2 text-end tabular-nums">{formatCount(t.sqft)}</td>
            <td className="px-3 py-2 text-end font-medium tabular-nums">{formatAed(t.price)}</td>
            <td className="px-3 py-2 text-end tabular-nums">{formatCount(t.pricePerSqft)}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { COMMERCIAL_TYPES } from "@shared/listing-options";
import { emirateName, locationName, propertyTypeName } from "@shared/localised-names";
import type { Transaction } from "@shared/market";
import { DataTable, type DataTableColumn } from "@/components/data-table";
import { formatAed, formatCalendarDay, formatCount } from "@shared/format";
import { useFormatLocale, useLocale } from "@/lib/i18n";
import { useToolOptions } from "../lib/localised-options";

const isCommercial = (t: Transaction) => (COMMERCIAL_TYPES as readonly string[]).includes(t.propertyType);

/** Sales as a table on wider screens and as cards on a phone (only one of them is ever displayed). */
export function TransactionsList({ items, caption }: { items: Transaction[]; caption: string }) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const language = useLocale();
  const { bedsText } = useToolOptions();
  /** The table's bedrooms column: a number, or "Studio". */
  const bedsCell = (beds: number) => (beds === 0 ? bedsText(0) : formatCount(beds, locale));
  /** A sale's date is the calendar day it was registered on: "29 Nov 2026". */
  const formatDay = (isoDate: string) => formatCalendarDay(isoDate, "short", locale);
  const columns: DataTableColumn[] = [
    { label: t`Date` },
    { label: t`Location` },
    { label: t`Type` },
    { label: t`Beds`, numeric: true },
    { label: t`Size (sq ft)`, numeric: true },
    { label: t`Price`, numeric: true },
    { label: t`AED per sq ft`, numeric: true },
  ];
  return (
    <>
      <ul className="space-y-3 sm:hidden" aria-label={caption}>
        {items.map((sale) => {
          const area = formatCount(sale.sqft, locale);
          const perSqft = formatAed(sale.pricePerSqft, locale);
          return (
            <li key={sale.id} className="rounded-lg border bg-card p-3" data-testid="transaction">
              <div className="flex items-baseline justify-between gap-3">
                <p className="font-semibold">
                  <bdi>{formatAed(sale.price, locale)}</bdi>
                </p>
                <p className="text-sm text-muted-foreground">{formatDay(sale.date)}</p>
              </div>
              <p className="mt-1 text-sm">
                {locationName(sale.location, language)}
                {language === "ar" ? "، " : ", "}
                {emirateName(sale.emirate, language)}
              </p>
              <p className="mt-1 text-sm text-muted-foreground">
                {propertyTypeName(sale.propertyType, language)}
                {!isCommercial(sale) && ` · ${bedsText(sale.beds)}`} ·{" "}
                <Trans>
                  <bdi>{area}</bdi> sqft · <bdi>{perSqft}</bdi>/sqft
                </Trans>
              </p>
            </li>
          );
        })}
      </ul>
      <DataTable caption={caption} columns={columns} className="hidden sm:block">
        {items.map((sale) => (
          <tr key={sale.id} className="border-t" data-testid="transaction-row">
            <td className="whitespace-nowrap px-3 py-2">{formatDay(sale.date)}</td>
            <th scope="row" className="text-start px-3 py-2 font-normal">
              {locationName(sale.location, language)}
              <span className="block text-xs text-muted-foreground">
                {emirateName(sale.emirate, language)}
              </span>
            </th>
            <td className="px-3 py-2">{propertyTypeName(sale.propertyType, language)}</td>
            <td className="px-3 py-2 text-end tabular-nums">
              {isCommercial(sale) ? "–" : bedsCell(sale.beds)}
            </td>
            <td className="px-3 py-2 text-end tabular-nums">{formatCount(sale.sqft, locale)}</td>
            <td className="whitespace-nowrap px-3 py-2 text-end font-medium tabular-nums">
              <bdi>{formatAed(sale.price, locale)}</bdi>
            </td>
            <td className="px-3 py-2 text-end tabular-nums">{formatCount(sale.pricePerSqft, locale)}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}

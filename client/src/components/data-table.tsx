import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

export interface DataTableColumn {
  label: ReactNode;
  /** Aligned to the end (right in English, left in Arabic), for amounts and counts. */
  numeric?: boolean;
  /** More classes for the header cell, e.g. "hidden sm:table-cell" for a column shown from tablets up. */
  className?: string;
}

/**
 * The tools' figures table: a bordered box that scrolls sideways on a phone, a caption for screen readers,
 * a muted header row from `columns`; `children` are the body's rows. Header cells align to the start of the
 * reading direction (a <th> is centred by default), figures to the end. A row's own <th> should say
 * `text-start` too.
 */
export function DataTable({
  caption,
  columns,
  className,
  tableClassName,
  footer,
  children,
}: {
  caption: ReactNode;
  columns: readonly DataTableColumn[];
  /** More classes for the box (e.g. "hidden sm:block" where a phone gets a list instead). */
  className?: string;
  /** More classes for the table, e.g. a minimum width. */
  tableClassName?: string;
  /** A <tfoot> (totals), after the body. */
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={cn("overflow-x-auto rounded-lg border", className)}>
      <table className={cn("w-full border-collapse text-start text-sm", tableClassName)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted">
          <tr>
            {columns.map((column, i) => (
              <th
                key={i}
                scope="col"
                className={cn(
                  "px-3 py-2 font-semibold",
                  column.numeric ? "text-end" : "text-start",
                  column.className,
                )}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {footer}
      </table>
    </div>
  );
}

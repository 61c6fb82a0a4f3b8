import type { ReactNode } from "react";

/**
 * The box around a table wider than a phone: it scrolls sideways, and it is a named, focusable region so
 * that a keyboard user can reach it and scroll it with the arrow keys (WCAG 2.1.1; axe's
 * scrollable-region-focusable), since a table of text holds nothing else to focus.
 */
export function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

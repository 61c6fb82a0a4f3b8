import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** The frame of each of the Agency tab's sections (a card with padding that grows from phone to desktop). */
export const AGENCY_SECTION = "space-y-4 rounded-xl border bg-card p-4 sm:p-6";

/**
 * A submit button on the line of its form's fields, level with their boxes: an empty line as tall as a
 * label stands above it (the fields are aligned to the top, so an error under one moves nothing else).
 * `fromSmall`: on a phone the fields stack and the button goes under them without the empty line.
 */
export function BesideFields({ fromSmall = false, children }: { fromSmall?: boolean; children: ReactNode }) {
  return (
    <div className="space-y-2">
      <span
        aria-hidden="true"
        className={cn("text-sm leading-none", fromSmall ? "hidden sm:block" : "block")}
      >
        &nbsp;
      </span>
      {children}
    </div>
  );
}

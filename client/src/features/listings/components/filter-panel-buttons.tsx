import { Trans } from "@lingui/react/macro";
import { ChevronDown, SlidersHorizontal } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

interface PhoneFilterButtonsProps {
  /** How many filters refine the search. */
  count: number;
  onOpenSheet: (() => void) | undefined;
  onReset: () => void;
}

/** Below md: "Filters (n)" opens the sheet, leaving the first screen to results. */
export function PhoneFilterButtons({ count, onOpenSheet, onReset }: PhoneFilterButtonsProps) {
  return (
    <div className="col-span-2 flex gap-2 md:hidden">
      <Button type="button" variant="outline" className="flex-1" aria-haspopup="dialog" onClick={onOpenSheet}>
        <SlidersHorizontal aria-hidden="true" />
        {count ? <Trans>Filters ({count})</Trans> : <Trans>Filters</Trans>}
      </Button>
      {count > 0 && (
        <Button type="button" variant="ghost" onClick={onReset}>
          <Trans>Clear all</Trans>
        </Button>
      )}
    </div>
  );
}

interface MoreFiltersPanelProps {
  id: string;
  /** How many of the filters inside are chosen. */
  moreCount: number;
  onReset: () => void;
  children: ReactNode;
}

/** From md up: "More filters" opens the less used filters below the grid; "Clear filters" beside it. */
export function MoreFiltersPanel({ id, moreCount, onReset, children }: MoreFiltersPanelProps) {
  // Closed at first, whatever is chosen in it (its button counts them): the first screen is for results.
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="hidden items-end gap-2 md:flex">
        <Button
          type="button"
          variant="outline"
          className="flex-1"
          aria-expanded={open}
          aria-controls={`${id}-more`}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          {moreCount ? <Trans>More filters ({moreCount})</Trans> : <Trans>More filters</Trans>}
          <ChevronDown className={cn("transition-transform", open && "rotate-180")} aria-hidden="true" />
        </Button>
        <Button type="button" variant="ghost" onClick={onReset}>
          <Trans>Clear filters</Trans>
        </Button>
      </div>
      <div
        id={`${id}-more`}
        hidden={!open}
        className={cn(
          "col-span-full hidden grid-cols-2 gap-3 border-t pt-4 sm:gap-4 lg:grid-cols-4",
          open && "md:grid",
        )}
      >
        {children}
      </div>
    </>
  );
}

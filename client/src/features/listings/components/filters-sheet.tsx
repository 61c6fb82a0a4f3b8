import { Plural, Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import type { SearchListingsParams } from "@shared/listing";
import { getSearchListingsQueryOptions } from "../api/get-listings";
import { ListingFilters, type ListingFiltersProps } from "./listing-filters";

/** What the sheet's last button says: how many the filters give now (the page's query, usually cached). */
function ShowResults({ params, onClick }: { params: SearchListingsParams; onClick: () => void }) {
  const { data, isFetching } = useQuery(getSearchListingsQueryOptions(params));
  return (
    <Button type="button" className="flex-1" onClick={onClick} aria-busy={isFetching}>
      {data ? (
        <Plural value={data.total} one="Show # result" other="Show # results" />
      ) : (
        <Trans>Show results</Trans>
      )}
    </Button>
  );
}

/**
 * The filters on a phone: a sheet from the bottom with every filter, applied as they change (the results
 * behind it follow), closed by "Show n results", the close button or Escape. Loaded only when first opened.
 */
export default function FiltersSheet({
  open,
  onOpenChange,
  params,
  ...filterProps
}: Omit<ListingFiltersProps, "layout" | "onOpenSheet"> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The API parameters of the results behind the sheet. */
  params: SearchListingsParams;
}) {
  // The sheet has no Radix trigger (the page's "Filters" button opens it): focus goes back by hand.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="bottom"
        className="max-h-[92dvh] gap-3 rounded-t-xl p-0"
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <div className="px-4 pt-4 pe-12">
          <SheetTitle>
            <Trans>Filters</Trans>
          </SheetTitle>
          <SheetDescription className="text-sm text-muted-foreground">
            <Trans>Results update as you choose.</Trans>
          </SheetDescription>
        </div>
        <div className="px-4">
          <ListingFilters {...filterProps} layout="sheet" />
        </div>
        <div className="sticky bottom-0 flex gap-2 border-t bg-background p-4">
          <Button type="button" variant="outline" onClick={filterProps.onReset}>
            <Trans>Clear all</Trans>
          </Button>
          <ShowResults params={params} onClick={() => onOpenChange(false)} />
        </div>
      </SheetContent>
    </Sheet>
  );
}

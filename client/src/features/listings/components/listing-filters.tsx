import { useLingui } from "@lingui/react/macro";
import type { PriceType, PropertyType } from "@shared/listing-options";
import { useLocalisedPath } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import type { Facets } from "../api/get-facets";
import { refiningFilterCount, type Filters } from "../search-params";
import { MoreFiltersPanel, PhoneFilterButtons } from "./filter-panel-buttons";
import { FilterSearchBox } from "./filter-search-box";
import { MainFilters } from "./main-filters";
import { MoreFilters, moreFilterCount } from "./more-filters";
import { useSearchText } from "./use-search-text";

export interface ListingFiltersProps {
  id: string;
  filters: Filters;
  purpose?: PriceType;
  /** Counts from GET /api/properties/facets, once they are in. */
  facets?: Facets;
  onChange: (changes: Filters) => void;
  onReset: () => void;
  /**
   * "page": the search page's panel. On phones it is the words box and a "Filters (n)" button that opens
   * the sheet (`onOpenSheet`), leaving the first screen to results; from md up, the filters in a grid with
   * the less used ones behind "More filters". "sheet": every filter, one under another.
   */
  layout?: "page" | "sheet";
  onOpenSheet?: () => void;
  /** The page's path: where the form goes when submitted before the page's code has run. */
  action?: string;
  /** The property types offered (the commercial page: its own). */
  propertyTypes?: readonly PropertyType[];
  /** A commercial page: commercial amenities whatever the type. */
  commercial?: boolean;
  /**
   * Filters the page does not offer: its emirate control (the page has its own), its fixed completion,
   * bedrooms on the commercial page.
   */
  hidden?: readonly ("emirate" | "completionStatus" | "beds")[];
}

/** The filters of /buy, /rent and /search: the text applies on Enter or Search, the rest at once. */
export function ListingFilters({
  id,
  filters,
  purpose,
  facets,
  onChange,
  onReset,
  layout = "page",
  onOpenSheet,
  propertyTypes,
  commercial = false,
  action,
  hidden = [],
}: ListingFiltersProps) {
  const { t } = useLingui();
  const actionPath = useLocalisedPath(action ?? "/");
  const [text, setText] = useSearchText(filters.search);
  const sheet = layout === "sheet";
  const group = { id, filters, onChange };
  const more = (
    <MoreFilters {...group} commercial={commercial} hideCompletion={hidden.includes("completionStatus")} />
  );

  return (
    <form
      id={id}
      role="search"
      aria-label={t`Filter properties`}
      // Before the code runs, Enter sends the words and the filters already chosen as a plain GET.
      action={action && actionPath}
      method="get"
      className={cn(
        "grid grid-cols-2 gap-3",
        sheet ? "" : "rounded-xl border bg-card p-3 sm:gap-4 md:p-4 lg:grid-cols-4",
      )}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ search: text.trim() });
      }}
    >
      {Object.entries(filters)
        .filter(([key]) => key !== "search" && key !== "page")
        .map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
      <FilterSearchBox {...group} text={text} onTextChange={setText} facets={facets} sheet={sheet} />
      {!sheet && (
        <PhoneFilterButtons
          count={refiningFilterCount(filters, purpose)}
          onOpenSheet={onOpenSheet}
          onReset={onReset}
        />
      )}
      <MainFilters
        {...group}
        purpose={purpose}
        facets={facets}
        propertyTypes={propertyTypes}
        hidden={hidden}
        // On the page, the filters past the words box wait for md; in the sheet they are all there.
        className={sheet ? "" : "hidden md:block"}
      />
      {sheet ? (
        more
      ) : (
        <MoreFiltersPanel id={id} moreCount={moreFilterCount(filters)} onReset={onReset}>
          {more}
        </MoreFiltersPanel>
      )}
    </form>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { List, Map as MapIcon } from "lucide-react";
import { lazy, Suspense, useState, type ReactNode } from "react";
import type { SearchListingsParams } from "@shared/listing";
import type { ResultsQuery } from "./search-map";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** The map and everything it needs (MapLibre comes later still, when the map mounts): loaded on opening. */
const SearchMap = lazy(() => import("./search-map"));

/**
 * The search results with a list/map switch (docs/decisions/0046-map-and-basemap.md). On a desktop
 * (≥1024 px) "Map" puts the map beside the result list; on a phone the map (with its list twin) takes the
 * list's place. A search that arrives with a map area (`bbox`) or a drawn area (`polygon`) opens with the
 * map, and either can be cleared from here when the map is closed.
 */
export function SearchMapLayout({
  params,
  queryFor,
  bbox,
  onBboxChange,
  area,
  onAreaChange,
  children,
}: {
  params: SearchListingsParams;
  /** How the page asks for its results: the map shows the same page of them. */
  queryFor: ResultsQuery;
  bbox: string | undefined;
  /** undefined: drop the map area from the search. */
  onBboxChange: (bbox: string | undefined) => void;
  /** The drawn area (`polygon`); undefined: none. */
  area: string | undefined;
  onAreaChange: (area: string | undefined) => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const [view, setView] = useState<"list" | "map">(bbox || area ? "map" : "list");
  const mapOpen = view === "map";
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-end gap-2">
        {bbox && !mapOpen && (
          <Button type="button" variant="ghost" size="sm" onClick={() => onBboxChange(undefined)}>
            <Trans>Clear the map area</Trans>
          </Button>
        )}
        {area && !mapOpen && (
          <Button type="button" variant="ghost" size="sm" onClick={() => onAreaChange(undefined)}>
            <Trans>Remove the drawn area</Trans>
          </Button>
        )}
        <div role="group" aria-label={t`Show results as`} className="inline-flex rounded-lg border p-0.5">
          <Button
            type="button"
            size="sm"
            variant={mapOpen ? "ghost" : "secondary"}
            aria-pressed={!mapOpen}
            onClick={() => setView("list")}
          >
            <List className="size-4" aria-hidden="true" />
            <Trans>List</Trans>
          </Button>
          <Button
            type="button"
            size="sm"
            variant={mapOpen ? "secondary" : "ghost"}
            aria-pressed={mapOpen}
            onClick={() => setView("map")}
          >
            <MapIcon className="size-4" aria-hidden="true" />
            <Trans>Map</Trans>
          </Button>
        </div>
      </div>
      <div className={cn(mapOpen && "lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-6")}>
        {/* On a phone the open map replaces the list; its list twin below the map names the same listings. */}
        {/* Beside the map the results take two columns: three left each card too narrow for its title. */}
        <div className={cn(mapOpen && "hidden lg:block lg:[&_[data-results-grid]]:grid-cols-2")}>
          {children}
        </div>
        {mapOpen && (
          <div className="mt-2 lg:mt-0">
            <Suspense
              fallback={
                <div className="grid h-[55vh] min-h-72 place-items-center rounded-xl border bg-muted text-sm text-muted-foreground lg:h-[520px]">
                  <Trans>Loading the map…</Trans>
                </div>
              }
            >
              <SearchMap
                params={params}
                queryFor={queryFor}
                bbox={bbox}
                onBboxChange={onBboxChange}
                area={area}
                onAreaChange={onAreaChange}
              />
            </Suspense>
          </div>
        )}
      </div>
    </div>
  );
}

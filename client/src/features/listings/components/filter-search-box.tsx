import { Trans, useLingui } from "@lingui/react/macro";
import { locationName } from "@shared/localised-names";
import { LocationSearchBox } from "@/components/location-search-box";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { useLocale } from "@/lib/i18n";
import type { Facets } from "../api/get-facets";
import { joinList, listOf, MAX_LOCATIONS } from "../search-params";
import type { FilterGroupProps } from "./filter-select";

interface FilterSearchBoxProps extends FilterGroupProps {
  text: string;
  onTextChange: (text: string) => void;
  facets: Facets | undefined;
  /** In the sheet the label shows on phones too; on the page it is for screen readers below md. */
  sheet: boolean;
}

/** The words box with the chosen locations as chips, and its Search button. */
export function FilterSearchBox({
  id,
  filters,
  onChange,
  text,
  onTextChange,
  facets,
  sheet,
}: FilterSearchBoxProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const locations = listOf(filters.location);
  const locationCounts = facets && new Map(facets.locations.map((l) => [l.name, l.count]));
  return (
    <div className="col-span-2 space-y-1.5">
      <Label htmlFor={`${id}-search`} className={sheet ? undefined : "max-md:sr-only"}>
        <Trans>Location or keyword</Trans>
      </Label>
      <div className="flex items-start gap-2">
        <LocationSearchBox
          id={`${id}-search`}
          name="search"
          className="flex-1"
          value={text}
          onChange={onTextChange}
          onSubmit={() => onChange({ search: text.trim() })}
          placeholder={locations.length ? t`Add more` : t`e.g. Dubai Marina, villa, sea view`}
          chips={locations.map((name) => ({ value: name, label: locationName(name, locale) }))}
          maxChips={MAX_LOCATIONS}
          counts={locationCounts}
          onChoose={(name) =>
            // The words typed so far were the way to the suggestion, not a search of their own.
            onChange({ location: joinList([...locations, name]) })
          }
          onRemoveChip={(name) => onChange({ location: joinList(locations.filter((l) => l !== name)) })}
        />
        <Button type="submit">
          <Trans>Search</Trans>
        </Button>
      </div>
    </div>
  );
}

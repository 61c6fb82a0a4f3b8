import { Trans, useLingui } from "@lingui/react/macro";
import { COMMERCIAL_AMENITIES, HOME_AMENITIES } from "@shared/amenities";
import { COMMERCIAL_TYPES, type PropertyType } from "@shared/listing-options";
import { amenityText } from "@/lib/amenity-text";
import { joinList, listOf, toggled, type Filters } from "../search-params";
import type { FilterGroupProps } from "./filter-select";

/** Which amenity list the filters offer: the commercial one on commercial searches, the home one otherwise. */
export function amenitiesFor(filters: Filters, commercial = false): readonly string[] {
  const type = filters.propertyType as PropertyType | undefined;
  const isCommercial =
    commercial ||
    filters.category === "commercial" ||
    (type !== undefined && (COMMERCIAL_TYPES as readonly string[]).includes(type));
  return isCommercial ? COMMERCIAL_AMENITIES : HOME_AMENITIES;
}

/** The amenities as checkboxes; each ticked one joins the address's comma-separated list. */
export function AmenityFilter({
  id,
  filters,
  onChange,
  commercial,
}: FilterGroupProps & { commercial: boolean }) {
  const { i18n } = useLingui();
  const amenities = listOf(filters.amenities);
  return (
    <fieldset className="col-span-full">
      <legend className="mb-2 text-sm font-medium leading-none">
        <Trans>Amenities</Trans>
      </legend>
      <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3 lg:grid-cols-4">
        {amenitiesFor(filters, commercial).map((amenity) => {
          const boxId = `${id}-amenity-${amenity.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}`;
          return (
            <div key={amenity} className="flex items-center gap-2">
              <input
                id={boxId}
                type="checkbox"
                className="size-4 shrink-0 accent-primary"
                checked={amenities.includes(amenity)}
                onChange={(event) =>
                  onChange({ amenities: joinList(toggled(amenities, amenity, event.target.checked)) })
                }
              />
              <label htmlFor={boxId} className="text-sm">
                {amenityText(i18n, amenity).text}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

import type { PropertyType } from "@shared/listing";
import { COMMERCIAL_AMENITIES, HOME_AMENITIES } from "@shared/amenities";
import { isCommercial } from "./listing-form";

export function amenityOptionsFor(propertyType: PropertyType | undefined, chosen: string[]): string[] {
  const base: readonly string[] = isCommercial(propertyType) ? COMMERCIAL_AMENITIES : HOME_AMENITIES;
  // Keep anything already on the listing (another type's amenity, or an older name) selectable.
  return [...base, ...chosen.filter((amenity) => !base.includes(amenity))];
}

import type { PropertyType } from "@shared/listing";
import { isCommercial } from "./listing-form";

/** The amenities buyers and tenants filter by most on UAE portals; the same names the sample data uses. */
const HOME_AMENITIES = [
  "Swimming pool",
  "Gym",
  "Covered parking",
  "Balcony",
  "Built-in wardrobes",
  "Central A/C",
  "Children's play area",
  "Concierge",
  "Security",
  "Maid's room",
  "Study",
  "Private garden",
  "Private pool",
  "Sea view",
  "Walk-in closet",
  "Pets allowed",
  "Kitchen appliances",
  "Metro nearby",
];

const COMMERCIAL_AMENITIES = [
  "Covered parking",
  "Central A/C",
  "24-hour access",
  "Fitted",
  "Pantry",
  "Security",
  "Loading bay",
  "Metro nearby",
  "Shared meeting rooms",
  "Reception",
];

export function amenityOptionsFor(propertyType: PropertyType | undefined, chosen: string[]): string[] {
  const base = isCommercial(propertyType) ? COMMERCIAL_AMENITIES : HOME_AMENITIES;
  // Keep anything already on the listing (another type's amenity, or an older name) selectable.
  return [...base, ...chosen.filter((amenity) => !base.includes(amenity))];
}

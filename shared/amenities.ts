/**
 * The amenities buyers and tenants filter by most on UAE portals. The listing form offers these and the
 * sample data uses the same names, so both speak one vocabulary.
 */
export const HOME_AMENITIES = [
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
  "Shared spa",
  "Sea view",
  "View of landmark",
  "Walk-in closet",
  "Pets allowed",
  "Kitchen appliances",
  "Barbecue area",
  "Metro nearby",
] as const;

export const COMMERCIAL_AMENITIES = [
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
] as const;

/** Any amenity a listing may have: the home and the commercial ones. */
export type Amenity = (typeof HOME_AMENITIES)[number] | (typeof COMMERCIAL_AMENITIES)[number];

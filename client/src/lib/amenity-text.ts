import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { COMMERCIAL_AMENITIES, HOME_AMENITIES } from "@shared/amenities";

type Amenity = (typeof HOME_AMENITIES)[number] | (typeof COMMERCIAL_AMENITIES)[number];

/** The listing form's amenities (shared/amenities.ts) in the page's language: one list for the editor and the page. */
const AMENITY_TEXT: Record<Amenity, MessageDescriptor> = {
  "Swimming pool": msg`Swimming pool`,
  Gym: msg`Gym`,
  "Covered parking": msg`Covered parking`,
  Balcony: msg`Balcony`,
  "Built-in wardrobes": msg`Built-in wardrobes`,
  "Central A/C": msg`Central A/C`,
  "Children's play area": msg`Children's play area`,
  Concierge: msg`Concierge`,
  Security: msg`Security`,
  "Maid's room": msg`Maid's room`,
  Study: msg`Study`,
  "Private garden": msg`Private garden`,
  "Private pool": msg`Private pool`,
  "Shared spa": msg`Shared spa`,
  "Sea view": msg`Sea view`,
  "View of landmark": msg`View of landmark`,
  "Walk-in closet": msg`Walk-in closet`,
  "Pets allowed": msg`Pets allowed`,
  "Kitchen appliances": msg`Kitchen appliances`,
  "Barbecue area": msg`Barbecue area`,
  "Metro nearby": msg`Metro nearby`,
  "24-hour access": msg`24-hour access`,
  Fitted: msg`Fitted`,
  Pantry: msg`Pantry`,
  "Loading bay": msg`Loading bay`,
  "Shared meeting rooms": msg`Shared meeting rooms`,
  Reception: msg`Reception`,
};

/**
 * An amenity in the page's language. One the owner typed themselves (not in the form's list) is their own
 * words: `translated` is false, and the page shows it with its language marked.
 */
export function amenityText(i18n: I18n, amenity: string): { text: string; translated: boolean } {
  const descriptor = (AMENITY_TEXT as Record<string, MessageDescriptor | undefined>)[amenity];
  return descriptor ? { text: i18n._(descriptor), translated: true } : { text: amenity, translated: false };
}

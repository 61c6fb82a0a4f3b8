import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { COMMERCIAL_AMENITIES, HOME_AMENITIES } from "@shared/amenities";
import type { CompletionStatus, Furnishing, PriceType } from "@shared/listing-options";

/**
 * The editor's choices and fixed words in the page's language. The values stay those of
 * shared/listing-options.ts and shared/amenities.ts (what the API takes); only what is shown changes.
 */

export const PURPOSE_TEXT: Record<PriceType, MessageDescriptor> = {
  sale: msg`For sale`,
  rent: msg`For rent`,
};

export const FURNISHING_TEXT: Record<Furnishing, MessageDescriptor> = {
  furnished: msg`Furnished`,
  partly: msg`Partly furnished`,
  unfurnished: msg`Unfurnished`,
};

export const COMPLETION_TEXT: Record<CompletionStatus, MessageDescriptor> = {
  ready: msg`Ready`,
  "off-plan": msg`Off-plan`,
};

type Amenity = (typeof HOME_AMENITIES)[number] | (typeof COMMERCIAL_AMENITIES)[number];

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
 * An amenity as shown. One the listing holds that is not on the form's list (an older name) is the
 * owner's own words: `translated` is false and it is shown as it is, with its language marked.
 */
export function amenityText(i18n: I18n, amenity: string): { text: string; translated: boolean } {
  const descriptor = (AMENITY_TEXT as Record<string, MessageDescriptor | undefined>)[amenity];
  return descriptor ? { text: i18n._(descriptor), translated: true } : { text: amenity, translated: false };
}

/** "Studio", "1 bedroom", "3 bedrooms" ("استوديو", "غرفة نوم واحدة", "3 غرف نوم"). */
export function bedroomsText(i18n: I18n, beds: number): string {
  if (beds === 0) return i18n._(msg`Studio`);
  return i18n._(msg`${plural(beds, { one: "# bedroom", other: "# bedrooms" })}`);
}

/** The regulator's advertising permit by its name: "Trakheesi permit", "Madhmoun permit". */
export function permitText(i18n: I18n, permit: "Trakheesi" | "Madhmoun"): string {
  return permit === "Trakheesi" ? i18n._(msg`Trakheesi permit`) : i18n._(msg`Madhmoun permit`);
}

import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
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

/** "Studio", "1 bedroom", "3 bedrooms" ("استوديو", "غرفة نوم واحدة", "3 غرف نوم"). */
export function bedroomsText(i18n: I18n, beds: number): string {
  if (beds === 0) return i18n._(msg`Studio`);
  return i18n._(msg`${plural(beds, { one: "# bedroom", other: "# bedrooms" })}`);
}

/** The regulator's advertising permit by its name: "Trakheesi permit", "Madhmoun permit". */
export function permitText(i18n: I18n, permit: "Trakheesi" | "Madhmoun"): string {
  return permit === "Trakheesi" ? i18n._(msg`Trakheesi permit`) : i18n._(msg`Madhmoun permit`);
}

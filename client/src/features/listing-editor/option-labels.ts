import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * The editor's own fixed words in the page's language. Its choices (purpose, furnishing, completion,
 * bedrooms) take their words from shared/option-labels.ts, like the filters and the listing page.
 */

/** The regulator's advertising permit by its name: "Trakheesi permit", "Madhmoun permit". */
export function permitText(i18n: I18n, permit: "Trakheesi" | "Madhmoun"): string {
  return permit === "Trakheesi" ? i18n._(msg`Trakheesi permit`) : i18n._(msg`Madhmoun permit`);
}

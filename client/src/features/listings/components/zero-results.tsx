import { msg, plural } from "@lingui/core/macro";
import type { I18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { BellPlus } from "lucide-react";
import { Link } from "wouter";
import type { PriceType } from "@shared/listing-options";
import { textLanguage } from "@shared/listing-text";
import type { RelaxationSuggestion } from "@shared/search-relaxation";
import { signInPath } from "@/components/sign-in-required";
import { buttonVariants } from "@/components/ui/button";
import { useAuth } from "@/lib/auth";
import { useFormatLocale, useLocale } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useRelaxations } from "../api/get-relaxations";
import { filterLabel } from "../filter-labels";
import { toSearchParams, withFilter, writeFilters, type Filters } from "../search-params";

/**
 * The address marker that opens the save-search dialog: SAVE_SEARCH_PARAM of the saved-searches feature
 * (features/saved-searches/components/save-search-button.tsx; features do not import each other).
 */
const SAVE_SEARCH_PARAM = "saveSearch";

/** The best suggestion, and at most this many more. */
const MORE_SUGGESTIONS = 2;

interface ZeroResultsProps {
  filters: Filters;
  /** The page's fixed purpose (/buy, /rent): part of the search, never offered for dropping. */
  purpose?: PriceType;
  /** The search page's path: suggestions and "save" link to it. */
  path: string;
}

interface Shown {
  suggestion: RelaxationSuggestion;
  label: string;
  /**
   * The visitor's own words when the suggestion drops them: shown in their own language (lang), never as
   * interface text, and the button then says "Remove the search words".
   */
  words?: string;
  href: string;
}

/**
 * A search that finds nothing (docs/decisions/0048-similar-listings-and-zero-results.md):
 * which filter rules out the most, a link that drops it with the count it would give, the next one or two,
 * and an offer to save the search for alerts (the page's save-search dialog).
 */
export function ZeroResults({ filters, purpose, path }: ZeroResultsProps) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const formatLocale = useFormatLocale();
  const { data } = useRelaxations(toSearchParams(filters, purpose));
  const { user } = useAuth();

  const shown: Shown[] = [];
  for (const suggestion of data?.suggestions ?? []) {
    const everything = suggestion.drop.length > 1;
    const labels = suggestion.drop.map((key) => {
      const value = filters[key as keyof Filters];
      return value === undefined ? undefined : filterLabel(key, value, i18n, locale, formatLocale);
    });
    // A filter this page did not send (or cannot name) is not offered.
    if (labels.some((label) => label === undefined)) continue;
    const cleared = Object.fromEntries(suggestion.drop.map((key) => [key, undefined])) as Filters;
    shown.push({
      suggestion,
      label: everything ? "" : labels[0]!,
      words: !everything && suggestion.drop[0] === "search" ? filters.search : undefined,
      href: `${path}${writeFilters(withFilter(filters, cleared))}`,
    });
  }
  const [best, ...rest] = shown;
  // The page's own "Save search" dialog opens on the marker: at once when signed in, after signing in
  // otherwise (the saved-searches feature's SaveSearchButton, which every search page shows).
  const query = writeFilters(filters);
  const withMarker = `${path}${query ? `${query}&` : "?"}${SAVE_SEARCH_PARAM}=1`;
  const saveHref = user ? withMarker : signInPath(withMarker);

  return (
    <div className="rounded-xl border border-dashed p-6 text-center sm:p-10" data-testid="zero-results">
      <p className="text-muted-foreground">
        <Trans>No properties found matching your criteria.</Trans>
      </p>
      {best && (
        <div className="mt-4 space-y-3">
          {best.label ? (
            <p>
              <Trans>
                <bdi
                  dir="auto"
                  lang={best.words ? textLanguage(best.words) : undefined}
                  className="font-semibold"
                >
                  {best.label}
                </bdi>{" "}
                rules out the most homes.
              </Trans>
            </p>
          ) : (
            <p>
              <Trans>Removing any one filter still finds nothing.</Trans>
            </p>
          )}
          <Link
            href={best.href}
            className={cn(buttonVariants({ size: "lg" }), "h-auto whitespace-normal py-2")}
          >
            {actionText(best, i18n)}
          </Link>
          {rest.length > 0 && (
            <div className="pt-2">
              <p className="text-sm text-muted-foreground">
                <Trans>Or:</Trans>
              </p>
              <ul className="mt-1 flex flex-col items-center gap-1">
                {rest.slice(0, MORE_SUGGESTIONS).map((item) => (
                  <li key={item.suggestion.drop.join(",")}>
                    <Link href={item.href} className="font-medium text-primary underline underline-offset-2">
                      {actionText(item, i18n)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
      <div className="mt-6 border-t pt-4">
        <p className="text-sm text-muted-foreground">
          <Trans>Nothing yet? Save this search and we will email you when a matching home is listed.</Trans>
        </p>
        <Link href={saveHref} className={cn(buttonVariants({ variant: "outline" }), "mt-2")}>
          <BellPlus aria-hidden="true" />
          <Trans>Save this search for alerts</Trans>
        </Link>
      </div>
    </div>
  );
}

/**
 * "Remove “Max price AED 500,000” – 34 homes", "Remove the search words – 5 homes", or "Clear all filters –
 * 12 homes" (about N when estimated).
 */
function actionText({ suggestion, label, words }: Shown, i18n: I18n): string {
  const { count, estimated } = suggestion;
  if (words !== undefined) {
    return estimated
      ? i18n._(msg`Remove the search words – about ${plural(count, { one: "# home", other: "# homes" })}`)
      : i18n._(msg`Remove the search words – ${plural(count, { one: "# home", other: "# homes" })}`);
  }
  if (!label) {
    return estimated
      ? i18n._(msg`Clear all filters – about ${plural(count, { one: "# home", other: "# homes" })}`)
      : i18n._(msg`Clear all filters – ${plural(count, { one: "# home", other: "# homes" })}`);
  }
  return estimated
    ? i18n._(msg`Remove “${label}” – about ${plural(count, { one: "# home", other: "# homes" })}`)
    : i18n._(msg`Remove “${label}” – ${plural(count, { one: "# home", other: "# homes" })}`);
}

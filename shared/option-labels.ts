/**
 * Every option's words beside its value, as Lingui message descriptors (the way documenso keeps
 * `packages/lib/constants/recipient-roles.ts`): the filters, the editor, the listing pages, the console and
 * the mails read them here, and nowhere else writes "Studio" or "Off-plan". A reader shows one with its
 * own Lingui instance: `i18n._(FURNISHING_LABELS.partly)`.
 *
 * They are written with `@lingui/core/runtime-macro`. The client's build and `npm run i18n:extract` treat
 * it as a macro (lingui.config.ts, `experimental.runtimeMacro`): the descriptors compile to ids like every
 * other message and land in the common catalogue. The server runs without the macro transform; there the
 * same functions build the same `{ id, message }` at run time, so a mail looks up the very id a page does.
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/runtime-macro";
import type {
  Option,
  Category,
  CompletionStatus,
  Furnishing,
  ListingStatus,
  PriceType,
  SearchSort,
} from "./listing-options";
import { BEDS_OR_MORE, meansOrMore } from "./listing-options";

/** A choice as the pages list it: the value sent and its words, shown with the page's `i18n._`. */
export interface LabelledOption<V extends string = string> {
  value: V;
  label: MessageDescriptor;
}

/** The options of a list, in the order of its values. */
export function labelledOptions<V extends string>(
  values: readonly V[],
  labels: Record<V, MessageDescriptor>,
): LabelledOption<V>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** The options with their words in the language of `i18n` (the page's or the mail's Lingui instance). */
export function optionsIn<V extends string>(i18n: I18n, options: readonly LabelledOption<V>[]): Option<V>[] {
  return options.map(({ value, label }) => ({ value, label: i18n._(label) }));
}

/** What a visitor browses: property for sale, or to rent (the search's purpose). */
export const PURPOSE_LABELS: Record<PriceType, MessageDescriptor> = {
  sale: msg`For sale`,
  rent: msg`To rent`,
};

/** What a listing is, as its owner states it and its page shows it. */
export const LISTING_PURPOSE_LABELS: Record<PriceType, MessageDescriptor> = {
  sale: msg`For sale`,
  rent: msg`For rent`,
};

export const CATEGORY_LABELS: Record<Category, MessageDescriptor> = {
  residential: msg`Residential`,
  commercial: msg`Commercial`,
};

export const FURNISHING_LABELS: Record<Furnishing, MessageDescriptor> = {
  furnished: msg`Furnished`,
  unfurnished: msg`Unfurnished`,
  partly: msg`Partly furnished`,
};

export const COMPLETION_LABELS: Record<CompletionStatus, MessageDescriptor> = {
  ready: msg`Ready`,
  "off-plan": msg`Off-plan`,
};

/**
 * The orders of a search; "Best match" (relevance) only where there are words to match. Only "Featured
 * first" lets payment move a listing, and its label says so (content/en/company/how-results-are-ordered.md).
 */
export const SORT_LABELS: Record<SearchSort, MessageDescriptor> = {
  featured: msg`Featured first (paid ads on top)`,
  newest: msg`Newest (no paid boost)`,
  price_asc: msg`Price: low to high`,
  price_desc: msg`Price: high to low`,
  relevance: msg`Best match`,
};

/** A listing's status on its owner's dashboard and in the operator's console. */
export const LISTING_STATUS_LABELS: Record<ListingStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  published: msg`Published`,
  "under-offer": msg`Under offer`,
  sold: msg`Sold`,
  rented: msg`Rented`,
  archived: msg`Archived`,
  hidden: msg`Hidden for review`,
  removed: msg`Removed by moderators`,
};

/* ---------- Bedrooms and bathrooms ---------- */

const STUDIO = msg`Studio`;

/** A listing's bedrooms: "Studio", "1 bed", "6 beds". */
export function bedsLabel(beds: number): MessageDescriptor {
  return beds === 0 ? STUDIO : msg`${plural({ beds }, { one: "# bed", other: "# beds" })}`;
}

/** A listing's bathrooms: "1 bath", "2 baths". */
export function bathsLabel(baths: number): MessageDescriptor {
  return msg`${plural({ baths }, { one: "# bath", other: "# baths" })}`;
}

/** A bedroom filter's value: "Studio", "2 beds", "5+ beds" (listing-options.ts `meansOrMore`). */
export function bedsFilterLabel(beds: number): MessageDescriptor {
  return meansOrMore(beds) ? msg`${{ beds }}+ beds` : bedsLabel(beds);
}

/** A bathroom filter's value: "1 bath", "5+ baths" (meansOrMore). */
export function bathsFilterLabel(baths: number): MessageDescriptor {
  return meansOrMore(baths) ? msg`${{ baths }}+ baths` : bathsLabel(baths);
}

/** The bedroom filter's choices: studio to BEDS_OR_MORE, the last meaning that many or more. */
export const BEDS_FILTER_VALUES: readonly number[] = Array.from(
  { length: BEDS_OR_MORE + 1 },
  (_, beds) => beds,
);
/** The bathroom filter's choices: one to BEDS_OR_MORE, the last meaning that many or more. */
export const BATHS_FILTER_VALUES: readonly number[] = BEDS_FILTER_VALUES.slice(1);

export const BEDS_FILTER_OPTIONS: LabelledOption[] = BEDS_FILTER_VALUES.map((beds) => ({
  value: String(beds),
  label: bedsFilterLabel(beds),
}));
export const BATHS_FILTER_OPTIONS: LabelledOption[] = BATHS_FILTER_VALUES.map((baths) => ({
  value: String(baths),
  label: bathsFilterLabel(baths),
}));

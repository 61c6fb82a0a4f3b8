import { z } from "zod";

/**
 * Zero-results help (docs/decisions/0048-similar-listings-and-zero-results.md): for a search
 * that finds nothing, what dropping each filter would give. `drop` names the search's filter keys (the
 * API's query names, as in the page's URL); `count` is that search's total, exact up to the count cap and
 * an estimate beyond it (`estimated`).
 */
export const relaxationSuggestionSchema = z.object({
  drop: z.array(z.string()),
  count: z.number().int(),
  estimated: z.boolean(),
});
export type RelaxationSuggestion = z.infer<typeof relaxationSuggestionSchema>;

export const searchRelaxationsSchema = z.object({ suggestions: z.array(relaxationSuggestionSchema) });
export type SearchRelaxations = z.infer<typeof searchRelaxationsSchema>;

/**
 * The filters a relaxation may drop, in the order they are tried when a search has more than
 * MAX_RELAXATIONS of them: the words and places people type first, then what narrows most often. The
 * purpose (sale or rent), paging and order are never dropped: homes to rent are no answer to a search for
 * homes to buy.
 */
export const DROPPABLE_FILTERS = [
  "search",
  "location",
  "bbox",
  "near",
  "polygon",
  "amenities",
  "maxPrice",
  "minPrice",
  "beds",
  "propertyType",
  "baths",
  "minSqft",
  "maxSqft",
  "addedWithin",
  "furnished",
  "completionStatus",
  "emirate",
  "category",
  "featured",
] as const;

/** At most this many single-filter counts per request (each a capped count, run in parallel). */
export const MAX_RELAXATIONS = 7;

import { z } from "zod";
import { searchListingsQuerySchema } from "./listing";
import {
  SAVED_SEARCH_FILTER_KEYS,
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_NAME_MAX,
} from "./saved-search-options";
import { timestampSchema } from "./timestamp";

export * from "./saved-search-options";

/**
 * Saved searches and their email alerts (docs/decisions/0047-saved-searches-and-alerts.md).
 * A saved search is the search page's URL filters, named, with how often its new matches are mailed.
 */

const FILTER_VALUE_MAX = 200;

/**
 * The filters as the search page's address has them (`{ beds: "2", location: "Dubai Marina" }`), checked by
 * the very schema that checks /api/properties/search, so a saved search is always one the search accepts.
 * A wrong one is named: `filters.beds`. Empty values are dropped (the page leaves them out too).
 */
export const savedSearchFiltersSchema = z
  .record(
    z.string(),
    z.string({ error: "Must be text, as in the search page's address" }).max(FILTER_VALUE_MAX, {
      error: `Must be at most ${FILTER_VALUE_MAX} characters`,
    }),
    { error: "Must be an object of search filters" },
  )
  .transform((filters, ctx) => {
    const kept: Record<string, string> = {};
    for (const [key, raw] of Object.entries(filters)) {
      const value = raw.trim();
      if (!SAVED_SEARCH_FILTER_KEYS.includes(key)) {
        ctx.addIssue({ code: "custom", path: [key], message: "Not a search filter" });
      } else if (value !== "") {
        kept[key] = value;
      }
    }
    const checked = searchListingsQuerySchema.safeParse(kept);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        ctx.addIssue({ code: "custom", path: issue.path as PropertyKey[], message: issue.message });
      }
    }
    return kept;
  });

const nameSchema = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, { error: "Name is required" })
  .max(SAVED_SEARCH_NAME_MAX, { error: `Name must be at most ${SAVED_SEARCH_NAME_MAX} characters` });

const frequencySchema = z.enum(SAVED_SEARCH_FREQUENCIES, {
  error: `Choose one of: ${SAVED_SEARCH_FREQUENCIES.join(", ")}`,
});

export const createSavedSearchInputSchema = z.strictObject({
  name: nameSchema,
  filters: savedSearchFiltersSchema,
  frequency: frequencySchema.default("daily"),
});
export type CreateSavedSearchInput = z.output<typeof createSavedSearchInputSchema>;

/** Only the fields sent are changed. */
export const updateSavedSearchInputSchema = z
  .strictObject({
    name: nameSchema.optional(),
    filters: savedSearchFiltersSchema.optional(),
    frequency: frequencySchema.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    error: "Send at least one field to change: name, filters, frequency",
  });
export type UpdateSavedSearchInput = z.output<typeof updateSavedSearchInputSchema>;

export const savedSearchIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: "Must be a saved search id" })
    .int({ error: "Must be a saved search id" })
    .positive({ error: "Must be a saved search id" })
    .max(2_147_483_647, { error: "Must be a saved search id" }),
});

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  filters: z.record(z.string(), z.string()),
  frequency: frequencySchema,
  /** Public matches published since the owner last looked (`seenAt`). */
  newMatches: z.number().int(),
  seenAt: timestampSchema,
  lastAlertedAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** What the unsubscribe page shows about the search an alert's link names. */
export const alertUnsubscribeStateSchema = z.object({
  /** null: the search was deleted since the mail was sent (nothing will be mailed). */
  name: z.string().nullable(),
  frequency: frequencySchema.nullable(),
});
export type AlertUnsubscribeState = z.infer<typeof alertUnsubscribeStateSchema>;

export const alertUnsubscribeParamsSchema = z.object({
  token: z.string().min(1).max(500),
});

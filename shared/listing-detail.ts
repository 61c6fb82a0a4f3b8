import { z } from "zod";
import { timestampSchema } from "./timestamp";

/** How many similar listings a detail page shows. */
export const SIMILAR_LISTINGS_LIMIT = 6;
/** Similar listings are priced within this share of the listing's price, either way (never relaxed). */
export const SIMILAR_PRICE_BAND = 0.25;
/** Similar listings are first sought within this share of the listing's size, either way. */
export const SIMILAR_SIZE_BAND = 0.3;

/** One price of a listing since a moment: the first entry is the price it was listed at (its createdAt). */
export const priceHistoryEntrySchema = z.object({
  price: z.number(),
  changedAt: timestampSchema,
});
export type PriceHistoryEntry = z.infer<typeof priceHistoryEntrySchema>;
export const priceHistorySchema = z.array(priceHistoryEntrySchema);

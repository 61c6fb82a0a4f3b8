import { z } from "zod";

/** Every error body (PRODUCT.md §4). */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const TOTAL_COUNT_HEADER = "X-Total-Count";
/**
 * "true" when X-Total-Count is an estimate: beyond a few thousand matches the count is estimated, and pages
 * say "about N" (X-Total-Count stays a number either way).
 */
export const TOTAL_COUNT_ESTIMATED_HEADER = "X-Total-Count-Estimated";

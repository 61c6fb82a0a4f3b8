/*
 * Kept free of zod (the browser loads this module on every search page); the OpenAPI document describes
 * these shapes with schemas of its own (server/http/openapi/response-schemas.ts).
 */

/** Every error body (docs/api.md §Errors). */
export interface ApiError {
  message: string;
  code?: string;
  fieldErrors?: Record<string, string[]>;
}

export const TOTAL_COUNT_HEADER = "X-Total-Count";
/**
 * "true" when X-Total-Count is an estimate: beyond a few thousand matches the count is estimated, and pages
 * say "about N" (X-Total-Count stays a number either way).
 */
export const TOTAL_COUNT_ESTIMATED_HEADER = "X-Total-Count-Estimated";

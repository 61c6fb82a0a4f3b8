import { z } from "zod";
import type { ApiError } from "@shared/api";
import type { UploadedPhoto } from "@shared/media";
import type { SiteOverview } from "@shared/stats";
import { ERROR_CODES } from "../../lib/errors";

/*
 * Schemas for response shapes that shared/ declares as plain types (those modules stay free of zod because
 * the browser loads them on every page). Typed against those declarations, so the two cannot drift apart.
 */

/** Every error body (docs/api.md §Errors). */
export const apiErrorSchema: z.ZodType<ApiError> = z.object({
  message: z.string(),
  code: z
    .enum(ERROR_CODES)
    .optional()
    .meta({ description: "Stable machine-readable reason; the message is for people" }),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});

/** POST /api/uploads answers this (201). */
export const uploadedPhotoSchema: z.ZodType<UploadedPhoto> = z.object({
  id: z.number().int(),
  url: z.string(),
  srcSet: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** GET /api/stats/overview answers this. */
export const siteOverviewSchema: z.ZodType<SiteOverview> = z.object({
  listings: z.number().int(),
  forSale: z.number().int(),
  forRent: z.number().int(),
  offPlan: z.number().int(),
  agents: z.number().int(),
  byEmirate: z.array(z.object({ emirate: z.string(), slug: z.string(), listingCount: z.number().int() })),
});

import { z } from "zod";
import { timestampSchema } from "./timestamp";
import { featuredOrderSchema } from "./featured-plans";
import { listingSchema } from "./listing";

/** One of the owner's listings in GET /api/my/properties: the summary plus what only the owner sees. */
export const myListingSchema = listingSchema
  .omit({
    agent: true,
    description: true,
    descriptionAr: true,
    permitValidationUrl: true,
    permitQr: true,
    videoUrl: true,
    tourUrl: true,
  })
  .extend({
    views: z.number().int(),
    enquiryCount: z.number().int(),
    unreadEnquiryCount: z.number().int(),
    /** End of the active featured plan, or null. */
    featuredUntil: timestampSchema.nullable(),
    latestOrder: featuredOrderSchema.nullable(),
  });
export type MyListing = z.infer<typeof myListingSchema>;

/** POST /api/properties/:id/confirm answers this. */
export const confirmResultSchema = z.object({ id: z.number().int(), confirmedAt: timestampSchema });
export type ConfirmResult = z.infer<typeof confirmResultSchema>;

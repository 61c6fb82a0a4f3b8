import { Router } from "express";
import { createMailer } from "../mail/mailer";
import {
  enquiryIdParamsSchema,
  enquiryInputSchema,
  markEnquiryInputSchema,
  myEnquiriesQuerySchema,
} from "@shared/enquiry";
import { listingIdParamsSchema } from "@shared/listing";
import type { AppContext } from "../../app-context";
import { setPagingHeaders } from "../../lib/paging";
import { rateLimit } from "../../middleware/rate-limit";
import { requireAuth } from "../../middleware/require-auth";
import { parsed, validate } from "../../middleware/validate";
import * as service from "./enquiries.service";

/**
 * Per address: room for someone asking about several listings in one sitting (PRODUCT.md §5 wants at least
 * 5 a minute), not for a script spamming owners. Only well-formed enquiries count, so fixing a form's
 * mistakes never locks anyone out.
 */
export const ENQUIRY_RATE_LIMIT = { name: "enquiry", limit: 10, windowSeconds: 10 * 60 };

/** Visitors' enquiries about listings, and the owner's inbox of them. */
export function enquiriesRoutes({ db, rateLimits, config, logger }: AppContext): Router {
  const router = Router();
  const mailer = createMailer(db, config.mail, logger);

  router.post(
    "/properties/:id/enquiries",
    validate("params", listingIdParamsSchema),
    validate("body", enquiryInputSchema),
    rateLimit(rateLimits, ENQUIRY_RATE_LIMIT),
    async (req, res) => {
      const { id } = parsed(res, "params", listingIdParamsSchema);
      const enquiry = await service.sendEnquiry(
        db,
        id,
        parsed(res, "body", enquiryInputSchema),
        req.site,
        req.user?.id,
      );
      res.status(201).json(enquiry);
      // After answering: the visitor never waits for (or sees a failure of) the owner's email.
      service
        .notifyOwnerOfEnquiry(db, mailer, enquiry, req.site)
        .catch((error: unknown) => logger.error({ err: error }, "enquiry notification failed"));
    },
  );

  router.get("/my/enquiries", requireAuth, validate("query", myEnquiriesQuerySchema), async (req, res) => {
    const query = parsed(res, "query", myEnquiriesQuerySchema);
    const { items, total } = await service.listMyEnquiries(db, req.user!.id, query);
    setPagingHeaders(req, res, query.page, query.limit, total);
    res.json(items);
  });

  router.patch(
    "/my/enquiries/:id",
    requireAuth,
    validate("params", enquiryIdParamsSchema),
    validate("body", markEnquiryInputSchema),
    async (req, res) => {
      const { id } = parsed(res, "params", enquiryIdParamsSchema);
      const { read } = parsed(res, "body", markEnquiryInputSchema);
      res.json(await service.markEnquiry(db, id, req.user!.id, read));
    },
  );

  return router;
}

import { Router } from "express";
import { CONTACT_RECEIVED_MESSAGE, contactInputSchema, type ContactReceipt } from "@shared/contact";
import type { AppContext } from "../../app-context";
import { RATE_LIMITS, rateLimit } from "../../middleware/rate-limit";
import { parsed, validate } from "../../middleware/validate";
import { receiveContactMessage } from "./contact.service";

/**
 * Messages from visitors to the team. The limit (RATE_LIMITS.contact) leaves room for someone who writes
 * and then adds what they forgot, not for a script filling the inbox; invalid submissions are refused
 * before the limit counts them, so correcting a form costs nothing.
 */
export function contactRoutes({ db, rateLimits }: AppContext): Router {
  const router = Router();
  router.post(
    "/contact",
    validate("body", contactInputSchema),
    rateLimit(rateLimits, RATE_LIMITS.contact),
    async (req, res) => {
      await receiveContactMessage(db, req.log, parsed(res, "body", contactInputSchema), req.site);
      const receipt: ContactReceipt = { message: CONTACT_RECEIVED_MESSAGE };
      res.status(201).json(receipt);
    },
  );
  return router;
}

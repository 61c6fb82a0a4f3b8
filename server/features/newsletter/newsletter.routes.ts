import { Router } from "express";
import { SUBSCRIBED_MESSAGE, subscribeInputSchema } from "@shared/newsletter";
import type { AppContext } from "../../app-context";
import { newsletterSubscribers } from "../../db/schema";
import { RATE_LIMITS, rateLimit } from "../../middleware/rate-limit";
import { parsed, validate } from "../../middleware/validate";

export function newsletterRoutes({ db, rateLimits }: AppContext): Router {
  const router = Router();
  // Subscribing twice succeeds twice with the same answer (PRODUCT.md §5): no 409, nothing revealed.
  router.post(
    "/newsletter",
    rateLimit(rateLimits, RATE_LIMITS.newsletter),
    validate("body", subscribeInputSchema),
    async (req, res) => {
      const { email } = parsed(res, "body", subscribeInputSchema);
      await db.insert(newsletterSubscribers).values({ email, siteKey: req.site.key }).onConflictDoNothing();
      res.status(200).json({ message: SUBSCRIBED_MESSAGE });
    },
  );
  return router;
}

import { Router } from "express";
import { SUBSCRIBED_MESSAGE, subscribeInputSchema } from "@shared/newsletter";
import type { AppContext } from "../../app-context";
import { newsletterSubscribers } from "../../db/schema";
import { rateLimit } from "../../middleware/rate-limit";
import { parsed, validate } from "../../middleware/validate";

/** Ordinary use (a few tries a minute) passes; a script filling the list does not. */
const NEWSLETTER_LIMIT = { name: "newsletter", limit: 10, windowSeconds: 10 * 60 };

export function newsletterRoutes({ db, rateLimits }: AppContext): Router {
  const router = Router();
  // Subscribing twice succeeds twice with the same answer (PRODUCT.md §5): no 409, nothing revealed.
  router.post("/newsletter", rateLimit(rateLimits, NEWSLETTER_LIMIT), validate("body", subscribeInputSchema), async (req, res) => {
    const { email } = parsed(res, "body", subscribeInputSchema);
    await db.insert(newsletterSubscribers).values({ email, siteKey: req.site.key }).onConflictDoNothing();
    res.status(200).json({ message: SUBSCRIBED_MESSAGE });
  });
  return router;
}

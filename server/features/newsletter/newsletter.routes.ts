import type { Router } from "express";
import { z } from "zod";
import { SUBSCRIBED_MESSAGE, subscribeInputSchema } from "@shared/newsletter";
import type { AppContext } from "../../app-context";
import { RATE_LIMITS, rateLimit } from "../../middleware/rate-limit";
import { parsed, validate } from "../../middleware/validate";
import { json } from "../openapi/api-description";
import { documentedRouter } from "../openapi/documented-router";
import { subscribe } from "./newsletter.service";

export function newsletterRoutes({ db, rateLimits }: AppContext): Router {
  const routes = documentedRouter({ name: "Newsletter", description: "The monthly market update" });
  routes.post(
    "/newsletter",
    {
      operationId: "subscribeToNewsletter",
      summary: "Subscribe to the monthly market update; subscribing again answers the same",
      description: "Limited to 10 per 10 minutes from one address.",
      access: "public",
      body: { description: "Email", example: { email: "layla@example.com" } },
      responses: {
        200: json(z.object({ message: z.string() }), "Subscribed", { message: SUBSCRIBED_MESSAGE }),
      },
    },
    rateLimit(rateLimits, RATE_LIMITS.newsletter),
    validate("body", subscribeInputSchema),
    async (req, res) => {
      const { email } = parsed(res, "body", subscribeInputSchema);
      await subscribe(db, email, req.site);
      res.status(200).json({ message: SUBSCRIBED_MESSAGE });
    },
  );
  return routes.router;
}

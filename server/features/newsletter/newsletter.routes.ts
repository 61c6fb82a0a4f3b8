import express, { type Router } from "express";
import { z } from "zod";
import {
  newsletterUnsubscribeParamsSchema,
  newsletterUnsubscribeStateSchema,
  SUBSCRIBED_MESSAGE,
  subscribeInputSchema,
  UNSUBSCRIBED_MESSAGE,
} from "@shared/newsletter";
import type { AppContext } from "../../app-context";
import { unsubscribeSecret } from "../../lib/unsubscribe-links";
import { RATE_LIMITS, rateLimit } from "../../middleware/rate-limit";
import { createMailer } from "../../lib/mail/mailer";
import { errorResponse, json } from "../../http/openapi/api-description";
import { documentedRouter } from "../../http/openapi/documented-router";
import * as service from "./newsletter.service";

export function newsletterRoutes({ db, rateLimits, config, logger, jobs }: AppContext): Router {
  const routes = documentedRouter({ name: "Newsletter", description: "The monthly market update" });
  const mailer = createMailer(db, config.mail, logger, jobs);

  routes.post(
    "/newsletter",
    {
      operationId: "subscribeToNewsletter",
      summary: "Subscribe to the monthly market update; subscribing again answers the same",
      description:
        "Limited to 10 per 10 minutes from one address. A new address is sent a welcome mail with its signed unsubscribe link.",
      access: "public",
      body: { schema: subscribeInputSchema, description: "Email", example: { email: "layla@example.com" } },
      responses: {
        200: json(z.object({ message: z.string() }), "Subscribed", { message: SUBSCRIBED_MESSAGE }),
      },
    },
    rateLimit(rateLimits, RATE_LIMITS.newsletter),
    async (input, req, res) => {
      const { email } = input.body;
      await service.subscribe(db, email, req.site, {
        mailer,
        secret: await unsubscribeSecret(db, config),
        mailbox: config.alerts.unsubscribeAddress,
        locale: req.locale,
      });
      res.status(200).json({ message: SUBSCRIBED_MESSAGE });
    },
  );

  const invalidLink = errorResponse("A tampered, truncated or wrong-purpose link", {
    message: "This unsubscribe link is not valid. Use the link from the latest newsletter email.",
    code: "bad_request",
  });

  routes.get(
    "/newsletter/unsubscribe/:token",
    {
      operationId: "getNewsletterUnsubscribe",
      summary: "The subscription a newsletter's unsubscribe link names (for its page); no sign-in",
      access: "public",
      params: newsletterUnsubscribeParamsSchema,
      responses: {
        200: json(newsletterUnsubscribeStateSchema, "The subscription (email masked)", {
          subscribed: true,
          email: "l•••@example.com",
        }),
        400: invalidLink,
      },
    },
    async (input, req, res) => {
      const { token } = input.params;
      res.json(await service.getUnsubscribeState(db, await unsubscribeSecret(db, config), token));
    },
  );

  routes.post(
    "/newsletter/unsubscribe/:token",
    {
      operationId: "unsubscribeFromNewsletter",
      summary: "Remove the address from the newsletter through the link in one of its mails; no sign-in",
      access: "public",
      params: newsletterUnsubscribeParamsSchema,
      responses: {
        200: json(z.object({ message: z.string(), subscribed: z.literal(false) }), "Unsubscribed", {
          message: UNSUBSCRIBED_MESSAGE,
          subscribed: false,
        }),
        400: invalidLink,
      },
    },
    async (input, req, res) => {
      const { token } = input.params;
      await service.unsubscribeByToken(db, await unsubscribeSecret(db, config), token);
      res.json({ message: UNSUBSCRIBED_MESSAGE, subscribed: false });
    },
  );

  return routes.router;
}

/**
 * RFC 8058 one-click unsubscribe from the newsletter: a mail program POSTs `List-Unsubscribe=One-Click` to
 * the link of the List-Unsubscribe header, the page's own address, with no cookie. A GET of that address is
 * the page (client route), which confirms with one button.
 */
export function newsletterOneClickRoutes({ db, config, logger }: AppContext): Router {
  const router = express.Router();
  router.post(
    ["/newsletter/unsubscribe/:token", "/ar/newsletter/unsubscribe/:token"],
    express.urlencoded({ extended: false, limit: "2kb" }),
    async (req, res, next) => {
      try {
        await service.unsubscribeByToken(db, await unsubscribeSecret(db, config), String(req.params.token));
        res.setHeader("Cache-Control", "no-store");
        res.status(200).type("text/plain").send("Unsubscribed\n");
      } catch (error) {
        if (error instanceof service.InvalidNewsletterLinkError) {
          res.status(400).type("text/plain").send(`${error.message}\n`);
          return;
        }
        logger.warn({ err: error }, "newsletter one-click unsubscribe failed");
        next(error);
      }
    },
  );
  return router;
}

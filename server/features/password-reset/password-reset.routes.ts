import type { Router } from "express";
import { z } from "zod";
import {
  confirmPasswordResetSchema,
  RESET_REQUESTED_MESSAGE,
  requestPasswordResetSchema,
} from "@shared/password-reset";
import type { Locale } from "@shared/locale";
import type { AppContext } from "../../app-context";
import { requestLocale } from "../../lib/request-locale";
import { scrubForLog } from "../../middleware/error-handler";
import { RATE_LIMITS, rateLimit } from "../../middleware/rate-limit";
import { createMailer } from "../../lib/mail/mailer";
import { errorResponse, json } from "../../http/openapi/api-description";
import { documentedRouter } from "../../http/openapi/documented-router";
import { confirmPasswordReset, requestPasswordReset } from "./password-reset.service";

const CONFIRM_LIMIT = { name: "password-reset-confirm", limit: 20, windowSeconds: 10 * 60 };
const PASSWORD_CHANGED = "Your password has been changed. Sign in with the new one.";
const message = z.object({ message: z.string() });

export function passwordResetRoutes({
  db,
  config,
  logger,
  rateLimits,
  jobs,
  endUserSessions,
}: AppContext): Router {
  const routes = documentedRouter({
    name: "Password reset",
    description: "One-time links to choose a new password",
  });
  const mailer = createMailer(db, config.mail, logger, jobs);

  routes.post(
    "/password-reset/request",
    {
      operationId: "requestPasswordReset",
      summary: "Email a one-time reset link; the same answer whether or not the email has an account",
      description: "Limited per address (6 per 10 minutes) and per email (5 an hour).",
      access: "public",
      body: {
        schema: requestPasswordResetSchema,
        description: "Email",
        example: { email: "layla@example.com" },
      },
      responses: { 200: json(message, "Requested", { message: RESET_REQUESTED_MESSAGE }) },
    },
    rateLimit(rateLimits, RATE_LIMITS.passwordReset),
    rateLimit(rateLimits, RATE_LIMITS.passwordResetByAccount),
    (input, req, res) => {
      const { email } = input.body;
      // Answer first, then look the email up and mail the link: the answer takes the same time whether or
      // not the email has an account (docs/product.md §Sign-in). A later failure is logged, not lost.
      res.json({ message: RESET_REQUESTED_MESSAGE });
      const language = (accountLocale: Locale | null) => requestLocale(req, accountLocale);
      requestPasswordReset(db, mailer, email, req.site, language).catch((error: unknown) =>
        (req.log ?? logger).error({ err: scrubForLog(error) }, "password reset request failed"),
      );
    },
  );

  routes.post(
    "/password-reset/confirm",
    {
      operationId: "confirmPasswordReset",
      summary: "Set a new password with the link's token (once, within an hour); ends every session",
      access: "public",
      body: {
        schema: confirmPasswordResetSchema,
        description: "Token and new password",
        example: { token: "c2VjcmV0LXJlc2V0LXRva2VuLWV4YW1wbGU", password: "staple battery horse" },
      },
      responses: {
        200: json(message, "Changed", { message: PASSWORD_CHANGED }),
        400: errorResponse("Invalid input, or `fieldErrors.token` when the link expired or was used"),
      },
    },
    rateLimit(rateLimits, CONFIRM_LIMIT),
    async (input, req, res) => {
      const { token, password } = input.body;
      await confirmPasswordReset(db, token, password, endUserSessions);
      res.json({ message: PASSWORD_CHANGED });
    },
  );
  return routes.router;
}

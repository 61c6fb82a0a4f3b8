import { Router } from "express";
import {
  confirmPasswordResetSchema,
  RESET_REQUESTED_MESSAGE,
  requestPasswordResetSchema,
} from "@shared/password-reset";
import type { AppContext } from "../../app-context";
import { RATE_LIMITS, rateLimit } from "../../middleware/rate-limit";
import { parsed, validate } from "../../middleware/validate";
import { createMailer } from "../mail/mailer";
import { confirmPasswordReset, requestPasswordReset } from "./password-reset.service";

const CONFIRM_LIMIT = { name: "password-reset-confirm", limit: 20, windowSeconds: 10 * 60 };

export function passwordResetRoutes({ db, config, logger, rateLimits }: AppContext): Router {
  const router = Router();
  const mailer = createMailer(db, config.mail, logger);

  router.post(
    "/password-reset/request",
    rateLimit(rateLimits, RATE_LIMITS.passwordReset),
    rateLimit(rateLimits, RATE_LIMITS.passwordResetByAccount),
    validate("body", requestPasswordResetSchema),
    async (req, res) => {
      const { email } = parsed(res, "body", requestPasswordResetSchema);
      await requestPasswordReset(db, mailer, email, req.site, `${req.protocol}://${req.get("host")}`);
      res.json({ message: RESET_REQUESTED_MESSAGE });
    },
  );

  router.post(
    "/password-reset/confirm",
    rateLimit(rateLimits, CONFIRM_LIMIT),
    validate("body", confirmPasswordResetSchema),
    async (req, res) => {
      const { token, password } = parsed(res, "body", confirmPasswordResetSchema);
      await confirmPasswordReset(db, token, password);
      res.json({ message: "Your password has been changed. Sign in with the new one." });
    },
  );
  return router;
}

import { Router } from "express";
import {
  confirmPasswordResetSchema,
  RESET_REQUESTED_MESSAGE,
  requestPasswordResetSchema,
} from "@shared/password-reset";
import type { AppContext } from "../../app-context";
import { scrubForLog } from "../../middleware/error-handler";
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
    (req, res) => {
      const { email } = parsed(res, "body", requestPasswordResetSchema);
      // Answer first, then look the email up and mail the link: the answer takes the same time whether or
      // not the email has an account (PRODUCT.md §5). A failure after the answer is logged, not lost.
      res.json({ message: RESET_REQUESTED_MESSAGE });
      requestPasswordReset(db, mailer, email, req.site).catch((error: unknown) =>
        (req.log ?? logger).error({ err: scrubForLog(error) }, "password reset request failed"),
      );
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

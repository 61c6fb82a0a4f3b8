import type { Request, Router } from "express";
import { z } from "zod";
import { changePasswordInputSchema } from "@shared/account";
import type { AppContext } from "../../app-context";
import { rateLimit, type RateLimitRule } from "../../middleware/rate-limit";
import { requireAuth } from "../../middleware/require-auth";
import { parsed, validate } from "../../middleware/validate";
import { SESSION_COOKIE } from "../auth/session";
import { errorResponse, json } from "../openapi/api-description";
import { documentedRouter } from "../openapi/documented-router";
import * as service from "./account.service";

/**
 * Guessing the current password through this form is the same attack as guessing it at sign-in, so it
 * gets the same per-account budget as "login-account" (OWASP Authentication Cheat Sheet).
 */
const PASSWORD_CHANGE_LIMIT: RateLimitRule = {
  name: "password-change",
  limit: 10,
  windowSeconds: 15 * 60,
  keyOf: (req) => (req.user ? `user:${req.user.id}` : null),
};

function destroySession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!req.session) return resolve();
    req.session.destroy((error) => (error ? reject(error) : resolve()));
  });
}

/** The signed-in user's account: password change and signing out of every device. */
export function accountRoutes({ db, rateLimits, endUserSessions }: AppContext): Router {
  const routes = documentedRouter({
    name: "Account",
    description: "Password change and signing out everywhere",
  });

  routes.post(
    "/account/password",
    {
      operationId: "changePassword",
      summary: "Change your password",
      description:
        "Every other session of the user is ended; this one stays signed in. Limited to 10 attempts per 15 minutes per account.",
      access: "session",
      body: {
        description: "Current and new password (the new one differs from the current)",
        example: { currentPassword: "correct horse battery", newPassword: "staple battery horse" },
      },
      responses: {
        200: json(z.object({ message: z.string(), otherSessionsEnded: z.number().int() }), "Changed", {
          message: "Password changed",
          otherSessionsEnded: 2,
        }),
        400: errorResponse(
          "Invalid input, or `fieldErrors.currentPassword` when the current password is wrong",
        ),
      },
    },
    requireAuth,
    rateLimit(rateLimits, PASSWORD_CHANGE_LIMIT),
    validate("body", changePasswordInputSchema),
    async (req, res) => {
      const input = parsed(res, "body", changePasswordInputSchema);
      const { otherSessionsEnded } = await service.changePassword(
        db,
        req.user!.id,
        req.sessionID,
        input,
        endUserSessions,
      );
      res.json({ message: "Password changed", otherSessionsEnded });
    },
  );

  routes.post(
    "/account/sign-out-everywhere",
    {
      operationId: "signOutEverywhere",
      summary: "End every session of your account, this one included",
      access: "session",
      responses: {
        200: json(
          z.object({ message: z.string(), sessionsEnded: z.number().int() }),
          "Signed out everywhere",
          { message: "Signed out everywhere", sessionsEnded: 3 },
        ),
      },
    },
    requireAuth,
    async (req, res) => {
      const ended = await service.signOutEverywhere(db, req.user!.id, endUserSessions);
      // This session's row is gone already; destroying it also stops express-session saving it back.
      await destroySession(req);
      res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: "lax", path: "/" });
      res.json({ message: "Signed out everywhere", sessionsEnded: ended });
    },
  );

  return routes.router;
}

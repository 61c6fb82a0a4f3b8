import type { Request, Router } from "express";
import { z } from "zod";
import { changePasswordInputSchema, deleteAccountInputSchema } from "@shared/account";
import type { AppContext } from "../../app-context";
import { rateLimit, type RateLimitRule } from "../../middleware/rate-limit";
import { requireAuth } from "../../middleware/require-auth";
import { SESSION_COOKIE } from "../auth/session";
import { errorResponse, json } from "../../http/openapi/api-description";
import { documentedRouter } from "../../http/openapi/documented-router";
import * as dataService from "./account-data.service";
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

/**
 * A copy of everything is a large read: a few a day is what a person needs, not a script polling it
 * (docs/decisions/0052-peoples-data.md).
 */
const EXPORT_LIMIT: RateLimitRule = {
  name: "account-export",
  limit: 5,
  windowSeconds: 60 * 60,
  keyOf: (req) => (req.user ? `user:${req.user.id}` : null),
};

/** Deleting the account asks for the password: the same guessing budget as a password change. */
const DELETE_ACCOUNT_LIMIT: RateLimitRule = { ...PASSWORD_CHANGE_LIMIT, name: "account-delete" };

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
    description: "Password change, signing out everywhere, a copy of your data and deleting your account",
  });

  routes.get(
    "/account/export",
    {
      operationId: "exportAccountData",
      summary: "Download everything the site holds about you, as a JSON file",
      description:
        "Account (no password hash), listings with their photos' addresses, draft, favourites, saved searches, enquiries sent and received, newsletter, featured orders, sessions, contact messages, agent profiles, reports and moderation entries (docs/decisions/0052). Answered as an attachment named with the date. Limited to 5 per hour per account.",
      access: "session",
      responses: {
        200: json(z.record(z.string(), z.unknown()), "The file", {
          exportedAt: "2026-11-26T10:00:00.000Z",
          account: { id: 7, username: "layla", email: "layla@example.com" },
          listings: [],
        }),
        429: errorResponse("More than 5 copies in an hour: wait for the Retry-After seconds"),
      },
    },
    requireAuth,
    rateLimit(rateLimits, EXPORT_LIMIT),
    async (req, res) => {
      const data = await dataService.exportAccountData(db, req.user!.id, req.site);
      const day = data.exportedAt.slice(0, 10);
      res.setHeader(
        "Content-Disposition",
        `attachment; filename="my-data-${data.account.username}-${day}.json"`,
      );
      res.type("application/json").send(`${JSON.stringify(data, null, 2)}\n`);
    },
  );

  routes.post(
    "/account/delete",
    {
      operationId: "deleteAccount",
      summary: "Delete your account, confirmed with its password",
      description:
        "In one transaction: listings archived and anonymised, enquiries you sent kept for their owners without your name, email or phone, drafts, favourites, saved searches, newsletter and sessions on every device deleted, photos left for the clean-up, the account deleted (its username and email free again); the API keys of an agency whose last admin you are revoked (`agencyKeysRevoked` counts them); docs/decisions/0052. Moderator and admin accounts are refused (403). Limited to 10 attempts per 15 minutes per account.",
      access: "session",
      body: {
        schema: deleteAccountInputSchema,
        description: "The account's password",
        example: { password: "correct horse battery" },
      },
      responses: {
        200: json(
          z.object({
            message: z.string(),
            listingsArchived: z.number().int(),
            sessionsEnded: z.number().int(),
            agencyKeysRevoked: z.number().int(),
          }),
          "Deleted",
          {
            message: "Your account has been deleted",
            listingsArchived: 2,
            sessionsEnded: 1,
            agencyKeysRevoked: 0,
          },
        ),
        400: errorResponse("Invalid input, or `fieldErrors.password` when the password is wrong"),
        403: errorResponse("A moderator or admin account"),
      },
    },
    requireAuth,
    rateLimit(rateLimits, DELETE_ACCOUNT_LIMIT),
    async (input, req, res) => {
      const result = await dataService.deleteAccount(db, req.user!.id, input.body, endUserSessions);
      // The session rows are gone; destroying this one also stops express-session saving it back.
      await destroySession(req);
      res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: "lax", path: "/" });
      res.json({ message: "Your account has been deleted", ...result });
    },
  );

  routes.post(
    "/account/password",
    {
      operationId: "changePassword",
      summary: "Change your password",
      description:
        "Every other session of the user is ended; this one stays signed in. Limited to 10 attempts per 15 minutes per account.",
      access: "session",
      body: {
        schema: changePasswordInputSchema,
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
    async (input, req, res) => {
      const { otherSessionsEnded } = await service.changePassword(
        db,
        req.user!.id,
        req.sessionID,
        input.body,
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

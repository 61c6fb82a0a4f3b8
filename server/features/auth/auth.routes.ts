import type { Router } from "express";
import { z } from "zod";
import { loginInputSchema, registerInputSchema, userLocaleInputSchema, userSchema } from "@shared/user";
import type { AppContext } from "../../app-context";
import { AppError } from "../../lib/errors";
import { RATE_LIMITS, rateLimit } from "../../middleware/rate-limit";
import { requireAuth } from "../../middleware/require-auth";
import { errorResponse, json } from "../../http/openapi/api-description";
import { documentedRouter } from "../../http/openapi/documented-router";
import { exampleUser } from "../../http/openapi/examples";
import { registerUser, setUserLocale } from "./auth.service";
import { createLoginLimiter, TRUSTED_DEVICE_COOKIE } from "./login-limit";
import { SESSION_COOKIE, type SessionSetup } from "./session";

const INVALID_LOGIN = "Invalid username or password";

const user = userSchema.meta({ id: "User" });

export function authRoutes({ db, rateLimits }: AppContext, sessions: SessionSetup): Router {
  const routes = documentedRouter({ name: "Auth", description: "Accounts and the session cookie" });
  // Per address: counted before validation, so malformed guesses count too.
  const limitLoginByAddress = rateLimit(rateLimits, RATE_LIMITS.loginByAddress);
  // Per account: failures only, once the body names an account (login-limit.ts).
  const loginLimiter = createLoginLimiter(db, rateLimits, sessions.derivedKey(TRUSTED_DEVICE_COOKIE));

  routes.get(
    "/user",
    {
      operationId: "getCurrentUser",
      summary: "The signed-in user",
      access: "session",
      responses: { 200: json(user, "The current user", exampleUser) },
    },
    (req, res) => {
      if (!req.user) throw AppError.unauthorized("Not signed in");
      res.json(req.user);
    },
  );

  routes.patch(
    "/user/locale",
    {
      operationId: "setUserLocale",
      summary: "Save the signed-in user's language",
      description:
        "The language (`en` or `ar`) messages and mail reach the user in when a request names none (no `upm.lang` cookie, no `Accept-Language`). The site calls it when a signed-in person uses the language switch; registration saves the page's language.",
      access: "session",
      body: { schema: userLocaleInputSchema, description: "The language", example: { locale: "ar" } },
      responses: { 200: json(user, "The user with the language saved", exampleUser) },
    },
    requireAuth,
    async (input, req, res) => {
      const { locale } = input.body;
      const updated = await setUserLocale(db, req.user!.id, locale);
      if (!updated) throw AppError.unauthorized("Not signed in");
      // The session's copy of the user is read again on the next request; this one answers the new value.
      Object.assign(req.user!, updated);
      res.json(updated);
    },
  );

  routes.post(
    "/register",
    {
      operationId: "register",
      summary: "Create an account and sign in",
      description: "Sets the session cookie. Limited to 20 accounts an hour from one address.",
      access: "public",
      body: {
        schema: registerInputSchema,
        description: "New account",
        example: {
          username: "layla",
          email: "layla@example.com",
          password: "correct horse battery",
          locale: "ar",
        },
      },
      responses: {
        201: json(user, "Created and signed in", exampleUser),
        409: errorResponse("Username or email taken", {
          message: "That username is taken",
          code: "conflict",
          fieldErrors: { username: ["That username is taken"] },
        }),
      },
    },
    rateLimit(rateLimits, RATE_LIMITS.registerByAddress),
    async (input, req, res) => {
      await sessions.ensureWritable();
      const user = await registerUser(db, input.body, req.locale);
      await logIn(req, user, sessions);
      loginLimiter.trustBrowser(req, res, user.id);
      res.status(201).json(user);
    },
  );

  routes.post(
    "/login",
    {
      operationId: "logIn",
      summary: "Sign in with username or email",
      description:
        "Sets a new session cookie (the session id changes at sign-in) and a trusted-device cookie (`upm.device`). Limited per address (all attempts) and per account (failures only: 10 in 15 minutes, username and email counted together); a browser that signed in to the account before is counted on its own, so others' failures never lock it out.",
      access: "public",
      body: {
        schema: loginInputSchema,
        description: "Credentials",
        example: { username: "layla", password: "correct horse battery" },
      },
      responses: {
        200: json(user, "Signed in", exampleUser),
        401: errorResponse(INVALID_LOGIN, { message: INVALID_LOGIN, code: "invalid_credentials" }),
      },
    },
    limitLoginByAddress,
    async (input, req, res, next) => {
      await sessions.ensureWritable();
      const attempt = await loginLimiter.begin(req, res, input.body.username);
      sessions.authenticateLocal((error, user) => {
        if (error) return next(error);
        if (!user) return next(new AppError(401, INVALID_LOGIN, "invalid_credentials"));
        attempt
          .succeeded(res)
          .then(() => logIn(req, user, sessions))
          .then(() => res.json(user), next);
      })(req, res, next);
    },
  );

  routes.post(
    "/logout",
    {
      operationId: "logOut",
      summary: "Sign out and destroy the session",
      description: "Answers the same whether or not a session was open.",
      access: "optional-session",
      responses: {
        200: json(z.object({ message: z.string() }), "Signed out", { message: "Signed out" }),
      },
    },
    (req, res, next) => {
      req.logout((logoutError) => {
        if (logoutError) return next(logoutError);
        if (!req.session) return res.json({ message: "Signed out" });
        req.session.destroy((destroyError) => {
          if (destroyError) return next(destroyError);
          res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: "lax", path: "/" });
          res.json({ message: "Signed out" });
        });
      });
    },
  );

  return routes.router;
}

/**
 * passport's login regenerates the session id, so a session fixed before sign-in is worthless; the
 * sign-in time starts the absolute timeout (session.ts). A store that lets a failed save go (Redis,
 * redis-session-store.ts) is asked again afterwards: Redis that stopped answering during the save means
 * the session was not kept, and the sign-in answers 503 rather than "signed in".
 */
async function logIn(req: Express.Request, user: Express.User, sessions: SessionSetup): Promise<void> {
  await new Promise<void>((resolve, reject) =>
    req.login(user, (error) => {
      if (error) return reject(error);
      if (req.session) req.session.signedInAt = Date.now();
      resolve();
    }),
  );
  await sessions.ensureWritable();
}

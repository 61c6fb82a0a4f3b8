import { Router } from "express";
import { loginInputSchema, registerInputSchema } from "@shared/user";
import type { AppContext } from "../../app-context";
import { AppError } from "../../lib/errors";
import { RATE_LIMITS, rateLimit } from "../../middleware/rate-limit";
import { parsed, validate } from "../../middleware/validate";
import { registerUser } from "./auth.service";
import { createLoginLimiter, TRUSTED_DEVICE_COOKIE } from "./login-limit";
import { SESSION_COOKIE, type SessionSetup } from "./session";

const INVALID_LOGIN = "Invalid username or password";

export function authRoutes({ db, rateLimits }: AppContext, sessions: SessionSetup): Router {
  const router = Router();
  // Per address: counted before validation, so malformed guesses count too.
  const limitLoginByAddress = rateLimit(rateLimits, RATE_LIMITS.loginByAddress);
  // Per account: failures only, once the body names an account (login-limit.ts).
  const loginLimiter = createLoginLimiter(db, rateLimits, sessions.derivedKey(TRUSTED_DEVICE_COOKIE));

  router.get("/user", (req, res) => {
    if (!req.user) throw AppError.unauthorized("Not signed in");
    res.json(req.user);
  });

  router.post(
    "/register",
    rateLimit(rateLimits, RATE_LIMITS.registerByAddress),
    validate("body", registerInputSchema),
    async (req, res) => {
      const user = await registerUser(db, parsed(res, "body", registerInputSchema));
      await logIn(req, user);
      loginLimiter.trustBrowser(req, res, user.id);
      res.status(201).json(user);
    },
  );

  router.post("/login", limitLoginByAddress, validate("body", loginInputSchema), async (req, res, next) => {
    const attempt = await loginLimiter.begin(req, res, parsed(res, "body", loginInputSchema).username);
    sessions.authenticateLocal((error, user) => {
      if (error) return next(error);
      if (!user) return next(new AppError(401, INVALID_LOGIN, "invalid_credentials"));
      attempt
        .succeeded(res)
        .then(() => logIn(req, user))
        .then(() => res.json(user), next);
    })(req, res, next);
  });

  router.post("/logout", (req, res, next) => {
    req.logout((logoutError) => {
      if (logoutError) return next(logoutError);
      if (!req.session) return res.json({ message: "Signed out" });
      req.session.destroy((destroyError) => {
        if (destroyError) return next(destroyError);
        res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: "lax", path: "/" });
        res.json({ message: "Signed out" });
      });
    });
  });

  return router;
}

/**
 * passport's login regenerates the session id, so a session fixed before sign-in is worthless; the
 * sign-in time starts the absolute timeout (session.ts).
 */
function logIn(req: Express.Request, user: Express.User): Promise<void> {
  return new Promise((resolve, reject) =>
    req.login(user, (error) => {
      if (error) return reject(error);
      if (req.session) req.session.signedInAt = Date.now();
      resolve();
    }),
  );
}

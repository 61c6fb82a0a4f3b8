import crypto from "node:crypto";
import type { Request, Response } from "express";
import type { Db } from "../../db/client";
import {
  effectiveRule,
  RATE_LIMITS,
  rateLimitKey,
  setRateLimitHeaders,
  tooManyRequests,
  type RateLimitStore,
  whenStoreFails,
} from "../../middleware/rate-limit";
import { findUserByLogin } from "./users.repository";

/**
 * The per-account sign-in limit (OWASP Authentication Cheat Sheet, "Account lockout", and OWASP's
 * "Slow down online guessing attacks with device cookies"): docs/decisions/0013, which says why it counts
 * failures only, per account.
 *
 * - Only failures count. Each attempt is counted up front, so parallel guesses cannot slip past the
 *   limit, and a success takes its own count back: signing in any number of times is never refused by
 *   this rule (the per-address rule still applies).
 * - The count is the account's, whatever name it is reached by: the username and the email of one account
 *   share it (keyed by the user id). A name with no account is keyed by the lower-cased name, so guesses
 *   at accounts that do not exist are limited the same way and answer the same.
 * - A success resets nothing: not the account's count, not the address's. Resetting would hand a guesser
 *   a fresh budget every time the owner signs in (decision 0013).
 * - A browser where the account signed in before carries a signed trusted-device cookie; its attempts are
 *   counted apart from everyone else's. So failures from elsewhere (an attacker) cannot stop the owner
 *   signing in from a browser they have used before. What an attacker can still do: make 10 failed
 *   guesses per 15 minutes per account (10 more per stolen device cookie), and refuse sign-in to that
 *   account for the rest of the window from browsers it never signed in on (429 without checking the
 *   password, so the refusal says nothing about the password).
 */
export const TRUSTED_DEVICE_COOKIE = "upm.device";
/** How long a browser stays trusted after its last sign-in (OWASP suggests a long-lived device cookie). */
const TRUSTED_DEVICE_DAYS = 180;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface LoginAttempt {
  /** Call when the password was right: takes this attempt's count back and trusts this browser. */
  succeeded(res: Response): Promise<void>;
}

interface DeviceClaim {
  userId: number;
  deviceId: string;
}

export function createLoginLimiter(db: Db, store: RateLimitStore, deviceKey: Buffer) {
  const rule = RATE_LIMITS.loginByAccount;
  const mac = (payload: string) => crypto.createHmac("sha256", deviceKey).update(payload).digest("base64url");

  function trustedDeviceOf(req: Request): DeviceClaim | null {
    const raw = (req.headers.cookie ?? "")
      .split(/;\s*/)
      .find((c) => c.startsWith(`${TRUSTED_DEVICE_COOKIE}=`))
      ?.slice(TRUSTED_DEVICE_COOKIE.length + 1);
    const match = raw ? /^(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(raw) : null;
    if (!match) return null;
    const [, userId, deviceId, signature] = match;
    const expected = Buffer.from(mac(`${userId}.${deviceId}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
    return { userId: Number(userId), deviceId };
  }

  function trustDevice(req: Request, res: Response, userId: number, current: DeviceClaim | null) {
    const deviceId =
      current?.userId === userId ? current.deviceId : crypto.randomBytes(16).toString("base64url");
    res.cookie(TRUSTED_DEVICE_COOKIE, `${userId}.${deviceId}.${mac(`${userId}.${deviceId}`)}`, {
      httpOnly: true,
      sameSite: "lax",
      secure: req.secure,
      path: "/api/login",
      maxAge: TRUSTED_DEVICE_DAYS * DAY_MS,
    });
  }

  /** The counter this attempt goes on: the account's, or this trusted browser's own. */
  async function subjectOf(req: Request, login: string) {
    const user = await findUserByLogin(db, login);
    if (!user) return { userId: null, device: null, subject: `name:${login.trim().toLowerCase()}` };
    const device = trustedDeviceOf(req);
    const trusted = device?.userId === user.id ? device : null;
    const subject = trusted ? `user:${user.id}:device:${trusted.deviceId}` : `user:${user.id}`;
    return { userId: user.id, device, subject };
  }

  return {
    /** Trusts this browser for the account (after registration, which signs the new account in). */
    trustBrowser(req: Request, res: Response, userId: number) {
      trustDevice(req, res, userId, trustedDeviceOf(req));
    },
    /**
     * Counts a sign-in attempt against the account before the password is checked; throws the 429 when the
     * account (or this trusted browser) has used up its failures, without checking the password.
     */
    async begin(req: Request, res: Response, login: string): Promise<LoginAttempt> {
      const inForce = effectiveRule(rule, store.settings);
      const { userId, device, subject } = await subjectOf(req, login);
      const key = rateLimitKey(rule, subject);
      if (inForce) {
        let counted: { count: number; resetAt: Date };
        try {
          counted = await store.hit(key, inForce.windowSeconds);
        } catch (error) {
          // This rule fails closed (RATE_LIMITS): an unlimited burst of guesses is what it is there to stop.
          const refusal = whenStoreFails(rule, error, req);
          if (refusal) throw refusal;
          counted = { count: 0, resetAt: new Date() };
        }
        const { count, resetAt } = counted;
        setRateLimitHeaders(res, rule.name, inForce, count, resetAt);
        if (count > inForce.limit) {
          req.log?.warn({ rateLimit: rule.name }, "rate limit reached");
          throw tooManyRequests(resetAt);
        }
      }
      return {
        async succeeded(successRes) {
          // A count left behind (store unreachable) only brings the limit nearer: the sign-in still succeeds.
          if (inForce) {
            await store.undo(key).catch((error: unknown) => {
              req.log?.warn(
                { err: error, rateLimit: rule.name },
                "sign-in count not taken back: store unreachable",
              );
            });
          }
          if (userId !== null) trustDevice(req, successRes, userId, device);
        },
      };
    },
  };
}

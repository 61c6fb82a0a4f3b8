import crypto from "node:crypto";
import connectPgSimple from "connect-pg-simple";
import type { RequestHandler } from "express";
import session from "express-session";
import passport from "passport";
import { Strategy as LocalStrategy } from "passport-local";
import type { User as PublicUser } from "@shared/user";
import type { Database, Db } from "../../db/client";
import { AppError } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import type { SharedRedis } from "../../lib/redis";
import { authenticate, getUser } from "./auth.service";
import { ResilientRedisSessionStore } from "./redis-session-store";
import { recordSessionReads, sessionUnavailable } from "../../middleware/session-reads";
import { findOrInsertSecret } from "../../db/app-secrets";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends PublicUser {}
  }
}

declare module "express-session" {
  interface SessionData {
    /** When the user signed in (ms since the epoch): the absolute timeout counts from here. */
    signedInAt?: number;
  }
}

export const SESSION_COOKIE = "upm.sid";

/**
 * OWASP Session Management Cheat Sheet: an idle timeout (the session ends after a week without a request;
 * each request rolls it on) and an absolute one (30 days after sign-in, however active), so a stolen
 * cookie does not live for ever.
 */
export const DEFAULT_SESSION_TIMEOUTS = {
  idleMs: 7 * 24 * 60 * 60 * 1000,
  absoluteMs: 30 * 24 * 60 * 60 * 1000,
};

/** SESSION_SECRET when set; otherwise one generated once and kept in the database for every instance. */
export async function resolveSessionSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return findOrInsertSecret(db, "session", crypto.randomBytes(48).toString("base64url"));
}

export type EndStoredSessions = (userId: number, keepSid?: string) => Promise<number>;

/**
 * Ends the user's sessions in Redis (when sessions are kept there) but `keepSid`. Unreachable, it answers
 * 503: the sessions it holds would come back with Redis and outlive a password change.
 */
export async function endSessionsElsewhere(
  endStoredSessions: EndStoredSessions | undefined,
  userId: number,
  keepSid?: string,
): Promise<number> {
  if (!endStoredSessions) return 0;
  try {
    return await endStoredSessions(userId, keepSid);
  } catch {
    throw AppError.unavailable();
  }
}

export interface SessionSetup {
  middleware: RequestHandler[];
  /** passport-local behind the login route: `(req, res, next) => void`, reporting through the callback. */
  authenticateLocal(callback: (error: unknown, user: Express.User | false) => void): RequestHandler;
  /** A key for signing another cookie (`purpose` names it), derived from the session secret. */
  derivedKey(purpose: string): Buffer;
  /**
   * Sessions in Redis only: ends the user's sessions there but `keepSid` (the database store's rows are
   * deleted by SQL, in the services' transactions). Rejects when Redis is unreachable.
   */
  endUserSessions?: EndStoredSessions;
  /**
   * Sign-in and sign-up call it first: rejects with a 503 (Retry-After) when the session store is
   * Redis and Redis is down or hung, since the new session could not be saved.
   */
  ensureWritable(): Promise<void>;
  close(): void;
}

export function createSessionMiddleware(
  database: Database,
  secret: string,
  timeouts: { idleMs: number; absoluteMs: number } = DEFAULT_SESSION_TIMEOUTS,
  /** REDIS_URL: sessions in Redis (redis-session-store.ts), with the same cookie and timeouts. */
  shared?: { redis: SharedRedis; logger: Logger },
): SessionSetup {
  const redisStore =
    shared &&
    new ResilientRedisSessionStore(shared.redis, shared.logger, timeouts.absoluteMs + timeouts.idleMs);
  const PgStore = connectPgSimple(session);
  const store = touchAtMostEvery(
    SESSION_TOUCH_INTERVAL_MS,
    redisStore ??
      keepAnswersWhole(
        new PgStore({
          pool: database.pool as never,
          tableName: "session",
          createTableIfMissing: false,
          // Expired rows are pruned every 15 minutes by whichever instance gets there.
          pruneSessionInterval: database.kind === "postgres" ? 15 * 60 : false,
        }),
      ),
  );
  const strategyName = "local";
  const authenticator = new passport.Passport();
  authenticator.use(
    strategyName,
    new LocalStrategy((username, password, done) => {
      authenticate(database.db, username, password).then((user) => done(null, user ?? false), done);
    }),
  );
  authenticator.serializeUser((user, done) => done(null, user.id));
  authenticator.deserializeUser((id: number, done) => {
    // A deleted account simply ends the session.
    getUser(database.db, id).then((user) => done(null, user ?? false), done);
  });
  return {
    middleware: [
      recordSessionReads(
        session({
          name: SESSION_COOKIE,
          store,
          secret,
          resave: false,
          saveUninitialized: false,
          rolling: true,
          proxy: undefined,
          // The store row expires with the cookie and is touched on every request: the idle timeout holds
          // on the server, not only in the browser.
          cookie: { httpOnly: true, sameSite: "lax", secure: "auto", maxAge: timeouts.idleMs },
        }),
      ),
      enforceAbsoluteTimeout(timeouts.absoluteMs),
      authenticator.initialize(),
      authenticator.session(),
    ],
    authenticateLocal: (callback) => authenticator.authenticate(strategyName, { session: false }, callback),
    derivedKey: (purpose) =>
      crypto.createHmac("sha256", secret).update(`upm derived key: ${purpose}`).digest(),
    endUserSessions: redisStore && ((userId, keepSid) => redisStore.endUserSessions(userId, keepSid)),
    ensureWritable: async () => {
      if (shared && !(await shared.redis.usable())) throw sessionUnavailable();
    },
    // The Redis connection is the app's, closed by whoever opened it (server/index.ts).
    close: () => {
      if (store instanceof PgStore) store.close();
    },
  };
}

/**
 * A signed-in page is several API reads (the server render's, then the browser's), and each rolled the
 * session's expiry on with a write to the store. Once a minute is enough: the idle timeout (days) ends at
 * most a minute early, and a signed-in render reads the session like an anonymous one, with no write.
 */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;
/** Sessions whose last touch this process remembers (the oldest forgotten first: touched again). */
const TOUCHED_SESSIONS_REMEMBERED = 10_000;

function touchAtMostEvery<S extends session.Store>(intervalMs: number, store: S): S {
  const touch = store.touch?.bind(store);
  if (!touch) return store;
  const lastTouched = new Map<string, number>();
  store.touch = (sid, data, callback) => {
    const now = Date.now();
    if (now - (lastTouched.get(sid) ?? Number.NEGATIVE_INFINITY) < intervalMs) return callback?.();
    lastTouched.delete(sid);
    lastTouched.set(sid, now);
    if (lastTouched.size > TOUCHED_SESSIONS_REMEMBERED) lastTouched.delete(lastTouched.keys().next().value!);
    touch(sid, data, callback);
  };
  return store;
}

/**
 * Rolling the session's expiry on (`touch`) happens after the answer has started: express-session writes
 * most of the body, touches the store, then writes the rest, and hands a touch error to the error
 * handler, which can then only end the answer early (the client reads "other side closed"). While the
 * database is away, a touch that fails is therefore let go: the answer completes, the session keeps its
 * previous expiry, and the next request touches it again. (connect-pg-simple logs the failure itself.)
 */
function keepAnswersWhole<S extends session.Store>(store: S): S {
  const touch = store.touch?.bind(store);
  if (touch) store.touch = (sid, data, callback) => touch(sid, data, () => callback?.());
  return store;
}

/**
 * Ends a signed-in session `absoluteMs` after sign-in: the session is regenerated empty (the old id is
 * deleted from the store), so the request goes on as anonymous. A signed-in session without a sign-in
 * time (signed in by code that did not record one) starts its clock now.
 */
function enforceAbsoluteTimeout(absoluteMs: number): RequestHandler {
  return (req, _res, next) => {
    const current = req.session as (typeof req.session & { passport?: { user?: unknown } }) | undefined;
    if (!current?.passport?.user) return next();
    if (current.signedInAt === undefined) {
      current.signedInAt = Date.now();
      return next();
    }
    if (Date.now() - current.signedInAt <= absoluteMs) return next();
    req.log?.info("session reached its absolute timeout");
    current.regenerate((error) => next(error));
  };
}

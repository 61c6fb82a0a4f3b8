import type { Request, RequestHandler, Response } from "express";
import { isInternalRequest } from "../lib/internal-requests";
import type { Db } from "../db/client";
import { AppError } from "../lib/errors";
import * as repository from "./rate-limit.repository";

export interface RateLimitRule {
  /** Names the limit in keys, logs and the RATE_LIMITS setting: "login-ip", "enquiry". */
  name: string;
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
  /** What is counted: by default the client address; return null to skip counting this request. */
  keyOf?: (req: Request) => string | null;
  /**
   * When the counts cannot be read (Redis or the database unreachable): "open" lets the request through
   * (logged), "closed" refuses it with a 503 and Retry-After. Closed only where an unlimited burst is the
   * risk being limited, i.e. password guessing and mass sign-up. Default "open".
   */
  onStoreFailure?: "open" | "closed";
}

/** A limit an operator (or a test) sets by rule name; `off` stops counting that rule altogether. */
export type RateLimitOverride = { limit: number; windowSeconds: number } | "off";

export interface RateLimitSettings {
  /** Multiplies every limit (RATE_LIMIT_SCALE); 1 = the limits as written. */
  scale: number;
  /** By rule name (RATE_LIMITS); wins over the rule and the scale. */
  overrides: Record<string, RateLimitOverride>;
}

/**
 * Counts requests per key in fixed windows, shared by every instance: in the database, or in Redis when
 * REDIS_URL is set (rate-limit-redis.ts). Either may reject when its store is unreachable; the limiters
 * then apply the rule's `onStoreFailure`. `settings` carries the
 * operator's overrides so that every rule, including ones written later, obeys them without code changes.
 */
export interface RateLimitStore {
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetAt: Date }>;
  /** Takes back one hit of the current window (an attempt counted up front that turned out not to count). */
  undo(key: string): Promise<void>;
  settings?: RateLimitSettings;
}

const ACCOUNT_KEY_MAX = 254;

/** The account a request names (lower-cased, trimmed), or null when the field is missing or not a string. */
function accountNamedBy(field: string) {
  return (req: Request): string | null => {
    const value = (req.body as Record<string, unknown> | undefined)?.[field];
    if (typeof value !== "string" || !value.trim()) return null;
    // NUL cannot be stored in PostgreSQL text; such a name is refused by validation right after.
    return value.trim().toLowerCase().replaceAll("\u0000", "").slice(0, ACCOUNT_KEY_MAX);
  };
}

/**
 * The limits the app uses, by name. Features use these presets rather than inventing numbers, so one
 * table (here and in docs/operations.md) says what a client may do. Each says what happens when the
 * counts are unreachable (`onStoreFailure`, docs/decisions/0040): sign-in and sign-up are refused (503)
 * rather than left unlimited; everything else goes on unlimited for that moment. Ordinary use stays
 * allowed: at least 5 in a row per address for enquiries, contact, newsletter and password reset
 * (docs/product.md §Enquiries).
 * Sizes follow OWASP's Authentication Cheat Sheet: per address AND per account for credential guessing,
 * with windows long enough to make guessing useless and short enough not to lock people out for long.
 */
export const RATE_LIMITS = {
  /** Password guessing from one address (offices share addresses, hence room for many people). */
  loginByAddress: { name: "login-ip", limit: 50, windowSeconds: 15 * 60, onStoreFailure: "closed" },
  /**
   * Failed sign-ins against one account from anywhere (its username and email share one count). Applied by
   * the sign-in route itself (features/auth/login-limit.ts), which counts failures only.
   */
  loginByAccount: { name: "login-account", limit: 10, windowSeconds: 15 * 60, onStoreFailure: "closed" },
  /** Account creation from one address. */
  registerByAddress: { name: "register-ip", limit: 20, windowSeconds: 60 * 60, onStoreFailure: "closed" },
  /**
   * Every GET and HEAD from one address (pages and API alike; static files, media, health and metrics are
   * not counted, nor the server render's own API reads): room for a busy person or an office behind one
   * address (10 a second, sustained), not for one client flooding uncached addresses until the process
   * is saturated for everyone (docs/decisions/0012, "Reads"). Counted in Redis with REDIS_URL, else in
   * each instance's memory.
   */
  reads: { name: "reads", limit: 600, windowSeconds: 60, onStoreFailure: "open" },
  /** Every state-changing API request from one address: a ceiling that covers endpoints by default. */
  writes: { name: "writes", limit: 300, windowSeconds: 60, onStoreFailure: "open" },
  /**
   * Per address: room for someone asking about several listings in one sitting (at least 5 a minute), not
   * for a script spamming owners. The route validates first, so fixing a form's mistakes never counts.
   */
  enquiry: { name: "enquiry", limit: 10, windowSeconds: 10 * 60, onStoreFailure: "open" },
  contact: { name: "contact", limit: 10, windowSeconds: 60, onStoreFailure: "open" },
  newsletter: { name: "newsletter", limit: 10, windowSeconds: 10 * 60, onStoreFailure: "open" },
  /**
   * Listing reports per address (docs/decisions/0050): room for a visitor flagging several bad adverts in
   * one sitting, not for a script hiding a competitor's listings from many fake visitors (each one needs
   * REPORTS_TO_HIDE distinct reporters; the route validates first).
   */
  report: { name: "report", limit: 10, windowSeconds: 60 * 60, onStoreFailure: "open" },
  passwordReset: { name: "password-reset", limit: 6, windowSeconds: 10 * 60, onStoreFailure: "open" },
  /** Reset mail to one address: stops using the form to flood someone's inbox. */
  passwordResetByAccount: {
    name: "password-reset-account",
    limit: 5,
    windowSeconds: 60 * 60,
    keyOf: accountNamedBy("email"),
    onStoreFailure: "open",
  },
  /**
   * Requests per agency API key (docs/decisions/0053), whatever the address: room for a CRM syncing a
   * large portfolio (10 a second sustained), not for a runaway loop.
   */
  agencyApiKey: {
    name: "agency-api-key",
    limit: 600,
    windowSeconds: 60,
    keyOf: (req) => (req.apiKey ? `key:${req.apiKey.keyId}` : null),
    onStoreFailure: "open",
  },
  /** Photo uploads per signed-in user (per address when anonymous). */
  upload: {
    name: "upload",
    limit: 120,
    windowSeconds: 10 * 60,
    keyOf: (req) => (req.user ? `user:${req.user.id}` : (req.ip ?? "unknown")),
    onStoreFailure: "open",
  },
} satisfies Record<string, RateLimitRule & Required<Pick<RateLimitRule, "onStoreFailure">>>;

export function databaseRateLimitStore(db: Db, settings?: RateLimitSettings): RateLimitStore {
  return {
    settings,
    hit: (key, windowSeconds) => repository.recordHit(db, key, windowSeconds),
    undo: (key) => repository.removeHit(db, key),
  };
}

/** The limit in force for a rule: its override, else the rule scaled; null when switched off. */
export function effectiveRule(
  rule: RateLimitRule,
  settings: RateLimitSettings | undefined,
): { limit: number; windowSeconds: number } | null {
  const override = settings?.overrides[rule.name];
  if (override === "off") return null;
  if (override) return override;
  const scale = settings?.scale ?? 1;
  return { limit: Math.max(1, Math.round(rule.limit * scale)), windowSeconds: rule.windowSeconds };
}

const MAX_SUBJECT_LENGTH = 150;

/** 429 with Retry-After once a key passes its limit within the window. */
export function rateLimit(store: RateLimitStore, rule: RateLimitRule): RequestHandler {
  return async (req, res, next) => {
    const inForce = effectiveRule(rule, store.settings);
    if (!inForce) return next();
    const subject = rule.keyOf ? rule.keyOf(req) : (req.ip ?? "unknown");
    if (subject === null) return next();
    let counted: { count: number; resetAt: Date };
    try {
      counted = await store.hit(rateLimitKey(rule, subject), inForce.windowSeconds);
    } catch (error) {
      return next(whenStoreFails(rule, error, req));
    }
    const { count, resetAt } = counted;
    setRateLimitHeaders(res, rule.name, inForce, count, resetAt);
    if (count <= inForce.limit) return next();
    req.log?.warn({ rateLimit: rule.name }, "rate limit reached");
    next(tooManyRequests(resetAt));
  };
}

/**
 * The IETF draft's fields (draft-ietf-httpapi-ratelimit-headers): `RateLimit-Policy: "reads";q=600;w=60`
 * says the rule, `RateLimit: "reads";r=599;t=42` what is left and in how many seconds the window resets;
 * each limit a request passes adds its item to both lists. The older separate fields (RateLimit-Limit,
 * -Remaining, -Reset) carry the most specific limit, for clients that read those.
 */
export function setRateLimitHeaders(
  res: Response,
  name: string,
  inForce: { limit: number; windowSeconds: number },
  count: number,
  resetAt: Date,
): void {
  const remaining = Math.max(0, inForce.limit - count);
  const resetSeconds = Math.max(0, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  appendListHeader(res, "RateLimit-Policy", `"${name}";q=${inForce.limit};w=${inForce.windowSeconds}`);
  appendListHeader(res, "RateLimit", `"${name}";r=${remaining};t=${resetSeconds}`);
  res.setHeader("RateLimit-Limit", String(inForce.limit));
  res.setHeader("RateLimit-Remaining", String(remaining));
  res.setHeader("RateLimit-Reset", String(resetSeconds));
}

function appendListHeader(res: Response, field: string, item: string) {
  const current = res.getHeader(field);
  const items = typeof current === "string" ? current.split(/,\s*/) : [];
  // A limit counted twice on one request (a retried middleware) is listed once.
  const key = item.split(";")[0];
  res.setHeader(field, [...items.filter((i) => i.split(";")[0] !== key), item].join(", "));
}

/** How long a client refused because the counts are unreachable is asked to wait. */
const STORE_DOWN_RETRY_SECONDS = 30;
const storeFailureLogged = new Map<string, number>();

/**
 * What a limiter does when its store failed: undefined (go on, unlimited) for an "open" rule, the 503 for
 * a "closed" one. Logged at most once a minute per rule: an outage must not flood the log.
 */
export function whenStoreFails(rule: RateLimitRule, error: unknown, req: Request): AppError | undefined {
  const closed = rule.onStoreFailure === "closed";
  const now = Date.now();
  if (now - (storeFailureLogged.get(rule.name) ?? -Infinity) >= 60_000) {
    storeFailureLogged.set(rule.name, now);
    req.log?.warn(
      { rateLimit: rule.name, err: error },
      closed
        ? "rate-limit counts unreachable: refusing (503)"
        : "rate-limit counts unreachable: not limiting",
    );
  }
  if (!closed) return undefined;
  return new AppError(
    503,
    "Signing in and creating accounts are unavailable for a moment. Please try again in a minute.",
    "unavailable",
    undefined,
    { "Retry-After": String(STORE_DOWN_RETRY_SECONDS) },
  );
}

/** The 429 every limit answers, with Retry-After until the window ends. */
export function tooManyRequests(resetAt: Date): AppError {
  const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  return new AppError(
    429,
    "Too many requests. Please wait a moment and try again.",
    "rate_limited",
    undefined,
    {
      "Retry-After": String(retryAfter),
    },
  );
}

/** The key a rule counts `subject` under; the key column holds 200 characters, a subject may be client-chosen. */
export function rateLimitKey(rule: Pick<RateLimitRule, "name">, subject: string): string {
  return `${rule.name}:${subject.slice(0, MAX_SUBJECT_LENGTH)}`;
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Files and endpoints the `reads` limit does not count: hashed build output and other static files (any
 * path ending in a file extension, and Vite's `/@…` modules in development), uploaded photos and map
 * data, health and metrics.
 */
const NOT_COUNTED_AS_READS =
  /^\/(?:assets|media|map|tiles)\/|^\/@|^\/(?:healthz|readyz|metrics)$|\.[a-z0-9]{1,12}$/i;

/**
 * The `reads` limit for every GET and HEAD: per client address, before the session is read. The server
 * render's own API calls (render/internal-api.ts) are part of the page already counted, so not again.
 */
export function limitReads(store: RateLimitStore): RequestHandler {
  const limiter = rateLimit(store, RATE_LIMITS.reads);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (NOT_COUNTED_AS_READS.test(req.path) || isInternalRequest(req)) return next();
    return limiter(req, res, next);
  };
}

/** The `writes` ceiling for every state-changing request under the router it is mounted on. */
export function limitWrites(store: RateLimitStore): RequestHandler {
  const limiter = rateLimit(store, RATE_LIMITS.writes);
  return (req, res, next) => (STATE_CHANGING.has(req.method) ? limiter(req, res, next) : next());
}

/**
 * Parses RATE_LIMITS: `name=limit/seconds` or `name=off`, comma-separated
 * (`login-ip=5/60,writes=off`). Returns an error message for a malformed entry.
 */
export function parseRateLimitOverrides(
  value: string,
): { ok: true; overrides: Record<string, RateLimitOverride> } | { ok: false; error: string } {
  const overrides: Record<string, RateLimitOverride> = {};
  for (const entry of value
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean)) {
    const match = /^([a-z0-9][a-z0-9_-]*)=(?:(off)|(\d+)\/(\d+))$/i.exec(entry);
    if (!match) return { ok: false, error: `"${entry}" is not name=limit/seconds or name=off` };
    const [, name, off, limit, seconds] = match;
    if (off) overrides[name] = "off";
    else if (Number(limit) < 1 || Number(seconds) < 1)
      return { ok: false, error: `"${entry}": limit and seconds must be at least 1` };
    else overrides[name] = { limit: Number(limit), windowSeconds: Number(seconds) };
  }
  return { ok: true, overrides };
}

/** Deletes counters whose window ended over an hour ago: keys are per address, so rows would pile up. */
export async function pruneRateLimitHits(db: Db): Promise<void> {
  await repository.deleteHitsEndedOverAnHourAgo(db);
}

import crypto from "node:crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Request, RequestHandler, Response } from "express";
import type { Db } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { AppError } from "../lib/errors";

/**
 * Idempotency-Key for POSTs that create something (IETF draft "The Idempotency-Key HTTP Header Field";
 * docs/decisions/0030-idempotency-keys.md). The same key from the same user on the same operation within
 * a day gets the first answer again, without a second write.
 */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
/** Set on an answer that repeats a stored one (the header name Stripe and others use). */
export const IDEMPOTENT_REPLAYED_HEADER = "Idempotent-Replayed";
/** How long a key is remembered: the draft suggests 24 hours, long enough for any client's retries. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** 1–200 visible ASCII characters (the draft leaves the length open; 200 fits the column and a UUID). */
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
/** How long a request waits for the first one with its key to finish before it is told 409. */
export const IN_PROGRESS_WAIT_MS = 3_000;
const IN_PROGRESS_POLL_MS = 50;
/**
 * A key still "in progress" after this long belongs to a request that will never finish (its process was
 * killed): the next request with it takes it over. Far longer than any create takes.
 */
export const ABANDONED_AFTER_MS = 60_000;
/** Expired keys are deleted at most this often per process, by whichever keyed request comes along. */
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
/** Answer headers that are part of the answer and repeated with it. */
const REPLAYED_HEADERS = ["location"] as const;

interface StoredAnswer {
  headers: Record<string, string>;
  body: unknown;
}

type Claim =
  | { kind: "claimed" }
  | { kind: "replay"; statusCode: number; answer: StoredAnswer }
  | { kind: "mismatch" }
  | { kind: "in-progress" };

interface KeyId {
  userId: number;
  scope: string;
  key: string;
}

export interface IdempotencyOptions {
  now?: () => Date;
  /** Overrides IN_PROGRESS_WAIT_MS (tests). */
  waitMs?: number;
}

/** Every idempotent() middleware: a route's OpenAPI description adds the header and statuses it brings. */
const idempotencyGuards = new WeakSet<object>();

export function isIdempotencyGuard(handler: object): boolean {
  return idempotencyGuards.has(handler);
}

/**
 * Makes an authenticated POST idempotent when the client sends `Idempotency-Key`; without the header the
 * request runs as usual. Mount it after requireAuth and after the body's validation (a request refused as
 * malformed pins nothing). `scope` names the operation, e.g. "POST /api/properties".
 *
 * Answers below 500 are stored and replayed; a 5xx (or a request that ends without a JSON answer) releases
 * the key so a retry runs again. The same key with another request is a 422; one arriving while the first
 * still runs waits up to IN_PROGRESS_WAIT_MS for its answer, then gets 409.
 */
export function idempotent(db: Db, scope: string, options: IdempotencyOptions = {}): RequestHandler {
  const now = options.now ?? (() => new Date());
  const waitMs = options.waitMs ?? IN_PROGRESS_WAIT_MS;
  let lastCleanup = 0;

  const guard: RequestHandler = async (req, res, next) => {
    const key = parseIdempotencyKey(req.get(IDEMPOTENCY_KEY_HEADER));
    if (key === undefined || !req.user) return next();
    const id: KeyId = { userId: req.user.id, scope, key };
    const requestHash = fingerprintOf(req, res);

    if (now().getTime() - lastCleanup > CLEANUP_INTERVAL_MS) {
      lastCleanup = now().getTime();
      deleteExpiredKeys(db, now()).catch((error: unknown) =>
        req.log?.warn({ err: error }, "could not delete expired idempotency keys"),
      );
    }

    const deadline = Date.now() + waitMs;
    let claim = await claimKey(db, id, requestHash, now());
    while (claim.kind === "in-progress" && Date.now() < deadline) {
      await sleep(IN_PROGRESS_POLL_MS);
      claim = await claimKey(db, id, requestHash, now());
    }
    switch (claim.kind) {
      case "mismatch":
        throw new AppError(
          422,
          `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different request. Send a new key for a new request.`,
          "idempotency_key_reused",
        );
      case "in-progress":
        throw new AppError(
          409,
          "A request with this Idempotency-Key is still in progress. Try again in a moment.",
          "idempotency_request_in_progress",
          undefined,
          { "Retry-After": "1" },
        );
      case "replay":
        replay(res, claim.statusCode, claim.answer);
        return;
      case "claimed":
        recordAnswerOf(db, id, res);
        next();
    }
  };
  idempotencyGuards.add(guard);
  return guard;
}

/**
 * The key without the draft's Structured Field quotes (`"abc"`; a bare `abc` is accepted too), undefined
 * when absent; a malformed key is a 400.
 */
export function parseIdempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const value = header.trim();
  const key = value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  if (!KEY_PATTERN.test(key) || key.includes('"') || key.includes("\\")) {
    throw AppError.badRequest("The Idempotency-Key header is not valid", {
      [IDEMPOTENCY_KEY_HEADER]: ["Must be 1–200 visible ASCII characters, e.g. a UUID"],
    });
  }
  return key;
}

/**
 * What makes two requests "the same": method, path and body (the validated body when there is one, so
 * key order and fields the schema ignores do not count).
 */
function fingerprintOf(req: Request, res: Response): string {
  const body: unknown = res.locals.body ?? req.body ?? null;
  const canonical = JSON.stringify(body, (_key, value: unknown) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
  return crypto
    .createHash("sha256")
    .update(`${req.method} ${req.originalUrl}\n${canonical ?? "null"}`)
    .digest("hex");
}

function whereKey({ userId, scope, key }: KeyId) {
  return and(
    eq(idempotencyKeys.userId, userId),
    eq(idempotencyKeys.scope, scope),
    eq(idempotencyKeys.key, key),
  );
}

/** Takes the key for this request, or says why not. Each step is one atomic statement. */
async function claimKey(db: Db, id: KeyId, requestHash: string, now: Date): Promise<Claim> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ ...id, requestHash, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length) return { kind: "claimed" };

  // An expired key, or one whose request died mid-way, is taken over as if new.
  const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
  const abandonedBefore = new Date(now.getTime() - ABANDONED_AFTER_MS);
  const retaken = await db
    .update(idempotencyKeys)
    .set({ requestHash, statusCode: null, responseBody: null, createdAt: now })
    .where(
      and(
        whereKey(id),
        or(
          lt(idempotencyKeys.createdAt, expiredBefore),
          and(isNull(idempotencyKeys.statusCode), lt(idempotencyKeys.createdAt, abandonedBefore)),
        ),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  if (retaken.length) return { kind: "claimed" };

  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      statusCode: idempotencyKeys.statusCode,
      responseBody: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(whereKey(id))
    .limit(1);
  // Released (the first request failed) between the statements: the caller tries again.
  if (!row) return { kind: "in-progress" };
  if (row.requestHash !== requestHash) return { kind: "mismatch" };
  if (row.statusCode === null) return { kind: "in-progress" };
  return { kind: "replay", statusCode: row.statusCode, answer: row.responseBody as StoredAnswer };
}

/**
 * Stores the request's JSON answer under its key before sending it; a 5xx, or an answer that is not
 * JSON, releases the key instead. Storing is best effort: the answer goes out even if the store fails
 * (the key then stays "in progress" until ABANDONED_AFTER_MS, and later requests get 409 until then).
 */
function recordAnswerOf(db: Db, id: KeyId, res: Response) {
  let settled = false;
  const release = () =>
    db
      .delete(idempotencyKeys)
      .where(and(whereKey(id), isNull(idempotencyKeys.statusCode)))
      .catch((error: unknown) => res.req.log?.warn({ err: error }, "could not release an idempotency key"));

  const sendJson = res.json.bind(res);
  res.json = (body: unknown) => {
    if (settled) return sendJson(body);
    settled = true;
    if (res.statusCode >= 500) {
      void release();
      return sendJson(body);
    }
    const answer: StoredAnswer = { headers: replayedHeadersOf(res), body };
    db.update(idempotencyKeys)
      .set({ statusCode: res.statusCode, responseBody: answer })
      .where(whereKey(id))
      .catch((error: unknown) => res.req.log?.warn({ err: error }, "could not store an idempotent answer"))
      .finally(() => sendJson(body));
    return res;
  };
  res.on("close", () => {
    if (!settled) void release();
  });
}

function replayedHeadersOf(res: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of REPLAYED_HEADERS) {
    const value = res.getHeader(name);
    if (typeof value === "string") headers[name] = value;
  }
  return headers;
}

function replay(res: Response, statusCode: number, answer: StoredAnswer) {
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.setHeader(IDEMPOTENT_REPLAYED_HEADER, "true");
  res.status(statusCode).json(answer.body);
}

/** Deletes keys older than IDEMPOTENCY_KEY_TTL_MS (they are ignored anyway; this keeps the table small). */
export async function deleteExpiredKeys(db: Db, now: Date = new Date()): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)));
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

import crypto from "node:crypto";
import type { RequestHandler } from "express";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/errors";
import * as repository from "./agencies.repository";

/**
 * Agency API keys (docs/decisions/0053): `upm_` and 40 base62 characters drawn from 30 random bytes
 * (about 238 bits). Only the SHA-256 of the whole key is stored; a key this random needs no slow hash,
 * as nobody can guess one to test against the digest. The first 12 characters (the prefix) are kept in
 * the clear so that a person can tell their keys apart in the dashboard.
 */
export const API_KEY_PREFIX = "upm_";
const KEY_BODY_LENGTH = 40;
export const VISIBLE_PREFIX_LENGTH = 12;
const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[0-9A-Za-z]{${KEY_BODY_LENGTH}}$`);

export function generateApiKey(): { key: string; prefix: string; hash: string } {
  let body = "";
  // Rejection sampling keeps every character uniform (256 is not a multiple of 62).
  while (body.length < KEY_BODY_LENGTH) {
    for (const byte of crypto.randomBytes(48)) {
      if (byte < 248 && body.length < KEY_BODY_LENGTH) body += BASE62[byte % 62];
    }
  }
  const key = API_KEY_PREFIX + body;
  return { key, prefix: key.slice(0, VISIBLE_PREFIX_LENGTH), hash: hashApiKey(key) };
}

export function hashApiKey(key: string): string {
  return crypto.createHash("sha256").update(key, "utf8").digest("hex");
}

/** The key a request presents: `Authorization: Bearer <key>` or `X-Api-Key: <key>`; undefined for none. */
export function presentedApiKey(headers: Record<string, string | string[] | undefined>): string | undefined {
  const authorization = headers.authorization;
  if (typeof authorization === "string") {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (match) return match[1];
  }
  const header = headers["x-api-key"];
  return typeof header === "string" && header.trim() ? header.trim() : undefined;
}

/** The agency and key a request acts for, set by `authenticateApiKey`. */
export interface ApiKeyPrincipal {
  keyId: number;
  agencyId: number;
}

declare module "express-serve-static-core" {
  interface Request {
    apiKey?: ApiKeyPrincipal;
  }
}

const invalidKey = () =>
  new AppError(401, "Send a valid API key: Authorization: Bearer <key>", "unauthorized", undefined, {
    "WWW-Authenticate": 'Bearer realm="agency-api"',
  });

/** How often last-used time is written for one key at most: a busy integration must not write per request. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * Authenticates the agency API: a live key from the headers, else 401. The digest is looked up by its
 * unique index and then compared again in constant time, so that the answer's timing tells nothing about
 * how much of a guess matched. Never reads a session: these routes are mounted before the session
 * middleware, and no session route reads `req.apiKey`.
 */
export function authenticateApiKey(db: Db): RequestHandler {
  return async (req, _res, next) => {
    try {
      const key = presentedApiKey(req.headers);
      if (!key || !KEY_PATTERN.test(key)) return next(invalidKey());
      const hash = hashApiKey(key);
      const row = await repository.findLiveApiKeyByHash(db, hash);
      if (!row || !crypto.timingSafeEqual(Buffer.from(row.keyHash, "hex"), Buffer.from(hash, "hex"))) {
        return next(invalidKey());
      }
      req.apiKey = { keyId: row.id, agencyId: row.agencyId };
      const now = Date.now();
      if (!row.lastUsedAt || now - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
        await repository.setApiKeyLastUsed(db, row.id, new Date(now));
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}

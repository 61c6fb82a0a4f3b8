import crypto from "node:crypto";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { findOrInsertSecret } from "../db/app-secrets";

/**
 * Signed unsubscribe links for every kind of mail that can be stopped without signing in (saved-search
 * alerts, the newsletter; docs/decisions/0047 and 0052). One module, so each kind signs and checks alike:
 *
 * The token is `<payload>.<signature>`, both base64url; the payload is `<purpose>:<id>` (the saved search's
 * or the subscription's id), signed with HMAC-SHA256. A link made for one purpose is refused for another,
 * and an id cannot be changed without the secret. It does not expire: an unsubscribe link in an old mail
 * must still work (RFC 8058 §3.1), and a link can do no more than stop that one mail.
 */
export type SignedIdCheck =
  { ok: true; id: number } | { ok: false; reason: "malformed" | "bad-signature" | "wrong-purpose" };

const MAX_ID = 2_147_483_647;

function sign(secret: string, payload: string): string {
  return crypto.createHmac("sha256", secret).update(payload).digest("base64url");
}

export function createSignedIdToken(secret: string, purpose: string, id: number): string {
  const payload = Buffer.from(`${purpose}:${id}`).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

export function checkSignedIdToken(secret: string, token: string, purpose: string): SignedIdCheck {
  const match = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: "malformed" };
  const [, payload, signature] = match;
  const expected = Buffer.from(sign(secret, payload));
  if (!crypto.timingSafeEqual(expected, Buffer.from(signature)))
    return { ok: false, reason: "bad-signature" };
  const decoded = /^([a-z-]+):([1-9]\d{0,9})$/.exec(Buffer.from(payload, "base64url").toString("utf8"));
  if (!decoded) return { ok: false, reason: "malformed" };
  if (decoded[1] !== purpose) return { ok: false, reason: "wrong-purpose" };
  const id = Number(decoded[2]);
  if (id > MAX_ID) return { ok: false, reason: "malformed" };
  return { ok: true, id };
}

const secrets = new WeakMap<object, Promise<string>>();

/**
 * The secret that signs unsubscribe links: ALERT_UNSUBSCRIBE_SECRET, else one generated once and kept in the
 * database (as the session secret is), so every instance signs and checks alike. The server reads it at
 * start-up (server/index.ts), so a request never writes it: a refused link changes nothing.
 */
export function unsubscribeSecret(db: Db, config: Pick<Config, "alerts">): Promise<string> {
  if (config.alerts.unsubscribeSecret) return Promise.resolve(config.alerts.unsubscribeSecret);
  let secret = secrets.get(db);
  if (!secret) {
    secret = findOrInsertSecret(db, "alert-unsubscribe", crypto.randomBytes(48).toString("base64url"));
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

/**
 * RFC 2369 List-Unsubscribe (the signed link, and a mailbox when one is configured) and RFC 8058's
 * List-Unsubscribe-Post, which tells mail programs that a POST to the link unsubscribes with one click.
 */
export function listUnsubscribeHeaders(
  unsubscribeUrl: string,
  mailbox: string | undefined,
  token: string,
): Record<string, string> {
  const targets = [`<${unsubscribeUrl}>`];
  // The mailbox's reader (a person or a script) unsubscribes by the signed token, never by a bare id.
  if (mailbox) targets.push(`<mailto:${mailbox}?subject=${encodeURIComponent(`unsubscribe ${token}`)}>`);
  return {
    "List-Unsubscribe": targets.join(", "),
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

import crypto from "node:crypto";

/**
 * The signed token of an alert's unsubscribe link (RFC 8058 one-click; docs/decisions/0047): it names the
 * saved search and what the link is for, and is signed with HMAC-SHA256, so it needs no sign-in and cannot
 * be made for another search. `<payload>.<signature>`, both base64url; the payload is
 * `<purpose>:<savedSearchId>`. It does not expire: an unsubscribe link in an old mail must still work
 * (RFC 8058 §3.1 asks that it keep working for a reasonable time; a search's link can do no more than stop
 * that search's mail).
 */
export const ALERT_UNSUBSCRIBE_PURPOSE = "saved-search-unsubscribe";

export type TokenCheck =
  | { ok: true; savedSearchId: number }
  | { ok: false; reason: "malformed" | "bad-signature" | "wrong-purpose" };

function sign(secret: string, payload: string): string {
  return crypto.createHmac("sha256", secret).update(payload).digest("base64url");
}

export function createUnsubscribeToken(
  secret: string,
  savedSearchId: number,
  purpose: string = ALERT_UNSUBSCRIBE_PURPOSE,
): string {
  const payload = Buffer.from(`${purpose}:${savedSearchId}`).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

export function checkUnsubscribeToken(secret: string, token: string): TokenCheck {
  const match = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: "malformed" };
  const [, payload, signature] = match;
  const expected = Buffer.from(sign(secret, payload));
  if (!crypto.timingSafeEqual(expected, Buffer.from(signature)))
    return { ok: false, reason: "bad-signature" };
  const decoded = /^([a-z-]+):([1-9]\d{0,9})$/.exec(Buffer.from(payload, "base64url").toString("utf8"));
  if (!decoded) return { ok: false, reason: "malformed" };
  if (decoded[1] !== ALERT_UNSUBSCRIBE_PURPOSE) return { ok: false, reason: "wrong-purpose" };
  const savedSearchId = Number(decoded[2]);
  if (savedSearchId > 2_147_483_647) return { ok: false, reason: "malformed" };
  return { ok: true, savedSearchId };
}

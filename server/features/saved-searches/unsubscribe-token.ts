import { checkSignedIdToken, createSignedIdToken } from "../../lib/unsubscribe-links";

/**
 * The signed token of an alert's unsubscribe link (RFC 8058 one-click; docs/decisions/0047): it names the
 * saved search and what the link is for. Signing and checking are lib/unsubscribe-links.ts's, shared with
 * the newsletter's links (docs/decisions/0052), so both kinds of link are made and refused alike.
 */
export const ALERT_UNSUBSCRIBE_PURPOSE = "saved-search-unsubscribe";

export type TokenCheck =
  | { ok: true; savedSearchId: number }
  | { ok: false; reason: "malformed" | "bad-signature" | "wrong-purpose" };

export function createUnsubscribeToken(
  secret: string,
  savedSearchId: number,
  purpose: string = ALERT_UNSUBSCRIBE_PURPOSE,
): string {
  return createSignedIdToken(secret, purpose, savedSearchId);
}

export function checkUnsubscribeToken(secret: string, token: string): TokenCheck {
  const checked = checkSignedIdToken(secret, token, ALERT_UNSUBSCRIBE_PURPOSE);
  return checked.ok ? { ok: true, savedSearchId: checked.id } : checked;
}

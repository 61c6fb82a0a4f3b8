import { describe, expect, it } from "vitest";
import { checkSignedIdToken, createSignedIdToken, listUnsubscribeHeaders } from "./unsubscribe-links";

const secret = "a-test-secret-that-is-long-enough-for-hmac";

describe("signed unsubscribe tokens", () => {
  it("round-trip the id for the purpose they were made for", () => {
    const token = createSignedIdToken(secret, "newsletter-unsubscribe", 42);
    expect(checkSignedIdToken(secret, token, "newsletter-unsubscribe")).toEqual({ ok: true, id: 42 });
  });

  it("refuse another purpose, another secret, a changed id and a truncated token", () => {
    const token = createSignedIdToken(secret, "newsletter-unsubscribe", 42);
    expect(checkSignedIdToken(secret, token, "saved-search-unsubscribe")).toEqual({
      ok: false,
      reason: "wrong-purpose",
    });
    expect(
      checkSignedIdToken("another-secret-of-enough-length-000000", token, "newsletter-unsubscribe"),
    ).toMatchObject({ ok: false, reason: "bad-signature" });
    const [, signature] = token.split(".");
    const otherId = Buffer.from("newsletter-unsubscribe:43").toString("base64url");
    expect(checkSignedIdToken(secret, `${otherId}.${signature}`, "newsletter-unsubscribe")).toMatchObject({
      ok: false,
      reason: "bad-signature",
    });
    expect(checkSignedIdToken(secret, token.slice(0, -1), "newsletter-unsubscribe")).toMatchObject({
      ok: false,
      reason: "malformed",
    });
    expect(checkSignedIdToken(secret, "not a token", "newsletter-unsubscribe")).toMatchObject({ ok: false });
  });

  it("refuse a signed payload that is not purpose:id", () => {
    const signedNonsense = createSignedIdToken(secret, "Newsletter", 0);
    expect(checkSignedIdToken(secret, signedNonsense, "Newsletter")).toMatchObject({
      ok: false,
      reason: "malformed",
    });
  });

  it("name the link for one-click POST, and the mailbox by token only", () => {
    const headers = listUnsubscribeHeaders(
      "https://example.ae/newsletter/unsubscribe/t",
      "u@example.ae",
      "t.s",
    );
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(headers["List-Unsubscribe"]).toBe(
      "<https://example.ae/newsletter/unsubscribe/t>, <mailto:u@example.ae?subject=unsubscribe%20t.s>",
    );
    expect(listUnsubscribeHeaders("https://x.ae/u", undefined, "t")["List-Unsubscribe"]).toBe(
      "<https://x.ae/u>",
    );
  });
});

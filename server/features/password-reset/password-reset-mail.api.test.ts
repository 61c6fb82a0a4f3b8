import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createConfiguredTestApp, type ConfiguredTestApp } from "../../../tests/security/configured-app";
import { capturingLogger } from "../../../tests/security/log-capture";
import { startSmtpStub, type SmtpStub } from "../../../tests/security/smtp-stub";
import { nextClientAddress, signUp } from "../../../tests/factories";
import { waitForMailTo, type OutboxRow } from "../../../tests/helpers/outbox";
import { openTestDatabase } from "../../../tests/helpers/test-database";
import type { Database } from "../../db/client";
import { CLEARED_BODY_NOTE } from "../../lib/mail/mailer";
import { BACKGROUND_WAIT } from "../../../tests/helpers/background-wait";

/**
 * The mail side of password reset (issue 11, item 6): links come from the configured base URL whatever
 * host the request names, no live link reaches a production log or stays readable in the outbox once
 * sent, and the answer never waits for the lookup and the mail.
 */
const BASE_URLS = {
  SITE_BASE_URL_UAE: "https://uae.configured.test",
  SITE_BASE_URL_DUBAI: "https://dubai.configured.test",
};

/** The first mail to an address (that matches), polled for: mail is written after the answer. */
const mailTo = (app: ConfiguredTestApp, email: string, where?: (row: OutboxRow) => boolean) =>
  waitForMailTo(app.database, email, where);

/** The first captured log line that contains a text, polled for. */
const logLineWith = (lines: string[], text: string) =>
  vi.waitFor(() => {
    const line = lines.find((candidate) => candidate.includes(text));
    expect(line, `a log line with ${text}`).toBeDefined();
    return line!;
  }, BACKGROUND_WAIT);

const linkIn = (body: string) => /(\S+)\/forgot-password\?token=([A-Za-z0-9_-]+)/.exec(body);

/** A new account (from its own address) that has just asked for a reset link, answered 200. */
async function signUpAndRequestReset(app: ConfiguredTestApp) {
  const user = await signUp(app.request().set("X-Forwarded-For", nextClientAddress()));
  await app
    .request()
    .post("/api/password-reset/request")
    .set("X-Forwarded-For", nextClientAddress())
    .send({ email: user.email })
    .expect(200);
  return user;
}

describe("links in mail come from the configured base URL, never from request headers", () => {
  let t: ConfiguredTestApp;
  beforeAll(async () => {
    t = await createConfiguredTestApp(BASE_URLS);
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ["Host", { Host: "attacker.example" }, BASE_URLS.SITE_BASE_URL_UAE],
    ["Host with a port", { Host: "attacker.example:8443" }, BASE_URLS.SITE_BASE_URL_UAE],
    ["X-Forwarded-Host", { "X-Forwarded-Host": "attacker.example" }, BASE_URLS.SITE_BASE_URL_UAE],
    [
      "X-Forwarded-Host on a Dubai host",
      { Host: "dubaipropertyhub.com", "X-Forwarded-Host": "attacker.example", "X-Forwarded-Proto": "http" },
      BASE_URLS.SITE_BASE_URL_DUBAI,
    ],
  ])("password reset with a poisoned %s", async (_name, headers: Record<string, string>, expected) => {
    const user = await signUp(t.request().set("X-Forwarded-For", nextClientAddress()));
    const req = t.request().post("/api/password-reset/request").set("X-Forwarded-For", nextClientAddress());
    for (const [name, value] of Object.entries(headers)) req.set(name, value);
    await req.send({ email: user.email }).expect(200);
    const mail = await mailTo(t, user.email);
    expect(linkIn(mail.body)?.[1]).toBe(expected);
    expect(mail.body).not.toContain("attacker");
  });

  it("enquiry notification with a poisoned Host and X-Forwarded-Host", async () => {
    const owner = t.request().set("X-Forwarded-For", nextClientAddress());
    const user = await signUp(owner);
    const listing = await owner
      .post("/api/properties")
      .send({
        title: "Sunny family apartment near the corniche",
        description:
          "A sunny, well-kept apartment close to parks, schools and the corniche, ready to move in.",
        location: "Al Majaz",
        price: 900_000,
        priceType: "sale",
        propertyType: "Apartment",
        beds: 2,
        baths: 2,
        sqft: 1200,
        status: "published",
      })
      .expect(201);
    await t
      .request()
      .post(`/api/properties/${listing.body.id}/enquiries`)
      .set("X-Forwarded-For", nextClientAddress())
      .set("Host", "attacker.example")
      .set("X-Forwarded-Host", "attacker2.example")
      .send({ name: "Layla Haddad", email: "layla@example.com", message: "Is it still available to view?" })
      .expect(201);
    const mail = await mailTo(t, user.email);
    expect(mail.body).toContain(`${BASE_URLS.SITE_BASE_URL_UAE}/dashboard?tab=enquiries`);
    expect(mail.body).not.toContain("attacker");
  });
});

describe("no live reset link in a production log", () => {
  // One database for both apps: each fresh one costs seconds of migrations.
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("without SMTP the mail stays in the outbox and the log says only that it is there", async () => {
    const { logger, lines } = capturingLogger();
    const t = await createConfiguredTestApp({ ...BASE_URLS, NODE_ENV: "production" }, { logger, database });
    try {
      const user = await signUpAndRequestReset(t);
      const mail = await mailTo(t, user.email);
      const token = linkIn(mail.body)![2];
      expect(mail).toMatchObject({ carriesSecret: true, sentAt: null });
      const notice = await logLineWith(lines, "mail kept in outbox");
      expect(JSON.parse(notice)).toMatchObject({ outboxId: mail.id });
      for (const line of lines) {
        expect(line).not.toContain(token);
        expect(line).not.toContain("forgot-password");
      }
    } finally {
      await t.close();
    }
  });

  it("outside production the link is in the log, for a developer to follow", async () => {
    const { logger, lines } = capturingLogger();
    const t = await createConfiguredTestApp({ ...BASE_URLS, NODE_ENV: "development" }, { logger, database });
    try {
      const user = await signUpAndRequestReset(t);
      const token = linkIn((await mailTo(t, user.email)).body)![2];
      await logLineWith(lines, token);
    } finally {
      await t.close();
    }
  });
});

/** nodemailer sends a long text body as quoted-printable: soft line breaks and "=3D" for "=". */
const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe("with SMTP", () => {
  let smtp: SmtpStub;
  let t: ConfiguredTestApp;
  beforeAll(async () => {
    smtp = await startSmtpStub();
    t = await createConfiguredTestApp({ ...BASE_URLS, SMTP_URL: smtp.url }, { jobs: true });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("clears a sent reset mail's body in the outbox; the link still works from the inbox", async () => {
    const user = await signUpAndRequestReset(t);
    const sent = await mailTo(t, user.email, (row) => row.sentAt !== null);
    expect(sent).toMatchObject({ carriesSecret: true, body: CLEARED_BODY_NOTE });
    const delivered = smtp.messages.map(decodeQuotedPrintable).find((m) => m.includes(`To: ${user.email}`));
    const link = linkIn(delivered ?? "");
    expect(link?.[1]).toBe(BASE_URLS.SITE_BASE_URL_UAE);
    await t
      .request()
      .post("/api/password-reset/confirm")
      .send({ token: link![2], password: "chosen from the inbox" })
      .expect(200);
  });

  it("answers before the lookup and the mail are done: a stuck mail server does not delay it", async () => {
    const user = await signUp(t.request().set("X-Forwarded-For", nextClientAddress()));
    smtp.hold();
    try {
      const answered = t
        .request()
        .post("/api/password-reset/request")
        .set("X-Forwarded-For", nextClientAddress())
        .send({ email: user.email })
        .then((res) => res.status);
      const stuck = new Promise<"still waiting">((resolve) =>
        setTimeout(() => resolve("still waiting"), 5_000),
      );
      expect(await Promise.race([answered, stuck])).toBe(200);
      // The mail is under way and held by the server: the answer did not wait for it.
      const pending = await mailTo(t, user.email);
      expect(pending.sentAt).toBeNull();
    } finally {
      smtp.release();
    }
    await mailTo(t, user.email, (row) => row.sentAt !== null);
  });
});

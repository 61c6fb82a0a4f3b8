import { eq } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { newsletterSubscribers } from "../../db/schema";
import { createSignedIdToken, unsubscribeSecret } from "../../lib/unsubscribe-links";
import { nextClientAddress, nextNumber } from "../../../tests/factories";
import { waitForMailTo } from "../../../tests/helpers/outbox";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import type { Mail } from "../../lib/mail/mailer";
import { NEWSLETTER_UNSUBSCRIBE_PURPOSE } from "./newsletter-mail";
import { subscribe } from "./newsletter.service";

const BASE_URL = "https://www.uaepropertymarkets.test";
const env = { SITE_BASE_URL_UAE: BASE_URL, ALERT_UNSUBSCRIBE_SECRET: "s".repeat(40) };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(undefined, env);
});
afterAll(async () => {
  await t.close();
});

async function subscribeByApi(email: string, headers: Record<string, string> = {}) {
  await supertest(t.app)
    .post("/api/newsletter")
    .set("X-Forwarded-For", nextClientAddress())
    .set(headers)
    .send({ email })
    .expect(200);
}

/** The unsubscribe link of the welcome mail, and its token. */
async function linkOfWelcomeMail(email: string) {
  const mail = await waitForMailTo(t.database, email);
  const link = /https?:\/\/\S+\/newsletter\/unsubscribe\/\S+/.exec(mail.body)?.[0];
  expect(link, mail.body).toBeDefined();
  return { mail, link: link!, token: link!.split("/").pop()! };
}

const isSubscribed = async (email: string) =>
  (await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))
    .length === 1;

describe("newsletter unsubscribe links", () => {
  it("are on the configured site, whatever Host the subscription came with", async () => {
    const email = `reader${nextNumber()}@example.com`;
    await subscribeByApi(email, { Host: "attacker.example", "X-Forwarded-Host": "attacker.example" });
    const { mail, link } = await linkOfWelcomeMail(email);
    expect(link.startsWith(`${BASE_URL}/newsletter/unsubscribe/`)).toBe(true);
    expect(mail.body).not.toContain("attacker.example");
    // Subscribing again sends nothing more.
    await subscribeByApi(email);
    const again = await t.database.db.select().from(newsletterSubscribers);
    expect(again.filter((row) => row.email === email)).toHaveLength(1);
  });

  it("show the masked address, then unsubscribe without a session", async () => {
    const email = `layla${nextNumber()}@example.com`;
    await subscribeByApi(email);
    const { token } = await linkOfWelcomeMail(email);
    const state = await supertest(t.app).get(`/api/newsletter/unsubscribe/${token}`).expect(200);
    expect(state.body).toEqual({ subscribed: true, email: "l•••@example.com" });
    const done = await supertest(t.app).post(`/api/newsletter/unsubscribe/${token}`).expect(200);
    expect(done.body).toEqual({ message: "You are unsubscribed from the newsletter", subscribed: false });
    expect(await isSubscribed(email)).toBe(false);
    // The same link again: already done, said the same way.
    await supertest(t.app).post(`/api/newsletter/unsubscribe/${token}`).expect(200);
    const after = await supertest(t.app).get(`/api/newsletter/unsubscribe/${token}`).expect(200);
    expect(after.body).toEqual({ subscribed: false, email: null });
  });

  it("unsubscribe with RFC 8058's one-click POST to the page's address, in either language", async () => {
    for (const prefix of ["", "/ar"]) {
      const email = `oneclick${nextNumber()}@example.com`;
      await subscribeByApi(email, prefix ? { "Accept-Language": "ar" } : {});
      const { link, token } = await linkOfWelcomeMail(email);
      expect(link.startsWith(`${BASE_URL}${prefix}/newsletter/unsubscribe/`)).toBe(true);
      // Webmail in a browser posts from its own site: the signed token is the authority, not a cookie.
      await supertest(t.app)
        .post(`${prefix}/newsletter/unsubscribe/${token}`)
        .set("Origin", "https://mail.example.com")
        .set("Sec-Fetch-Site", "cross-site")
        .type("form")
        .send("List-Unsubscribe=One-Click")
        .expect(200);
      expect(await isSubscribed(email)).toBe(false);
    }
  });

  it("refuse a tampered, truncated or other-purpose link with a 400 that says so", async () => {
    const email = `tamper${nextNumber()}@example.com`;
    await subscribeByApi(email);
    const { token } = await linkOfWelcomeMail(email);
    const [payload, signature] = token.split(".");
    const [{ id }] = await t.database.db
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    const otherId = Buffer.from(`${NEWSLETTER_UNSUBSCRIBE_PURPOSE}:${id + 1}`).toString("base64url");
    const secret = await unsubscribeSecret(t.database.db, loadConfig({ NODE_ENV: "test", ...env }));
    const alertsLink = createSignedIdToken(secret, "saved-search-unsubscribe", id);
    for (const bad of [`${otherId}.${signature}`, `${payload}.${signature.slice(0, -1)}`, alertsLink, "x"]) {
      const page = await supertest(t.app).get(`/api/newsletter/unsubscribe/${bad}`).expect(400);
      expect(page.body.message).toBe(
        "This unsubscribe link is not valid. Use the link from the latest newsletter email.",
      );
      await supertest(t.app).post(`/api/newsletter/unsubscribe/${bad}`).expect(400);
      const oneClick = await supertest(t.app)
        .post(`/newsletter/unsubscribe/${bad}`)
        .type("form")
        .send("List-Unsubscribe=One-Click")
        .expect(400);
      expect(oneClick.text).toMatch(/not valid/);
    }
    expect(await isSubscribed(email)).toBe(true);
    const arabic = await supertest(t.app)
      .get(`/api/newsletter/unsubscribe/${otherId}.${signature}`)
      .set("Accept-Language", "ar")
      .expect(400);
    expect(arabic.body.message).toMatch(/[\u0600-\u06ff]/);
  });

  it("carry List-Unsubscribe and List-Unsubscribe-Post headers with the signed link", async () => {
    const sent: Mail[] = [];
    const config = loadConfig({
      NODE_ENV: "test",
      ...env,
      MAIL_UNSUBSCRIBE_ADDRESS: "unsubscribe@example.ae",
    });
    const email = `headers${nextNumber()}@example.com`;
    await subscribe(t.database.db, email, config.sites.uae, {
      mailer: { send: async (mail) => void sent.push(mail) },
      secret: await unsubscribeSecret(t.database.db, config),
      mailbox: config.alerts.unsubscribeAddress,
      locale: "ar",
    });
    expect(sent).toHaveLength(1);
    const link = /https:\/\/\S+/.exec(sent[0].text)![0];
    expect(link.startsWith(`${BASE_URL}/ar/newsletter/unsubscribe/`)).toBe(true);
    const headers = sent[0].extras?.headers ?? {};
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(headers["List-Unsubscribe"]).toMatch(
      new RegExp(
        `^<${link.replaceAll(".", "\\.")}>, <mailto:unsubscribe@example\\.ae\\?subject=unsubscribe%20`,
      ),
    );
    expect(sent[0].subject).toMatch(/[\u0600-\u06ff]/);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEATURED_7_DAYS_PRICE_AED } from "@shared/featured-plans";
import { formatDate } from "@shared/format";
import { hiddenFrom } from "@shared/listing-freshness";
import type { Locale } from "@shared/locale";
import {
  createListing,
  DUBAI_OFFICE,
  insertListing,
  insertUser,
  nextClientAddress,
  sendEnquiry,
  signUp,
} from "../../../tests/factories";
import { outboxTo, waitForMailTo, type OutboxRow } from "../../../tests/helpers/outbox";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { createConfiguredTestApp } from "../../../tests/security/configured-app";
import { startSmtpStub } from "../../../tests/security/smtp-stub";
import { loadConfig } from "../../config";
import { properties, users } from "../../db/schema";
import { createLogger } from "../logger";
import { sendConfirmReminders } from "../../features/dashboard/dashboard.service";
import { createMailer } from "./mailer";

/**
 * Every mail the app sends, in its recipient's language (issue 14, "every email"): Arabic to an
 * Arabic-speaking recipient (the account's saved language; for a password reset, the language of the
 * request), English otherwise; links on the configured base URL, under /ar in an Arabic mail; and no Latin
 * word in an Arabic mail but people's own words (titles, names, usernames, addresses), the site's brand
 * name and invoice references.
 */
const BASE_URL = "https://mail.configured.test";
const SITE_NAME = "UAE Property Markets";
const DAY_MS = 24 * 60 * 60 * 1000;
const ARABIC_DATE = "ar-AE-u-nu-latn";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(undefined, { SITE_BASE_URL_UAE: BASE_URL });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const setLocale = (userId: number, locale: Locale | null) =>
  t.database.db.update(users).set({ locale }).where(eq(users.id, userId));

/** Every link in a mail. */
const linksIn = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

/** Latin words left in a text once the allowed words (people's own, brand names, codes) and links are out. */
function latinWordsIn(text: string, allowed: string[]): string[] {
  let rest = text;
  for (const link of linksIn(text)) rest = rest.replace(link, " ");
  for (const word of [...allowed, SITE_NAME].sort((a, b) => b.length - a.length)) {
    rest = rest.replaceAll(word, " ");
  }
  return rest.match(/[A-Za-z]+/g) ?? [];
}

/** An Arabic mail: Arabic subject and body, only allowed Latin words, every link under /ar on the site. */
function expectArabicMail(mail: OutboxRow, allowed: string[]) {
  expect(mail.subject).toMatch(/[\u0600-\u06ff]/);
  expect(mail.body).toMatch(/^مرحبًا /);
  expect(latinWordsIn(mail.subject, allowed), mail.subject).toEqual([]);
  expect(latinWordsIn(mail.body, allowed), mail.body).toEqual([]);
  const links = linksIn(mail.body);
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    expect(new URL(link).origin).toBe(BASE_URL);
    expect(new URL(link).pathname).toMatch(/^\/ar(\/|$)/);
  }
}

function expectEnglishMail(mail: OutboxRow) {
  expect(mail.body).toMatch(/^Hello /);
  expect(mail.body).not.toMatch(/[\u0600-\u06ff]/);
  for (const link of linksIn(mail.body)) {
    expect(new URL(link).origin).toBe(BASE_URL);
    expect(new URL(link).pathname).not.toMatch(/^\/ar(\/|$)/);
  }
}

/** A signed-in owner with a published listing, and the language saved on the account. */
async function ownerWithListing(
  locale: Locale | null,
  title = "Sunny two-bed near the corniche, 2 parking!",
) {
  const owner = t.request().set("X-Forwarded-For", nextClientAddress());
  const user = await signUp(owner);
  await setLocale(user.id, locale);
  const listing = await createListing(owner, { title });
  return { owner, user, listing };
}

describe("the enquiry notification goes out in the owner's language", () => {
  it("is Arabic to an owner whose saved language is Arabic, with the link under /ar", async () => {
    const { user, listing } = await ownerWithListing("ar");
    const enquiry = await sendEnquiry(t.request(), listing.id, { phone: "+971 50 123 4567" });
    const mail = await waitForMailTo(t.database, user.email);
    expect(mail.subject).toBe(`استفسار جديد عن «\u2068${listing.title}\u2069»`);
    expect(mail.body).toContain(`مرحبًا \u2068${user.username}\u2069،`);
    expect(mail.body).toContain(
      `وصلك استفسار من \u2068${enquiry.name}\u2069 عن إعلانك «\u2068${listing.title}\u2069»`,
    );
    expect(mail.body).toContain(enquiry.message);
    // The sender's email and phone stay out of the mail until the owner replies in the site (0054).
    expect(mail.body).not.toContain(enquiry.email);
    expect(mail.body).not.toContain("123 4567");
    expect(mail.body).toContain("وسيظهر لك بريد المُرسِل الإلكتروني وهاتفه بعد ردّك");
    expect(mail.body).toMatch(new RegExp(`${BASE_URL}/ar/dashboard\\?tab=enquiries&thread=\\d+`));
    expectArabicMail(mail, [user.username, listing.title, enquiry.name, enquiry.message]);
  });

  it("names the listing by its Arabic title when the owner gave one", async () => {
    const { user, listing } = await ownerWithListing("ar");
    const titleAr = "شقة مشمسة بغرفتي نوم قرب الكورنيش";
    await t.database.db.update(properties).set({ titleAr }).where(eq(properties.id, listing.id));
    const enquiry = await sendEnquiry(t.request(), listing.id);
    const mail = await waitForMailTo(t.database, user.email);
    expect(mail.subject).toBe(`استفسار جديد عن «\u2068${titleAr}\u2069»`);
    expect(mail.body).not.toContain(listing.title);
    expectArabicMail(mail, [user.username, enquiry.name, enquiry.email, enquiry.message]);
  });

  it("is English to an owner with no saved language, whatever the visitor's language", async () => {
    const { user, listing } = await ownerWithListing(null);
    await t
      .request()
      .post(`/api/properties/${listing.id}/enquiries`)
      .set("X-Forwarded-For", nextClientAddress())
      .set("Cookie", "upm.lang=ar")
      .set("Accept-Language", "ar-AE,ar;q=0.9")
      .send({ name: "Layla Haddad", email: "layla.mail@example.com", message: "Is it still available?" })
      .expect(201);
    const mail = await waitForMailTo(t.database, user.email);
    expect(mail.subject).toBe(`New enquiry about "${listing.title}"`);
    expect(mail.body).toMatch(new RegExp(`${BASE_URL}/dashboard\\?tab=enquiries&thread=\\d+`));
    expectEnglishMail(mail);
  });
});

describe("the password reset mail goes out in the language of the request", () => {
  const resetLinkIn = (body: string) => /(\S+)\/forgot-password\?token=([A-Za-z0-9_-]+)/.exec(body);

  async function requestReset(email: string, headers: Record<string, string>) {
    const req = t.request().post("/api/password-reset/request").set("X-Forwarded-For", nextClientAddress());
    for (const [name, value] of Object.entries(headers)) req.set(name, value);
    await req.send({ email }).expect(200);
    return waitForMailTo(t.database, email);
  }

  it.each([
    ["the language switch's cookie", { Cookie: "upm.lang=ar" }, null],
    ["Accept-Language", { "Accept-Language": "ar-AE,ar;q=0.9,en;q=0.8" }, null],
    ["the account's saved language when the request names none", {}, "ar"],
    [
      "the cookie when the browser names neither language",
      { Cookie: "upm.lang=ar", "Accept-Language": "fr-FR" },
      "en",
    ],
    [
      "an Arabic page's call over an English cookie",
      { Cookie: "upm.lang=en", "Accept-Language": "ar" },
      "en",
    ],
  ] as const)("is Arabic from %s, and its /ar link sets a new password", async (_name, headers, saved) => {
    const user = await insertUser(t.database);
    await setLocale(user.id, saved);
    const mail = await requestReset(user.email, headers);
    expect(mail.subject).toBe(`إعادة تعيين كلمة المرور لحسابك على ${SITE_NAME}`);
    expect(mail.body).toContain("خلال الساعة القادمة");
    const link = resetLinkIn(mail.body);
    expect(link?.[1]).toBe(`${BASE_URL}/ar`);
    expectArabicMail(mail, [user.username]);
    await t
      .request()
      .post("/api/password-reset/confirm")
      .send({ token: link![2], password: "a brand new passphrase" })
      .expect(200);
  });

  it.each([
    ["a request that names no language", {}, null],
    ["an English cookie, over an Arabic account", { Cookie: "upm.lang=en" }, "ar"],
    [
      "an English page's call, over an Arabic cookie",
      { Cookie: "upm.lang=ar", "Accept-Language": "en" },
      null,
    ],
    ["an English browser", { "Accept-Language": "en-US,en;q=0.9,ar;q=0.5" }, null],
  ] as const)("is English from %s", async (_name, headers, saved) => {
    const user = await insertUser(t.database);
    await setLocale(user.id, saved);
    const mail = await requestReset(user.email, headers);
    expect(mail.subject).toBe(`Reset your ${SITE_NAME} password`);
    expect(resetLinkIn(mail.body)?.[1]).toBe(BASE_URL);
    expectEnglishMail(mail);
  });
});

describe("the invoice of a featured upgrade goes out in the account's language", () => {
  async function orderAndWait(locale: Locale | null, headers: Record<string, string> = {}) {
    const owner = t.request().set("X-Forwarded-For", nextClientAddress());
    const user = await signUp(owner);
    await setLocale(user.id, locale);
    const listing = await createListing(owner, {
      ...DUBAI_OFFICE,
      title: `${DUBAI_OFFICE.title} ${user.id}`,
    });
    const req = owner.post(`/api/properties/${listing.id}/upgrade`);
    for (const [name, value] of Object.entries(headers)) req.set(name, value);
    const res = await req.send({ plan: "7-days" }).expect(201);
    const mail = await waitForMailTo(t.database, user.email);
    return {
      user,
      listing,
      order: res.body.order as { reference: string; startsAt: string; endsAt: string },
      mail,
    };
  }

  it("is Arabic to an Arabic account: amount in dirhams, Arabic dates, the order page under /ar", async () => {
    const { user, listing, order, mail } = await orderAndWait("ar");
    expect(mail.subject).toBe(
      `فاتورة \u2066${order.reference}\u2069: تمييز إعلان «\u2068${listing.title}\u2069» لمدة 7 أيام`,
    );
    expect(mail.body).toContain(`رقم الفاتورة: \u2066${order.reference}\u2069`);
    expect(mail.body).toContain("الباقة: إعلان مميز لمدة 7 أيام");
    expect(mail.body).toContain(`المبلغ المستحق: ${FEATURED_7_DAYS_PRICE_AED}.00 درهم`);
    expect(mail.body).toContain(`(رقم الإعلان ${listing.id})`);
    const day = (iso: string) => formatDate(iso, "long", ARABIC_DATE);
    expect(day(order.startsAt)).toMatch(/^\d{1,2} [\u0600-\u06ff]+ \d{4}$/);
    expect(mail.body).toContain(
      `مدة الإعلان المميز: من ${day(order.startsAt)} إلى ${day(order.endsAt)} (بتوقيت الإمارات)`,
    );
    expect(mail.body).toContain(`${BASE_URL}/ar/upgrade/${listing.id}`);
    expectArabicMail(mail, [user.username, listing.title, order.reference]);
  });

  it("is Arabic when the account has no saved language and the order's request is Arabic", async () => {
    const { user, listing, order, mail } = await orderAndWait(null, { Cookie: "upm.lang=ar" });
    expectArabicMail(mail, [user.username, listing.title, order.reference]);
  });

  it("is English to an English account even from an Arabic browser", async () => {
    const { order, mail } = await orderAndWait("en", { "Accept-Language": "ar" });
    expect(mail.body).toContain(`Invoice number: ${order.reference}`);
    expect(mail.body).toContain(`Amount due: AED ${FEATURED_7_DAYS_PRICE_AED}.00`);
    expectEnglishMail(mail);
  });
});

describe("the reminder to confirm a listing goes out in the owner's language", () => {
  it("is Arabic to an Arabic owner and English to the others, each with its dashboard link", async () => {
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SITE_BASE_URL_UAE: BASE_URL });
    const mailer = createMailer(t.database.db, config.mail, createLogger("silent"));
    const arabicOwner = await insertUser(t.database, "arowner");
    const englishOwner = await insertUser(t.database, "enowner");
    await setLocale(arabicOwner.id, "ar");
    const confirmedAt = new Date(Date.now() - 26 * DAY_MS);
    const arabicListing = await insertListing(t.database, {
      ownerId: arabicOwner.id,
      title: "Townhouse in Al Furjan, still on the market?",
      confirmedAt,
    });
    const englishListing = await insertListing(t.database, { ownerId: englishOwner.id, confirmedAt });

    expect(await sendConfirmReminders(t.database.db, mailer, config.sites.uae)).toBeGreaterThanOrEqual(2);

    const [arabic] = await outboxTo(t.database, arabicOwner.email);
    expect(arabic.subject).toBe(`هل ما زال «\u2068${arabicListing.title}\u2069» متاحًا؟`);
    const day = (date: Date) => formatDate(date, "long", ARABIC_DATE);
    expect(arabic.body).toContain(`«\u2068${arabicListing.title}\u2069» في ${day(confirmedAt)}.`);
    expect(arabic.body).toContain("خلال آخر 30 يومًا");
    expect(arabic.body).toContain(`في موعد أقصاه ${day(hiddenFrom(confirmedAt))}`);
    expect(arabic.body).toContain(`\n${BASE_URL}/ar/dashboard\n`);
    expectArabicMail(arabic, [arabicOwner.username, arabicListing.title]);

    const [english] = await outboxTo(t.database, englishOwner.email);
    expect(english.subject).toBe(`Is "${englishListing.title}" still available?`);
    expect(english.body).toContain(`${BASE_URL}/dashboard`);
    expectEnglishMail(english);
  });
});

/** Quoted-printable to text: "=D8=A5" are UTF-8 bytes. */
function fromQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(text.charCodeAt(i));
  }
  return Buffer.from(bytes).toString("utf8");
}

/** A raw message's headers (unfolded, encoded words decoded) and its text body, decoded. */
function parseDelivered(raw: string) {
  const split = raw.indexOf("\r\n\r\n");
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, "im").exec(headers)?.[1] ?? "";
  const decodeWords = (value: string) =>
    value
      .replace(/\?=\s+=\?/g, "?==?")
      .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
        kind.toUpperCase() === "B"
          ? Buffer.from(text, "base64").toString("utf8")
          : fromQuotedPrintable(text.replace(/_/g, " ")),
      );
  const rawBody = raw.slice(split + 4);
  const encoding = header("Content-Transfer-Encoding").toLowerCase();
  const body =
    encoding === "base64"
      ? Buffer.from(rawBody.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? fromQuotedPrintable(rawBody.replace(/=\r\n/g, ""))
        : rawBody;
  return {
    contentType: header("Content-Type"),
    to: header("To"),
    subject: decodeWords(header("Subject")),
    body,
  };
}

describe("an Arabic mail delivered over SMTP", () => {
  it("arrives as UTF-8 text with its Arabic subject and body intact", async () => {
    const smtp = await startSmtpStub();
    const app = await createConfiguredTestApp(
      { SITE_BASE_URL_UAE: BASE_URL, SMTP_URL: smtp.url },
      { database: t.database, jobs: true },
    );
    try {
      const user = await insertUser(t.database);
      await app
        .request()
        .post("/api/password-reset/request")
        .set("X-Forwarded-For", nextClientAddress())
        .set("Cookie", "upm.lang=ar")
        .send({ email: user.email })
        .expect(200);
      await waitForMailTo(t.database, user.email, (row) => row.sentAt !== null);
      const delivered = smtp.messages.map(parseDelivered).find((m) => m.to === user.email);
      expect(delivered?.contentType).toMatch(/^text\/plain; charset=utf-8/i);
      expect(delivered?.subject).toBe(`إعادة تعيين كلمة المرور لحسابك على ${SITE_NAME}`);
      expect(delivered?.body).toContain(`مرحبًا \u2068${user.username}\u2069،`);
      expect(delivered?.body).toMatch(new RegExp(`${BASE_URL}/ar/forgot-password\\?token=[A-Za-z0-9_-]+`));
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});

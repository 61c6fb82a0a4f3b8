import { eq } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { SavedSearch } from "@shared/saved-search";
import { createListing } from "../../../tests/factories";
import { startSmtpSink, type ReceivedMail, type SmtpSink } from "../../../tests/helpers/smtp-sink";
import { createTestApp, signUp, type TestApp } from "../../../tests/helpers/test-app";
import { loadConfig } from "../../config";
import { savedSearchDeliveries, users } from "../../db/schema";
import { jobCatalogue } from "../../jobs/catalogue";
import { startJobRunner, type JobRunner } from "../../jobs/job-runner";
import { createLogger } from "../../lib/logger";
import { createPhotoStorage } from "../uploads/photo-storage";
import { alertSecret } from "./saved-searches.service";
import { createUnsubscribeToken } from "./unsubscribe-token";

/**
 * Saved-search alerts end to end through the job queue and a real SMTP server on loopback: what arrives,
 * once per listing, with the configured site's links and a working one-click unsubscribe.
 */
const BASE_URL = "https://alerts.configured.example";
const MAILBOX = "unsubscribe@configured.example";
const logger = createLogger("silent");

let smtp: SmtpSink;
let t: TestApp;
let runner: JobRunner;

function env() {
  return {
    SMTP_URL: smtp.url,
    SITE_BASE_URL_UAE: BASE_URL,
    MAIL_UNSUBSCRIBE_ADDRESS: MAILBOX,
  };
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp(undefined, env());
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env() });
  runner = await startJobRunner(
    t.database,
    (queue) => jobCatalogue(t.database, config, logger, queue, createPhotoStorage(config.media.storage)),
    { logger, schedule: false, pollingIntervalSeconds: 0.5 },
  );
});
afterAll(async () => {
  await runner.stop(2000);
  await t.close();
  await smtp.close();
});

let sequence = 0;
/** A price band no other test's listing falls in, so the search matches only what the test creates. */
function band() {
  sequence += 1;
  const min = 90_000_000 + sequence * 10_000;
  return { min, filters: { priceType: "sale", minPrice: String(min), maxPrice: String(min + 9_999) } };
}

/** Runs the alert job once and waits until it has finished (its queue is empty again). */
async function runAlerts(frequency: "instant" | "daily" | "weekly" = "instant") {
  const name = `saved-searches.${frequency}-alerts`;
  await runner.send(name, {});
  const deadline = Date.now() + 15_000;
  for (;;) {
    const figures = (await runner.figures()).find((f) => f.queue === name);
    if (figures?.failedLastDay) throw new Error(`${name} failed`);
    if (figures && figures.queued === 0 && figures.active === 0 && figures.retrying === 0) break;
    if (Date.now() > deadline) throw new Error(`${name} did not finish`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // A queued mail delivery is sent by the next poll.
  await new Promise((resolve) => setTimeout(resolve, 300));
}

async function newSearcher(prefix: string, frequency = "instant", filters: Record<string, string>) {
  const agent = t.request();
  const user = await signUp(agent, prefix);
  const saved = (
    await agent.post("/api/saved-searches").send({ name: "Trophy homes", filters, frequency }).expect(201)
  ).body as SavedSearch;
  return { agent, user, saved };
}

function unsubscribeUrlOf(mail: ReceivedMail): string {
  const header = mail.header("List-Unsubscribe") ?? "";
  const https = /<(https:[^>]+)>/.exec(header);
  if (!https) throw new Error(`no https link in List-Unsubscribe: ${header}`);
  return https[1];
}

afterEach(() => {
  smtp.messages.length = 0;
});

describe("saved-search alerts", () => {
  it("mail each new matching listing once, with the site's links and one-click unsubscribe headers", async () => {
    const seller = t.request();
    await signUp(seller, "seller");
    const { min, filters } = band();
    const before = await createListing(seller, {
      price: min + 1,
      priceType: "sale",
      title: "Older villa on the palm crescent",
    });
    // The search is saved through a request naming another host: the mail's links still come from configuration.
    const agent = t.request();
    const user = await signUp(agent, "alerted");
    const saved = (
      await agent
        .post("/api/saved-searches")
        .set("Host", "attacker.example:8443")
        .set("X-Forwarded-Host", "evil.example")
        .send({ name: "Trophy homes", filters, frequency: "instant" })
        .expect(201)
    ).body as SavedSearch;
    const matching = await createListing(seller, {
      price: min + 2,
      priceType: "sale",
      title: "Brand new villa with a private beach",
    });
    const outside = await createListing(seller, {
      price: min + 50_000,
      priceType: "sale",
      title: "Villa outside the price band",
    });
    const draft = await createListing(seller, {
      price: min + 3,
      priceType: "sale",
      status: "draft",
      title: "Draft villa not yet published",
    });

    await runAlerts();
    const [mail] = await smtp.waitFor(user.email);
    expect(mail.parsed.subject).toBe('1 new listing for "Trophy homes"');
    const text = mail.parsed.text ?? "";
    expect(text).toContain(matching.title);
    expect(text).toContain(`${BASE_URL}/property/${matching.id}`);
    for (const other of [before, outside, draft]) expect(text).not.toContain(other.title);
    expect(text).not.toMatch(/evil\.example|attacker\.example/);
    expect(String(mail.parsed.html)).not.toMatch(/evil\.example|attacker\.example/);
    const html = String(mail.parsed.html);
    expect(html).toContain(`href="${BASE_URL}/property/${matching.id}"`);
    expect(html).toContain(matching.title);

    expect(mail.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const listUnsubscribe = mail.header("List-Unsubscribe") ?? "";
    expect(listUnsubscribe).toMatch(
      new RegExp(
        `^<${BASE_URL.replace(/\./g, "\\.")}/unsubscribe/[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]{43}>, <mailto:${MAILBOX}\\?subject=unsubscribe%20[^>]+>$`,
      ),
    );
    expect(text).toContain(unsubscribeUrlOf(mail));

    // Again, with nothing new: no mail. Then one more listing: a mail with that one alone.
    await runAlerts();
    expect(smtp.to(user.email)).toHaveLength(1);
    const later = await createListing(seller, {
      price: min + 4,
      priceType: "sale",
      title: "Second villa with a sea view",
    });
    await runAlerts();
    const mails = await smtp.waitFor(user.email, 2);
    expect(mails).toHaveLength(2);
    expect(mails[1].parsed.text).toContain(later.title);
    expect(mails[1].parsed.text).not.toContain(matching.title);
    const delivered = await t.database.db
      .select({ id: savedSearchDeliveries.propertyId })
      .from(savedSearchDeliveries)
      .where(eq(savedSearchDeliveries.savedSearchId, saved.id));
    expect(delivered.map((d) => d.id).sort((a, b) => a - b)).toEqual([matching.id, later.id]);
  });

  it("unsubscribe through the mail's signed link without a session; a tampered one is refused", async () => {
    const seller = t.request();
    await signUp(seller, "seller");
    const { min, filters } = band();
    const { agent, user, saved } = await newSearcher("unsub", "instant", filters);
    await createListing(seller, { price: min + 1, priceType: "sale" });
    await runAlerts();
    const [mail] = await smtp.waitFor(user.email);
    const url = new URL(unsubscribeUrlOf(mail));
    const path = url.pathname;
    const anonymous = supertest(t.app);

    // The page's data, then tampered and wrong-purpose links: 400, never a 500, and nothing changes.
    const token = path.split("/").pop()!;
    expect((await anonymous.get(`/api/alerts/unsubscribe/${token}`).expect(200)).body).toEqual({
      name: "Trophy homes",
      frequency: "instant",
    });
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    await anonymous.get(`/api/alerts/unsubscribe/${tampered}`).expect(400);
    await anonymous
      .post(`/unsubscribe/${tampered}`)
      .type("form")
      .send("List-Unsubscribe=One-Click")
      .expect(400);
    const secret = await alertSecret(t.database.db, loadConfig({ NODE_ENV: "test", ...env() }));
    const otherPurpose = createUnsubscribeToken(secret, saved.id, "password-reset");
    await anonymous
      .post(`/unsubscribe/${otherPurpose}`)
      .type("form")
      .send("List-Unsubscribe=One-Click")
      .expect(400);
    await anonymous
      .post("/unsubscribe/not-a-token")
      .type("form")
      .send("List-Unsubscribe=One-Click")
      .expect(400);
    expect(((await agent.get("/api/saved-searches")).body as SavedSearch[])[0].frequency).toBe("instant");

    // RFC 8058: a POST of List-Unsubscribe=One-Click to the header's link, with no cookie, perhaps from
    // webmail in a browser (another origin): the signed token is what counts.
    await anonymous
      .post(path)
      .set("Origin", "https://mail.example.com")
      .set("Sec-Fetch-Site", "cross-site")
      .type("form")
      .send("List-Unsubscribe=One-Click")
      .expect(200);
    const [after] = (await agent.get("/api/saved-searches")).body as SavedSearch[];
    expect(after).toMatchObject({ id: saved.id, frequency: "none", name: "Trophy homes" });

    // No more mail for it.
    await createListing(seller, { price: min + 2, priceType: "sale" });
    await runAlerts();
    expect(smtp.to(user.email)).toHaveLength(1);
  });

  it("write the alert in the account's language, with its links under /ar", async () => {
    const seller = t.request();
    await signUp(seller, "seller");
    const { min, filters } = band();
    const { user } = await newSearcher("arabic", "instant", filters);
    await t.database.db.update(users).set({ locale: "ar" }).where(eq(users.id, user.id));
    const listing = await createListing(seller, { price: min + 1, priceType: "sale" });
    await runAlerts();
    const [mail] = await smtp.waitFor(user.email);
    expect(mail.parsed.subject).toContain("إعلان جديد واحد");
    expect(mail.parsed.text).toContain(`${BASE_URL}/ar/property/${listing.id}`);
    expect(mail.parsed.text).toContain("إيقاف هذه التنبيهات");
    expect(unsubscribeUrlOf(mail)).toMatch(new RegExp(`^${BASE_URL.replace(/\./g, "\\.")}/ar/unsubscribe/`));
    expect(String(mail.parsed.html)).toContain('dir="rtl"');
  });

  it("send a daily digest once a day, with at most ten cards and a link to see all", async () => {
    const seller = t.request();
    await signUp(seller, "seller");
    const { min, filters } = band();
    const { user } = await newSearcher("daily", "daily", filters);
    const created = [];
    for (let n = 1; n <= 12; n++)
      created.push(await createListing(seller, { price: min + n, priceType: "sale" }));
    await runAlerts("instant");
    expect(smtp.to(user.email)).toHaveLength(0);
    await runAlerts("daily");
    const [mail] = await smtp.waitFor(user.email);
    const text = mail.parsed.text ?? "";
    expect(mail.parsed.subject).toBe('12 new listings for "Trophy homes"');
    expect(text).toContain("See all 12 new listings");
    const shown = created.filter((listing) => text.includes(`/property/${listing.id}\n`));
    // The newest ten.
    expect(shown.map((l) => l.id)).toEqual(created.slice(2).map((l) => l.id));
    const seeAll = new URL(/See all 12 new listings: (\S+)/.exec(text)![1]);
    expect(seeAll.origin + seeAll.pathname).toBe(`${BASE_URL}/search`);
    expect(Object.fromEntries(seeAll.searchParams)).toEqual(filters);
    // A second run the same day sends nothing more, even with a new listing.
    await createListing(seller, { price: min + 20, priceType: "sale" });
    await runAlerts("daily");
    expect(smtp.to(user.email)).toHaveLength(1);
  });
});

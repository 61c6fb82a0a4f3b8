import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { insertListing, insertUser } from "../../tests/factories";
import { outboxTo, waitForMailTo } from "../../tests/helpers/outbox";
import { openTestDatabase } from "../../tests/helpers/test-database";
import { createConfiguredTestApp } from "../../tests/security/configured-app";
import { startSmtpStub, type SmtpStub } from "../../tests/security/smtp-stub";
import { loadConfig } from "../config";
import type { Database } from "../db/client";
import { properties, sitemapFiles } from "../db/schema";
import { createMailer, MAIL_DELIVERY_JOB } from "../lib/mail/mailer";
import { createPhotoStorage } from "../features/uploads/photo-storage";
import { createLogger } from "../lib/logger";
import { jobCatalogue } from "./catalogue";
import { JOBS_SCHEMA, startJobRunner, type JobDefinition, type JobRunner } from "./job-runner";
import { findRecentFailures } from "./jobs.repository";
import { BACKGROUND_WAIT } from "../../tests/helpers/background-wait";

const DAY_MS = 24 * 60 * 60 * 1000;
const BASE_URL = "https://configured.example";
const logger = createLogger("silent");

let database: Database;
let smtp: SmtpStub;
const config = () =>
  loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SMTP_URL: smtp.url, SITE_BASE_URL_UAE: BASE_URL });
const runners: JobRunner[] = [];

/** The app's catalogue with mail retries seconds apart instead of minutes, so backoff shows in a test. */
function quickRetries(definitions: JobDefinition[], retryLimit = 8): JobDefinition[] {
  return definitions.map((definition) =>
    definition.name === MAIL_DELIVERY_JOB
      ? { ...definition, queue: { ...definition.queue, retryLimit, retryDelay: 1, retryDelayMax: 2 } }
      : definition,
  );
}

async function startRunner(options: { work?: boolean; retryLimit?: number } = {}) {
  const runner = await startJobRunner(
    database,
    (queue) =>
      quickRetries(
        jobCatalogue(database, config(), logger, queue, createPhotoStorage(config().media.storage)),
        options.retryLimit,
      ),
    { logger, schedule: false, work: options.work ?? true, pollingIntervalSeconds: 0.5 },
  );
  runners.push(runner);
  return runner;
}

async function stopRunners() {
  await Promise.all(runners.splice(0).map((runner) => runner.stop(2000)));
}

const figuresOf = async (runner: JobRunner, queue: string) =>
  (await runner.figures()).find((figures) => figures.queue === queue);

beforeAll(async () => {
  database = await openTestDatabase();
  smtp = await startSmtpStub();
});
afterEach(stopRunners);
afterAll(async () => {
  await smtp.close();
  await database.close();
});

describe("mail delivery", () => {
  it("queues the delivery, so sending returns before the mail server answers", async () => {
    const runner = await startRunner();
    const mailer = createMailer(database.db, config().mail, logger, runner);
    smtp.hold();
    try {
      await mailer.send({ to: "held@example.com", subject: "Held", text: "Waits for the server." });
      // send() returned while the server holds the message: nothing is marked sent yet.
      expect((await outboxTo(database, "held@example.com"))[0].sentAt).toBeNull();
    } finally {
      smtp.release();
    }
    await waitForMailTo(database, "held@example.com", (row) => row.sentAt !== null);
  });

  it("retries a refused delivery with backoff until the server takes it, and sends it once", async () => {
    const runner = await startRunner();
    const mailer = createMailer(database.db, config().mail, logger, runner);
    const refusedBefore = smtp.refused;
    smtp.refuse(2);
    await mailer.send({ to: "retry@example.com", subject: "Retried", text: "Arrives on the third try." });
    await vi.waitFor(async () => expect((await figuresOf(runner, MAIL_DELIVERY_JOB))?.retrying).toBe(1), {
      timeout: 10_000,
      interval: 100,
    });
    const sent = await waitForMailTo(database, "retry@example.com", (row) => row.sentAt !== null);
    expect(sent.subject).toBe("Retried");
    expect(smtp.refused - refusedBefore).toBe(2);
    expect(smtp.messages.filter((message) => message.includes("To: retry@example.com"))).toHaveLength(1);
  }, 30_000);

  it("marks a delivery failed once its retries are used up; the mail stays in the outbox unsent", async () => {
    const runner = await startRunner({ retryLimit: 1 });
    const mailer = createMailer(database.db, config().mail, logger, runner);
    smtp.refuse(10);
    try {
      await mailer.send({ to: "bounce@example.com", subject: "Refused", text: "Never accepted." });
      await vi.waitFor(
        async () => expect((await figuresOf(runner, MAIL_DELIVERY_JOB))?.failedLastDay).toBeGreaterThan(0),
        { timeout: 15_000, interval: 200 },
      );
    } finally {
      smtp.refuse(0);
    }
    const [mail] = await outboxTo(database, "bounce@example.com");
    expect(mail).toMatchObject({ subject: "Refused", sentAt: null });
    // What `npm run jobs failures` shows an operator: the queue, the attempts and the server's refusal.
    const [failure] = await findRecentFailures(database.db, JOBS_SCHEMA, MAIL_DELIVERY_JOB, 5);
    expect(failure).toMatchObject({ queue: MAIL_DELIVERY_JOB, attempts: 2 });
    expect(failure.error).toMatch(/451/);
  }, 30_000);

  it("survives a restart: a delivery queued while no instance works is sent by the next one", async () => {
    const queueOnly = await startRunner({ work: false });
    const mailer = createMailer(database.db, config().mail, logger, queueOnly);
    await mailer.send({ to: "later@example.com", subject: "Later", text: "Queued before the restart." });
    expect((await figuresOf(queueOnly, MAIL_DELIVERY_JOB))?.queued).toBe(1);
    await stopRunners();

    await startRunner();
    await waitForMailTo(database, "later@example.com", (row) => row.sentAt !== null);
  });

  it("with two instances working, each queued mail is sent exactly once", async () => {
    const first = await startRunner();
    await startRunner();
    const mailer = createMailer(database.db, config().mail, logger, first);
    const addresses = Array.from({ length: 12 }, (_, i) => `pair-${i}@example.com`);
    await Promise.all(addresses.map((to) => mailer.send({ to, subject: "Once", text: "One copy only." })));
    for (const to of addresses) await waitForMailTo(database, to, (row) => row.sentAt !== null);
    for (const to of addresses) {
      expect(
        smtp.messages.filter((message) => message.includes(`To: ${to}`)),
        to,
      ).toHaveLength(1);
    }
  }, 30_000);
});

describe("scheduled work, run on demand", () => {
  it("unfeatures listings whose plan has ended", async () => {
    const runner = await startRunner();
    const ended = await insertListing(database, {
      featured: 1,
      featuredUntil: new Date(Date.now() - 1000),
    });
    const running = await insertListing(database, {
      featured: 1,
      featuredUntil: new Date(Date.now() + DAY_MS),
    });
    await runner.send("listings.expire-featured", {});
    await vi.waitFor(async () => {
      const [row] = await database.db.select().from(properties).where(eq(properties.id, ended.id));
      expect(row.featured).toBe(0);
    }, BACKGROUND_WAIT);
    const [still] = await database.db.select().from(properties).where(eq(properties.id, running.id));
    expect(still.featured).toBe(1);
  });

  it("mails an owner once when a listing is due for confirmation, with a link from the configured base URL", async () => {
    const runner = await startRunner();
    const owner = await insertUser(database, "reminded");
    const due = await insertListing(database, {
      ownerId: owner.id,
      title: "Two-bed in Al Nahda, due for confirmation",
      confirmedAt: new Date(Date.now() - 26 * DAY_MS),
    });
    // Not mailed: fresh, already hidden, a sample, or a draft.
    await insertListing(database, { ownerId: owner.id, confirmedAt: new Date(Date.now() - 2 * DAY_MS) });
    await insertListing(database, { ownerId: owner.id, confirmedAt: new Date(Date.now() - 31 * DAY_MS) });
    await insertListing(database, {
      ownerId: owner.id,
      isSample: true,
      confirmedAt: new Date(Date.now() - 26 * DAY_MS),
    });
    await insertListing(database, {
      ownerId: owner.id,
      status: "draft",
      confirmedAt: new Date(Date.now() - 26 * DAY_MS),
    });

    await runner.send("listings.confirm-reminders", {});
    const mail = await waitForMailTo(database, owner.email, (row) => row.sentAt !== null);
    expect(mail.subject).toBe(`Is "${due.title}" still available?`);
    expect(mail.body).toContain(`${BASE_URL}/dashboard`);

    await runner.send("listings.confirm-reminders", {});
    await vi.waitFor(
      async () => expect((await figuresOf(runner, "listings.confirm-reminders"))?.queued).toBe(0),
      BACKGROUND_WAIT,
    );
    await vi.waitFor(
      async () => expect((await figuresOf(runner, "listings.confirm-reminders"))?.active).toBe(0),
      BACKGROUND_WAIT,
    );
    expect(await outboxTo(database, owner.email)).toHaveLength(1);

    // Confirmed after that reminder, and due again: one more reminder for the new confirmation.
    await database.db
      .update(properties)
      .set({
        confirmReminderSentAt: new Date(Date.now() - 57 * DAY_MS),
        confirmedAt: new Date(Date.now() - 26 * DAY_MS),
      })
      .where(eq(properties.id, due.id));
    await runner.send("listings.confirm-reminders", {});
    await vi.waitFor(
      async () => expect(await outboxTo(database, owner.email)).toHaveLength(2),
      BACKGROUND_WAIT,
    );
  }, 30_000);
});

describe("sitemaps", () => {
  /** When the job last stored the UAE site's sitemap.xml (undefined before it has run). */
  async function storedAt(): Promise<number | undefined> {
    const [row] = await database.db
      .select({ generatedAt: sitemapFiles.generatedAt })
      .from(sitemapFiles)
      .where(and(eq(sitemapFiles.siteKey, "uae"), eq(sitemapFiles.path, "/sitemap.xml")));
    return row?.generatedAt.getTime();
  }

  async function regenerate(runner: JobRunner, previous: number | undefined) {
    await runner.send("seo.sitemaps", {});
    await vi.waitFor(async () => {
      const at = await storedAt();
      expect(at).toBeDefined();
      expect(at).not.toBe(previous);
    }, BACKGROUND_WAIT);
  }

  it("are served as the job last stored them, and a regeneration brings in new listings", async () => {
    const runner = await startRunner();
    const app = await createConfiguredTestApp({ SITE_BASE_URL_UAE: BASE_URL }, { database });
    try {
      const before = await insertListing(database, { title: "Listed before the sitemap run" });
      await regenerate(runner, await storedAt());
      const first = await storedAt();
      expect((await app.request().get("/sitemap.xml").expect(200)).text).toContain(
        `${BASE_URL}/property/${before.id}<`,
      );

      // Listed after the run: not in the stored file until the next one.
      const after = await insertListing(database, { title: "Listed after the sitemap run" });
      expect((await app.request().get("/sitemap.xml").expect(200)).text).not.toContain(
        `/property/${after.id}<`,
      );

      await regenerate(runner, first);
      expect((await app.request().get("/sitemap.xml").expect(200)).text).toContain(
        `${BASE_URL}/property/${after.id}<`,
      );
      await app.request().get("/sitemaps/pages.xml").expect(200);
    } finally {
      await app.close();
    }
  });
});

describe("visible to operators", () => {
  it("/readyz lists each queue's figures and /metrics reports them per queue", async () => {
    const token = "metrics-token-for-the-jobs-test";
    const app = await createConfiguredTestApp(
      { SMTP_URL: smtp.url, METRICS_TOKEN: token },
      { database, jobs: true },
    );
    try {
      const ready = await app.request().get("/readyz").expect(200);
      expect(ready.body.status).toBe("ready");
      expect(ready.body.jobs).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            queue: MAIL_DELIVERY_JOB,
            queued: expect.any(Number),
            failedLastDay: expect.any(Number),
          }),
          expect.objectContaining({ queue: "listings.expire-featured" }),
        ]),
      );
      const metrics = await app.request().get("/metrics").set("Authorization", `Bearer ${token}`).expect(200);
      expect(metrics.text).toMatch(/^jobs_queued\{queue="mail\.deliver"\} \d+$/m);
      expect(metrics.text).toMatch(/^jobs_failed_last_day\{queue="listings\.confirm-reminders"\} 0$/m);
    } finally {
      await app.close();
    }
  });
});

import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import type supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildFeedProperty, buildXmlFeed } from "../../../tests/factories";
import { createTestApp, signUp, type TestApp } from "../../../tests/helpers/test-app";
import { loadConfig } from "../../config";
import { agencyFeedRuns, agencyFeeds, agencyListings, properties } from "../../db/schema";
import { jobCatalogue } from "../../jobs/catalogue";
import { startJobRunner, type JobRunner } from "../../jobs/job-runner";
import { createLogger } from "../../lib/logger";
import { createPhotoStorage } from "../uploads/photo-storage";

/*
 * The scheduled feed import (docs/decisions/0053) through the job that runs it in production,
 * `agencies.import-feeds`: only an enabled feed whose interval has passed is fetched and imported. The
 * feeds are served from loopback, as in agencies.api.test.ts; the feeds' last runs are moved into the past
 * in the database rather than waited out.
 */

const JOB = "agencies.import-feeds";
const ENV = { FEED_ALLOW_PRIVATE_ADDRESSES: "true" };
const logger = createLogger("silent");

let t: TestApp;
let runner: JobRunner;
let feedServer: http.Server;
let feedBase: string;
/** The paths the feed server was asked for, in order. */
const fetched: string[] = [];

beforeAll(async () => {
  t = await createTestApp(undefined, ENV);
  feedServer = http.createServer((req, res) => {
    const path = req.url ?? "";
    fetched.push(path);
    const ref = /^\/(\w+)\.xml$/.exec(path)?.[1];
    if (!ref) return res.writeHead(404).end();
    res
      .writeHead(200, { "Content-Type": "application/xml" })
      .end(buildXmlFeed(buildFeedProperty(ref.toUpperCase())));
  });
  await new Promise<void>((resolve) => feedServer.listen(0, "127.0.0.1", resolve));
  feedBase = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...ENV });
  runner = await startJobRunner(
    t.database,
    (queue) => jobCatalogue(t.database, config, logger, queue, createPhotoStorage(config.media.storage)),
    { logger, schedule: false, pollingIntervalSeconds: 0.5 },
  );
}, 60_000);

afterAll(async () => {
  await runner?.stop(2000);
  await new Promise((resolve) => feedServer?.close(resolve));
  await t?.close();
});

/** An agency whose admin saved a feed at `path`, as the dashboard does; answers the agency's id. */
async function agencyWithFeed(prefix: string, path: string): Promise<number> {
  const admin: supertest.Agent = t.request();
  await signUp(admin, prefix);
  const created = await admin
    .post("/api/agencies")
    .send({ name: `${prefix} Homes`, emirate: "Sharjah" })
    .expect(201);
  await admin
    .put("/api/agency/feed")
    .send({ url: `${feedBase}${path}`, format: "xml", intervalMinutes: 60 })
    .expect(200);
  return created.body.agency.id as number;
}

/** Runs the job once and waits until it has finished (its queue is empty again). */
async function runScheduledImport() {
  await runner.send(JOB, {});
  await expect
    .poll(
      async () => {
        const figures = (await runner.figures()).find((f) => f.queue === JOB);
        if (figures?.failedLastDay) throw new Error(`${JOB} failed`);
        return figures && figures.queued + figures.active + figures.retrying;
      },
      { timeout: 15_000, interval: 200 },
    )
    .toBe(0);
}

async function stateOf(agencyId: number) {
  const db = t.database.db;
  const listings = await db
    .select({ reference: agencyListings.reference, status: properties.status })
    .from(agencyListings)
    .innerJoin(properties, eq(properties.id, agencyListings.propertyId))
    .where(eq(agencyListings.agencyId, agencyId));
  const runs = await db
    .select({ outcome: agencyFeedRuns.outcome, created: agencyFeedRuns.created })
    .from(agencyFeedRuns)
    .where(eq(agencyFeedRuns.agencyId, agencyId));
  const [feed] = await db
    .select({ lastRunAt: agencyFeeds.lastRunAt })
    .from(agencyFeeds)
    .where(eq(agencyFeeds.agencyId, agencyId));
  return { listings, runs, lastRunAt: feed!.lastRunAt };
}

describe("the scheduled feed import (agencies.import-feeds)", () => {
  it("fetches and imports only the enabled feed whose interval has passed", async () => {
    const db = t.database.db;
    const due = await agencyWithFeed("duefeed", "/due.xml");
    const notYet = await agencyWithFeed("recentfeed", "/recent.xml");
    const disabled = await agencyWithFeed("offfeed", "/off.xml");
    // Due: last run two hours ago on an hourly feed. Not yet due: ten minutes ago. Disabled: never run.
    await db
      .update(agencyFeeds)
      .set({ lastRunAt: sql`now() - interval '2 hours'` })
      .where(eq(agencyFeeds.agencyId, due));
    await db
      .update(agencyFeeds)
      .set({ lastRunAt: sql`now() - interval '10 minutes'` })
      .where(eq(agencyFeeds.agencyId, notYet));
    await db
      .update(agencyFeeds)
      .set({ enabled: false, lastRunAt: null })
      .where(eq(agencyFeeds.agencyId, disabled));
    const notYetBefore = await stateOf(notYet);
    const disabledBefore = await stateOf(disabled);
    fetched.length = 0;

    await runScheduledImport();

    expect(fetched).toEqual(["/due.xml"]);
    const after = await stateOf(due);
    expect(after.listings).toEqual([{ reference: "DUE", status: "published" }]);
    expect(after.runs).toEqual([{ outcome: "ok", created: 1 }]);
    expect(after.lastRunAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await stateOf(notYet)).toEqual(notYetBefore);
    expect(notYetBefore.listings).toEqual([]);
    expect(await stateOf(disabled)).toEqual(disabledBefore);
    expect(disabledBefore).toEqual({ listings: [], runs: [], lastRunAt: null });

    // Run again at once: the due feed has just run, so nothing is fetched.
    await runScheduledImport();
    expect(fetched).toEqual(["/due.xml"]);
  });
});

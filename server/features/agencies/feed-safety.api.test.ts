import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agencyFeeds, agencyListings, properties } from "../../db/schema";
import { buildFeedProperty, buildXmlFeed } from "../../../tests/factories";
import { createTestApp, signUp, type TestApp } from "../../../tests/helpers/test-app";
import { capturingLogger } from "../../../tests/security/log-capture";
import { loadConfig } from "../../config";
import { runAgencyFeed } from "./feed-import";

/*
 * What a feed must never do (issue 25, items 10 and 12; docs/decisions/0053): a run whose entries mostly
 * fail takes nothing off the site and says why; a feed the parser cannot take (nested 101 levels, empty,
 * not XML, a DOCTYPE, the wrong root) is a failed run with a reason, never a 500; an address that reaches a
 * private network through an IPv6 form is refused before any connection; and every fetch that gets no
 * answer tells the agency the same plain words, the cause going only to the server log.
 */

const KEPT_4_OF_5 =
  "Listings missing from the feed were kept on the site: 1 of 5 entries could be imported, fewer than the 80% needed to take any off";
const COULD_NOT_FETCH =
  "The feed could not be fetched: check the address, and that its server answers within 30 seconds";
const PRIVATE = "The feed address points to a private or local network address";

let t: TestApp;
let admin: supertest.Agent;
let adminUser: Awaited<ReturnType<typeof signUp>>;
let agencyId: number;
let feedServer: http.Server;
let feedBase: string;
let feedPort: number;
/** Connections the loopback feed server accepted: an address refused before connecting adds none. */
let connections = 0;
const feeds = new Map<string, string>();

async function statuses() {
  const rows = await t.database.db
    .select({ reference: agencyListings.reference, status: properties.status })
    .from(agencyListings)
    .innerJoin(properties, eq(properties.id, agencyListings.propertyId))
    .where(eq(agencyListings.agencyId, agencyId));
  return Object.fromEntries(rows.map((r) => [r.reference, r.status]));
}

const upload = async (content: string, format = "xml") =>
  (await admin.post("/api/agency/feed/upload").send({ format, content }).expect(200)).body;

async function runFrom(path: string, format = "xml") {
  await admin
    .put("/api/agency/feed")
    .send({ url: `${feedBase}${path}`, format })
    .expect(200);
  return (await admin.post("/api/agency/feed/run").expect(200)).body;
}

/** An XML feed whose one property holds elements `depth` levels below <list>. */
function nestedFeed(depth: number): string {
  const inner = depth - 2; // <list> and <property> are the first two levels
  return buildXmlFeed(
    buildFeedProperty("DEEP-1").replace(
      "</property>",
      `${"<x>".repeat(inner)}deep${"</x>".repeat(inner)}</property>`,
    ),
  );
}

beforeAll(async () => {
  t = await createTestApp(undefined, { FEED_ALLOW_PRIVATE_ADDRESSES: "true" });
  feedServer = http.createServer((req, res) => {
    const body = feeds.get(req.url ?? "");
    if (body === undefined) return res.writeHead(404).end();
    res.writeHead(200, { "Content-Type": "application/xml" }).end(body);
  });
  feedServer.on("connection", () => connections++);
  await new Promise<void>((resolve) => feedServer.listen(0, "127.0.0.1", resolve));
  feedPort = (feedServer.address() as AddressInfo).port;
  feedBase = `http://127.0.0.1:${feedPort}`;
  admin = t.request();
  adminUser = await signUp(admin, "feedsafety");
  const created = await admin
    .post("/api/agencies")
    .send({ name: "Safe Feeds", emirate: "Sharjah" })
    .expect(201);
  agencyId = created.body.agency.id;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => feedServer?.close(resolve));
  await t?.close();
});

describe("a run that mostly fails", () => {
  const good = (n: number) => Array.from({ length: n }, (_, i) => buildFeedProperty(`S-${i + 1}`));

  it("takes nothing off the site when most entries fail, and the report says why", async () => {
    expect(await upload(buildXmlFeed(...good(5)))).toMatchObject({ created: 5, failed: 0 });
    const junk = ["S-2", "S-3", "S-4", "S-5"].map((r) => buildFeedProperty(`${r}-X`, { price: "12" }));
    const report = await upload(buildXmlFeed(buildFeedProperty("S-1"), ...junk));
    expect(report).toMatchObject({
      outcome: "partial",
      unchanged: 1,
      failed: 4,
      unpublished: 0,
      archiveSkipped: KEPT_4_OF_5,
    });
    expect(await statuses()).toEqual({
      "S-1": "published",
      "S-2": "published",
      "S-3": "published",
      "S-4": "published",
      "S-5": "published",
    });
    const state = await admin.get("/api/agency/feed").expect(200);
    expect(state.body.runs[0]).toMatchObject({ id: report.id, archiveSkipped: KEPT_4_OF_5 });
  });

  it("takes nothing off the site for a feed that lists no listings", async () => {
    const report = await upload(buildXmlFeed());
    expect(report).toMatchObject({
      outcome: "ok",
      unpublished: 0,
      archiveSkipped: "Listings missing from the feed were kept on the site: the feed lists no listings",
    });
    expect(Object.values(await statuses())).toEqual(Array(5).fill("published"));
  });

  it("archives the listings that left the feed, as before, when enough entries import", async () => {
    // 4 of 5 imported: exactly the default share (80%).
    const report = await upload(buildXmlFeed(...good(4), buildFeedProperty("S-BAD", { price: "12" })));
    expect(report).toMatchObject({
      outcome: "partial",
      unchanged: 4,
      failed: 1,
      unpublished: 1,
      archiveSkipped: null,
    });
    expect((await statuses())["S-5"]).toBe("archived");
  });

  it("takes the operator's share (FEED_ARCHIVE_MIN_SUCCESS_SHARE)", async () => {
    const lenient = await createTestApp(t.database, {
      FEED_ALLOW_PRIVATE_ADDRESSES: "true",
      FEED_ARCHIVE_MIN_SUCCESS_SHARE: "0.5",
    });
    try {
      const agent = lenient.request();
      await agent
        .post("/api/login")
        .send({ username: adminUser.username, password: adminUser.password })
        .expect(200);
      const content = buildXmlFeed(...good(2), buildFeedProperty("S-BAD", { price: "12" }));
      const report = (
        await agent.post("/api/agency/feed/upload").send({ format: "xml", content }).expect(200)
      ).body;
      expect(report).toMatchObject({ unchanged: 2, failed: 1, unpublished: 2, archiveSkipped: null });
    } finally {
      await lenient.close();
    }
  });
});

describe("a feed the parser cannot take", () => {
  it("is a failed run with a reason, never a 500, whether fetched or uploaded", async () => {
    const before = await statuses();
    const cases: [string, string, string][] = [
      [
        "nested 101 levels",
        nestedFeed(101),
        "The XML feed is nested more than 100 levels deep: a feed's elements go four levels deep (list, property, photo, url)",
      ],
      [
        "nested 5,000 levels",
        nestedFeed(5000),
        "The XML feed is nested more than 100 levels deep: a feed's elements go four levels deep (list, property, photo, url)",
      ],
      ["empty", "", "The feed is empty"],
      ["blank", " \n\t ", "The feed is empty"],
      [
        "not XML",
        "Service temporarily unavailable",
        "The feed is not well-formed XML (line 1: char 'S' is not expected.)",
      ],
      [
        "entity expansion",
        `<?xml version="1.0"?><!DOCTYPE list [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><list>&b;&b;&b;</list>`,
        "The XML feed has a DOCTYPE: feeds must not declare one",
      ],
      [
        "the wrong root",
        `<html><body>Not found</body></html>`,
        "The XML feed's root element must be <list> of <property> elements, not <html>",
      ],
    ];
    for (const [index, [name, content, reason]] of cases.entries()) {
      feeds.set(`/bad-${index}.xml`, content);
      const fetched = await runFrom(`/bad-${index}.xml`);
      expect(fetched, name).toMatchObject({ outcome: "failed", created: 0, unpublished: 0, error: reason });
      if (content.trim()) {
        const uploaded = await upload(content);
        expect(uploaded, name).toMatchObject({ outcome: "failed", error: reason });
      }
    }
    expect(await statuses()).toEqual(before);
  });

  it("takes a feed nested 100 levels, the limit", async () => {
    const report = await upload(nestedFeed(100));
    expect(report).toMatchObject({ outcome: "ok", created: 1, error: null });
  });
});

describe("fetching", () => {
  it("tells the agency the same plain words for a refused port and an unknown host, the cause only in the log", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));

    const { logger, lines } = capturingLogger();
    const config = loadConfig({ NODE_ENV: "test", FEED_ALLOW_PRIVATE_ADDRESSES: "true" });
    const answers: string[] = [];
    for (const url of [
      `http://127.0.0.1:${closedPort}/feed.xml`,
      "http://no-such-host.invalid/feed.xml?token=s3cret",
    ]) {
      await admin.put("/api/agency/feed").send({ url, format: "xml" }).expect(200);
      const run = (await admin.post("/api/agency/feed/run").expect(200)).body;
      expect(run).toMatchObject({ outcome: "failed", error: COULD_NOT_FETCH });
      answers.push(
        (await runAgencyFeed(t.database.db, agencyId, config.feeds, config.sites.uae, logger)).error!,
      );
    }
    expect(answers).toEqual([COULD_NOT_FETCH, COULD_NOT_FETCH]);
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; cause?: string; host?: string });
    expect(logged.map((l) => [l.msg, l.host])).toEqual([
      ["agency feed could not be fetched", `127.0.0.1:${closedPort}`],
      ["agency feed could not be fetched", "no-such-host.invalid"],
    ]);
    expect(logged[0].cause).toMatch(/ECONNREFUSED/);
    expect(logged[1].cause).toMatch(/ENOTFOUND|EAI_AGAIN/);
    expect(lines.join("\n")).not.toContain("s3cret");
  });

  describe("with private addresses refused (production's setting)", () => {
    let strict: TestApp;
    let agent: supertest.Agent;
    beforeAll(async () => {
      strict = await createTestApp(t.database);
      agent = strict.request();
      await signUp(agent, "strictfeeds");
      await agent.post("/api/agencies").send({ name: "Strict Feeds", emirate: "Dubai" }).expect(201);
    });
    afterAll(async () => {
      await strict?.close();
    });

    const forms = [
      "[::127.0.0.1]", // IPv4-compatible (::/96)
      "[::ffff:127.0.0.1]", // IPv4-mapped
      "[::ffff:7f00:1]",
      "[0:0:0:0:0:ffff:127.0.0.1]",
      "[2002:7f00:1::]", // 6to4 of 127.0.0.1
      "[64:ff9b::7f00:1]", // NAT64 of 127.0.0.1
      "[2001::1]", // Teredo
      "[fd00::1]",
      "[fe80::1]",
      "[ff02::1]",
      "[::]",
      "0.0.0.0",
      "100.64.0.1",
      "198.18.0.1",
    ];

    it("refuses every IPv6 and IPv4 form of a private address when the feed is saved", async () => {
      for (const host of forms) {
        const res = await agent
          .put("/api/agency/feed")
          .send({ url: `http://${host}:${feedPort}/ok.xml`, format: "xml" })
          .expect(400);
        expect(res.body.fieldErrors, host).toEqual({ url: [PRIVATE] });
      }
    });

    it("refuses them at run time too, before any connection (an address saved before the check)", async () => {
      feeds.set("/ok.xml", buildXmlFeed(buildFeedProperty("LEAK-1")));
      const mine = (await agent.get("/api/agency").expect(200)).body.agency.id as number;
      await agent
        .put("/api/agency/feed")
        .send({ url: "https://feeds.example.com/ok.xml", format: "xml" })
        .expect(200);
      const seen = connections;
      for (const host of forms) {
        await t.database.db
          .update(agencyFeeds)
          .set({ url: `http://${host}:${feedPort}/ok.xml` })
          .where(eq(agencyFeeds.agencyId, mine));
        const run = (await agent.post("/api/agency/feed/run").expect(200)).body;
        expect(run, host).toMatchObject({ outcome: "failed", created: 0, error: PRIVATE });
      }
      expect(connections).toBe(seen);
    });
  });
});

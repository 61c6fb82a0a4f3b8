import type http from "node:http";
import express from "express";
import supertest from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/helpers/test-database";
import type { RenderResult } from "@shared/render";
import { createApp } from "../app";
import { loadConfig } from "../config";
import type { Database } from "../db/client";
import { createSessionMiddleware, resolveSessionSecret, type SessionSetup } from "../features/auth/session";
import { createLogger } from "../lib/logger";
import { invalidatePublicCaches, PublicCache } from "../lib/public-cache";
import { InternalApi } from "./internal-api";
import crypto from "node:crypto";
import { createPageRoute, missingStaticFile, type EdgeCache, type RenderFn, type RenderLimit } from "./pages";

/** A stand-in for the server-render bundle: counts renders; `hold` keeps them waiting until released. */
function fakeRenderer() {
  const rendered: string[] = [];
  let gate: Promise<void> | undefined;
  let open = () => {};
  const render: RenderFn = async ({ url }) => {
    rendered.push(url);
    if (gate) await gate;
    const page: RenderResult = {
      status: 200,
      lang: "en",
      dir: "ltr",
      headTags: "<title>Page</title>",
      // React's streaming renderer writes bare inline scripts like this one (completed Suspense boundaries).
      appHtml: `<main>${"x".repeat(70_000)}</main><script>$RC("B:0","S:0")</script>`,
      stateJson: "{}",
      modules: [],
      errors: [],
      // A page with a video frames its player (a listing's, as the gallery names it); no other page does.
      frameOrigins: url.includes("video")
        ? ["https://www.youtube-nocookie.com", "https://x.example; script-src *"]
        : [],
    };
    return page;
  };
  return {
    render,
    rendered,
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release() {
      gate = undefined;
      open();
    },
  };
}

let database: Database;
let sessions: SessionSetup;
const servers: http.Server[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  sessions = createSessionMiddleware(database, await resolveSessionSecret(database.db, undefined));
});
afterAll(async () => {
  for (const server of servers) server.close();
  sessions.close();
  await database.close();
});
beforeEach(() => invalidatePublicCaches());

/** The whole app with the page route on the fake renderer, listening, as supertest's target. */
function startSite(
  renderer: ReturnType<typeof fakeRenderer>,
  renderLimit: RenderLimit,
  cacheTtlMs = 60_000,
  edgeCache?: EdgeCache,
) {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
  const logger = createLogger("silent");
  const pages = express.Router();
  pages.use(missingStaticFile);
  pages.use(
    createPageRoute({
      internalApi: new InternalApi(),
      render: renderer.render,
      assets: { styles: [], scripts: ["/assets/entry.js"], preloads: [], loadScriptsAfterFirstPaint: true },
      logger,
      renderLimit,
      renderCache: new PublicCache<RenderResult>({ ttlMs: cacheTtlMs, maxEntries: 50 }),
      edgeCache,
    }),
  );
  const app = createApp({ config, database, sessions, logger, pages });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  return () => supertest(server);
}

describe("render cache key", () => {
  it("renders once for URLs that differ only in parameters the page does not read", async () => {
    const renderer = fakeRenderer();
    const request = startSite(renderer, { concurrency: 4, queue: 4 });
    for (const r of ["1", "2", "abc", "9999"]) {
      const res = await request().get(`/rent?r=${r}`).expect(200);
      expect(res.text).toContain("<main>");
    }
    await request().get("/rent?utm_source=mail&r=5").expect(200);
    expect(renderer.rendered).toEqual(["/rent?r=1"]);

    // What the page reads makes a page of its own: a filter, and the absence of any unknown parameter
    // (it decides the robots tag).
    await request().get("/rent?r=1&beds=2").expect(200);
    await request().get("/rent?beds=2&r=2").expect(200);
    await request().get("/rent").expect(200);
    expect(renderer.rendered).toEqual(["/rent?r=1", "/rent?r=1&beds=2", "/rent"]);
  });

  it("keeps the whole query string for pages that read parameters of their own", async () => {
    const renderer = fakeRenderer();
    const request = startSite(renderer, { concurrency: 4, queue: 4 });
    await request().get("/stamp-duty-calculator?price=1000000").expect(200);
    await request().get("/stamp-duty-calculator?price=2000000").expect(200);
    expect(renderer.rendered).toHaveLength(2);
  });
});

/** The script-src directive of a response's Content-Security-Policy. */
function scriptSources(res: supertest.Response): string {
  return /script-src ([^;]*)/.exec(String(res.headers["content-security-policy"]))?.[1] ?? "";
}

describe("anonymous pages at the edge", () => {
  const edge = { maxAgeSeconds: 10, staleSeconds: 30 };

  it("are byte-identical between visitors, allowed by script hashes, public for a shared cache, with an ETag", async () => {
    const request = startSite(fakeRenderer(), { concurrency: 4, queue: 4 }, 60_000, edge);
    const first = await request().get("/buy").expect(200);
    const second = await request().get("/buy").expect(200);
    expect(second.text).toBe(first.text);
    expect(first.text).not.toMatch(/ nonce="/);
    expect(first.headers["cache-control"]).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=30");
    // Not split per cookie: a visitor with an analytics or signed-out device cookie gets the same copy.
    expect(first.headers.vary ?? "").not.toMatch(/Cookie/i);
    const withCookies = await request()
      .get("/buy")
      .set("Cookie", "_ga=GA1.1.123.456; upm.device=7.abc.def")
      .expect(200);
    expect(withCookies.text).toBe(first.text);
    expect(withCookies.headers["cache-control"]).toBe(first.headers["cache-control"]);
    expect(first.headers["content-security-policy"]).toBe(second.headers["content-security-policy"]);

    // Every inline script the browser runs is allowed by its hash, and nothing else is.
    const sources = scriptSources(first);
    expect(sources).not.toContain("nonce");
    const inline = [...first.text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body);
    expect(inline.length).toBe(3); // the early-click recorder, the loader and React's boundary script
    for (const body of inline) {
      expect(sources).toContain(`'sha256-${crypto.createHash("sha256").update(body).digest("base64")}'`);
    }
    expect(sources.match(/'sha256-/g)).toHaveLength(3);

    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    await request().get("/buy").set("If-None-Match", etag).expect(304);
  });

  it("stay private with a session, and with a development host's site choice", async () => {
    const request = startSite(fakeRenderer(), { concurrency: 4, queue: 4 }, 60_000, edge);
    const signedIn = await request().get("/buy").set("Cookie", "upm.sid=s%3Aabc.def").expect(200);
    expect(signedIn.headers["cache-control"]).toBe("private, no-store");
    expect(scriptSources(signedIn)).toMatch(/'nonce-[^']+'/);
    expect(signedIn.text).toMatch(/<script nonce="[^"]+">/);

    const siteChoice = await request().get("/buy").set("Cookie", "upm.domain=dubai").expect(200);
    expect(siteChoice.headers["cache-control"]).toBe("no-cache");
    expect(scriptSources(siteChoice)).toMatch(/'nonce-/);
  });

  it("are not shared when the edge cache is off, nor when the page is not complete", async () => {
    const off = startSite(fakeRenderer(), { concurrency: 4, queue: 4 }, 60_000, {
      maxAgeSeconds: 0,
      staleSeconds: 0,
    });
    const page = await off().get("/buy").expect(200);
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(scriptSources(page)).toMatch(/'nonce-/);
    const request = startSite(fakeRenderer(), { concurrency: 4, queue: 4 }, 60_000, edge);
    const missing = await request().get("/favicon.ico").expect(404);
    expect(missing.headers["cache-control"]).not.toMatch(/public/);
  });
});

describe("frames", () => {
  const frameSources = (res: supertest.Response) =>
    /frame-src ([^;]*)/.exec(String(res.headers["content-security-policy"]))?.[1];

  it("are allowed from the players a page names, on that page only, and named to its code", async () => {
    const request = startSite(fakeRenderer(), { concurrency: 4, queue: 4 });
    const withVideo = await request().get("/property/7?video").expect(200);
    // Only a bare https origin reaches the header: the second one would have added a directive.
    expect(frameSources(withVideo)).toBe("https://www.youtube-nocookie.com");
    expect(String(withVideo.headers["content-security-policy"])).not.toContain("x.example");
    expect(withVideo.text).toContain(
      '<meta name="frame-origins" content="https://www.youtube-nocookie.com">',
    );
    // From the cache too.
    expect(frameSources(await request().get("/property/7?video").expect(200))).toBe(
      "https://www.youtube-nocookie.com",
    );

    const without = await request().get("/property/8").expect(200);
    expect(frameSources(without)).toBe("'none'");
    expect(without.text).not.toContain('name="frame-origins"');
  });
});

describe("missing static files", () => {
  it.each(["/favicon.ico", "/assets/index-abc123.js", "/assets/missing", "/app.js.map", "/wp-login.php"])(
    "%s is a small plain-text 404, not a rendered page",
    async (path) => {
      const renderer = fakeRenderer();
      const request = startSite(renderer, { concurrency: 4, queue: 4 });
      const res = await request().get(path).expect(404);
      expect(res.headers["content-type"]).toMatch(/^text\/plain/);
      expect(res.text.length).toBeLessThan(100);
      expect(renderer.rendered).toEqual([]);
    },
  );

  it("leaves page paths to the renderer", async () => {
    const renderer = fakeRenderer();
    const request = startSite(renderer, { concurrency: 4, queue: 4 });
    await request().get("/property/12").expect(200);
    await request().get("/areas/dubai-marina").expect(200);
    expect(renderer.rendered).toEqual(["/property/12", "/areas/dubai-marina"]);
  });
});

describe("render limit", () => {
  it("refuses the render past the slots and the queue with 503 and Retry-After; cached pages still answer", async () => {
    const renderer = fakeRenderer();
    const request = startSite(renderer, { concurrency: 1, queue: 1 });
    await request().get("/buy").expect(200); // now in the cache
    renderer.hold();
    // One render runs, one waits: both slots of this tiny limit are taken.
    const running = request()
      .get("/rent?page=2")
      .then((res) => res.status);
    const waiting = request()
      .get("/rent?page=3")
      .then((res) => res.status);
    while (renderer.rendered.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));

    const refused = await request().get("/rent?page=4");
    expect(refused.status).toBe(503);
    expect(refused.headers["retry-after"]).toBe("5");
    expect(refused.text.length).toBeLessThan(500);

    const cached = await request().get("/buy");
    expect(cached.status).toBe(200);

    renderer.release();
    expect(await Promise.all([running, waiting])).toEqual([200, 200]);
    expect(renderer.rendered).toEqual(["/buy", "/rent?page=2", "/rent?page=3"]);
  });
});

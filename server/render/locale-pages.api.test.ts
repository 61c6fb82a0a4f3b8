import { parse } from "regexparam";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGE_COOKIE } from "@shared/locale";
import { createRenderedPagesApp, type RenderedPagesApp } from "../../tests/helpers/rendered-pages-app";
import type { TestApp } from "../../tests/helpers/test-app";
import { seedSampleData } from "../db/seed/seed";
import { agencies, agents } from "../db/schema";
import { ROBOTS_DISALLOW } from "../features/seo/seo.service";

/**
 * Pages in both languages, rendered for real (issue 14 item 1, decision 0043): the client's entry-server
 * through Vite, as `npm run dev` renders them, behind the server's own page route. The routes come from
 * the client's route table, the table the renderer matches against; concrete addresses for the routes
 * with parameters come from the site's own sitemap.
 */
const HOST = "uaepropertymarkets.com";

interface AppRoute {
  path: string;
}

let t: TestApp;
let pagesApp: RenderedPagesApp | undefined;
let routes: AppRoute[];

beforeAll(async () => {
  pagesApp = await createRenderedPagesApp("locale-pages");
  t = pagesApp.t;
  routes = ((await pagesApp.vite.ssrLoadModule("/src/app/routes.ts")) as { routes: AppRoute[] }).routes;
  await seedSampleData(t.database.db, { listings: 30 });
}, 120_000);
afterAll(async () => {
  await pagesApp?.close();
});

const get = (pathname: string) => t.request().get(pathname).set("Host", HOST);
const matches = (route: AppRoute, pathname: string) => parse(route.path).pattern.test(pathname);
/** The route the renderer picks for a path: the first that matches, as findRoute does. */
const routeOf = (pathname: string) => routes.find((route) => route.path === "*" || matches(route, pathname));
const paths = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);

/** Public: not the catch-all, and nothing robots.txt keeps crawlers out of (account screens, sign-in). */
function publicRoutes(): AppRoute[] {
  return routes.filter(
    (route) => route.path !== "*" && !ROBOTS_DISALLOW.some((prefix) => route.path.startsWith(prefix)),
  );
}

/** One real address per public route: the route itself, or a page of the English sitemap it renders. */
async function examples(): Promise<Map<string, string>> {
  const sitemap = [
    ...paths((await get("/sitemaps/pages.xml").expect(200)).text),
    ...paths((await get("/sitemaps/listings-1.xml").expect(200)).text),
  ];
  // Pages the sitemap leaves out by design: profiles (reached from listings) and one-time mail links.
  const [agency] = await t.database.db.select({ id: agencies.id }).from(agencies).limit(1);
  const [agent] = await t.database.db.select({ id: agents.id }).from(agents).limit(1);
  const known = [...sitemap, `/agencies/${agency.id}`, `/agents/${agent.id}`];
  const found = new Map<string, string>();
  for (const route of publicRoutes()) {
    const example = route.path.includes(":")
      ? known.find((pathname) => routeOf(pathname) === route)
      : route.path;
    if (example) found.set(route.path, example);
  }
  return found;
}

describe("pages in both languages", { timeout: 300_000 }, () => {
  it("answer / with the English page, never a redirect, whatever the language cookie says", async () => {
    const res = await get("/").set("Cookie", `${LANGUAGE_COOKIE}=ar`);
    expect(res.status).toBe(200);
    expect(res.headers.location).toBeUndefined();
    expect(res.text).toMatch(/<html lang="en" dir="ltr"/);
    // Nor does the Arabic address send an English visitor's cookie back to English.
    const arabic = await get("/ar").set("Cookie", `${LANGUAGE_COOKIE}=en`);
    expect(arabic.status).toBe(200);
    expect(arabic.headers.location).toBeUndefined();
    expect(arabic.text).toMatch(/<html lang="ar" dir="rtl"/);
  });

  it("give every public English route an Arabic twin under /ar that answers 200", async () => {
    const found = await examples();
    // Every public route has an address to try: a new route with parameters fails here until it has one.
    // Left out: the unsubscribe pages (/unsubscribe/:token, /newsletter/unsubscribe/:token), which need a
    // token from a mail (tests/e2e/saved-searches.spec.ts follows one; newsletter-unsubscribe.api.test.ts).
    const untried = publicRoutes()
      .map((route) => route.path)
      .filter((route) => !found.has(route) && !route.includes(":token"));
    expect(untried).toEqual([]);
    expect(found.size).toBeGreaterThan(40);

    const failures: string[] = [];
    for (const pathname of found.values()) {
      const english = await get(pathname);
      const arabic = await get(`/ar${pathname === "/" ? "" : pathname}`);
      if (english.status !== 200) failures.push(`${pathname}: ${english.status}`);
      if (arabic.status !== 200) failures.push(`/ar${pathname}: ${arabic.status}`);
      else if (!/<html lang="ar" dir="rtl"/.test(arabic.text)) failures.push(`/ar${pathname}: not Arabic`);
    }
    expect(failures).toEqual([]);
  });
});

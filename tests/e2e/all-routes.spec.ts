import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { loadCollectionIndex } from "../../server/lib/content-files";
import { EMIRATES, LOCATIONS, emirateSlug } from "../../shared/locations";
import { createListingViaApi, signUpViaApi } from "./helpers";

const guides = loadCollectionIndex("guides");
const newsArticles = loadCollectionIndex("news");

/**
 * Acceptance (docs/product.md §Pages): every route answers 200 with its own title and exactly one visible
 * main heading, and the browser logs no errors. Only an unknown /news/ slug and an unknown path answer 404.
 * `{id}` routes use a real listing: any public one for /property/{id}, the test user's own for /upgrade/{id}.
 */
const PUBLIC_ROUTES: string[] = [
  // Core
  "/",
  "/auth",
  "/forgot-password",
  "/search",
  "/property/{id}",
  "/buy",
  "/rent",
  "/commercial-property",
  "/new-property",
  "/find-agent",
  // Emirates
  ...EMIRATES.map((emirate) => `/${emirateSlug(emirate)}`),
  // Areas: the index, the spec's short /areas/jbr, and every one of the 58 locations
  "/areas",
  "/areas/jbr",
  ...LOCATIONS.map((location) => `/areas/${location.slug}`),
  // Categories
  "/categories",
  "/categories/luxury-properties",
  "/categories/affordable-homes",
  "/categories/family-homes",
  // News
  "/news",
  ...newsArticles.map((article) => `/news/${article.slug}`),
  // Guides: the hubs, every sub-page and /guides/*
  ...guides.map((guide) => guide.path),
  // Tools and info
  "/house-price-index",
  "/sold-prices",
  "/stamp-duty-calculator",
  "/overseas-homes",
  "/about",
  "/contact-us",
  "/faqs",
  "/careers",
  "/privacy-policy",
  "/terms-and-conditions",
  "/sitemap",
  // Saved listings (a guest's are in the browser; the page itself is public)
  "/saved",
];

/** Pages for a signed-in user (signed out, they send the visitor to /auth). */
const SIGNED_IN_ROUTES = ["/dashboard", "/create-listing", "/upgrade/{id}"];

const NOT_FOUND_ROUTES = ["/news/this-article-does-not-exist", "/no-such-page-anywhere"];

const ALL_ROUTES = [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES];

/** The development server's hot-reload socket is not part of the app (the built app has none). */
const DEV_ONLY = /\[vite\]|ws:\/\/localhost|WebSocket closed without opened/;

interface Ids {
  property: number;
  upgrade: number;
}

async function anyPublicListingId(request: APIRequestContext): Promise<number> {
  const res = await request.get("/api/properties?limit=1");
  expect(res.ok()).toBe(true);
  const [listing] = (await res.json()) as { id: number }[];
  return listing.id;
}

/** Registers a new user on this request context (which keeps the session cookie) with one listing. */
async function signUpWithListing(request: APIRequestContext): Promise<number> {
  await signUpViaApi(request, "routes");
  return createListingViaApi(request);
}

const withIds = (path: string, ids: Ids) =>
  path
    .replace("/property/{id}", `/property/${ids.property}`)
    .replace("/upgrade/{id}", `/upgrade/${ids.upgrade}`);

function titleOf(html: string): string {
  return (/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? "").replace(/&amp;/g, "&").trim();
}

/** Opens the page and checks what a visitor and a crawler get: status, own title, one h1, no errors. */
async function checkPage(
  page: Page,
  path: string,
  { status, homeTitle }: { status: number; homeTitle: string },
) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error" || DEV_ONLY.test(message.text())) return;
    // The browser reports the page's own 404 as a failed resource; that is the point of those pages.
    if (status === 404 && /status of 404/.test(message.text())) return;
    errors.push(message.text());
  });
  page.on("pageerror", (error) => {
    if (!DEV_ONLY.test(error.message)) errors.push(error.message);
  });

  const response = await page.goto(path);
  expect(response?.status(), `${path} status`).toBe(status);
  await page.waitForSelector("html[data-hydrated='true']");

  const title = await page.title();
  expect(title.trim(), `${path} has a title`).not.toBe("");
  if (path !== "/") expect(title, `${path} has its own title, not the home page's`).not.toBe(homeTitle);
  await expect(page.locator("h1").filter({ visible: true }), `${path} has one visible h1`).toHaveCount(1);
  await expect(page.locator("h1").filter({ visible: true })).not.toBeEmpty();
  // Late chunks and queries report their errors after hydration: wait until the network is quiet.
  await page.waitForLoadState("networkidle");
  expect(errors, `${path} logs no errors`).toEqual([]);
}

/** Routes that are another address of a page listed above, so they share its title. */
const ALIASES: Record<string, string> = { "/areas/jbr": "/areas/jumeirah-beach-residence-jbr" };

// About 130 pages, each opened and waited on: the longest file by far, so both browser workers share it
// (each runs the set-up below once for itself).
test.describe.configure({ mode: "parallel" });

let homeTitle = "";
let ids: Ids;
let signedIn: Awaited<ReturnType<APIRequestContext["storageState"]>>;

// One user and listing for the whole file: registrations are rate-limited per address.
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  homeTitle = titleOf(await (await request.get("/")).text());
  ids = { property: await anyPublicListingId(request), upgrade: await signUpWithListing(request) };
  signedIn = await request.storageState();
  await request.dispose();
});

test("the route list is complete: 7 emirates, 58 areas, 12 articles, 21 guide pages, Saved", () => {
  expect(EMIRATES).toHaveLength(7);
  expect(LOCATIONS).toHaveLength(58);
  expect(newsArticles).toHaveLength(12);
  expect(guides).toHaveLength(21);
  expect(new Set(ALL_ROUTES).size).toBe(ALL_ROUTES.length);
  expect(ALL_ROUTES).toHaveLength(10 + 7 + 2 + 58 + 4 + 13 + 21 + 11 + 1 + 3);
});

test("every route's first HTML has its own title, unique across the site", async ({
  playwright,
}, testInfo) => {
  test.setTimeout(180_000);
  const request = await playwright.request.newContext({
    baseURL: testInfo.project.use.baseURL,
    storageState: signedIn,
  });
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const route of ALL_ROUTES) {
    const path = withIds(route, ids);
    const res = await request.get(path);
    const title = titleOf(await res.text());
    if (res.status() !== 200) problems.push(`${path}: status ${res.status()}`);
    if (!title) problems.push(`${path}: no <title>`);
    else if (path !== "/" && title === homeTitle) problems.push(`${path}: the home page's title`);
    else if (seen.has(title) && ALIASES[path] !== seen.get(title) && ALIASES[seen.get(title)!] !== path)
      problems.push(`${path}: same title as ${seen.get(title)} ("${title}")`);
    else seen.set(title, path);
  }
  for (const path of NOT_FOUND_ROUTES) {
    const res = await request.get(path);
    if (res.status() !== 404) problems.push(`${path}: status ${res.status()}, expected 404`);
  }
  await request.dispose();
  expect(problems).toEqual([]);
});

test.describe("public routes", () => {
  for (const route of PUBLIC_ROUTES) {
    test(route, async ({ page }) => {
      await checkPage(page, withIds(route, ids), { status: 200, homeTitle });
    });
  }
});

test.describe("signed-in routes", () => {
  for (const route of SIGNED_IN_ROUTES) {
    test(route, async ({ browser }) => {
      const context = await browser.newContext({ storageState: signedIn });
      const page = await context.newPage();
      await checkPage(page, withIds(route, ids), { status: 200, homeTitle });
      await expect(page, "stays on the page, not sent to sign in").not.toHaveURL(/\/auth/);
      await context.close();
    });
  }
});

test.describe("not-found routes", () => {
  for (const route of NOT_FOUND_ROUTES) {
    test(route, async ({ page }) => {
      await checkPage(page, route, { status: 404, homeTitle });
    });
  }
});

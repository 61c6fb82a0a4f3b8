import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Locator, type Page, type Route } from "@playwright/test";
import { buildListingInput, buildPhoto, type ListingInput } from "../factories/listings";
import { buildUser } from "../factories/users";

/** Opens a page and waits until React has hydrated it, so typing and clicking reach the app. */
export async function gotoReady(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForSelector("html[data-hydrated='true']");
  return response;
}

/**
 * Waits until the page that holds a part (a form) is hydrated: before that a click on its button would do
 * what the HTML alone does. Forms load with their page (docs/decisions/0022), so the page's mark is theirs.
 */
export async function waitUntilReady(part: Locator) {
  await part.page().waitForSelector("html[data-hydrated='true']");
}

/**
 * The development server's hot reload (Vite's WebSocket) would reload the page whenever any file of the
 * working tree changes, in the middle of a test: the page's sockets get a silent stand-in instead.
 */
export async function ignoreDevReloads(page: Page) {
  await page.context().routeWebSocket(/.*/, () => {});
}

/**
 * Holds back every script the page asks for until the returned function is called: the visitor sees and
 * uses the server's HTML before any code runs (a phone on a slow network), e.g. to type into a form.
 */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  await page.route("**/*", (route) =>
    holding && route.request().resourceType() === "script" ? void held.push(route) : route.fallback(),
  );
  return async () => {
    holding = false;
    await Promise.all(held.splice(0).map((route) => route.fallback()));
  };
}

/**
 * Runs axe once the page has settled: no results still loading (aria-busy) and no running transitions,
 * since a dimmed, half-faded list would be measured at the wrong contrast.
 */
export async function expectNoSeriousAxeViolations(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/**
 * The inner texts of every match, once at least `min` are on the page: a loop over the texts of no cards
 * would check nothing and pass.
 */
export async function innerTextsOfAtLeast(locator: Locator, min = 1): Promise<string[]> {
  await expect.poll(() => locator.count()).toBeGreaterThanOrEqual(min);
  return locator.allInnerTexts();
}

/**
 * A unique user name for the run. Unlike the API factories' per-file counter, it carries the time: the
 * browser tests share one server, and a worker restarted after a failure would start counting again.
 */
function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/**
 * A Trakheesi-form permit number (10 digits) no other listing of the run or of an earlier run holds: one
 * permit is one advert (docs/decisions/0051), and the browser tests share one database across runs.
 */
export function uniquePermitNumber(): string {
  const stamp = (Date.now() % 10_000_000) * 100 + Math.floor(Math.random() * 100);
  return `7${String(stamp).padStart(9, "0")}`;
}

/** Registers a new user on this request context, which keeps the session cookie. */
export async function signUpViaApi(request: APIRequestContext, prefix: string): Promise<void> {
  const user = buildUser(prefix, { username: uniqueName(prefix) });
  const register = await request.post("/api/register", {
    data: { ...user, email: `${user.username}@example.com` },
  });
  expect(register.status(), await register.text()).toBe(201);
}

/** Creates a listing (published unless told otherwise) as the signed-in user of this request context; returns its id. */
export async function createListingViaApi(
  request: APIRequestContext,
  overrides: Partial<ListingInput> = {},
): Promise<number> {
  // Each its own title: cards are named by title and price, and the whole suite shares one database, so
  // identical listings from several files would sit side by side on the home page with one name.
  const title = `Bright two-bedroom apartment by the Al Majaz waterfront, unit ${uniqueName("")}`;
  const created = await request.post("/api/properties", {
    data: buildListingInput({ status: "published", title, ...overrides }),
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** Uploads a small real photo through the upload route as the signed-in user; returns its address. */
export async function uploadPhotoViaApi(request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/uploads", {
    multipart: {
      photo: { name: "living-room.jpg", mimeType: "image/jpeg", buffer: await buildPhoto(900, 600) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

/**
 * Latin words allowed on an Arabic page: the sites' names, and abbreviations UAE portals and authorities
 * write in Latin letters in Arabic text too.
 */
const LATIN_ALLOWED_ON_ARABIC_PAGES = new Set(
  [
    "UAE Property Markets",
    "Dubai Property Hub",
    "Dubai Property Markets",
    "JBR",
    "JVC",
    "JLT",
    "DIFC",
    "DLD",
    "RERA",
    "BRN",
    "ORN",
    "QR",
    "DEWA",
    "ADDC",
    "SEWA",
    "FEWA",
    "GCC",
    "VAT",
    "WhatsApp",
    "Trakheesi",
    "Ejari",
    "Tawtheeq",
    "ADGM",
    "DMCC",
    "JAFZA",
    "DXB",
    "DWC",
    "AUH",
    "SHJ",
    "PDF",
    "JSON",
    "WebP",
    "JPEG",
    "PNG",
    "HEIC",
    "AVIF",
    "MB",
    // The map's attribution names its data sources as their licences ask (decision 0046).
    "Natural Earth",
    "MapLibre",
    "OpenStreetMap",
  ].flatMap((words) => words.split(" ")),
);

/**
 * Interface text left in English on an Arabic page, in `selector` (the whole body by default): every
 * visible text with a Latin word of three letters or more that is not on the allowed list. People's own
 * words (titles, descriptions, names, addresses typed in English) are not interface text: they sit in an
 * element whose `lang` is not "ar" (a listing in English carries lang="en"), or in `translate="no"`
 * (emails, usernames, brand-like values), and are skipped.
 */
export async function englishInterfaceTextIn(page: Page, selector = "body"): Promise<string[]> {
  const texts = await page
    .locator(selector)
    .first()
    .evaluate((root) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        const parent = node.parentElement;
        if (!text || !parent || !/[A-Za-z]{3}/.test(text)) continue;
        if (parent.closest("script, style, noscript, template, [hidden], [aria-hidden='true']")) continue;
        if (parent.closest("[translate='no']")) continue;
        const lang = parent.closest("[lang]")?.getAttribute("lang");
        if (lang && !lang.startsWith("ar")) continue;
        const style = getComputedStyle(parent);
        if (style.display === "none" || style.visibility === "hidden") continue;
        found.push(text);
      }
      // Attributes people hear or see: labels, placeholders, titles, alternative texts.
      for (const element of root.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")) {
        if (element.closest("[translate='no']")) continue;
        const lang = element.closest("[lang]")?.getAttribute("lang");
        if (lang && !lang.startsWith("ar")) continue;
        for (const name of ["aria-label", "placeholder", "title", "alt"]) {
          const value = element.getAttribute(name)?.trim();
          // A web or email address as a placeholder ("https://www.youtube.com/watch?v=…") is no language.
          const words = value?.replace(/\S+@\S+/g, " ").replace(/\b(?:https?:\/\/|www\.)\S+/g, " ");
          if (value && words && /[A-Za-z]{3}/.test(words)) found.push(`${name}="${value}"`);
        }
      }
      return found;
    });
  // Email addresses and web addresses are written in Latin letters in any language.
  const withoutAddresses = (text: string) =>
    text.replace(/\S+@\S+/g, " ").replace(/\b(?:https?:\/\/|www\.)\S+/g, " ");
  return texts.filter((text) =>
    (withoutAddresses(text).match(/[A-Za-z][A-Za-z'’-]{2,}/g) ?? []).some(
      (word) => !LATIN_ALLOWED_ON_ARABIC_PAGES.has(word),
    ),
  );
}

/** Fails with the English interface text found on an Arabic page (see englishInterfaceTextIn). */
export async function expectAllArabic(page: Page, selector = "body") {
  expect(await englishInterfaceTextIn(page, selector), `English interface text in ${selector}`).toEqual([]);
}

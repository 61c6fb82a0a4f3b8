import crypto from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { holdScripts, ignoreDevReloads } from "./helpers";

/**
 * A visitor on a slow phone uses the server's HTML before the page's code has run (issue 25, item 6;
 * docs/decisions/0059-forms-post-and-held-sends.md): the enquiry's Send, Enter in the home search and a
 * favourite's heart each do what they say, and nothing typed into a form that takes personal data ever
 * travels in an address. At a phone's width and a desktop's.
 */

const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 900 } },
} as const;

test.beforeEach(async ({ context, page }) => {
  await ignoreDevReloads(page);
  // Each test is another visitor for the per-address limits (the server trusts the loopback proxy).
  const address = `198.51.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": address });
});

/** Every address the page asks for, in order (documents, scripts, API calls). */
function recordRequests(page: Page): { method: string; url: string }[] {
  const requests: { method: string; url: string }[] = [];
  page.on("request", (request) => requests.push({ method: request.method(), url: request.url() }));
  return requests;
}

function isHydrated(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.documentElement.dataset.hydrated);
}

/** The first listing a visitor meets on /buy: its link, as the first card shows it. */
async function firstListingOnBuy(page: Page): Promise<string> {
  const html = await (await page.request.get("/buy")).text();
  const path = /href="(\/property\/\d+)"/.exec(html)?.[1];
  expect(path, "a listing card on /buy").toBeDefined();
  return path!;
}

async function signUp(page: Page) {
  const username = `early${Date.now().toString(36)}${crypto.randomInt(1000)}`;
  const res = await page.request.post("/api/register", {
    data: { username, email: `${username}@example.com`, password: "correct horse battery" },
  });
  expect(res.status()).toBe(201);
}

/**
 * The forms in the server's HTML that take personal data (a password, email, phone or free text box), each
 * with its method as written, read by the browser's own parser from the HTML as sent.
 */
async function personalDataForms(
  page: Page,
  path: string,
): Promise<{ form: string; method: string | null }[]> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  return page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, "text/html");
    return [...document.querySelectorAll("form")]
      .filter((form) =>
        form.querySelector('input[type="password"], input[type="email"], input[type="tel"], textarea'),
      )
      .map((form) => ({
        form: form.getAttribute("aria-label") ?? form.outerHTML.slice(0, 120),
        method: form.getAttribute("method"),
      }));
  }, html);
}

test('every form that takes personal data says method="post" in the server\'s HTML, in English and Arabic', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const listingPath = await firstListingOnBuy(page);
  await signUp(page);
  const paths = [
    "/",
    "/buy",
    listingPath,
    "/areas/dubai-marina",
    "/contact-us",
    "/create-listing",
    "/dashboard",
    "/dashboard?tab=account",
  ];
  const found: Record<string, { form: string; method: string | null }[]> = {};
  for (const path of [...paths, ...paths.map((path) => (path === "/" ? "/ar" : `/ar${path}`))]) {
    found[path] = await personalDataForms(page, path);
  }
  // Signed out: the sign-in and password pages.
  await page.context().clearCookies();
  for (const path of ["/auth", "/forgot-password", "/ar/auth", "/ar/forgot-password"]) {
    found[path] = await personalDataForms(page, path);
  }

  const notPosted = Object.entries(found).flatMap(([path, forms]) =>
    forms.filter(({ method }) => method?.toLowerCase() !== "post").map(({ form }) => `${path}: ${form}`),
  );
  expect(notPosted).toEqual([]);
  // The check saw the forms it is about: the enquiry and the newsletter, sign-in and sign-up, the reset.
  expect(found[listingPath].map(({ form }) => form)).toEqual(
    expect.arrayContaining(["Enquiry", "Newsletter"]),
  );
  expect(found["/auth"].length).toBeGreaterThanOrEqual(2);
  expect(found["/forgot-password"].length).toBeGreaterThanOrEqual(1);
  expect(found["/contact-us"].length).toBeGreaterThanOrEqual(1);
});

for (const [width, device] of Object.entries(VIEWPORTS)) {
  test.describe(`before the page's code has run, on a ${width}`, () => {
    test.use(device);

    test("Send on the enquiry form sends the enquiry once the code runs, and no address ever holds what was typed", async ({
      page,
    }) => {
      const listingPath = await firstListingOnBuy(page);
      const requests = recordRequests(page);
      const release = await holdScripts(page);
      await page.goto(listingPath, { waitUntil: "commit" });

      const form = page.getByRole("form", { name: "Enquiry" });
      await form.getByLabel("Your name").fill("Early Sender");
      await form.getByLabel("Email").fill("early.sender@example.com");
      await form.getByLabel("Phone").fill("+971501234567");
      await form.getByLabel("Message").fill("Sent before the page was ready: is parking included?");
      await form.getByRole("button", { name: "Send enquiry" }).click();
      // The browser sent nothing and left the page (and what was typed) as it was.
      await expect(form.getByLabel("Email")).toHaveValue("early.sender@example.com");
      expect(await isHydrated(page)).toBeUndefined();

      await release();
      await page.waitForSelector("html[data-hydrated='true']");
      const card = page.getByRole("region", { name: "Ask about this property" });
      await expect(card.getByRole("status").filter({ hasText: "Enquiry sent" })).toBeVisible();
      await expect(card.getByText("will reply to early.sender@example.com")).toBeVisible();
      await page.waitForLoadState("networkidle");

      const sends = requests.filter(({ method, url }) => method === "POST" && /\/enquiries$/.test(url));
      expect(sends).toHaveLength(1);
      const leaking = requests.filter(({ url }) => /early|sender|971501234567|parking/i.test(url));
      expect(leaking).toEqual([]);
      expect(new URL(page.url()).pathname).toBe(listingPath);
      expect(new URL(page.url()).search).toBe("");
    });

    test("Enter in the home search lands on the results for the words", async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto("/", { waitUntil: "commit" });
      const search = page.getByRole("form", { name: "Property search" });
      const box = search.getByRole("combobox", { name: "City, area or community" });
      await box.fill("Dubai Marina");
      expect(await isHydrated(page)).toBeUndefined();
      await box.press("Enter");

      // The browser's own search, with no code: the search page for the words and the chosen purpose.
      await page.waitForURL(/\/search\?/, { waitUntil: "commit" });
      const query = new URL(page.url()).searchParams;
      expect(query.get("search")).toBe("Dubai Marina");
      expect(query.get("priceType")).toBe("rent");
      await release();
      await page.waitForSelector("html[data-hydrated='true']");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("rental properties");
      const filters = page.getByRole("search", { name: "Filter properties" });
      await expect(filters.getByRole("combobox", { name: "Location or keyword" })).toHaveValue(
        "Dubai Marina",
      );
      await expect(page.getByRole("region", { name: "Search results" })).toBeVisible();
    });

    test("a heart pressed by a signed-in visitor saves the listing to the account once the code runs", async ({
      page,
    }) => {
      await signUp(page);
      const release = await holdScripts(page);
      await page.goto("/buy", { waitUntil: "commit" });
      const card = page.locator("article").first();
      const href = await card.locator("a[href^='/property/']").first().getAttribute("href");
      const listingId = Number(href!.split("/").pop());
      await card.getByRole("button", { name: /^Save .+ to favourites$/ }).click();
      expect(await isHydrated(page)).toBeUndefined();

      await release();
      await page.waitForSelector("html[data-hydrated='true']");
      await expect(card.getByRole("button", { name: /^Remove .+ from favourites$/ })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect
        .poll(async () =>
          ((await (await page.request.get("/api/favourites/ids")).json()) as number[]).includes(listingId),
        )
        .toBe(true);
    });

    test("a heart pressed by a signed-out visitor is saved in the browser once the code runs", async ({
      page,
    }) => {
      const release = await holdScripts(page);
      await page.goto("/buy", { waitUntil: "commit" });
      await page
        .getByRole("button", { name: /^Save .+ to favourites$/ })
        .first()
        .click();
      expect(await isHydrated(page)).toBeUndefined();

      await release();
      await page.waitForSelector("html[data-hydrated='true']");
      await expect(page.getByRole("button", { name: /^Remove .+ from favourites$/ }).first()).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      expect(await page.evaluate(() => window.localStorage.getItem("upm.favourites"))).toMatch(/^\[\d+\]$/);
    });
  });
}

test.describe("before the page's code has run, the phone menu", () => {
  test.use(VIEWPORTS.phone);

  test("its button pressed opens the menu once the code runs (its sheet loads on demand)", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
    expect(await isHydrated(page)).toBeUndefined();

    await release();
    await page.waitForSelector("html[data-hydrated='true']");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("link", { name: "New Properties" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("banner").getByRole("button", { name: "Open menu" })).toBeFocused();
  });
});

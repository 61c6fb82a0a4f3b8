import crypto from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { gotoReady, holdScripts, ignoreDevReloads } from "./helpers";

/**
 * The enquiry and newsletter forms in every state a visitor arrives in (issue 11, item 2): signed out,
 * signed in, with a favourite saved in the browser (guest) or on the account, opened by a link and by
 * clicking a card, and typing before the page's code has run. At a phone's width and a desktop's.
 */

const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 900 } },
} as const;

type VisitorState = "signed out" | "signed in" | "guest with a favourite" | "signed in with a favourite";
const STATES: VisitorState[] = [
  "signed out",
  "signed in",
  "guest with a favourite",
  "signed in with a favourite",
];
const FAVOURITES_STORAGE_KEY = "upm.favourites";

/** The development server compiles the app on the first visit: done here, not inside a test's time. */
test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await browser.newPage();
  await ignoreDevReloads(page);
  await gotoReady(page, "/buy");
  await page.close();
});

test.beforeEach(async ({ context, page }) => {
  await ignoreDevReloads(page);
  // Each test is another visitor: the per-address limits on enquiries and subscriptions (10 in 10 minutes)
  // count every test apart (the server trusts the loopback proxy's X-Forwarded-For, as behind a balancer).
  const address = `198.51.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": address });
});

/** The first listing a visitor meets on /buy: its link, as the first card shows it. */
async function firstListingOnBuy(page: Page): Promise<string> {
  const html = await (await page.request.get("/buy")).text();
  const path = /href="(\/property\/\d+)"/.exec(html)?.[1];
  expect(path, "a listing card on /buy").toBeDefined();
  return path!;
}

/** Puts the visitor in a state before the page opens: signed in (on this context's cookie), favourites. */
async function enterState(page: Page, state: VisitorState, listingPath: string) {
  const listingId = Number(listingPath.split("/").pop());
  if (state === "guest with a favourite") {
    await page
      .context()
      .addInitScript(([key, id]) => window.localStorage.setItem(key as string, JSON.stringify([id])), [
        FAVOURITES_STORAGE_KEY,
        listingId,
      ] as const);
  }
  if (state === "signed in" || state === "signed in with a favourite") {
    const username = `visitor${Date.now().toString(36)}${crypto.randomInt(1000)}`;
    const res = await page.request.post("/api/register", {
      data: { username, email: `${username}@example.com`, password: "correct horse battery" },
    });
    expect(res.status()).toBe(201);
  }
  if (state === "signed in with a favourite") {
    expect((await page.request.put(`/api/favourites/${listingId}`)).status()).toBe(204);
  }
}

/** Hydrated, and the session and favourites have answered: the updates that used to empty the forms. */
async function settle(page: Page) {
  await page.waitForSelector("html[data-hydrated='true']");
  await page.waitForLoadState("networkidle");
}

async function expectEnquirySends(page: Page) {
  const card = page.getByRole("region", { name: "Ask about this property" });
  const form = card.getByRole("form", { name: "Enquiry" });
  await expect(form).toBeVisible();
  await form.getByLabel("Your name").fill("Noura Test");
  await form.getByLabel("Email").fill("noura@example.com");
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(card.getByRole("status").filter({ hasText: "Enquiry sent" })).toBeVisible();
}

async function expectNewsletterSubscribes(page: Page, email = "reader@example.com") {
  const box = page.getByRole("textbox", { name: "Monthly market update by email" });
  await box.scrollIntoViewIfNeeded();
  await expect(box).toBeVisible();
  if ((await box.inputValue()) !== email) await box.fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Subscribed!", { exact: true })).toBeVisible();
}

for (const [width, device] of Object.entries(VIEWPORTS)) {
  test.describe(`forms on a ${width}`, () => {
    test.use(device);

    for (const state of STATES) {
      test(`${state}, opened by a link: the enquiry and newsletter forms are there and send`, async ({
        page,
      }) => {
        const listingPath = await firstListingOnBuy(page);
        await enterState(page, state, listingPath);
        await page.goto(listingPath);
        await settle(page);
        await expectEnquirySends(page);
        await expectNewsletterSubscribes(page);
      });

      test(`${state}, opened from /buy: the enquiry and newsletter forms are there and send`, async ({
        page,
      }) => {
        const listingPath = await firstListingOnBuy(page);
        await enterState(page, state, listingPath);
        await gotoReady(page, "/buy");
        await page.locator(`a[href="${listingPath}"]`).first().click();
        await expect(page).toHaveURL(new RegExp(`${listingPath}$`));
        await settle(page);
        await expectEnquirySends(page);
        await expectNewsletterSubscribes(page);
      });
    }

    for (const state of STATES) {
      test(`${state}, typing before the page's code has run: nothing typed is lost, both forms send`, async ({
        page,
      }) => {
        const listingPath = await firstListingOnBuy(page);
        await enterState(page, state, listingPath);
        const release = await holdScripts(page);
        await page.goto(listingPath, { waitUntil: "commit" });

        // The server's HTML only: no script has run yet.
        const enquiry = page.getByRole("form", { name: "Enquiry" });
        const message = "Typed before the page was ready: is the balcony south-facing?";
        await enquiry.getByLabel("Your name").fill("");
        await enquiry.getByLabel("Your name").pressSequentially("Early Typist");
        await enquiry.getByLabel("Email").fill("");
        await enquiry.getByLabel("Email").pressSequentially("early@example.com");
        await enquiry.getByLabel("Message").fill(message);
        const newsletter = page.getByRole("textbox", { name: "Monthly market update by email" });
        await newsletter.pressSequentially("early-reader@example.com");
        expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

        await release();
        await settle(page);
        await expect(enquiry.getByLabel("Your name")).toHaveValue("Early Typist");
        await expect(enquiry.getByLabel("Email")).toHaveValue("early@example.com");
        await expect(enquiry.getByLabel("Message")).toHaveValue(message);
        await expect(newsletter).toHaveValue("early-reader@example.com");

        await enquiry.getByRole("button", { name: "Send enquiry" }).click();
        await expect(page.getByText("will reply to early@example.com")).toBeVisible();
        await expectNewsletterSubscribes(page, "early-reader@example.com");
      });
    }
  });
}

import { expect, test, type Page } from "@playwright/test";
import { gotoReady } from "./helpers";

/**
 * Issue 11, item 16: a guest who tapped the heart could not find the listing again. /saved lists the
 * saved listings (a guest's from this browser, a member's from the account), reached from the header
 * and the phone menu.
 */

/** Saves the first listing on /buy with its heart and gives back its title. */
async function saveFirstListingOnBuy(page: Page): Promise<string> {
  await gotoReady(page, "/buy");
  const card = page.getByRole("region", { name: "Search results" }).locator("article").first();
  const title = await card.locator("h3").innerText();
  await card.getByRole("button", { name: `Save ${title} to favourites` }).click();
  await expect(card.getByRole("button", { name: `Remove ${title} from favourites` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  return title;
}

/** On /saved: the saved card is there, then its heart takes it away and the empty state says how to save. */
async function unsaveOnSavedPage(page: Page, title: string) {
  const card = page.locator("main article").filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(page.getByTestId("saved-count")).toHaveText("1 saved property");
  await card.getByRole("button", { name: `Remove ${title} from favourites` }).click();
  await expect(page.locator("main article")).toHaveCount(0);
  await expect(page.getByTestId("saved-count")).toHaveText("0 saved properties");
  await expect(page.getByRole("heading", { name: "Nothing saved yet" })).toBeVisible();
  await expect(page.getByText("Tap the heart on any property to save it.")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Saved", exact: true })).toBeVisible();
}

test("a guest saves a listing on /buy, finds it under Saved in the header, and unsaves it there", async ({
  page,
}) => {
  const title = await saveFirstListingOnBuy(page);
  const headerLink = page.getByRole("banner").getByRole("link", { name: "Saved (1 property)" });
  await expect(headerLink).toBeVisible();
  await headerLink.click();
  await expect(page).toHaveURL(/\/saved$/);
  await expect(page.getByRole("heading", { level: 1, name: "Saved properties" })).toBeVisible();
  await expect(page.getByText("Saved in this browser only.")).toBeVisible();

  // Opened afresh (by a link or a refresh), the browser's favourites still fill the page.
  await gotoReady(page, "/saved");
  await unsaveOnSavedPage(page, title);
});

test("on a phone, the header's heart and the menu's Saved entry open the Saved page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const title = await saveFirstListingOnBuy(page);
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await menu.getByRole("link", { name: "Saved (1 property)" }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/saved$/);
  await expect(page.locator("main article").filter({ hasText: title })).toBeVisible();

  await gotoReady(page, "/");
  await page.getByRole("banner").getByRole("link", { name: "Saved (1 property)" }).click();
  await expect(page).toHaveURL(/\/saved$/);
  await expect(page.locator("main article").filter({ hasText: title })).toBeVisible();
});

test("the Saved page is server-rendered and not for search engines", async ({ request }) => {
  const res = await request.get("/saved");
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toMatch(/<title[^>]*>Saved properties[^<]*<\/title>/);
  expect(html).toMatch(/<meta name="robots" content="noindex/);
  expect(html).toContain("Saved properties</h1>");
  // A guest's favourites are in the browser only: the server says it is loading them, never "none".
  expect(html).toContain("Loading your saved properties...");
  expect(html).not.toContain("Nothing saved yet");
});

test("signed in: save on /buy, open Saved from the header, the listing is there; unsave it there", async ({
  page,
}) => {
  const id = `saved${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const registered = await page.request.post("/api/register", {
    data: { username: id, email: `${id}@example.com`, password: "correct horse battery" },
  });
  expect(registered.status()).toBe(201);

  const title = await saveFirstListingOnBuy(page);
  await page.getByRole("banner").getByRole("link", { name: "Saved (1 property)" }).click();
  await expect(page).toHaveURL(/\/saved$/);
  await expect(page.locator("main article").filter({ hasText: title })).toBeVisible();
  await expect(page.getByText("Saved in this browser only.")).toHaveCount(0);

  // The account's list is in the server's HTML.
  const html = await (await page.request.get("/saved")).text();
  expect(html).toContain(title.replace(/&/g, "&amp;"));

  await gotoReady(page, "/saved");
  await unsaveOnSavedPage(page, title);
  // Removed from the account, not only from this page.
  expect(await (await page.request.get("/api/favourites/ids")).json()).toEqual([]);
});

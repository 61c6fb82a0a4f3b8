import { expect, test } from "@playwright/test";
import { holdScripts } from "./helpers";

test("home page shows featured listings rendered by the server, then works in the browser", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/")).text();
  const featured = await (await request.get("/api/properties?featured=1&limit=8")).json();
  expect(featured.length).toBeGreaterThan(0);
  expect(html).toContain(featured[0].title.replace(/&/g, "&amp;"));

  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(featured.length);
  await expect(cards.first()).toContainText(featured[0].title);
  await expect(cards.first().getByText("Featured")).toBeVisible();
  await cards.first().getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/property/${featured[0].id}$`));
  expect(errors).toEqual([]);
});

/*
 * Hydration used to scroll the page to the top (the router's scroll-to-top ran on mount as well as on
 * navigation): a visitor who scrolled down while the page loaded was thrown back up, and the card they were
 * tapping slid away from under their finger (CI saw the click above land on <main>).
 */
test("a visitor who scrolled while the page loaded stays where they are when it hydrates", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  const lastCard = page.getByRole("article").last();
  await lastCard.scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(500);

  await release();
  await page.waitForSelector("html[data-hydrated='true']");
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
  await lastCard.getByRole("link").click();
  await expect(page).toHaveURL(/\/property\/\d+$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("unknown paths answer 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

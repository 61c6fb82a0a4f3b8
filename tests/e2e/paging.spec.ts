import { expect, test, type Locator, type Page } from "@playwright/test";
import { gotoReady } from "./helpers";

/**
 * Issue 11, item 15: on a phone, page 2 opened at the footer (the path does not change, so the router kept
 * the scroll position at the pager). Paging now brings the results heading into view and focus.
 */
const PHONE = { width: 390, height: 844 };

interface PagedPage {
  url: string;
  heading: (page: Page) => Locator;
  cards: (page: Page) => Locator;
}

const PAGED_PAGES: PagedPage[] = [
  {
    url: "/buy",
    heading: (page) => page.locator("#results-title"),
    cards: (page) => page.getByRole("region", { name: "Search results" }).locator("article"),
  },
  {
    url: "/rent",
    heading: (page) => page.locator("#results-title"),
    cards: (page) => page.getByRole("region", { name: "Search results" }).locator("article"),
  },
  {
    url: "/search?emirate=dubai",
    heading: (page) => page.locator("#results-title"),
    cards: (page) => page.getByRole("region", { name: "Search results" }).locator("article"),
  },
  {
    url: "/new-property",
    heading: (page) => page.locator("#collection-heading"),
    cards: (page) => page.locator("section[aria-labelledby='collection-heading'] article"),
  },
  {
    url: "/categories/affordable-homes",
    heading: (page) => page.locator("#listings"),
    cards: (page) => page.locator("section[aria-labelledby='listings'] article"),
  },
];

/** A card's title: what tells page 1's first card from page 2's. */
const titleOf = (card: Locator) => card.locator("h3").innerText();

for (const paged of PAGED_PAGES) {
  test(`${paged.url} on a phone: page 2 opens at the results heading with its first card in view`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await gotoReady(page, paged.url);
    const heading = paged.heading(page);
    const firstCard = paged.cards(page).first();
    const firstOfPage1 = await titleOf(firstCard);

    const pager = page.getByRole("navigation", { name: "Pages of results" });
    await pager.scrollIntoViewIfNeeded();
    await expect(heading).not.toBeInViewport();
    await pager.getByRole("link", { name: "Next" }).click();

    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect.poll(() => titleOf(firstCard)).not.toBe(firstOfPage1);
    await expect(heading).toBeInViewport();
    await expect(firstCard).toBeInViewport();
    await expect(heading).toBeFocused();
  });
}

test("paging by keyboard moves focus to the results heading, and Previous and page numbers do too", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await gotoReady(page, "/buy?page=2");
  const heading = page.locator("#results-title");
  const pager = page.getByRole("navigation", { name: "Pages of results" });

  await pager.getByRole("link", { name: "Previous" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/buy$/);
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();

  await pager.scrollIntoViewIfNeeded();
  await pager.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  // The visitor then reads on from the heading: the next Tab lands inside the page, not back in the pager.
  await page.keyboard.press("Tab");
  await expect(pager.locator(":focus")).toHaveCount(0);
});

test("the dashboard's pager brings its list's heading back into view and focus", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const id = `pager${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const registered = await page.request.post("/api/register", {
    data: { username: id, email: `${id}@example.com`, password: "correct horse battery" },
  });
  expect(registered.status()).toBe(201);
  // One more favourite than a dashboard page holds (FAVOURITES_PAGE_SIZE = 12).
  const listings = (await (await page.request.get("/api/properties?limit=13")).json()) as { id: number }[];
  const saved = await Promise.all(listings.map((l) => page.request.put(`/api/favourites/${l.id}`)));
  expect(saved.map((res) => res.status())).toEqual(listings.map(() => 204));

  await gotoReady(page, "/dashboard?tab=favourites");
  const heading = page.getByRole("heading", { name: "13 saved listings" });
  const pager = page.getByRole("navigation", { name: "Favourite pages" });
  await pager.scrollIntoViewIfNeeded();
  await expect(heading).not.toBeInViewport();
  await pager.getByRole("button", { name: "Next" }).click();
  await expect(pager.getByText("Page 2 of 2")).toBeVisible();
  await expect(heading).toBeInViewport();
  await expect(heading).toBeFocused();
  await expect(page.getByRole("tabpanel").locator("article").first()).toBeInViewport();
});

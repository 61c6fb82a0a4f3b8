import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations, gotoReady, innerTextsOfAtLeast, signUpViaApi } from "./helpers";

const uniqueUser = () => {
  const id = `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  return { username: id, email: `${id}@example.com`, password: "correct horse battery" };
};

async function countFromHeading(page: Page): Promise<number> {
  const text = await page.getByRole("heading", { level: 1 }).innerText();
  return Number(/Browse ([\d,]+)/.exec(text)?.[1].replace(/,/g, ""));
}

test.describe("header", () => {
  test("signed out: Add Listing and Sign in", async ({ page }) => {
    await gotoReady(page, "/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Add Listing" })).toBeVisible();
    await header.getByRole("link", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("desktop menus open with the cities and guides", async ({ page }) => {
    await gotoReady(page, "/");
    await page.getByRole("button", { name: "Cities" }).hover();
    // Exact: the home page's emirate cards ("Ras Al Khaimah 66 listings") link there too.
    await expect(page.getByRole("link", { name: "Ras Al Khaimah", exact: true })).toBeVisible();
    await page.getByRole("button", { name: "More" }).hover();
    await expect(page.getByRole("link", { name: "Fee Calculator" })).toBeVisible();
  });

  test("mobile menu has the extra links and closes when one is chosen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoReady(page, "/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Add Listing" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("link", { name: "New Properties" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "FAQs" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Careers" })).toBeVisible();
    await menu.getByRole("button", { name: "Categories" }).click();
    await menu.getByRole("link", { name: "Luxury properties" }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/categories\/luxury-properties$/);
  });
});

test("home search: suggestions, then For sale opens /search with matching results", async ({ page }) => {
  await gotoReady(page, "/");
  const box = page.getByRole("combobox", { name: "City, area or community" });
  await box.fill("MARINA");
  const options = page.getByRole("listbox").getByRole("option");
  await expect(options).toHaveText(["Dubai Marina", "Umm Al Quwain Marina"]);
  await box.press("ArrowDown");
  await box.press("Enter");
  await expect(box).toHaveValue("Dubai Marina");
  await expect(page.getByRole("listbox")).toBeHidden();
  await box.fill("");
  await expect(page.getByRole("listbox")).toBeHidden();
  await box.fill("dubai mar");
  await page.getByRole("option", { name: "Dubai Marina" }).click();
  await page.getByRole("button", { name: "For sale" }).click();
  await expect(page).toHaveURL(/\/search\?search=Dubai\+Marina&priceType=sale$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("properties available for purchase");
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible();
  for (const text of await innerTextsOfAtLeast(cards)) expect(text).toContain("Dubai Marina");
});

test("home Off-Plan tab and price range refine the search", async ({ page }) => {
  await gotoReady(page, "/");
  await page.getByRole("button", { name: "Off-Plan" }).click();
  await page.getByLabel("Price range").selectOption({ label: "AED 1M – 2M" });
  await page.getByRole("button", { name: "For sale" }).click();
  await expect(page).toHaveURL(/priceType=sale&completionStatus=off-plan&minPrice=1000000&maxPrice=2000000/);
});

test("/buy filters change the results, the URL and the count; back restores them", async ({ page }) => {
  await gotoReady(page, "/buy");
  const all = await countFromHeading(page);
  expect(all).toBeGreaterThan(100);
  await page.getByLabel("Emirate", { exact: true }).selectOption({ label: "Sharjah" });
  await expect(page).toHaveURL(/\/buy\?emirate=Sharjah$/);
  await expect.poll(() => countFromHeading(page)).toBeLessThan(all);
  for (const text of await innerTextsOfAtLeast(page.getByRole("article"))) expect(text).toContain("Sharjah");
  await page.getByLabel("Bedrooms").selectOption({ label: "2 beds" });
  await expect(page).toHaveURL(/emirate=Sharjah&beds=2/);
  await page.goBack();
  await expect(page).toHaveURL(/\/buy\?emirate=Sharjah$/);
  // The less used filters wait behind "More filters" (issue 15), which says how many of them are set.
  const more = page.getByRole("button", { name: /^More filters/ });
  await expect(page.getByLabel("Bathrooms")).toBeHidden();
  await more.click();
  await expect(more).toHaveAttribute("aria-expanded", "true");
  await page.getByLabel("Bathrooms").selectOption({ label: "2 baths" });
  await expect(page).toHaveURL(/\/buy\?emirate=Sharjah&baths=2$/);
  await expect(more).toHaveText(/More filters \(1\)/);
});

test("/rent shows rentals per year and pages through them", async ({ page }) => {
  await gotoReady(page, "/rent");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("rental properties available");
  await expect(page.getByRole("article").first()).toContainText("/year");
  await page
    .getByRole("navigation", { name: "Pages of results" })
    .getByRole("link", { name: "Next" })
    .click();
  await expect(page).toHaveURL(/\/rent\?page=2$/);
  await expect(page.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("a search with no results says so", async ({ page }) => {
  await gotoReady(page, "/buy?search=zzzqqqxx");
  await expect(page.getByText("No properties found matching your criteria.").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Browse 0 properties available for purchase",
  );
});

test("register, sign out and sign in again, with the right toasts", async ({ page }) => {
  const user = uniqueUser();
  await gotoReady(page, "/auth");
  await page.getByRole("tab", { name: "Register" }).click();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Username must be at least 3 characters").first()).toBeVisible();
  await page.getByLabel("Username", { exact: true }).fill(user.username);
  await page.getByLabel("Email", { exact: true }).fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Account created!").first()).toBeVisible();
  await expect(page.getByText(`Welcome, ${user.username}!`).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const menu = page.getByRole("button", { name: `Account menu for ${user.username}` });
  await menu.click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page.getByText("You have been logged out successfully.").first()).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();

  await gotoReady(page, "/auth?next=/buy");
  await page.getByLabel("Username or email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill("wrong password");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Login failed").first()).toBeVisible();
  // The words alone: the status code is for programs (docs/api.md §Errors).
  await expect(page.getByText("Invalid username or password").first()).toBeVisible();
  await expect(page.getByText("401: Invalid username or password")).toHaveCount(0);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Welcome back!").first()).toBeVisible();
  await expect(page.getByText(`Logged in as ${user.username}`).first()).toBeVisible();
  await expect(page).toHaveURL(/\/buy$/);
});

test("a favourite saved while signed out survives a reload", async ({ page }) => {
  await gotoReady(page, "/buy");
  const heart = page
    .getByRole("article")
    .first()
    .getByRole("button", { name: /to favourites/ });
  const savedHeart = () =>
    page
      .getByRole("article")
      .first()
      .getByRole("button", { name: /from favourites/ });
  await heart.click();
  await expect(savedHeart()).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(savedHeart()).toHaveAttribute("aria-pressed", "true");
});

test("a Dubai host shows only Dubai listings under its own name", async ({ page, request }) => {
  const html = await (await request.get("/buy", { headers: { Host: "dubaipropertymarkets.com" } })).text();
  expect(html).toContain("Dubai Property Markets");
  expect(html).toContain('<link rel="canonical" href="https://dubaipropertymarkets.com/buy"');
  await gotoReady(page, "/buy?domain=dubai");
  await expect(page).toHaveTitle(/Dubai Property Hub/);
  await expect(page.getByLabel("Emirate", { exact: true })).toHaveCount(0);
  for (const text of await innerTextsOfAtLeast(page.getByRole("article"))) expect(text).toContain("Dubai");
});

test("query parameters outside the list make a page noindex", async ({ request }) => {
  const html = await (await request.get("/buy?utm_source=x")).text();
  expect(html).toContain('<meta name="robots" content="noindex, follow"');
  const indexable = await (await request.get("/buy?emirate=Dubai&page=2")).text();
  expect(indexable).toContain('<meta name="robots" content="index, follow"');
  expect(indexable).toContain("/buy?page=2");
});

for (const path of ["/", "/buy", "/rent", "/auth"]) {
  test(`no serious accessibility violations on ${path}`, async ({ page }) => {
    await gotoReady(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}

test("signed in on a phone, the header fits the screen and its menu opens, in English and Arabic", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // A long username: the account button once pushed the menu button off a phone's screen.
  await signUpViaApi(page.request, "longusername");
  for (const [url, menuName] of [
    ["/", "Open menu"],
    ["/ar", "فتح القائمة"],
  ] as const) {
    await gotoReady(page, url);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const menuButton = page.getByRole("banner").getByRole("button", { name: menuName });
    await expect(menuButton).toBeInViewport({ ratio: 1 });
    await menuButton.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
  }
});

test("the home FAQs open one answer at a time and close again, by mouse and keyboard", async ({ page }) => {
  await gotoReady(page, "/");
  const costs = page.getByRole("button", {
    name: "What does it cost to buy a property in Dubai on top of the price?",
  });
  const visa = page.getByRole("button", { name: "Can buying property get me a UAE Golden Visa?" });
  await expect(costs).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("region", { name: /on top of the price/ })).toHaveCount(0);

  await costs.click();
  await expect(costs).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("region", { name: /on top of the price/ })).toContainText(
    "Dubai Land Department",
  );

  await visa.focus();
  await page.keyboard.press("Enter");
  await expect(visa).toHaveAttribute("aria-expanded", "true");
  await expect(costs).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("region", { name: /Golden Visa/ })).toContainText("AED 2 million");

  await page.keyboard.press("Space");
  await expect(visa).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("region", { name: /Golden Visa/ })).toHaveCount(0);
});

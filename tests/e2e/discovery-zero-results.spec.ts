import { expect, test, type Page } from "@playwright/test";
import {
  createListingViaApi,
  expectAllArabic,
  expectNoSeriousAxeViolations,
  gotoReady,
  ignoreDevReloads,
  signUpViaApi,
} from "./helpers";

/**
 * Zero-results help and similar listings (issue 15, items 5 and 6;
 * docs/decisions/0048-similar-listings-and-zero-results.md), at 390 and 1280 px, in English and Arabic.
 *
 * The impossible search: this run's reference word, three beds and at least 9,000,000 sq ft. Without the
 * beds filter it finds this run's two huge two-beds; without the size, its one small three-bed; without the
 * word, nothing (no other listing is that large). So the page must offer "Remove “3 beds” – 2 homes" first.
 */

test.describe.configure({ timeout: 120_000 });
test.beforeEach(({ page }) => ignoreDevReloads(page));

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
/** One reference word for the run (a single Latin letter, so it is not "English text" on Arabic pages). */
const WORD = `q${Date.now().toString().slice(-8)}`;
const IMPOSSIBLE = `search=${WORD}&beds=3&minSqft=9000000`;

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await signUpViaApi(request, "zero");
  const description = `A quiet home with the reference ${WORD}, on a high floor with open views.`;
  const base = { location: "Al Majaz", priceType: "sale", price: 1_800_000, description } as const;
  await createListingViaApi(request, { ...base, beds: 2, sqft: 9_500_000 });
  await createListingViaApi(request, { ...base, beds: 2, sqft: 9_600_000 });
  await createListingViaApi(request, { ...base, beds: 3, sqft: 1_400 });
  await request.dispose();
});

function zeroResults(page: Page) {
  return page.getByTestId("zero-results");
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`a search that finds nothing offers the filter to drop, at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await gotoReady(page, `/buy?${IMPOSSIBLE}`);
    const panel = zeroResults(page);
    await expect(panel).toContainText("No properties found matching your criteria.");
    await expect(panel).toContainText("3 beds rules out the most homes.");
    const best = panel.getByRole("link", { name: "Remove “3 beds” – 2 homes" });
    await expect(best).toBeVisible();
    await expect(
      panel.getByRole("link", { name: "Remove “Min size 9,000,000 sqft” – 1 home" }),
    ).toBeVisible();
    // Dropping the word finds nothing, so it is not offered.
    await expect(panel.getByRole("link", { name: new RegExp(WORD) })).toHaveCount(0);
    // Signed out: sign in, then back to the same search with the save dialog open.
    await expect(panel.getByRole("link", { name: "Save this search for alerts" })).toHaveAttribute(
      "href",
      `/auth?next=${encodeURIComponent(`/buy?${IMPOSSIBLE}&saveSearch=1`).replace(/%2F/g, "/")}`,
    );
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `test-results/zero-results-${viewport.width}.png` });

    await best.click();
    await expect(page).toHaveURL(`/buy?search=${WORD}&minSqft=9000000`);
    const results = page.getByRole("region", { name: "Search results" });
    await expect(results.locator("article")).toHaveCount(2);
    await expect(zeroResults(page)).toHaveCount(0);
  });

  test(`the same in Arabic, at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await gotoReady(page, `/ar/buy?${IMPOSSIBLE}`);
    const panel = zeroResults(page);
    await expect(panel).toContainText("لا توجد عقارات تطابق معايير البحث.");
    const best = panel.getByRole("link", { name: "أزل «3 غرف نوم» لعرض عقارين" });
    await expect(best).toBeVisible();
    await expect(
      panel.getByRole("link", { name: /^أزل «الحد الأدنى للمساحة 9,000,000 قدم مربعة» لعرض عقار واحد$/ }),
    ).toBeVisible();
    await expect(panel.getByRole("link", { name: "احفظ البحث لتلقي التنبيهات" })).toBeVisible();
    await expectAllArabic(page, "[data-testid='zero-results']");
    await expectAllArabic(page, "header");
    await expectAllArabic(page, "footer");
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `test-results/zero-results-ar-${viewport.width}.png` });

    await best.click();
    await expect(page).toHaveURL(`/ar/buy?search=${WORD}&minSqft=9000000`);
    await expect(page.getByRole("region", { name: "نتائج البحث" }).locator("article")).toHaveCount(2);
  });
}

test("signed in, the panel's save link opens the save-search dialog for the same search", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signUpViaApi(page.request, "zerosave");
  await gotoReady(page, `/buy?${IMPOSSIBLE}`);
  const save = zeroResults(page).getByRole("link", { name: "Save this search for alerts" });
  await expect(save).toHaveAttribute("href", `/buy?${IMPOSSIBLE}&saveSearch=1`);
  await save.click();
  const dialog = page.getByRole("dialog", { name: "Save this search" });
  await expect(dialog).toBeVisible();
  // The marker leaves the address; the search stays.
  await expect(page).toHaveURL(`/buy?${IMPOSSIBLE}`);
});

test.describe("similar listings on the property page", () => {
  let subject: number;
  let lonely: number;

  test.beforeAll(async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    await signUpViaApi(request, "similar");
    // Umm Al Quwain villas far dearer than any sample listing there: only these are comparable.
    const villa = { priceType: "sale", propertyType: "Villa", beds: 5, sqft: 9_000 } as const;
    subject = await createListingViaApi(request, { ...villa, location: "Al Salamah", price: 77_000_000 });
    // Six more in its community: enough to fill the section without the rest of the emirate.
    for (const price of [78_000_000, 76_000_000, 75_000_000, 79_000_000, 74_000_000, 80_000_000]) {
      await createListingViaApi(request, { ...villa, location: "Al Salamah", price });
    }
    // Alone in its community (its twin in price and size): filled from the emirate.
    lonely = await createListingViaApi(request, {
      ...villa,
      location: "Umm Al Quwain Marina",
      price: 77_000_000,
    });
    await request.dispose();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`names the community when every similar home is in it, the emirate otherwise, at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await gotoReady(page, `/property/${subject}`);
      const section = page.getByRole("region", { name: "Similar homes in Al Salamah" });
      await expect(section).toBeVisible({ timeout: 20_000 });
      const cards = section.locator("article");
      await expect(cards).toHaveCount(6);
      for (const place of await cards.locator("p", { hasText: "Umm Al Quwain" }).allInnerTexts()) {
        expect(place).toBe("Al Salamah, Umm Al Quwain");
      }
      // Never the listing itself; the closer twin in another community is not needed to fill.
      await expect(section.locator(`a[href="/property/${subject}"]`)).toHaveCount(0);
      await expect(section.locator(`a[href="/property/${lonely}"]`)).toHaveCount(0);
      await page.screenshot({ path: `test-results/similar-${viewport.width}.png` });

      // Alone in its community: filled from the emirate, and the heading says so, in Arabic too.
      await gotoReady(page, `/ar/property/${lonely}`);
      const arabic = page.getByRole("region", { name: "منازل مشابهة في أم القيوين" });
      await expect(arabic).toBeVisible({ timeout: 20_000 });
      await expect(arabic.locator("article")).toHaveCount(6);
      await expect(arabic.locator(`a[href="/ar/property/${subject}"]`).first()).toBeVisible();
      await expectAllArabic(page, "#similar-heading");
    });
  }
});

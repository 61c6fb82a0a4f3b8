import { expect, test, type Page } from "@playwright/test";
import { expectAllArabic, expectNoSeriousAxeViolations, gotoReady, ignoreDevReloads } from "./helpers";

/**
 * Finding listings in Arabic (issue 14): /ar/buy, /ar/rent, /ar/search, /ar/saved, the off-plan and
 * commercial pages and the categories read entirely in Arabic at 390 and 1280 px. Filters chosen by their
 * Arabic names keep the English values in the address, the cards read in Arabic (a listing's own English
 * title carries lang="en", so it is not interface text), counts take the Arabic plural forms, and paging,
 * location suggestions and saving work.
 */

// Several pages per test, and the development server compiles each on first use.
test.describe.configure({ timeout: 120_000 });
test.beforeEach(({ page }) => ignoreDevReloads(page));

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** The page's own content, the header and the footer, with nothing left in English. */
async function expectArabicPage(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  for (const region of ["header", "main", "footer"]) await expectAllArabic(page, region);
}

/** The search results' cards (wait for at least one). */
async function resultCards(page: Page) {
  const cards = page.getByRole("region", { name: "نتائج البحث" }).locator("article");
  await expect(cards.first()).toBeVisible();
  return cards;
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`/ar/buy at ${viewport.width} px: Arabic heading, filters and cards, English titles marked as English`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await gotoReady(page, "/ar/buy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^[\d,]+ عقار(ًا|ات)? للبيع$/);
    if (viewport === DESKTOP) {
      await expect(page.getByLabel("الإمارة")).toBeVisible();
      await expect(page.getByLabel("نوع العقار")).toBeVisible();
    } else {
      // A phone's first screen is for results: the filters wait in a sheet (issue 15).
      await expect(page.getByLabel("الإمارة")).toBeHidden();
      await page.getByRole("button", { name: "عوامل التصفية", exact: true }).click();
      const sheet = page.getByRole("dialog", { name: "عوامل التصفية" });
      await expect(sheet.getByLabel("الإمارة")).toBeVisible();
      await expect(sheet.getByLabel("نوع العقار")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(sheet).toBeHidden();
    }
    const card = (await resultCards(page)).first();
    // "1,200,000 درهم": Western digits, then the word, isolated from the text around it.
    await expect(card.locator("bdi").first()).toHaveText(/^[\d,]+ درهم$/);
    await expect(card).toContainText("للبيع");
    await expect(card).toContainText("قدم مربعة");
    const title = card.locator("h3");
    await expect(title).toHaveAttribute("dir", "auto");
    await expect(title).toHaveAttribute("lang", /^(en|ar)$/);
    await expect(card.getByRole("button", { name: /^حفظ .+ في المحفوظات$/ })).toBeVisible();
    await expectArabicPage(page);
    await page.screenshot({ path: `test-results/arabic-buy-${viewport.width}.png` });
  });

  for (const url of [
    "/ar/rent",
    "/ar/search?search=marina",
    "/ar/saved",
    "/ar/new-property",
    "/ar/commercial-property",
    "/ar/categories",
    "/ar/categories/family-homes",
  ]) {
    test(`${url} at ${viewport.width} px is entirely Arabic`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await gotoReady(page, url);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/[\u0600-\u06FF]/);
      await expectArabicPage(page);
    });
  }
}

test("filters chosen by their Arabic names keep the English values in the address", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await gotoReady(page, "/ar/buy");
  await page.getByLabel("الإمارة").selectOption({ label: "دبي" });
  await expect(page).toHaveURL(/\/ar\/buy\?emirate=Dubai$/);
  // The type's option reads "فيلا" or, once the counts are in, "فيلا (312)".
  const type = page.getByLabel("نوع العقار");
  await type.selectOption((await type.locator("option", { hasText: /^فيلا/ }).getAttribute("value"))!);
  await expect(page).toHaveURL(/\/ar\/buy\?emirate=Dubai&propertyType=Villa$/);
  // The previous results stay on screen, dimmed, until the new ones arrive.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const cards = await resultCards(page);
  for (const text of await cards.allInnerTexts()) {
    expect(text).toContain("فيلا");
    expect(text).toContain("دبي");
  }
  // The price bands read as Arabic money and apply as numbers.
  await page.getByLabel("نطاق السعر").selectOption({ label: "5 ملايين درهم فأكثر" });
  await expect(page).toHaveURL(/minPrice=5000000/);
  await expect(page.getByLabel("ترتيب حسب").locator("option")).toHaveText([
    "المميزة أولًا (الإعلانات المدفوعة في الأعلى)",
    "الأحدث (دون ترويج مدفوع)",
    "السعر: من الأقل إلى الأعلى",
    "السعر: من الأعلى إلى الأقل",
  ]);
  await page.getByRole("button", { name: "مسح عوامل التصفية" }).click();
  await expect(page).toHaveURL(/\/ar\/buy$/);
});

test("location suggestions show Arabic names and search by the English one", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await gotoReady(page, "/ar/rent");
  const box = page.getByRole("combobox", { name: "الموقع أو كلمة البحث" });
  await box.fill("مارينا");
  const suggestions = page.getByRole("listbox", { name: "مواقع مقترحة" });
  await expect(suggestions.getByRole("option", { name: /^دبي مارينا/ })).toBeVisible();
  // A chosen suggestion is a location chip, applied at once (issue 15): its English name in the address.
  await suggestions.getByRole("option", { name: /^دبي مارينا/ }).click();
  await expect(page).toHaveURL(/\/ar\/rent\?location=Dubai\+Marina$/);
  await expect(page.getByRole("button", { name: "إزالة دبي مارينا" })).toBeVisible();
  const cards = await resultCards(page);
  await expect(cards.first()).toContainText("دبي مارينا");
  await expect(cards.first().locator("bdi").first()).toHaveText(/^[\d,]+ درهم سنويًا$/);
});

test("no results: the heading and the empty state say so in Arabic", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await gotoReady(page, "/ar/buy?search=zzqxnothing");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("لا توجد عقارات للبيع");
  await expect(page.getByText("لا توجد عقارات تطابق معايير البحث.")).toBeVisible();
  await expectAllArabic(page, "main");
});

test("paging in Arabic: next, the page's number, and back", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await gotoReady(page, "/ar/buy");
  const pages = page.getByRole("navigation", { name: "صفحات النتائج" });
  await pages.getByRole("link", { name: "التالي" }).click();
  await expect(page).toHaveURL(/\/ar\/buy\?page=2$/);
  await expect(pages.getByRole("link", { name: "الصفحة 2" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await pages.getByRole("link", { name: "السابق" }).click();
  await expect(page).toHaveURL(/\/ar\/buy(\?page=1)?$/);
  // A category's status line: "69 منزلًا عائليًا، الصفحة 1 من 6".
  await gotoReady(page, "/ar/categories/family-homes");
  await expect(page.getByRole("status").filter({ hasText: "الصفحة" })).toHaveText(
    /^[\d,]+ (منزلًا عائليًا|منزل عائلي|منازل عائلية)، الصفحة 1 من \d+$/,
  );
  // The off-plan collection: "عرض 1–24 من … عقارًا على الخارطة للبيع", the range left to right.
  await gotoReady(page, "/ar/new-property");
  await expect(page.getByRole("status").filter({ hasText: "على الخارطة" })).toContainText("عرض 1–");
});

test("a guest saves a listing in Arabic and finds it under المحفوظات", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await gotoReady(page, "/ar/saved");
  await expect(page.getByTestId("saved-count")).toHaveText("لا توجد عقارات محفوظة");
  await expect(page.getByRole("heading", { name: "لم تحفظ أي عقار بعد" })).toBeVisible();
  await gotoReady(page, "/ar/buy");
  const card = (await resultCards(page)).first();
  await card.getByRole("button", { name: /^حفظ .+ في المحفوظات$/ }).click();
  await expect(card.getByRole("button", { name: /^إزالة .+ من المحفوظات$/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await gotoReady(page, "/ar/saved");
  await expect(page.getByTestId("saved-count")).toHaveText("عقار محفوظ واحد");
  await expect(page.getByText("محفوظة في هذا المتصفح فقط.")).toBeVisible();
  await expect(page.locator("main article")).toHaveCount(1);
  await expectAllArabic(page, "main");
});

test("axe finds no serious problems on the Arabic search pages", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  for (const url of [
    "/ar/buy?emirate=Dubai",
    "/ar/saved",
    "/ar/commercial-property",
    "/ar/categories/luxury-properties",
  ]) {
    await gotoReady(page, url);
    await expectNoSeriousAxeViolations(page);
  }
});

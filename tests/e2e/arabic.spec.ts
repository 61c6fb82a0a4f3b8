import { expect, test } from "@playwright/test";
import { expectAllArabic, expectNoSeriousAxeViolations, gotoReady } from "./helpers";

/**
 * The Arabic pages (issue 14): /ar… served right to left in Arabic, the language switch keeping the page
 * and its filters, the phone menu from the right, and no English interface text left in the translated
 * parts (header, footer, home).
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

test("the server answers /ar and /ar/buy in Arabic, right to left, with alternates; English pages unchanged", async ({
  request,
}) => {
  for (const url of ["/ar", "/ar/buy?emirate=Dubai"]) {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    const bare = url.replace(/\?.*$/, "").replace(/^\/ar/, "") || "/";
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/ar${bare === "/" ? "" : bare}"`));
    expect(html).toMatch(
      new RegExp(`<link rel="alternate" hreflang="en" href="[^"]+${bare === "/" ? "/" : bare}"`),
    );
    expect(html).toMatch(/<link rel="alternate" hreflang="ar" href="[^"]+\/ar/);
    expect(html).toContain('hreflang="x-default"');
    expect(html).toMatch(/<link rel="preload" href="\/assets\/noto-sans-arabic-[^"]+\.woff2" as="font"/);
  }
  const english = await (await request.get("/buy")).text();
  expect(english).toContain('<html lang="en" dir="ltr">');
  expect(english).toMatch(/<link rel="canonical" href="[^"]+\/buy"/);
  // The font is declared in the page's CSS, but only Arabic pages preload it.
  expect(english).not.toMatch(/<link rel="preload"[^>]+noto-sans-arabic/);
  // A page not written in Arabic: English text with a note, no Arabic alternate, canonical in English.
  const news = await request.get("/ar/news");
  expect(news.status()).toBe(200);
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`the Arabic home at ${viewport.width} px: Arabic header, hero and footer, nothing left in English`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await gotoReady(page, "/ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("ابحث عن منزلك القادم");
    await expect(page.locator("footer")).toContainText("روابط سريعة");
    if (viewport === DESKTOP) await expect(page.locator("header")).toContainText("للإيجار");
    for (const region of ["header", "footer", "main > section:first-child"]) {
      await expectAllArabic(page, region);
    }
    await page.screenshot({ path: `test-results/arabic-home-${viewport.width}.png`, fullPage: false });
  });
}

test("the language switch keeps the page and its filters, both ways, and remembers the choice", async ({
  page,
  context,
}) => {
  await page.setViewportSize(DESKTOP);
  await gotoReady(page, "/buy?emirate=Dubai");
  const toArabic = page.locator('header a[hreflang="ar"]');
  await expect(toArabic).toHaveText("العربية");
  await expect(toArabic).toHaveAttribute("lang", "ar");
  await toArabic.click();
  await expect(page).toHaveURL(/\/ar\/buy\?emirate=Dubai$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  expect((await context.cookies()).find((c) => c.name === "upm.lang")?.value).toBe("ar");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.locator('header a[hreflang="en"]').click();
  await expect(page).toHaveURL(/\/buy\?emirate=Dubai$/);
  await expect(page).not.toHaveURL(/\/ar\//);
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
});

test("in Arabic the phone menu opens from the right, and its links stay in Arabic", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await gotoReady(page, "/ar");
  await page.getByRole("button", { name: "فتح القائمة" }).click();
  const sheet = page.getByRole("dialog");
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole("link", { name: "English" })).toBeVisible();
  const box = (await sheet.boundingBox())!;
  expect(Math.round(box.x + box.width)).toBe(PHONE.width);
  await sheet.getByRole("link", { name: "للبيع" }).click();
  await expect(page).toHaveURL(/\/ar\/buy$/);
});

test("an Arabic content page: Arabic text, Arabic frame; a page without Arabic says so", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await gotoReady(page, "/ar/faqs");
  await expect(page.getByRole("navigation", { name: "مسار التنقل" })).toContainText("الرئيسية");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/[\u0600-\u06FF]/);
  await gotoReady(page, "/ar/careers");
  await expect(page.getByRole("note").first()).toHaveText("هذه الصفحة متاحة باللغة الإنجليزية فقط حاليًا");
  await expect(page.locator('[lang="en"]').first()).toBeVisible();
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical).toMatch(/\/careers$/);
  expect(canonical).not.toContain("/ar/");
  await expect(page.locator('link[hreflang="ar"]')).toHaveCount(0);
});

test("axe finds no serious problems on the Arabic home", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await gotoReady(page, "/ar");
  await expectNoSeriousAxeViolations(page);
});

test("English pages never download the Arabic font; Arabic pages do", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (request) => request.url().includes("noto-sans-arabic") && fonts.push(request.url()));
  await gotoReady(page, "/");
  await gotoReady(page, "/buy");
  expect(fonts).toEqual([]);
  await gotoReady(page, "/ar");
  expect(fonts.length).toBeGreaterThan(0);
});

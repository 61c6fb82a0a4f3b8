import { expect, test, type Page } from "@playwright/test";
import { expectAllArabic, expectNoSeriousAxeViolations, gotoReady, ignoreDevReloads } from "./helpers";

/**
 * Content and places in Arabic (issue 14): the emirate, area and guide-hub pages written in Arabic
 * (content/ar) with an Arabic frame, figures written the Arabic way and links that stay under /ar; pages
 * not yet translated (other areas, guides, news) in English under the Arabic note, with lang="en", the
 * English canonical and no Arabic alternate, inside an Arabic frame.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const BREADCRUMB = 'nav[aria-label="مسار التنقل"]';

// Others edit the shared checkout while these run against the development server: no hot reloads mid-test.
test.beforeEach(({ page }) => ignoreDevReloads(page));

/** The site-relative links of a region, anchors and other sites left out. */
async function internalLinks(page: Page, selector: string): Promise<string[]> {
  const hrefs = await page
    .locator(`${selector} a[href^="/"]`)
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  return hrefs.filter((href) => !href.startsWith("//"));
}

async function expectLinksStayArabic(page: Page, selector: string) {
  const links = await internalLinks(page, selector);
  expect(links.length, `links in ${selector}`).toBeGreaterThan(0);
  expect(links.filter((href) => href !== "/ar" && !href.startsWith("/ar/"))).toEqual([]);
}

async function expectArabicAlternates(page: Page, path: string) {
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/ar${path}$`));
  await expect(page.locator('link[hreflang="ar"]')).toHaveAttribute("href", new RegExp(`/ar${path}$`));
  await expect(page.locator('link[hreflang="en"]')).toHaveAttribute("href", new RegExp(`[^r]${path}$`));
}

/** A page shown in English under /ar: the note, lang="en" text, English canonical, no Arabic alternate. */
async function expectEnglishOnly(page: Page, path: string) {
  await expect(page.getByRole("note").first()).toHaveText("هذه الصفحة متاحة باللغة الإنجليزية فقط حاليًا");
  await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("dir", "ltr");
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical).toMatch(new RegExp(`${path}$`));
  expect(canonical).not.toContain("/ar/");
  await expect(page.locator('link[hreflang="ar"]')).toHaveCount(0);
}

/** A full page with live listings at a width: checked region by region and by axe on the development server. */
async function openFullPage(page: Page, viewport: { width: number; height: number }, path: string) {
  test.setTimeout(90_000);
  await page.setViewportSize(viewport);
  await gotoReady(page, path);
}

/** The frame (header, footer, breadcrumb) and the page's `regions` show no untranslated interface word. */
async function expectArabicRegions(page: Page, regions: string[]) {
  for (const region of ["header", "footer", BREADCRUMB, ...regions]) await expectAllArabic(page, region);
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`/ar/dubai at ${viewport.width} px: the Arabic guide, Arabic frame and figures, links under /ar`, async ({
    page,
  }) => {
    await openFullPage(page, viewport, "/ar/dubai");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("العقارات في دبي");
    await expect(page.locator(BREADCRUMB)).toContainText("الرئيسية");
    await expect(page.getByRole("link", { name: "عقارات للبيع في دبي", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "سوق العقارات في دبي اليوم" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "مناطق دبي" })).toBeVisible();
    await expectArabicAlternates(page, "/dubai");

    // Figures from the cost rules, written the Arabic way: "220 درهم", never "AED 220".
    const main = page.getByRole("main");
    await expect(main).toContainText("220 درهم");
    expect(await main.innerText()).not.toMatch(/AED/);
    // Live figures: amounts isolated, in dirhams; property types in Arabic.
    const figures = page.locator('section[aria-labelledby="figures"]');
    await expect(
      figures
        .locator("bdi")
        .filter({ hasText: /^[\d,]+ درهم$/ })
        .first(),
    ).toBeVisible();
    await expect(figures.locator("tbody th").first()).toHaveText(/[\u0600-\u06FF]/);
    // Areas by their Arabic names, linking to the Arabic area pages.
    await expect(
      page.locator('section[aria-labelledby="areas"]').getByRole("link", { name: /دبي مارينا/ }),
    ).toHaveAttribute("href", "/ar/areas/dubai-marina");

    await expectArabicRegions(page, [
      "main header",
      'section[aria-labelledby="key-facts"]',
      'section[aria-labelledby="figures"]',
      "h2#latest-sale",
      "h2#latest-rent",
      'section[aria-labelledby="areas"]',
      "main .max-w-3xl:has(> .space-y-10)",
    ]);
    // Links inside the Arabic Markdown and the frame keep the reader in Arabic.
    await expectLinksStayArabic(page, "main");
    await page.screenshot({ path: `test-results/arabic-dubai-${viewport.width}.png`, fullPage: true });
    await expectNoSeriousAxeViolations(page);
  });

  test(`/ar/areas/dubai-marina at ${viewport.width} px: the Arabic area guide, its figures and nearby areas`, async ({
    page,
  }) => {
    await openFullPage(page, viewport, "/ar/areas/dubai-marina");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("دليل منطقة دبي مارينا");
    await expect(page.locator(BREADCRUMB)).toContainText("المناطق");
    await expect(page.locator(BREADCRUMB)).toContainText("دبي مارينا");
    await expect(page.getByRole("heading", { name: "دبي مارينا بالأرقام" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "لمن تناسب", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "مناطق أخرى في دبي" })).toBeVisible();
    await expectArabicAlternates(page, "/areas/dubai-marina");
    await expectArabicRegions(page, [
      "main header",
      'section[aria-labelledby="key-facts"]',
      'section[aria-labelledby="who-it-suits"]',
      'section[aria-labelledby="figures"]',
      'section[aria-labelledby="nearby"]',
    ]);
    await expectLinksStayArabic(page, "main");
    await expectNoSeriousAxeViolations(page);

    // The area's own search, in Arabic; then a nearby area by its Arabic name.
    await page.getByRole("link", { name: "عقارات للبيع في دبي مارينا", exact: true }).click();
    await expect(page).toHaveURL(/\/ar\/search\?search=Dubai\+Marina&priceType=sale$/);
    await gotoReady(page, "/ar/areas/dubai-marina");
    await page
      .locator('section[aria-labelledby="nearby"]')
      .getByRole("link", { name: /وسط مدينة دبي/ })
      .click();
    await expect(page).toHaveURL(/\/ar\/areas\/downtown-dubai$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/وسط مدينة دبي/);
  });

  test(`/ar/buyer-guides at ${viewport.width} px: the Arabic hub, its contents and guides in English marked so`, async ({
    page,
  }) => {
    await openFullPage(page, viewport, "/ar/buyer-guides");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/[\u0600-\u06FF]/);
    await expect(page.locator(BREADCRUMB)).toContainText("أدلة العقارات");
    await expect(page.getByRole("note").filter({ hasText: "الإنجليزية فقط" })).toHaveCount(0);
    await expectArabicAlternates(page, "/buyer-guides");
    // Figures in the Arabic text are written the Arabic way (the English guides' cards keep theirs).
    const arabicText = await page
      .locator('main header, main section[aria-labelledby^="section-"]')
      .allInnerTexts();
    expect(arabicText.join("\n")).toContain("درهم");
    expect(arabicText.join("\n")).not.toContain("AED");
    // Guides not written in Arabic yet: English title and description with lang, and a word saying so.
    const related = page.locator('section[aria-labelledby="related-guides"]');
    await expect(related.getByRole("heading", { name: "أدلة المشترين في هذا القسم" })).toBeVisible();
    const card = related.getByRole("article").first();
    await expect(card.getByRole("heading")).toHaveAttribute("lang", "en");
    await expect(card).toContainText("بالإنجليزية");
    await expect(card).toContainText("اقرأ الدليل");
    // The frame: the Markdown's own words (brand names such as the Dubai REST app) are not interface text.
    await expectArabicRegions(page, [
      "main header",
      'nav[aria-labelledby="toc-heading"], details nav',
      'section[aria-labelledby="related-guides"]',
    ]);
    await expectLinksStayArabic(page, "main");
    await expectNoSeriousAxeViolations(page);
    // A link in the Arabic text leads to the Arabic address of its page.
    await page.locator("main article").first().getByRole("link").click();
    await expect(page).toHaveURL(/\/ar\/buyer-guides\/[a-z-]+$/);
  });
}

test("the other guide hubs and the emirates are Arabic pages too", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  for (const path of [
    "/property-guides",
    "/seller-guides",
    "/renter-guides",
    "/abu-dhabi",
    "/sharjah",
    "/ajman",
    "/umm-al-quwain",
    "/ras-al-khaimah",
    "/fujairah",
    "/areas/al-reem-island",
    "/areas/al-majaz",
  ]) {
    await gotoReady(page, `/ar${path}`);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(/[\u0600-\u06FF]/);
    await expect(page.getByRole("heading", { level: 1 }), path).not.toHaveAttribute("lang", "en");
    await expectArabicAlternates(page, path);
    await expectAllArabic(page, BREADCRUMB);
    await expectAllArabic(page, "main header");
  }
});

test("/ar/areas lists every area by its Arabic name with Arabic counts, and its emirate links work", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await gotoReady(page, "/ar/areas");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("المناطق في أنحاء الإمارات");
  await expectAllArabic(page, "main");
  await expectLinksStayArabic(page, "main");
  await page.getByRole("navigation", { name: "الإمارات" }).getByRole("link", { name: "الشارقة" }).click();
  await expect(page).toHaveURL(/#sharjah-areas$/);
  await expect(page.getByRole("heading", { level: 2, name: "الشارقة" })).toBeInViewport();
  await page.getByRole("link", { name: "دليل الشارقة وأرقام السوق" }).click();
  await expect(page).toHaveURL(/\/ar\/sharjah$/);
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`an area not yet in Arabic at ${viewport.width} px: English text under the note, Arabic frame`, async ({
    page,
  }) => {
    await openFullPage(page, viewport, "/ar/areas/al-barsha");
    await expectEnglishOnly(page, "/areas/al-barsha");
    await expect(page.getByRole("heading", { name: "البرشاء بالأرقام" })).toBeVisible();
    await expectArabicRegions(page, [
      'section[aria-labelledby="figures"]',
      'section[aria-labelledby="nearby"]',
      "main",
    ]);
    await expectLinksStayArabic(page, "main");
    await expectNoSeriousAxeViolations(page);
  });
}

test("news under /ar: Arabic frame, English articles with the note and no Arabic alternate", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await gotoReady(page, "/ar/news");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("أخبار العقارات وتحليلاتها");
  await expectEnglishOnlyIndex(page);
  const card = page.getByRole("main").getByRole("article").first();
  await expect(card.getByRole("heading")).toHaveAttribute("lang", "en");
  await expect(card).toContainText("قراءة 4 دقائق");
  await expect(card.locator("time")).toHaveText(/^\d{1,2} [\u0600-\u06FF]+ \d{4}$/);
  await expectAllArabic(page, "main");

  await card.getByRole("link").click();
  await expect(page).toHaveURL(/\/ar\/news\/uae-monthly-market-update$/);
  await page.waitForSelector("html[data-hydrated='true']");
  await expectEnglishOnly(page, "/news/uae-monthly-market-update");
  await expect(page.getByText(/^نُشر في \d/)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "المزيد من الأخبار" })).toBeVisible();
  await expectArabicRegions(page, ["main"]);
  await expectNoSeriousAxeViolations(page);
});

async function expectEnglishOnlyIndex(page: Page) {
  await expect(page.getByRole("note").first()).toHaveText("هذه الصفحة متاحة باللغة الإنجليزية فقط حاليًا");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /[^r]\/news$/);
  await expect(page.locator('link[hreflang="ar"]')).toHaveCount(0);
}

test("a guide not yet in Arabic: the English text under the note, Arabic crumbs and related guides", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await gotoReady(page, "/ar/buyer-guides/legal-checklist");
  await expectEnglishOnly(page, "/buyer-guides/legal-checklist");
  await expect(page.locator(BREADCRUMB)).toContainText("أدلة المشترين");
  await expect(page.getByRole("heading", { level: 2, name: "أدلة ذات صلة" })).toBeVisible();
  await expect(page.getByText(/^آخر مراجعة: \d/)).toBeVisible();
  await expectArabicRegions(page, ["main"]);
  await expectLinksStayArabic(page, "main");
});

test("/ar/sitemap names every page in Arabic and links to the Arabic addresses", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await gotoReady(page, "/ar/sitemap");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("خريطة الموقع");
  await expect(page.getByRole("heading", { level: 3, name: "مناطق أبوظبي" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "جزيرة الريم" })).toHaveAttribute(
    "href",
    "/ar/areas/al-reem-island",
  );
  await expect(page.getByRole("main").getByRole("link", { name: "حاسبة الرسوم" })).toHaveAttribute(
    "href",
    "/ar/stamp-duty-calculator",
  );
  await expectAllArabic(page, "main");
  await expectLinksStayArabic(page, "main");
  await expectNoSeriousAxeViolations(page);
});

test("sitemap.xml lists the Arabic pages with their alternates", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const url = /<url><loc>[^<]+\/ar\/areas\/dubai-marina<\/loc>.*?<\/url>/.exec(xml)?.[0];
  expect(url).toMatch(/hreflang="en" href="[^"]+\/areas\/dubai-marina"/);
  expect(url).toMatch(/hreflang="x-default"/);
  expect(xml).not.toMatch(/<loc>[^<]+\/ar\/areas\/al-barsha<\/loc>/);
});

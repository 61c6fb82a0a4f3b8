import type { Page } from "@playwright/test";
import { expectAllArabic, expectNoSeriousAxeViolations, gotoReady } from "./helpers";
import { describeNuErrors, expect, test } from "./html-checkers";

/**
 * The tools and the rest of the frame in Arabic (issue 14): the fee calculator (buying, renting, mortgage),
 * the house price index, sold prices, find an agent and contact us under /ar, entirely Arabic at phone and
 * desktop widths, their forms and filters working in Arabic, the calculators giving the same amounts as
 * the English page, and axe finding nothing serious.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const PAGES = [
  { path: "/ar/stamp-duty-calculator", heading: "حاسبة الرسوم" },
  { path: "/ar/stamp-duty-calculator?tab=rent", heading: "حاسبة الرسوم" },
  { path: "/ar/stamp-duty-calculator?tab=mortgage", heading: "حاسبة الرسوم" },
  { path: "/ar/house-price-index", heading: "مؤشر أسعار المنازل" },
  { path: "/ar/sold-prices", heading: "أسعار البيع المسجلة" },
  { path: "/ar/find-agent", heading: "ابحث عن وسيط" },
  { path: "/ar/contact-us", heading: "اتصل بنا" },
];

/** The digits of an amount, whatever the language writes around them: "AED 12,345.50" → "12345.50". */
const digitsOf = (text: string) => text.replace(/[^\d.]/g, "");

async function textOf(page: Page, testId: string): Promise<string> {
  return (await page.getByTestId(testId).first().innerText()).trim();
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`the tools, find an agent and contact us are entirely Arabic at ${viewport.width} px`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    for (const { path, heading } of PAGES) {
      await gotoReady(page, path);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      for (const region of ["header", "main", "footer"]) await expectAllArabic(page, region);
    }
  });
}

test("the fee calculator gives the same amounts in Arabic as in English, written in Arabic", async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  const cases = [
    { query: "?price=1500000&finance=mortgage&ltv=80", ids: ["total-upfront", "cash-needed"] },
    { query: "?emirate=ras-al-khaimah&price=3250000", ids: ["total-upfront", "cash-needed"] },
    { query: "?tab=rent&rent=95000&cheques=2&furnished=1", ids: ["move-in-total"] },
    { query: "?tab=mortgage&price=2400000&down=600000&rate=4.1&years=20", ids: ["mortgage-monthly"] },
  ];
  for (const { query, ids } of cases) {
    await gotoReady(page, `/stamp-duty-calculator${query}`);
    const english = await Promise.all(ids.map((id) => textOf(page, id)));
    await gotoReady(page, `/ar/stamp-duty-calculator${query}`);
    const arabic = await Promise.all(ids.map((id) => textOf(page, id)));
    for (const [i, id] of ids.entries()) {
      expect(english[i], id).toMatch(/^AED [\d,.]+$/);
      expect(arabic[i], id).toMatch(/^[\d,.]+ درهم$/);
      expect(digitsOf(arabic[i]), `${id} for ${query}`).toBe(digitsOf(english[i]));
    }
  }
  // Every fee line of a Dubai purchase with a mortgage, in the words the authorities use.
  await gotoReady(page, "/ar/stamp-duty-calculator?price=1500000&finance=mortgage&ltv=80");
  await expect(page.getByTestId("cost-transferFee")).toContainText("رسوم التسجيل لدى دائرة الأراضي والأملاك");
  await expect(page.getByTestId("cost-trusteeFee")).toContainText("رسوم أمين التسجيل");
  await expect(page.getByTestId("cost-mortgageRegistration")).toContainText("رسوم تسجيل الرهن العقاري");
  await gotoReady(page, "/ar/stamp-duty-calculator?tab=rent");
  await expect(page.getByTestId("rent-registration")).toContainText("إيجاري");
});

test("the Arabic fee calculator takes input, shows its field error in Arabic and keeps the figures in the URL", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await gotoReady(page, "/ar/stamp-duty-calculator");
  const price = page.getByLabel("سعر الشراء (درهم)");
  await price.fill("");
  await expect(page.getByText("أدخل سعر الشراء بالدرهم")).toBeVisible();
  await expect(price).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("صحّح الحقل المحدد لعرض التكاليف.")).toBeVisible();
  await price.fill("3000000");
  await expect(page).toHaveURL(/\/ar\/stamp-duty-calculator\?price=3000000$/);
  await expect(page.getByTestId("cash-needed")).toHaveText(/^[\d,.]+ درهم$/);
  await page.getByLabel("الإمارة").selectOption({ label: "أبوظبي" });
  await expect(page).toHaveURL(/emirate=abu-dhabi/);
  await expect(page.getByRole("heading", { level: 2, name: /في أبوظبي نقدًا/ })).toBeVisible();
  await page.getByRole("tab", { name: "الإيجار" }).click();
  await expect(page.getByLabel("عدد الشيكات")).toHaveValue("4");
  await expect(page.getByLabel("عدد الشيكات").locator("option:checked")).toHaveText("4 شيكات");
  await expectAllArabic(page, "main");
});

test("the price index chart reads in Arabic: Arabic months, Western digits, arrow keys as they point", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await gotoReady(page, "/ar/house-price-index?emirate=dubai");
  const chart = page.getByTestId("price-index-chart");
  await expect(chart).toHaveAttribute("aria-label", /^رسم بياني خطي لمؤشر أسعار جميع المنازل في دبي/);
  const readout = page.getByTestId("chart-readout");
  await chart.focus();
  const last = (await readout.textContent())!;
  expect(last).toMatch(
    /^(يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر) \d{4}:/,
  );
  expect(last).not.toMatch(/[٠-٩]/);
  // Time runs left to right in both languages: ← is the month before, → comes back.
  await page.keyboard.press("ArrowLeft");
  await expect(readout).not.toHaveText(last);
  await page.keyboard.press("ArrowRight");
  await expect(readout).toHaveText(last);
  await page.getByLabel("نوع العقار").selectOption({ label: "الفلل" });
  await expect(page).toHaveURL(/\/ar\/house-price-index\?emirate=dubai&propertyType=Villa$/);
  await expect(page.getByRole("table", { name: /مؤشر أسعار الفلل في دبي/ })).toBeVisible();
});

test("sold prices filter in Arabic, with the filters in the URL and the date error in Arabic", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await gotoReady(page, "/ar/sold-prices");
  await page.getByLabel("الإمارة").selectOption({ label: "دبي" });
  await page.getByLabel("غرف النوم").selectOption({ label: "غرفتا نوم" });
  await page.getByRole("button", { name: "عرض المبيعات" }).click();
  await expect(page).toHaveURL(/\/ar\/sold-prices\?emirate=dubai&beds=2$/);
  await expect(page.getByTestId("sold-count")).toContainText("بغرفتي نوم في دبي");
  const rows = page.getByTestId("transaction-row");
  await expect(rows.first()).toBeVisible();
  for (const text of (await rows.allInnerTexts()).slice(0, 5)) {
    expect(text).toContain("دبي");
    expect(text).toMatch(/[\d,]+ درهم/);
  }
  await page.getByLabel("تاريخ البيع من").fill("2026-01-01");
  await page.getByLabel("تاريخ البيع حتى").fill("2025-01-01");
  await page.getByRole("button", { name: "عرض المبيعات" }).click();
  await expect(page.getByText("يجب ألا يسبق تاريخ النهاية تاريخ البداية")).toBeVisible();
  await expectAllArabic(page, "main");
});

test("find an agent in Arabic: a language filter, Arabic languages and areas, BRNs isolated", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await gotoReady(page, "/ar/find-agent");
  await page.getByLabel("اللغة").selectOption({ label: "الروسية" });
  await page.getByRole("button", { name: "ابحث عن وسيط" }).click();
  await expect(page).toHaveURL(/\/ar\/find-agent\?language=Russian$/);
  await expect(page.getByTestId("agent-count")).toContainText("ممن يتحدثون الروسية");
  const cards = page.getByTestId("agent-card");
  await expect(cards.first()).toBeVisible();
  for (const text of (await cards.allInnerTexts()).slice(0, 4)) expect(text).toContain("الروسية");
  const brn = cards.first().locator("bdi[dir=ltr]").first();
  await expect(brn).toHaveText(/^\d+$/);
  await expect(cards.first().getByRole("link", { name: /^اتصال بالوسيط/ })).toBeVisible();
  await cards
    .first()
    .getByRole("link", { name: /^عرض إعلانات/ })
    .click();
  await expect(page).toHaveURL(/\/ar\/find-agent\?language=Russian&agent=\d+$/);
  await expect(page.getByTestId("agent-panel")).toContainText("يتحدث:");
  await expectAllArabic(page, "main");
});

test("the Arabic contact form: Arabic subjects, field errors, and the thank-you in Arabic", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await gotoReady(page, "/ar/contact-us?subject=privacy-request");
  const form = page.getByRole("form", { name: "اتصل بنا" });
  await expect(form.getByLabel("الموضوع").locator("option:checked")).toHaveText("طلب خصوصية");
  await form.getByRole("button", { name: "إرسال الرسالة" }).click();
  await expect(form.getByRole("alert").first()).toBeVisible();
  await form.getByLabel("الاسم").fill("ليلى");
  await form.getByLabel("البريد الإلكتروني").fill(`layla.ar.${Date.now()}@example.com`);
  await form.getByLabel("الموضوع").selectOption({ label: "الإبلاغ عن إعلان" });
  await form.getByLabel("الرسالة").fill("الإعلان رقم 1 يعرض رقم تصريح يخص مبنى آخر.");
  await form.getByRole("button", { name: "إرسال الرسالة" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "شكرًا لك يا ليلى" })).toBeFocused();
  await expect(page.getByText("تم إرسال الرسالة", { exact: true })).toBeVisible();
  await expectAllArabic(page, "body");
});

test("axe finds no serious problems on the Arabic tools, find an agent and contact us", async ({ page }) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  for (const { path } of PAGES) {
    await gotoReady(page, path);
    await expectNoSeriousAxeViolations(page);
  }
});

test("the Nu Html Checker finds no errors in the Arabic tools, find an agent and contact us", async ({
  page,
  request,
  nuChecker,
}) => {
  test.slow();
  await page.setViewportSize(PHONE);
  for (const { path } of PAGES) {
    const sent = await (await request.get(path)).text();
    expect.soft(describeNuErrors(await nuChecker.validate(sent)), `${path} as sent`).toEqual([]);
    await gotoReady(page, path);
    const hydrated = await page.content();
    expect.soft(describeNuErrors(await nuChecker.validate(hydrated)), `${path} hydrated`).toEqual([]);
  }
});

import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import {
  createListingViaApi,
  expectAllArabic,
  expectNoSeriousAxeViolations,
  gotoReady,
  ignoreDevReloads,
  signUpViaApi,
} from "./helpers";

/**
 * The listing editor and the upgrade page in Arabic (issue 14, items 3 and 7): /ar/create-listing is
 * Arabic at every step, a listing written in English with an Arabic title and description shows the
 * Arabic on /ar/property/<id> and the English on /property/<id>, each marked with its language; the
 * upgrade page is Arabic through to the order's confirmation.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** Nothing English left in the page's main part, its header and its footer. */
async function expectPageArabic(page: Page) {
  for (const region of ["main", "header", "footer"]) await expectAllArabic(page, region);
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`at ${viewport.width} px an owner lists a property in Arabic, with an Arabic title beside the English one`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await ignoreDevReloads(page);
    await page.setViewportSize(viewport);
    await signUpViaApi(page.request, "arlister");
    const run = `${viewport.width}-${Date.now().toString(36)}`;
    const title = `Bright apartment by the Al Majaz waterfront ${run}`;
    const titleAr = `شقة مشرقة على واجهة المجاز المائية رقم ${Date.now() % 100_000}`;
    const descriptionAr = "شقة مشرقة بغرفتي نوم في طابق مرتفع، مع شرفة تطل على واجهة المجاز المائية ومسبح.";

    await gotoReady(page, "/ar/create-listing");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("أضف إعلانك");
    await expect(page.getByRole("heading", { level: 2, name: "1. المعلومات الأساسية" })).toBeVisible();
    await expectPageArabic(page);

    // 1. Basics: the step is checked before the next one opens; the errors show on the fields.
    await page.getByRole("button", { name: "التالي: الموقع" }).click();
    await expect(page.getByLabel("العنوان", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("alert").first()).toBeVisible();
    await page.getByLabel("نوع العقار").selectOption({ label: "شقة" });
    const main = page.getByLabel("العنوان", { exact: true });
    await expect(main).toHaveAttribute("dir", "auto");
    await main.fill(title);
    await page
      .getByLabel("الوصف", { exact: true })
      .fill("A bright two-bedroom apartment on a high floor, with a balcony over the Al Majaz waterfront.");
    const arabicTitle = page.getByLabel("العنوان بالعربية");
    await expect(arabicTitle).toHaveAttribute("dir", "rtl");
    await expect(arabicTitle).toHaveAttribute("lang", "ar");
    // An Arabic field in Latin letters is refused with the field's own message.
    await arabicTitle.fill("Bright apartment by the water");
    await page.getByRole("button", { name: "التالي: الموقع" }).click();
    await expect(arabicTitle).toHaveAttribute("aria-invalid", "true");
    await arabicTitle.fill(titleAr);
    await page.getByLabel("الوصف بالعربية").fill(descriptionAr);
    await expectPageArabic(page);
    await page.getByRole("button", { name: "التالي: الموقع" }).click();

    // 2. Location, chosen by its Arabic name; the emirate follows, in Arabic.
    await expect(page.getByRole("heading", { name: "2. الموقع" })).toBeFocused();
    const location = page.getByRole("combobox", { name: "الموقع" });
    await location.fill("المجاز");
    await expect(page.getByRole("option", { name: "المجاز" })).toBeVisible();
    await location.press("ArrowDown");
    await location.press("Enter");
    await expect(page.getByText("الإمارة: الشارقة")).toBeVisible();
    await expectPageArabic(page);
    await page.getByRole("button", { name: "التالي: التفاصيل" }).click();

    // 3. Details.
    await page.getByLabel("غرف النوم").selectOption({ label: "2" });
    await page.getByLabel("الحمامات").selectOption({ label: "2" });
    await page.getByLabel("المساحة (قدم مربعة)").fill("1250");
    await page.getByRole("button", { name: "شرفة" }).click();
    await expect(page.getByRole("button", { name: "شرفة" })).toHaveAttribute("aria-pressed", "true");
    await expectPageArabic(page);
    await page.getByRole("button", { name: "التالي: الصور" }).click();

    // 4. Photos (none: a drawing stands in).
    await expect(page.getByRole("button", { name: "اختر الصور" }).first()).toBeVisible();
    if (viewport === DESKTOP) {
      // Two photos: in Arabic the earlier place is on the right, and the move buttons say so.
      const photo = (background: string) =>
        sharp({ create: { width: 800, height: 600, channels: 3, background } })
          .jpeg()
          .toBuffer();
      await page.locator('input[type="file"]').setInputFiles([
        { name: "living-room.jpg", mimeType: "image/jpeg", buffer: await photo("#3a7ca5") },
        { name: "balcony.jpg", mimeType: "image/jpeg", buffer: await photo("#d9a441") },
      ]);
      const gallery = page.getByRole("list", { name: "الصور بترتيب العرض" });
      await expect(gallery.getByRole("listitem")).toHaveCount(2);
      await expect(gallery.getByRole("img").first()).toHaveAttribute("alt", "الصورة 1 (الغلاف)");
      await expect(page.getByRole("button", { name: "نقل الصورة 1 لليسار" })).toBeEnabled();
      await expect(page.getByRole("button", { name: "نقل الصورة 2 لليمين" })).toBeEnabled();
      const second = await gallery.getByRole("img").nth(1).getAttribute("src");
      await page.getByRole("button", { name: "نقل الصورة 2 لليمين" }).click();
      await expect(gallery.getByRole("img").first()).toHaveAttribute("src", second!);
      // The first photo sits at the right edge of the grid, as Arabic reads.
      const [first, next] = await Promise.all(
        [0, 1].map(async (n) => (await gallery.getByRole("listitem").nth(n).boundingBox())!.x),
      );
      expect(first).toBeGreaterThan(next);
    }
    await expectPageArabic(page);
    await page.getByRole("button", { name: "التالي: السعر والتصريح" }).click();

    // 5. Price: shown as Arabic readers of UAE portals write it.
    await page.getByLabel("السعر (درهم)").fill("950000");
    await expect(page.getByText("يظهر هكذا: 950,000 درهم")).toBeVisible();
    await expectPageArabic(page);
    await page.getByRole("button", { name: "التالي: المراجعة" }).click();

    // 6. Review: the owner's words keep their language.
    const basics = page.getByRole("region", { name: "المعلومات الأساسية" });
    await expect(basics.locator('[lang="en"]').first()).toHaveText(title);
    await expect(basics.locator('[lang="ar"]', { hasText: titleAr })).toBeVisible();
    await expect(page.getByRole("region", { name: "الموقع" })).toContainText("المجاز");
    await expectPageArabic(page);
    await page.screenshot({
      path: `test-results/arabic-editor-review-${viewport.width}.png`,
      fullPage: true,
    });
    await page.getByRole("button", { name: "نشر", exact: true }).click();

    await expect(page).toHaveURL(/\/ar\/dashboard$/);
    await expect(page.getByText("تم نشر الإعلان").first()).toBeVisible();
    const mine = (await (await page.request.get("/api/my/properties")).json()) as {
      id: number;
      title: string;
      titleAr: string | null;
    }[];
    const created = mine.find((listing) => listing.title === title)!;
    expect(created.titleAr).toBe(titleAr);

    // The Arabic page shows the Arabic title and description; the English page the English ones.
    await gotoReady(page, `/ar/property/${created.id}`);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(titleAr);
    await expect(heading).toHaveAttribute("lang", "ar");
    await expect(page.getByText(descriptionAr)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(titleAr));
    await page.screenshot({ path: `test-results/arabic-editor-property-${viewport.width}.png` });
    await gotoReady(page, `/property/${created.id}`);
    await expect(heading).toHaveText(title);
    await expect(heading).toHaveAttribute("lang", "en");

    // Found by a word of its Arabic title, spelled another way (ه for ة).
    const found = (await (
      await page.request.get(`/api/properties/search?search=${encodeURIComponent("مشرقه")}&limit=100`)
    ).json()) as { id: number }[];
    expect(found.map((listing) => listing.id)).toContain(created.id);
  });
}

test("a listing written only in English shows in English on the Arabic page, marked lang=en", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signUpViaApi(page.request, "arenglish");
  const id = await createListingViaApi(page.request);
  await gotoReady(page, `/ar/property/${id}`);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveAttribute("lang", "en");
  await expect(heading).toHaveAttribute("dir", "auto");
});

test("the editor in Arabic has no serious accessibility problems", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signUpViaApi(page.request, "araxe");
  await gotoReady(page, "/ar/create-listing");
  await expectNoSeriousAxeViolations(page);
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`at ${viewport.width} px the upgrade page is Arabic, from the plans to the order's confirmation`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await ignoreDevReloads(page);
    await page.setViewportSize(viewport);
    await signUpViaApi(page.request, "arupgrade");
    const id = await createListingViaApi(page.request);
    await gotoReady(page, `/ar/upgrade/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ترقية الإعلان");
    await expect(page.getByRole("heading", { name: "اختر باقة" })).toBeVisible();
    await expect(page.getByText("149 درهم").first()).toBeVisible();
    await expectPageArabic(page);
    await expectNoSeriousAxeViolations(page);

    await page.getByRole("radio", { name: "إعلان مميز لمدة 30 يومًا" }).check();
    await page.getByRole("button", { name: "المتابعة مع إعلان مميز لمدة 30 يومًا" }).click();
    await expect(page.getByRole("heading", { name: "تأكيد الطلب" })).toBeVisible();
    await expectPageArabic(page);
    await page.screenshot({
      path: `test-results/arabic-upgrade-confirm-${viewport.width}.png`,
      fullPage: true,
    });
    await page.getByRole("button", { name: "تأكيد ودفع 449 درهم بفاتورة" }).click();

    // The order: its featured-until date with the Arabic month, in Western digits.
    await expect(
      page.getByRole("heading", { level: 2, name: /^مميز حتى \d{1,2} [\u0600-\u06FF]+ \d{4}$/ }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "الطلبات" })).toBeVisible();
    await expectPageArabic(page);
    await page.screenshot({ path: `test-results/arabic-upgrade-done-${viewport.width}.png`, fullPage: true });
  });
}

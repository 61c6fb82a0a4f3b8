import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { Listing } from "../../shared/listing";
import {
  expectAllArabic,
  expectNoSeriousAxeViolations,
  gotoReady,
  ignoreDevReloads,
  waitUntilReady,
  uniquePermitNumber,
} from "./helpers";

/**
 * The property page in Arabic (issue 14): /ar/property/<id> entirely Arabic at both widths for a sample
 * listing and for one whose owner wrote English, the gallery's arrow keys following the reading direction,
 * an enquiry sent in Arabic, and the all-in cost in Arabic with the English page's amounts.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** A public sample listing of the purpose in Dubai with several photos and an agent, from the API. */
async function findSample(request: APIRequestContext, priceType: "sale" | "rent"): Promise<Listing> {
  const res = await request.get(`/api/properties/search?priceType=${priceType}&emirate=Dubai&limit=30`);
  const items = (await res.json()) as Listing[];
  const candidate = items.find(
    (item) => item.isSample && item.images.length >= 3 && item.category === "residential",
  );
  expect(candidate, `a Dubai ${priceType} sample listing with photos`).toBeDefined();
  return (await (await request.get(`/api/properties/${candidate!.id}`)).json()) as Listing;
}

/** "AED 1,234.50" or "1,234.50 درهم" → 1234.5; "− AED 10" → -10. */
function amountOf(text: string): number {
  const digits = text.replace(/[^\d.−-]/g, "").replace("−", "-");
  return Number(digits);
}

/** The all-in cost's rows as [label, amount] pairs, from every visible breakdown. */
async function costRows(page: Page, heading: string): Promise<{ labels: string[]; amounts: number[] }> {
  const rows = page.getByRole("region", { name: heading }).locator("dl:visible > div");
  await expect.poll(() => rows.count()).toBeGreaterThan(3);
  const labels = await rows.locator("dt").allInnerTexts();
  const amounts = (await rows.locator("dd").allInnerTexts()).map(amountOf);
  return { labels, amounts };
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`a sample listing in Arabic at ${viewport.width} px: nothing left in English, no axe violations`, async ({
    page,
    request,
  }) => {
    // Axe and a full-page screenshot of a long page on the development server.
    test.slow();
    const listing = await findSample(request, "sale");
    await page.setViewportSize(viewport);
    await ignoreDevReloads(page);
    await gotoReady(page, `/ar/property/${listing.id}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("navigation", { name: "مسار التنقل" }).getByRole("link")).toHaveText([
      "الرئيسية",
      "للبيع",
      "دبي",
      /.+/,
    ]);
    await expect(page.getByText("إعلان نموذجي.", { exact: true })).toBeVisible();
    await expect(page.getByTestId("listing-price")).toHaveText(
      `${listing.price.toLocaleString("en-US")} درهم`,
    );
    await expect(page.getByText("تصريح ترخيصي")).toBeVisible();
    await expect(page.getByRole("group", { name: "وحدة المساحة" })).toBeVisible();
    // Numbers people read or dial are isolated, so they never reorder inside Arabic text.
    const contact = page.getByRole("complementary", { name: "التواصل" });
    await expect(contact.getByRole("link", { name: /^اتصل على/ }).locator("bdi")).toHaveText(/^\+?[\d ]+$/);
    await expect(page.locator("bdi", { hasText: listing.permitNumber! })).toHaveCount(1);
    for (const region of ["header", "main", "footer"]) await expectAllArabic(page, region);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `test-results/arabic-property-${viewport.width}.png`, fullPage: true });
  });
}

test("the Arabic page's head: Arabic description, canonical, og:locale and JSON-LD in Arabic", async ({
  request,
}) => {
  const listing = await findSample(request, "sale");
  const html = await (await request.get(`/ar/property/${listing.id}`)).text();
  expect(html).toContain('<html lang="ar" dir="rtl">');
  expect(html).toContain(
    `<link rel="canonical" href="https://uaepropertymarkets.com/ar/property/${listing.id}"`,
  );
  expect(html).toContain('<meta property="og:locale" content="ar_AE"');
  expect(html).toMatch(/<meta name="description" content="[^"]*للبيع في [^"]*دبي: [\d,]+ درهم/);
  expect(html).toContain('"inLanguage":"ar"');
  expect(html).toContain('"addressRegion":"دبي"');
  expect(html).toContain(`"url":"https://uaepropertymarkets.com/ar/property/${listing.id}"`);
  expect(html).toContain('"name":"الرئيسية"');
});

test("the gallery's arrow keys follow the reading direction in Arabic", async ({ page, request }) => {
  const listing = await findSample(request, "sale");
  const count = listing.images.length;
  await page.setViewportSize(DESKTOP);
  await ignoreDevReloads(page);
  await gotoReady(page, `/ar/property/${listing.id}`);
  const gallery = page.getByRole("region", { name: /^صور العقار/ });
  const counter = gallery.locator("[aria-live] [aria-hidden='true']");
  await expect(counter).toHaveText(`1 / ${count}`);
  // "Next" sits on the left, where Arabic reading goes on.
  const next = gallery.getByRole("button", { name: "الصورة التالية" });
  const previous = gallery.getByRole("button", { name: "الصورة السابقة" });
  expect((await next.boundingBox())!.x).toBeLessThan((await previous.boundingBox())!.x);
  await next.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(counter).toHaveText(`2 / ${count}`);
  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText(`1 / ${count}`);
  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText(`${count} / ${count}`);
  await gallery.getByRole("button", { name: `اعرض الصورة 2 من ${count}` }).click();
  await page.keyboard.press("ArrowLeft");
  await expect(counter).toHaveText(`3 / ${count}`);
  await expect(gallery.getByRole("button", { name: `اعرض الصورة 3 من ${count}` })).toBeFocused();
  await expect(gallery.getByRole("img", { name: new RegExp(`الصورة 3 من ${count}`) })).toBeVisible();
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`an enquiry sent in Arabic at ${viewport.width} px: field errors, then the Arabic success message`, async ({
    page,
    request,
  }) => {
    const listing = await findSample(request, "rent");
    await page.setViewportSize(viewport);
    await ignoreDevReloads(page);
    await gotoReady(page, `/ar/property/${listing.id}`);
    const form = page.getByRole("form", { name: "استفسار" });
    await form.scrollIntoViewIfNeeded();
    await waitUntilReady(form);
    await expect(form.getByLabel("الرسالة")).toHaveValue(/^مرحبًا، أنا مهتم ب/);
    await form.getByRole("button", { name: "أرسل استفسارًا" }).click();
    await expect(form.getByLabel("الاسم")).toHaveAttribute("aria-invalid", "true");
    await form.getByLabel("الاسم").fill("مريم الاختبار");
    await form.getByLabel("البريد الإلكتروني").fill("maryam.ar@example.com");
    await form.getByLabel(/الهاتف/).fill("+971 50 765 4321");
    await form.getByRole("button", { name: "أرسل استفسارًا" }).click();
    const sent = page.getByRole("status").filter({ hasText: "تم إرسال الاستفسار" });
    await expect(sent).toBeVisible();
    await expect(sent).toContainText("maryam.ar@example.com");
    await expect(sent.getByRole("button", { name: "إرسال رسالة أخرى" })).toBeVisible();
    await expectAllArabic(page, "aside");
  });
}

test("the all-in cost in Arabic: Arabic fee names with the English page's amounts, buying and renting", async ({
  page,
  request,
}) => {
  // Four page loads on the development server.
  test.slow();
  await ignoreDevReloads(page);
  for (const [priceType, english, arabic] of [
    ["sale", "All-in cost of buying", "التكلفة الإجمالية للشراء"],
    ["rent", "All-in cost of renting", "التكلفة الإجمالية للإيجار"],
  ] as const) {
    const listing = await findSample(request, priceType);
    await gotoReady(page, `/property/${listing.id}`);
    const en = await costRows(page, english);
    await gotoReady(page, `/ar/property/${listing.id}`);
    const ar = await costRows(page, arabic);
    expect(ar.amounts).toEqual(en.amounts);
    expect(ar.labels).toHaveLength(en.labels.length);
    for (const label of ar.labels) expect(label).toMatch(/[\u0600-\u06FF]/);
    await expectAllArabic(page, `section[aria-labelledby="all-in-cost-heading"]`);
    if (priceType === "sale") {
      expect(ar.labels.join("\n")).toContain("دائرة الأراضي والأملاك");
      // The agent switch changes the figures the same way in both languages.
      const region = page.getByRole("region", { name: arabic });
      const agent = region.getByRole("checkbox", { name: /أشتري عن طريق وسيط/ });
      await expect(agent).toBeChecked();
      await agent.uncheck();
      await expect.poll(async () => (await costRows(page, arabic)).labels.length).toBe(en.labels.length - 1);
    } else {
      const region = page.getByRole("region", { name: arabic });
      await region.getByLabel("يُدفع الإيجار على").selectOption({ label: "شيكان" });
      await expect(region.getByText("شيك الإيجار الأول (1 من 2)")).toBeVisible();
      expect(ar.labels.join("\n")).toContain("إيجاري");
    }
  }
});

test("a listing its owner wrote in English: Arabic page around the owner's English words", async ({
  page,
}) => {
  // Two widths, each checked in full, and axe.
  test.slow();
  const username = `arown${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const registered = await page.request.post("/api/register", {
    data: { username, email: `${username}@example.com`, password: "correct horse battery" },
  });
  expect(registered.status()).toBe(201);
  const created = await page.request.post("/api/properties", {
    data: {
      title: "Owner's bright villa with a garden in Arabian Ranches",
      description:
        "Sold by its owner: a bright four-bedroom villa with a private garden.\n\nThe landlord accepts 2 cheques.",
      location: "Arabian Ranches",
      price: 4_500_000,
      priceType: "sale",
      propertyType: "Villa",
      beds: 4,
      baths: 5,
      sqft: 3900,
      permitNumber: uniquePermitNumber(),
      amenities: ["Private garden", "Maid's room"],
      status: "published",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await gotoReady(page, `/ar/property/${id}`);
    const title = page.getByRole("heading", { level: 1 });
    await expect(title).toHaveText("Owner's bright villa with a garden in Arabian Ranches");
    await expect(title).toHaveAttribute("lang", "en");
    await expect(title).toHaveAttribute("dir", "auto");
    await expect(page.getByText("حديقة خاصة")).toBeVisible();
    await expect(page.getByText("المالك مباشرةً")).toBeVisible();
    await expect(page.getByText("غير مفروش").first()).toBeVisible();
    for (const region of ["header", "main", "footer"]) await expectAllArabic(page, region);
  }
  await expectNoSeriousAxeViolations(page);
});

test("a missing listing in Arabic: the not-found page with status 404", async ({ page }) => {
  const response = await page.goto("/ar/property/99999999");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "العقار غير موجود" })).toBeVisible();
  await expect(page.locator("main").getByRole("link", { name: "عقارات للبيع" })).toHaveAttribute(
    "href",
    "/ar/buy",
  );
  await expectAllArabic(page, "main");
});

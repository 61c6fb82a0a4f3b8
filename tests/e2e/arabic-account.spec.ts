import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { buildListingInput } from "../factories/listings";
import { expectAllArabic, expectNoSeriousAxeViolations, gotoReady, ignoreDevReloads } from "./helpers";

/**
 * The account pages in Arabic (issue 14): sign-in and registration, the password reset, the dashboard's
 * four tabs with listings in every state (draft, published, due for confirmation, hidden from search,
 * featured), its toasts and dialogs, and the user menu, at 390 and 1280 px.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const DAY_MS = 24 * 60 * 60 * 1000;
const PASSWORD = "correct horse battery";

function uniqueUser() {
  const username = `ar${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  return { username, email: `${username}@example.com`, password: PASSWORD };
}

/** Header, main and footer are all Arabic (people's own words, marked with their `lang`, aside). */
async function expectPageArabic(page: Page) {
  for (const region of ["header", "main", "footer"]) await expectAllArabic(page, region);
}

async function createListing(request: APIRequestContext, title: string, overrides = {}): Promise<number> {
  const res = await request.post("/api/properties", {
    data: buildListingInput({ status: "published", title, ...overrides }),
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** Registers in Arabic through /ar/dashboard's sign-in redirect; ends on the Arabic dashboard. */
async function signUpInArabic(page: Page, user: ReturnType<typeof uniqueUser>) {
  await gotoReady(page, "/ar/dashboard");
  await expect(page).toHaveURL(/\/ar\/auth\?next=\/dashboard$/);
  await page.getByRole("tab", { name: "إنشاء حساب" }).click();
  await page.getByLabel("اسم المستخدم", { exact: true }).fill(user.username);
  await page.getByLabel("البريد الإلكتروني", { exact: true }).fill(user.email);
  await page.getByLabel("كلمة المرور", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "إنشاء حساب", exact: true }).click();
  await expect(page.getByText("تم إنشاء حسابك!").first()).toBeVisible();
  await expect(page).toHaveURL(/\/ar\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("لوحة التحكم");
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`/ar/auth at ${viewport.width} px: both tabs in Arabic, a failed sign-in says so in Arabic`, async ({
    page,
  }) => {
    await ignoreDevReloads(page);
    await page.setViewportSize(viewport);
    await gotoReady(page, "/ar/auth");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("حسابك في");
    await expectPageArabic(page);
    await page.getByRole("tab", { name: "إنشاء حساب" }).click();
    await expect(page.getByText("8 أحرف على الأقل")).toBeVisible();
    await expectPageArabic(page);
    await expectNoSeriousAxeViolations(page);

    await page.getByRole("tab", { name: "تسجيل الدخول" }).click();
    await page.getByLabel("اسم المستخدم أو البريد الإلكتروني").fill("nobody-here");
    await page.getByLabel("كلمة المرور", { exact: true }).fill("not the password");
    await page.getByRole("button", { name: "تسجيل الدخول", exact: true }).click();
    await expect(page.getByText("تعذّر تسجيل الدخول").first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`arabic-auth-${viewport.width}.png`) });
  });

  test(`/ar/forgot-password at ${viewport.width} px: the request and the new-password form in Arabic`, async ({
    page,
  }) => {
    await ignoreDevReloads(page);
    await page.setViewportSize(viewport);
    await gotoReady(page, "/ar/forgot-password");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("نسيت كلمة المرور؟");
    await expectPageArabic(page);
    await page.getByLabel("البريد الإلكتروني لحسابك").fill("someone@example.com");
    await page.getByRole("button", { name: "أرسل رابط إعادة التعيين" }).click();
    await expect(page.getByRole("status").filter({ hasText: "تحقّق من بريدك الإلكتروني" })).toBeVisible();
    await expect(page.getByText("يعمل الرابط مرة واحدة فقط خلال ساعة").first()).toBeVisible();
    await expectPageArabic(page);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`arabic-forgot-password-${viewport.width}.png`) });

    await gotoReady(page, "/ar/forgot-password?token=not-a-real-token-0123456789");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("اختر كلمة مرور جديدة");
    await expect(page.getByLabel("كلمة المرور الجديدة")).toBeVisible();
    await expect(page.getByRole("button", { name: "احفظ كلمة المرور الجديدة" })).toBeVisible();
    await expectPageArabic(page);
    await page.screenshot({ path: test.info().outputPath(`arabic-reset-password-${viewport.width}.png`) });
  });

  test(`the Arabic dashboard at ${viewport.width} px: sign up, every tab, listings in every state, confirm, change password, sign out`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await ignoreDevReloads(page);
    await page.setViewportSize(viewport);
    const user = uniqueUser();
    await signUpInArabic(page, user);

    // No listings yet: the empty state, all Arabic.
    await expect(page.getByRole("heading", { name: "لا توجد إعلانات بعد" })).toBeVisible();
    await expectPageArabic(page);

    // Listings in every state: fresh, due for confirmation, hidden from search, draft, featured; one rent.
    const fresh = await createListing(page.request, "Sea view apartment in Dubai Marina");
    const due = await createListing(page.request, "Family villa with garden in Arabian Ranches");
    const hidden = await createListing(page.request, "Studio near the metro in JLT");
    await createListing(page.request, "Townhouse draft in Damac Hills", { status: "draft" });
    const featured = await createListing(page.request, "Penthouse with private pool", {
      priceType: "rent",
      price: 450_000,
    });
    const upgrade = await page.request.post(`/api/properties/${featured}/upgrade`, {
      data: { plan: "7-days" },
    });
    expect(upgrade.status(), await upgrade.text()).toBe(201);
    // An enquiry from a visitor, in English, about the fresh listing.
    const visitor = await playwright.request.newContext({ baseURL });
    const enquiry = await visitor.post(`/api/properties/${fresh}/enquiries`, {
      data: {
        name: "Sarah Collins",
        email: "sarah.collins@example.com",
        phone: "+971 50 123 4567",
        message: "Is the apartment still available for viewing this weekend?",
      },
    });
    expect(enquiry.status(), await enquiry.text()).toBe(201);
    await visitor.dispose();

    // The API cannot age a listing: its confirmation dates are set back in the browser's copy.
    const confirmedDaysAgo = new Map([
      [due, 27],
      [hidden, 41],
    ]);
    await page.route(/\/api\/my\/properties(\?|$)/, async (route) => {
      const response = await route.fetch();
      const items = (await response.json()) as { id: number; confirmedAt: string }[];
      for (const item of items) {
        const days = confirmedDaysAgo.get(item.id);
        if (days) item.confirmedAt = new Date(Date.now() - days * DAY_MS).toISOString();
      }
      await route.fulfill({ response, json: items });
    });
    // The listings load in the browser: from another tab, back to the listings.
    await gotoReady(page, "/ar/dashboard?tab=account");
    await page.getByRole("tab", { name: "إعلاناتي" }).click();
    await expect(page).toHaveURL(/\/ar\/dashboard$/);
    await expect(page.getByRole("heading", { name: "5 إعلانات" })).toBeVisible();

    const row = (title: string) => page.getByRole("article").filter({ hasText: title });
    await expect(row("Sea view apartment")).toContainText("منشور");
    await expect(row("Sea view apartment")).toContainText("تم التأكيد اليوم");
    await expect(row("Sea view apartment")).toContainText("استفسار واحد");
    await expect(row("Family villa")).toContainText("بانتظار التأكيد");
    await expect(row("Family villa")).toContainText("تم التأكيد منذ 27 يومًا");
    await expect(row("Studio near the metro")).toContainText("مخفي من البحث");
    await expect(row("Studio near the metro")).toContainText("تم التأكيد منذ 41 يومًا");
    await expect(row("Townhouse draft")).toContainText("مسودة");
    await expect(row("Townhouse draft")).toContainText("لا يراها أحد غيرك");
    await expect(row("Penthouse")).toContainText("مميز");
    await expect(row("Penthouse")).toContainText(/مميز حتى \d{1,2} [\u0600-\u06FF]+ \d{4}/);
    await expect(row("Penthouse")).toContainText("450,000 درهم سنويًا");
    await expect(row("Penthouse")).toContainText(/آخر طلب INV-\d{4}-\d{6}: 7 أيام، 149 درهم، نشط/);
    // People's own words keep their language.
    await expect(
      row("Sea view apartment").getByRole("link", {
        name: "Sea view apartment in Dubai Marina",
        exact: true,
      }),
    ).toHaveAttribute("lang", "en");
    await expectPageArabic(page);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({
      path: test.info().outputPath(`arabic-dashboard-listings-${viewport.width}.png`),
      fullPage: true,
    });

    // The status menu and the delete dialog are Arabic too.
    await row("Townhouse draft")
      .getByRole("button", { name: /^الحالة/ })
      .click();
    await expect(page.getByRole("menuitem", { name: "نشر" })).toBeVisible();
    await expectAllArabic(page, "[role=menu]");
    await page.keyboard.press("Escape");
    await row("Townhouse draft").getByRole("button", { name: /^حذف/ }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("حذف هذا الإعلان؟");
    await expectAllArabic(page, "[role=alertdialog]");
    await dialog.getByRole("button", { name: "الإبقاء عليه" }).click();

    // Confirming the listing that is due.
    await row("Family villa").getByRole("button", { name: "تأكيد أنه لا يزال متاحًا" }).click();
    await expect(page.getByText("تم تأكيد التوفّر").first()).toBeVisible();
    await expect(page.getByText("ظاهرًا في البحث لمدة 30 يومًا أخرى").first()).toBeVisible();
    await page.unroute(/\/api\/my\/properties(\?|$)/);

    // Enquiries: the visitor's message, in English, marked as such; mark it read.
    await page.getByRole("tab", { name: /^الاستفسارات/ }).click();
    await expect(page).toHaveURL(/\/ar\/dashboard\?tab=enquiries$/);
    const item = page.getByRole("article").filter({ hasText: "Sarah Collins" });
    await expect(item).toContainText("جديد");
    await expect(item).toContainText("بخصوص");
    await expect(item.getByText("Is the apartment still available")).toHaveAttribute("lang", "en");
    await expectPageArabic(page);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({
      path: test.info().outputPath(`arabic-dashboard-enquiries-${viewport.width}.png`),
      fullPage: true,
    });
    await item.getByRole("button", { name: "تعليم كمقروء" }).click();
    await expect(item.getByRole("button", { name: "تعليم كغير مقروء" })).toBeVisible();

    // Favourites: none yet.
    await page.getByRole("tab", { name: "المحفوظات" }).click();
    await expect(page.getByRole("heading", { name: "لا توجد محفوظات بعد" })).toBeVisible();
    await expectPageArabic(page);

    // Account: the details, a wrong current password refused in Arabic.
    await page.getByRole("tab", { name: "الحساب" }).click();
    await expect(page.getByText("عضو منذ")).toBeVisible();
    await expectPageArabic(page);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({
      path: test.info().outputPath(`arabic-dashboard-account-${viewport.width}.png`),
      fullPage: true,
    });
    await page.getByLabel("كلمة المرور الحالية").fill("not my password at all");
    await page.getByLabel("كلمة المرور الجديدة").fill("a brand new passphrase");
    await page.getByRole("button", { name: "تغيير كلمة المرور" }).click();
    const currentPassword = page.getByLabel("كلمة المرور الحالية");
    await expect(currentPassword).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("كلمة المرور الحالية غير صحيحة").first()).toBeVisible();
    await expectAllArabic(page, "main");

    // The user menu: named and worded in Arabic.
    const menu = page.getByRole("button", { name: `قائمة حساب ${user.username}` });
    await expect(menu).toBeVisible();
    await menu.click();
    await expect(page.getByRole("menuitem", { name: "لوحة التحكم" })).toBeVisible();
    await expectAllArabic(page, "[role=menu]");
    await page.keyboard.press("Escape");

    // Sign out everywhere, after a confirmation in Arabic.
    await page.getByRole("button", { name: "تسجيل الخروج من جميع الأجهزة" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("تسجيل الخروج من جميع الأجهزة؟");
    await expectAllArabic(page, "[role=alertdialog]");
    await confirm.getByRole("button", { name: "تسجيل الخروج من جميع الأجهزة" }).click();
    await expect(page.getByText("تم تسجيل الخروج من جميع الأجهزة").first()).toBeVisible();
    await expect(page).toHaveURL(/\/ar\/?$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "تسجيل الدخول" })).toBeVisible();
  });
}

test("the signed-out dashboard sends to the Arabic sign-in and back; sign-in and sign-out toasts are Arabic", async ({
  page,
  playwright,
  baseURL,
}) => {
  await ignoreDevReloads(page);
  await page.setViewportSize(DESKTOP);
  const user = uniqueUser();
  const api = await playwright.request.newContext({ baseURL });
  expect((await api.post("/api/register", { data: user })).status()).toBe(201);
  await api.dispose();
  // The server's page for a signed-out visitor, before the browser sends them on: the Arabic prompt.
  const signedOut = await (await page.request.get("/ar/dashboard")).text();
  expect(signedOut).toContain("سجّل الدخول لعرض لوحة التحكم");
  expect(signedOut).toContain("سجّل الدخول أو أنشئ حسابًا");
  await gotoReady(page, "/ar/dashboard?tab=enquiries");
  await expect(page).toHaveURL(/\/ar\/auth\?next=\/dashboard%3Ftab%3Denquiries$/);
  await page.getByLabel("اسم المستخدم أو البريد الإلكتروني").fill(user.email);
  await page.getByLabel("كلمة المرور", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "تسجيل الدخول", exact: true }).click();
  await expect(page.getByText("مرحبًا بعودتك!").first()).toBeVisible();
  await expect(page).toHaveURL(/\/ar\/dashboard\?tab=enquiries$/);
  await expect(page.getByText("لا توجد استفسارات بعد").first()).toBeVisible();
  await expectPageArabic(page);
  await page.getByRole("button", { name: `قائمة حساب ${user.username}` }).click();
  await page.getByRole("menuitem", { name: "تسجيل الخروج" }).click();
  await expect(page.getByText("تم تسجيل خروجك بنجاح.").first()).toBeVisible();
  await expect(page).toHaveURL(/\/ar\/?$/);
});

import { expect, test, type Page } from "@playwright/test";
import { translateErrorMessage } from "../../shared/messages";
import { buildUser } from "../factories/users";
import { expectAllArabic, expectNoSeriousAxeViolations, gotoReady } from "./helpers";

/**
 * Messages for people in Arabic (issue 14 items 1 and 5): a form's field errors next to their fields in
 * Arabic (its own checks and the server's), number boxes that take Arabic-Indic digits and separators, the
 * API's errors in the page's language, and the account keeping the language, at 390 and 1280 px.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/**
 * The field's error paragraph, found through the input's aria-describedby (it sits next to the field).
 * Waits for it: a server's error comes a round trip after the click.
 */
async function errorOf(page: Page, label: string) {
  const input = page.getByLabel(label, { exact: true });
  const messageIdOf = async () =>
    ((await input.getAttribute("aria-describedby")) ?? "").split(" ").find((id) => id.endsWith("-message"));
  await expect.poll(messageIdOf, { message: `${label} has an error message` }).toBeTruthy();
  return page.locator(`[id="${await messageIdOf()}"]`);
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`sign-up at ${viewport.width} px: Arabic field errors next to the fields, the form's and the server's`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await gotoReady(page, "/ar/auth?tab=register");
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "إنشاء حساب" }) });
    await form.getByLabel("اسم المستخدم", { exact: true }).fill("a");
    await form.getByLabel("البريد الإلكتروني", { exact: true }).fill("not-an-email");
    await form.getByLabel("كلمة المرور", { exact: true }).fill("short");
    await form.getByRole("button", { name: "إنشاء حساب" }).click();

    await expect(await errorOf(page, "اسم المستخدم")).toHaveText("اسم المستخدم قصير جدًا: 3 أحرف على الأقل");
    await expect(await errorOf(page, "البريد الإلكتروني")).toHaveText("يرجى إدخال بريد إلكتروني صالح");
    await expect(await errorOf(page, "كلمة المرور")).toHaveText("كلمة المرور قصيرة جدًا: 8 أحرف على الأقل");
    await expect(form.getByLabel("اسم المستخدم", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectAllArabic(page, "form:has(button[type='submit'])");
    await page.screenshot({ path: `test-results/arabic-forms-register-${viewport.width}.png` });

    // The server's 409 for a taken name: in Arabic, under the field, without the HTTP code.
    const taken = buildUser("taken", { username: uniqueName("taken") });
    const existing = await page.request.post("/api/register", {
      data: { ...taken, email: `${taken.username}@example.com` },
    });
    expect(existing.status()).toBe(201);
    await page.request.post("/api/logout");
    await form.getByLabel("اسم المستخدم", { exact: true }).fill(taken.username);
    await form.getByLabel("البريد الإلكتروني", { exact: true }).fill(`${uniqueName("other")}@example.com`);
    await form.getByLabel("كلمة المرور", { exact: true }).fill("correct horse battery");
    await form.getByRole("button", { name: "إنشاء حساب" }).click();
    await expect(await errorOf(page, "اسم المستخدم")).toHaveText(
      "اسم المستخدم هذا محجوز، يرجى اختيار اسم آخر",
    );
    await expectAllArabic(page, "form:has(button[type='submit'])");
    await expectNoSeriousAxeViolations(page);
  });

  test(`/ar/buy at ${viewport.width} px: the price box takes "١٬٢٠٠٬٠٠٠" and filters by 1200000`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await gotoReady(page, "/ar/buy");
    // A phone's filters wait in a sheet (issue 15); the desktop shows them beside the results.
    const filtersSelector = viewport === PHONE ? "[role='dialog']" : "form[role='search']";
    if (viewport === PHONE) await page.getByRole("button", { name: "عوامل التصفية", exact: true }).click();
    const min = page.locator(filtersSelector).getByRole("textbox", { name: "الحد الأدنى للسعر" });
    await expect(min).toHaveAttribute("inputmode", "decimal");
    const searched = page.waitForRequest((request) =>
      /\/api\/properties\/search\?.*minPrice=1200000/.test(request.url()),
    );
    await min.fill("١٬٢٠٠٬٠٠٠");
    await min.press("Enter");
    await expect(page).toHaveURL(/[?&]minPrice=1200000(&|$)/);
    const request = await searched;
    expect(request.headers()["accept-language"]).toBe("ar");
    await min.blur();
    await expect(min).toHaveValue("1,200,000");

    // Every listing shown costs at least that much.
    const answer = (await (await request.response())!.json()) as { price: number }[];
    expect(answer.length).toBeGreaterThan(0);
    for (const listing of answer) expect(listing.price).toBeGreaterThanOrEqual(1_200_000);
    await expectAllArabic(page, filtersSelector);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `test-results/arabic-forms-buy-${viewport.width}.png` });
  });
}

test("an API failure's toast reads in Arabic: the page asks in Arabic and shows the server's words", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await gotoReady(page, "/ar/auth");
  let askedIn: string | undefined;
  await page.route("**/api/login", async (route) => {
    askedIn = route.request().headers()["accept-language"];
    // The answer the server gives an Arabic request while its rate-limit store is down (503).
    await route.fulfill({
      status: 503,
      contentType: "application/json",
      headers: { "Retry-After": "60" },
      body: JSON.stringify({
        message: translateErrorMessage(
          "Signing in and creating accounts are unavailable for a moment. Please try again in a minute.",
          503,
          "ar",
        ),
        code: "unavailable",
      }),
    });
  });
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "تسجيل الدخول" }) });
  await form.getByLabel("اسم المستخدم أو البريد الإلكتروني").fill("layla");
  await form.getByLabel("كلمة المرور", { exact: true }).fill("correct horse battery");
  await form.getByRole("button", { name: "تسجيل الدخول" }).click();
  const toast = page.getByRole("status").filter({ hasText: "تعذّر تسجيل الدخول" }).first();
  await expect(toast).toContainText("تسجيل الدخول وإنشاء الحسابات غير متاحين مؤقتًا");
  await expect(toast).not.toContainText("503");
  expect(askedIn).toBe("ar");
  await expectAllArabic(page, "[role='status']");
});

test("the account keeps the language: Arabic at sign-up on /ar, English after the switch", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await gotoReady(page, "/ar/auth?tab=register");
  const user = buildUser("lang", { username: uniqueName("lang") });
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "إنشاء حساب" }) });
  await form.getByLabel("اسم المستخدم", { exact: true }).fill(user.username);
  await form.getByLabel("البريد الإلكتروني", { exact: true }).fill(`${user.username}@example.com`);
  await form.getByLabel("كلمة المرور", { exact: true }).fill(user.password);
  await form.getByRole("button", { name: "إنشاء حساب" }).click();
  await expect.poll(async () => (await (await page.request.get("/api/user")).json()).locale).toBe("ar");

  await gotoReady(page, "/ar/buy");
  const saved = page.waitForRequest(
    (request) => request.url().endsWith("/api/user/locale") && request.method() === "PATCH",
  );
  await page.locator('header a[hreflang="en"]').click();
  expect((await saved).postDataJSON()).toEqual({ locale: "en" });
  await expect(page).toHaveURL(/\/buy$/);
  await expect.poll(async () => (await (await page.request.get("/api/user")).json()).locale).toBe("en");
});

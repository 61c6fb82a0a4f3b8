import fs from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { buildListingInput } from "../factories/listings";
import { expectNoSeriousAxeViolations, gotoReady } from "./helpers";
import { mailsTo, type SunkMail } from "./mail-sink";

/**
 * People's data (issue 16, item 7; docs/decisions/0052): download my data from the account tab, delete
 * the account (the password confirms it; a wrong one is refused; afterwards signed out and unable to sign
 * in), and unsubscribe from the newsletter through its mail's link, signed out. At 390 and 1280 px.
 */

const PASSWORD = "correct horse battery";

function uniqueUser(prefix: string) {
  const username = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  return { username, email: `${username}@example.com`, password: PASSWORD };
}

/** The first mail to the address that matches, once the sink has it (delivery is a background job). */
async function waitForMail(address: string, where: (mail: SunkMail) => boolean): Promise<SunkMail> {
  let found: SunkMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).find(where);
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("download my data, then delete the account", async ({ page }) => {
      const user = uniqueUser("pd");
      const request = page.request;
      const register = await request.post("/api/register", { data: user });
      expect(register.status(), await register.text()).toBe(201);
      const title = `Sunny villa for the people's data test ${user.username}`;
      const created = await request.post("/api/properties", {
        data: buildListingInput({ status: "published", title }),
      });
      expect(created.status(), await created.text()).toBe(201);
      const listingId = ((await created.json()) as { id: number }).id;
      // A favourite: someone else's listing.
      const others = await page.context().browser()!.newContext();
      const other = uniqueUser("pdo");
      await others.request.post("/api/register", { data: other });
      const othersListing = await others.request.post("/api/properties", {
        data: buildListingInput({ status: "published", title: `Other owner's flat ${other.username}` }),
      });
      const othersId = ((await othersListing.json()) as { id: number }).id;
      expect((await request.put(`/api/favourites/${othersId}`, { data: {} })).status()).toBe(204);

      await gotoReady(page, "/dashboard?tab=account");
      await expect(page.getByRole("heading", { name: "Your data" })).toBeVisible();

      // Download: the JSON file has the listing and the favourite.
      const downloading = page.waitForEvent("download");
      await page.getByRole("link", { name: "Download my data" }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(
        new RegExp(`^my-data-${user.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
      );
      const data = JSON.parse(await fs.readFile((await download.path())!, "utf8"));
      expect(data.account.username).toBe(user.username);
      expect(data.listings.map((l: { id: number; title: string }) => [l.id, l.title])).toEqual([
        [listingId, title],
      ]);
      expect(data.favourites.map((f: { propertyId: number }) => f.propertyId)).toEqual([othersId]);

      // Delete: a dialog that needs the password; a wrong one is refused next to the field.
      await page.getByRole("button", { name: "Delete my account" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete your account?" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText("This cannot be undone.", { exact: false })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await dialog.getByRole("button", { name: "Delete my account for good" }).click();
      await expect(dialog.getByText("Enter your password")).toBeVisible();
      const password = dialog.getByLabel("Your password, to confirm");
      await password.fill("not the password at all");
      await dialog.getByRole("button", { name: "Delete my account for good" }).click();
      await expect(dialog.getByText("The password is not correct")).toBeVisible();
      await expect(password).toHaveAttribute("aria-invalid", "true");
      // Keep my account closes it and nothing happened.
      await dialog.getByRole("button", { name: "Keep my account" }).click();
      await expect(dialog).toBeHidden();
      expect((await request.get("/api/user")).status()).toBe(200);

      await page.getByRole("button", { name: "Delete my account" }).click();
      await dialog.getByLabel("Your password, to confirm").fill(user.password);
      await dialog.getByRole("button", { name: "Delete my account for good" }).click();
      await expect(page.getByText("Your account has been deleted").first()).toBeVisible();
      await expect(page).toHaveURL(/\/$/);

      // Signed out, and the account cannot sign in again.
      expect((await request.get("/api/user")).status()).toBe(401);
      await gotoReady(page, "/auth");
      await page.getByLabel("Username or email").fill(user.username);
      await page.getByLabel("Password", { exact: true }).fill(user.password);
      await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByText("Invalid username or password").first()).toBeVisible();
      // The listing is off the site.
      expect((await request.get(`/api/properties/${listingId}`)).status()).toBe(404);
      await others.close();
    });

    test("unsubscribe from the newsletter through its link, signed out", async ({ page }) => {
      const email = `${uniqueUser("nl").username}@example.com`;
      await gotoReady(page, "/");
      const subscribed = await page.request.post("/api/newsletter", { data: { email } });
      expect(subscribed.status()).toBe(200);
      const mail = await waitForMail(email, (m) => /newsletter/i.test(m.subject));
      expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
      const link = /https?:\/\/\S+\/newsletter\/unsubscribe\/[\w.-]+/.exec(mail.text)![0];
      expect(mail.headers["list-unsubscribe"]).toContain(`<${link}>`);
      const path = new URL(link).pathname;

      // A changed link: a clear 400 page, not an error.
      const tampered = await page.goto(`${path.slice(0, -2)}xx`);
      expect(tampered?.status()).toBe(400);
      await expect(page.getByRole("heading", { name: "This unsubscribe link is not valid" })).toBeVisible();

      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { name: "Unsubscribe from the newsletter?" })).toBeVisible();
      await expect(page.getByText(/^[a-z]•••@example\.com$/)).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.getByRole("button", { name: "Unsubscribe", exact: true }).click();
      await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
      await page.reload();
      await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
    });

    test("the Arabic unsubscribe page", async ({ page }) => {
      await arabicUnsubscribePage(page);
    });
  });
}

async function arabicUnsubscribePage(page: Page) {
  const email = `${uniqueUser("nlar").username}@example.com`;
  const subscribed = await page.request.post("/api/newsletter", {
    data: { email },
    headers: { "Accept-Language": "ar" },
  });
  expect(subscribed.status()).toBe(200);
  const mail = await waitForMail(email, () => true);
  const link = /https?:\/\/\S+\/ar\/newsletter\/unsubscribe\/[\w.-]+/.exec(mail.text)![0];
  await gotoReady(page, new URL(link).pathname);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(
    page.getByRole("heading", { name: "هل تريد إلغاء الاشتراك في النشرة الإخبارية؟" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "إلغاء الاشتراك", exact: true }).click();
  await expect(page.getByRole("heading", { name: "تم إلغاء اشتراكك" })).toBeVisible();
}

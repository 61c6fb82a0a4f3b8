import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { gotoReady, ignoreDevReloads } from "./helpers";

/**
 * The create-listing form keeps the owner's work (issue 11, item 4) and creates one listing however often
 * its button is clicked (item 3); registration likewise creates one account on a double click.
 */

let photo: string;

test.beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "upm-e2e-draft-"));
  photo = path.join(dir, "terrace.jpg");
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#5a8f6a" } })
    .jpeg({ quality: 80 })
    .toFile(photo);
});

test.afterAll(() => {
  fs.rmSync(path.dirname(photo), { recursive: true, force: true });
});

/** The development server compiles the app on the first visit: done here, not inside a test's time. */
test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await browser.newPage();
  await ignoreDevReloads(page);
  await gotoReady(page, "/buy");
  await page.close();
});

test.beforeEach(async ({ page }) => {
  await ignoreDevReloads(page);
});

async function signUp(page: Page) {
  const username = `owner${Date.now().toString(36)}${crypto.randomInt(1000)}`;
  const res = await page.request.post("/api/register", {
    data: { username, email: `${username}@example.com`, password: "correct horse battery" },
  });
  expect(res.status()).toBe(201);
}

const TITLE = "Garden townhouse with a shaded terrace";
const DESCRIPTION = "Three bedrooms over two floors, a shaded terrace and a short walk to the park.";

async function fillBasicsAndLocation(page: Page, location: { typed: string; name: string }) {
  await page.getByLabel("Property type").selectOption({ label: "Townhouse" });
  await page.getByLabel("Title", { exact: true }).fill(TITLE);
  await page.getByLabel("Description", { exact: true }).fill(DESCRIPTION);
  await page.getByRole("button", { name: "Next: Location" }).click();
  const box = page.getByRole("combobox", { name: "Location" });
  await box.fill(location.typed);
  await page.getByRole("option", { name: location.name }).click();
  await expect(box).toHaveValue(location.name);
  await page.getByRole("button", { name: "Next: Details" }).click();
}

async function fillDetails(page: Page) {
  await page.getByLabel("Bedrooms").selectOption({ label: "3" });
  await page.getByLabel("Bathrooms").selectOption({ label: "3" });
  await page.getByLabel("Size (sq ft)").fill("2100");
  await page.getByRole("button", { name: "Next: Photos" }).click();
}

const draftSaved = (page: Page, containing: string) =>
  page.waitForResponse(
    (res) =>
      res.url().endsWith("/api/my/listing-draft") &&
      res.request().method() === "PUT" &&
      res.status() === 200 &&
      (res.request().postData() ?? "").includes(containing),
  );

test("a half-filled listing, photo included, survives a reload; once created, the editor starts empty", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page);
  await gotoReady(page, "/create-listing");
  await expect(page.getByText("Draft restored")).toHaveCount(0);

  await fillBasicsAndLocation(page, { typed: "al maj", name: "Al Majaz" });
  await fillDetails(page);
  const photoSaved = draftSaved(page, "/media/uploads/");
  await page.locator('input[type="file"]').setInputFiles(photo);
  const gallery = page.getByRole("list", { name: "Photos in display order" });
  await expect(gallery.getByRole("listitem")).toHaveCount(1);
  const photoSrc = await gallery.getByRole("img").first().getAttribute("src");
  await photoSaved;
  await expect(page.getByTestId("draft-status")).toHaveText("Draft saved");

  await page.reload();
  await page.waitForSelector("html[data-hydrated='true']");
  await expect(page.getByText("Draft restored")).toBeVisible();
  await expect(page.getByRole("button", { name: "Discard draft" })).toBeVisible();
  // Back on the step where the owner was, with the photo.
  await expect(page.getByRole("heading", { name: "4. Photos" })).toBeVisible();
  await expect(gallery.getByRole("img").first()).toHaveAttribute("src", photoSrc!);
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Size (sq ft)")).toHaveValue("2100");
  await expect(page.getByLabel("Bedrooms")).toHaveValue("3");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("combobox", { name: "Location" })).toHaveValue("Al Majaz");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(TITLE);
  await expect(page.getByLabel("Description", { exact: true })).toHaveValue(DESCRIPTION);
  await expect(page.getByLabel("Property type")).toHaveValue("Townhouse");

  // Finish and publish (Sharjah needs no permit).
  for (const next of ["Next: Location", "Next: Details", "Next: Photos", "Next: Price and permit"]) {
    await page.getByRole("button", { name: next }).click();
  }
  await page.getByLabel("Price (AED)").fill("3400000");
  await page.getByRole("button", { name: "Next: Review" }).click();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("article").filter({ hasText: TITLE })).toContainText("Published");

  // The draft went with the creation: a fresh form, here and after a reload.
  expect((await page.request.get("/api/my/listing-draft")).status()).toBe(204);
  await gotoReady(page, "/create-listing");
  await page.reload();
  await page.waitForSelector("html[data-hydrated='true']");
  await expect(page.getByRole("heading", { name: "1. Basics" })).toBeVisible();
  await expect(page.getByText("Draft restored")).toHaveCount(0);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("");
});

test("a double click on Publish creates one listing", async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page);
  await gotoReady(page, "/create-listing");
  await fillBasicsAndLocation(page, { typed: "al nah", name: "Al Nahda" });
  await fillDetails(page);
  await page.getByRole("button", { name: "Next: Price and permit" }).click();
  await page.getByLabel("Price (AED)").fill("2900000");
  await page.getByRole("button", { name: "Next: Review" }).click();

  // Two clicks in one task, before React can re-render a disabled button: what a double click on a slow
  // phone amounts to.
  await page.getByRole("button", { name: "Publish" }).evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.waitForLoadState("networkidle");
  const mine = await page.request.get("/api/my/properties");
  expect(mine.headers()["x-total-count"]).toBe("1");
});

test("a double click on Create account creates the account once, with no error", async ({ page }) => {
  const username = `double${Date.now().toString(36)}${crypto.randomInt(1000)}`;
  await gotoReady(page, "/auth?tab=register");
  const register = page.getByRole("tabpanel", { name: "Register" });
  await register.getByLabel("Username").fill(username);
  await register.getByLabel("Email").fill(`${username}@example.com`);
  await register.getByLabel("Password").fill("correct horse battery");
  const registrations: number[] = [];
  page.on("response", (res) => {
    if (res.url().endsWith("/api/register")) registrations.push(res.status());
  });
  await register.getByRole("button", { name: "Create account" }).dblclick();
  await expect(page.getByText("Account created!").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.getByText("Registration failed")).toHaveCount(0);
  expect(registrations).toEqual([201]);
});

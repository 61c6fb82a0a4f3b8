import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { gotoReady } from "./helpers";

let photoDir: string;
let photos: string[];

test.beforeAll(async () => {
  photoDir = fs.mkdtempSync(path.join(os.tmpdir(), "upm-e2e-photos-"));
  photos = [];
  for (const [name, colour] of [
    ["living-room.jpg", "#3a7ca5"],
    ["balcony-view.jpg", "#d9a441"],
  ] as const) {
    const file = path.join(photoDir, name);
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
      .jpeg({ quality: 80 })
      .toFile(file);
    photos.push(file);
  }
  fs.writeFileSync(path.join(photoDir, "notes.jpg"), "these are notes, not a photo\n".repeat(10));
});

test.afterAll(() => {
  fs.rmSync(photoDir, { recursive: true, force: true });
});

test("a new owner lists a Dubai property with photos, confirms it and features it", async ({ page }) => {
  test.setTimeout(90_000);
  const id = `lister${Date.now().toString(36)}`;
  const title = `Marina view apartment ${id}`;
  const errors: string[] = [];
  // The development server's hot-reload socket is not part of the app; the refused file's 415 is expected.
  const expected = /WebSocket|\[vite\]|status of 415/;
  page.on("pageerror", (error) => !expected.test(String(error)) && errors.push(String(error)));
  page.on("console", (message) => {
    if (message.type() === "error" && !expected.test(message.text())) errors.push(message.text());
  });

  // Signed out, the form sends the visitor to sign in and back.
  await gotoReady(page, "/create-listing");
  await expect(page).toHaveURL(/\/auth\?next=\/create-listing$/);
  await page.getByRole("tab", { name: "Register" }).click();
  const register = page.getByRole("tabpanel", { name: "Register" });
  await register.getByLabel("Username").fill(id);
  await register.getByLabel("Email").fill(`${id}@example.com`);
  await register.getByLabel("Password").fill("correct horse battery");
  await register.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/create-listing$/);
  await expect(page.getByRole("heading", { level: 1, name: "List a property" })).toBeVisible();

  // 1. Basics: the step is checked before the next one opens.
  await page.getByRole("button", { name: "Next: Location" }).click();
  await expect(page.getByText("Title must be at least 10 characters")).toBeVisible();
  await page.getByLabel("Property type").selectOption({ label: "Apartment" });
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page
    .getByLabel("Description", { exact: true })
    .fill("A bright two-bedroom apartment on a high floor, with a balcony over the marina and a gym.");
  await page.getByRole("button", { name: "Next: Location" }).click();

  // 2. Location: suggestions as you type, chosen with the keyboard; the emirate follows.
  await expect(page.getByRole("heading", { name: "2. Location" })).toBeFocused();
  const location = page.getByRole("combobox", { name: "Location" });
  await location.fill("dubai mar");
  await expect(page.getByRole("option", { name: "Dubai Marina" })).toBeVisible();
  await location.press("ArrowDown");
  await location.press("Enter");
  await expect(location).toHaveValue("Dubai Marina");
  await expect(page.getByText("Emirate: Dubai")).toBeVisible();
  await page.getByRole("button", { name: "Next: Details" }).click();

  // 3. Details.
  await page.getByLabel("Bedrooms").selectOption({ label: "2" });
  await page.getByLabel("Bathrooms").selectOption({ label: "2" });
  await page.getByLabel("Size (sq ft)").fill("1250");
  await page.getByRole("button", { name: "Balcony" }).click();
  await expect(page.getByRole("button", { name: "Balcony" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Next: Photos" }).click();

  // 4. Photos: a file that is not an image is refused by name; the two photos upload, then reorder.
  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles(path.join(photoDir, "notes.jpg"));
  await expect(
    page.getByRole("alert").filter({ hasText: "notes.jpg is not a JPEG, PNG, WebP, AVIF or HEIC image" }),
  ).toBeVisible();
  await fileInput.setInputFiles(photos);
  const gallery = page.getByRole("list", { name: "Photos in display order" });
  await expect(gallery.getByRole("listitem")).toHaveCount(2);
  await expect(page.getByRole("list", { name: "Uploading" })).toHaveCount(0);
  const firstBefore = await gallery.getByRole("img").first().getAttribute("src");
  await page.getByRole("button", { name: "Make photo 2 the cover" }).click();
  expect(await gallery.getByRole("img").nth(1).getAttribute("src")).toBe(firstBefore);
  await expect(gallery.getByRole("img").first()).toHaveAttribute("srcset", /-400\.webp 400w/);
  await page.getByRole("button", { name: "Next: Price and permit" }).click();

  // 5. Price and the Dubai permit.
  await page.getByLabel("Price (AED)").fill("2150000");
  await expect(page.getByText("Shown as AED 2,150,000")).toBeVisible();
  await expect(page.getByLabel("Trakheesi permit number")).toBeVisible();
  await page.getByRole("button", { name: "Next: Review" }).click();

  // 6. Review: publishing in Dubai without a permit sends the owner back to the permit.
  await expect(page.getByRole("region", { name: "Location" })).toContainText("Dubai Marina");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(
    page.getByText("A Trakheesi permit number is required to publish a listing in Dubai"),
  ).toBeVisible();
  await page.getByLabel("Trakheesi permit number").fill("7118822334");
  await page.getByRole("button", { name: "Next: Review" }).click();
  await page.getByRole("button", { name: "Publish" }).click();

  // The dashboard shows it, published and fresh.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Listing published").first()).toBeVisible();
  const row = page.getByRole("article").filter({ hasText: title });
  await expect(row).toContainText("Published");
  await expect(row).toContainText("AED 2,150,000");
  await expect(row).toContainText("Confirmed today");
  await expect(row.locator("img")).toHaveAttribute("src", /\/media\/uploads\/.+-1600\.webp$/);

  await row.getByRole("button", { name: "Confirm still available" }).click();
  await expect(page.getByText("Availability confirmed").first()).toBeVisible();

  // Upgrade: 7 days, confirmed, featured at once.
  await row.getByRole("link", { name: `Upgrade ${title}` }).click();
  await expect(page).toHaveURL(/\/upgrade\/\d+$/);
  await page.getByRole("radio", { name: /7 days featured/ }).check();
  await page.getByRole("button", { name: "Continue with 7 days featured" }).click();
  await page.getByRole("button", { name: "Confirm and pay AED 149 by invoice" }).click();
  await expect(
    page.getByRole("heading", { name: /^Featured until \d{1,2} [A-Z][a-z]{2} \d{4}$/ }),
  ).toBeVisible();
  await expect(page.getByText(/INV-\d{4}-\d{6}/).first()).toBeVisible();

  await page.getByRole("link", { name: "Back to dashboard" }).click();
  const featuredRow = page.getByRole("article").filter({ hasText: title });
  await expect(featuredRow).toContainText(/Featured until \d{1,2} [A-Z][a-z]{2} \d{4}/);
  await expect(featuredRow).toContainText(/Latest order INV-\d{4}-\d{6}: 7 days, AED 149, active/);
  expect(errors).toEqual([]);
});

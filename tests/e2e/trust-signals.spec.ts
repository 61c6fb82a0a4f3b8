import { expect, test, type Page } from "@playwright/test";
import {
  createListingViaApi,
  gotoReady,
  ignoreDevReloads,
  signUpViaApi,
  uniquePermitNumber,
} from "./helpers";

/*
 * The verification badge and its meaning in words (docs/decisions/0051-duplicate-and-fraud-signals.md), on
 * a listing's card and its page, at a phone's width and a desktop's, in English and Arabic.
 */

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

async function publishedDubaiListing(
  page: Page,
  title: string,
): Promise<{ id: number; permitNumber: string }> {
  await signUpViaApi(page.request, "trust");
  const permitNumber = uniquePermitNumber();
  const id = await createListingViaApi(page.request, { title, location: "Dubai Marina", permitNumber });
  return { id, permitNumber };
}

for (const size of WIDTHS) {
  test(`a permit-checked listing shows its badge and what it means at ${size.width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await ignoreDevReloads(page);
    await page.setViewportSize(size);
    const title = `Permit checked marina flat ${size.width} ${Date.now().toString(36)}`;
    const { id, permitNumber } = await publishedDubaiListing(page, title);

    await gotoReady(page, `/property/${id}`);
    await expect(page.getByText("Permit format checked", { exact: true }).first()).toBeVisible();
    const meaning = page.locator("#listing-verification");
    await expect(meaning).toBeVisible();
    await expect(meaning).toContainText(
      "Permit number format checked, not yet confirmed with DLD: the number has the form of DLD's advertising permits, no other listing on this site advertises it",
    );
    await expect(meaning).toContainText("We have not looked the permit up with DLD");
    // A format check is not a verification: no "Verified", no check mark.
    await expect(page.getByText("Verified", { exact: true })).toHaveCount(0);
    // Inside the permit box, beside the permit number it speaks of.
    const permitBox = page.getByRole("region", { name: "Permit, verification and availability" });
    await expect(permitBox).toContainText(permitNumber);
    await expect(permitBox.locator("#listing-verification")).toHaveCount(1);

    // Its card in search results carries the same badge.
    await gotoReady(page, `/buy?search=${encodeURIComponent(title)}`);
    const card = page.getByRole("article").filter({ hasText: title });
    await expect(card).toHaveCount(1);
    await expect(card.getByText("Permit format checked", { exact: true })).toBeVisible();
  });
}

test("the Arabic page names the badge and explains it in Arabic", async ({ page }) => {
  test.setTimeout(90_000);
  await ignoreDevReloads(page);
  await page.setViewportSize(WIDTHS[0]!);
  const { id } = await publishedDubaiListing(page, `Permit checked Arabic page ${Date.now().toString(36)}`);
  await gotoReady(page, `/ar/property/${id}`);
  await expect(page.getByText("تم التحقق من صيغة التصريح", { exact: true }).first()).toBeVisible();
  await expect(page.locator("#listing-verification")).toContainText(
    "تم التحقق من صيغة رقم التصريح، ولم يُؤكَّد بعد لدى دائرة الأراضي والأملاك",
  );
});

test("a listing nothing has checked says so, with what would verify it, and carries no badge", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await ignoreDevReloads(page);
  await signUpViaApi(page.request, "trust");
  const id = await createListingViaApi(page.request, { location: "Al Majaz", permitNumber: null });
  await gotoReady(page, `/property/${id}`);
  await expect(page.locator("#listing-verification")).toContainText(
    'Not verified: a listing shows "Permit format checked" when its permit number has the form',
  );
  await expect(page.getByText("Permit format checked", { exact: true })).toHaveCount(0);
  await expect(page.getByText("Verified", { exact: true })).toHaveCount(0);
});

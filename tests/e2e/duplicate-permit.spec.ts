import { expect, test } from "@playwright/test";
import {
  createListingViaApi,
  gotoReady,
  ignoreDevReloads,
  signUpViaApi,
  uniquePermitNumber,
} from "./helpers";

/*
 * One permit, one advert (docs/decisions/0051) in the listing editor: publishing a Dubai listing with a
 * permit another owner's live listing advertises is refused, the words are under the permit field (the
 * editor goes back to its step), what was typed stays, and nothing is published. At a phone's width and a
 * desktop's.
 */

const ON_OTHER_OWNERS_LISTING =
  "This permit number is on another active listing: one permit allows one advert. If the permit is yours, report that listing to us";

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

for (const size of WIDTHS) {
  test(`publishing another owner's permit is refused under the permit field at ${size.width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await ignoreDevReloads(page);
    await page.setViewportSize(size);
    // Another owner already advertises the permit (their own cookie jar: the `request` fixture).
    const permitNumber = uniquePermitNumber();
    await signUpViaApi(request, "holder");
    await createListingViaApi(request, { location: "Dubai Marina", permitNumber });

    await signUpViaApi(page.request, "copier");
    const title = `Marina apartment with a copied permit ${Date.now().toString(36)}`;
    await gotoReady(page, "/create-listing");
    await page.getByLabel("Property type").selectOption({ label: "Apartment" });
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page
      .getByLabel("Description", { exact: true })
      .fill("A bright two-bedroom apartment on a high floor, with a balcony over the marina and a gym.");
    await page.getByRole("button", { name: "Next: Location" }).click();
    const location = page.getByRole("combobox", { name: "Location" });
    await location.fill("dubai mar");
    await page.getByRole("option", { name: "Dubai Marina" }).click();
    await expect(location).toHaveValue("Dubai Marina");
    await page.getByRole("button", { name: "Next: Details" }).click();
    await page.getByLabel("Bedrooms").selectOption({ label: "2" });
    await page.getByLabel("Bathrooms").selectOption({ label: "2" });
    await page.getByLabel("Size (sq ft)").fill("1250");
    await page.getByRole("button", { name: "Next: Photos" }).click();
    await page.getByRole("button", { name: "Next: Price and permit" }).click();
    await page.getByLabel("Price (AED)").fill("2150000");
    const permit = page.getByLabel("Trakheesi permit number");
    await permit.fill(permitNumber);
    await page.getByRole("button", { name: "Next: Review" }).click();

    const creates: number[] = [];
    page.on("response", (res) => {
      if (res.url().endsWith("/api/properties") && res.request().method() === "POST") {
        creates.push(res.status());
      }
    });
    await page.getByRole("button", { name: "Publish" }).click();

    // Back on the permit's step, the refusal under the field, tied to it for screen readers.
    await expect(page.getByRole("heading", { name: "5. Price and permit" })).toBeVisible();
    const message = page.getByText(ON_OTHER_OWNERS_LISTING, { exact: true });
    await expect(message).toBeVisible();
    await expect(permit).toHaveAttribute("aria-invalid", "true");
    await expect(permit).toHaveAccessibleDescription(new RegExp(ON_OTHER_OWNERS_LISTING.slice(0, 40)));
    const [field, words] = [await permit.boundingBox(), await message.boundingBox()];
    expect(field).not.toBeNull();
    expect(words).not.toBeNull();
    expect(words!.y).toBeGreaterThanOrEqual(field!.y + field!.height);
    // What was typed is still there, and the page did not move on.
    await expect(permit).toHaveValue(permitNumber);
    await expect(page.getByLabel("Price (AED)")).toHaveValue("2150000");
    await expect(page).toHaveURL(/\/create-listing$/);

    // Nothing was published: the server answered 409 once, and the owner has no listing.
    expect(creates).toEqual([409]);
    const mine = await page.request.get("/api/my/properties");
    expect(mine.status()).toBe(200);
    expect(mine.headers()["x-total-count"]).toBe("0");
    const search = await page.request.get(
      `/api/properties/search?search=${encodeURIComponent(`"${title}"`)}`,
    );
    expect(search.status()).toBe(200);
    expect(search.headers()["x-total-count"]).toBe("0");
  });
}

import { expect, test, type Page } from "@playwright/test";
import { gotoReady, ignoreDevReloads } from "./helpers";

/** A signed-in owner (the page's cookies) with one published listing; returns its id. */
async function ownerWithListing(page: Page): Promise<number> {
  const name = `upg${Date.now().toString(36)}`;
  await page.request.post("/api/register", {
    data: { username: name, email: `${name}@example.com`, password: "correct horse battery" },
  });
  const created = await page.request.post("/api/properties", {
    data: {
      title: "Canal view office for the upgrade test",
      description: "A fitted office on a high floor with a view over the canal and two parking spaces.",
      location: "Business Bay",
      price: 180_000,
      priceType: "rent",
      propertyType: "Office",
      beds: 0,
      baths: 1,
      sqft: 1400,
      permitNumber: "7112345678",
      status: "published",
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

test("a double click on Confirm and pay orders once, and the toast and the panel give one date", async ({
  page,
}) => {
  // The development server compiles the page's modules on first use: slow on a busy machine.
  test.setTimeout(120_000);
  await ignoreDevReloads(page);
  const id = await ownerWithListing(page);
  // The page's own guard is under test: the Idempotency-Key is taken off, and the answer held back a
  // moment so the second click lands while the first order is pending.
  let orderRequests = 0;
  await page.route(`**/api/properties/${id}/upgrade`, async (route) => {
    orderRequests += 1;
    const headers = { ...route.request().headers() };
    delete headers["idempotency-key"];
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue({ headers });
  });

  await gotoReady(page, `/upgrade/${id}`);
  await page.getByRole("button", { name: "Continue with 7 days featured" }).click();
  await page.getByRole("button", { name: "Confirm and pay AED 149 by invoice" }).dblclick();

  const heading = page.getByRole("heading", { name: /^Featured until \d{1,2} [A-Z][a-z]{2} \d{4}$/ });
  await expect(heading).toBeVisible();
  const date = (await heading.innerText()).replace("Featured until ", "").trim();
  await expect(page.getByText(`Featured until ${date}. Invoice`).first()).toBeVisible();
  // The summary card above says the same.
  await expect(page.getByText(`Featured until ${date}`, { exact: true })).toHaveCount(2);

  const orders = await page.request.get(`/api/properties/${id}/orders`);
  expect(((await orders.json()) as unknown[]).length).toBe(1);
  expect(orderRequests).toBe(1);
});

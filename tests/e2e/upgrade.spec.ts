import { expect, test, type Page } from "@playwright/test";
import { DUBAI_OFFICE } from "../factories/listings";
import {
  createListingViaApi,
  gotoReady,
  ignoreDevReloads,
  signUpViaApi,
  uniquePermitNumber,
} from "./helpers";

/** A signed-in owner (the page's cookies) with one published office listing; returns its id. */
async function ownerWithListing(page: Page): Promise<number> {
  await signUpViaApi(page.request, "upg");
  return createListingViaApi(page.request, {
    ...DUBAI_OFFICE,
    permitNumber: uniquePermitNumber(),
    title: "Canal view office for the upgrade test",
  });
}

test("a double click on Confirm and pay orders once, and the toast and the panel give one date", async ({
  page,
}) => {
  // The development server compiles the page's modules on first use: slow on a busy machine.
  test.setTimeout(120_000);
  await ignoreDevReloads(page);
  const id = await ownerWithListing(page);
  // The page's own guard is under test: the Idempotency-Key is taken off, and the answer held back until
  // both clicks are done, so the second click lands while the first order is pending.
  let orderRequests = 0;
  let releaseOrders!: () => void;
  const bothClicksDone = new Promise<void>((resolve) => (releaseOrders = resolve));
  await page.route(`**/api/properties/${id}/upgrade`, async (route) => {
    orderRequests += 1;
    const headers = { ...route.request().headers() };
    delete headers["idempotency-key"];
    await bothClicksDone;
    await route.continue({ headers });
  });

  await gotoReady(page, `/upgrade/${id}`);
  await page.getByRole("button", { name: "Continue with 7 days featured" }).click();
  await page.getByRole("button", { name: "Confirm and pay AED 149 by invoice" }).dblclick();
  releaseOrders();

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

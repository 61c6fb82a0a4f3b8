import { expect, test, type APIRequestContext } from "@playwright/test";
import type { Listing } from "../../shared/listing";
import { calculateBuyingCosts, calculateRentingCosts } from "../../shared/uae-costs";
import { uniquePermitNumber, waitUntilReady } from "./helpers";

const aed = (amount: number) =>
  `AED ${amount.toLocaleString("en-US", { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;

/** A public listing of the given purpose with several photos and an agent, from the listings API. */
async function findListing(request: APIRequestContext, priceType: "sale" | "rent", emirate: string) {
  const res = await request.get(`/api/properties/search?priceType=${priceType}&emirate=${emirate}&limit=20`);
  const items = (await res.json()) as Listing[];
  const candidate = items.find((item) => item.images.length >= 3 && item.category === "residential");
  expect(candidate, `a ${priceType} listing with photos in ${emirate}`).toBeDefined();
  const detail = await request.get(`/api/properties/${candidate!.id}`);
  const listing = (await detail.json()) as Listing;
  expect(listing.agent?.phone).toBeTruthy();
  return listing;
}

test("a sale listing: server-rendered, gallery by keyboard, agent links, all-in cost and an enquiry", async ({
  page,
  request,
  context,
}) => {
  const listing = await findListing(request, "sale", "Dubai");
  const url = `/property/${listing.id}`;

  // Crawlers get the listing's own head and content in the first HTML.
  const first = await request.get(url);
  expect(first.status()).toBe(200);
  const html = await first.text();
  expect(html).toContain(`<link rel="canonical" href="https://uaepropertymarkets.com${url}"`);
  expect(html).toContain('"@type":"RealEstateListing"');
  expect(html).toContain('"priceCurrency":"AED"');
  expect(html).toContain('"@type":"BreadcrumbList"');
  expect(html).toMatch(/<meta property="og:image" content="https:\/\/uaepropertymarkets\.com\/media\//);

  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  const viewSent = page.waitForRequest(
    (req) => req.method() === "POST" && req.url().endsWith(`/api/properties/${listing.id}/views`),
  );
  await page.goto(url);
  await viewSent;

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(listing.title);
  await expect(page.getByTestId("listing-price")).toHaveText(`AED ${listing.price.toLocaleString("en-US")}`);
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("link")).toHaveText(["Home", "Buy", "Dubai", listing.location]);

  // Gallery: arrows move from the buttons and from the thumbnails, focus stays visible on a thumbnail.
  const count = listing.images.length;
  const gallery = page.getByRole("region", { name: /Photos of this/ });
  await expect(gallery.getByText(`1 / ${count}`)).toBeVisible();
  await gallery.getByRole("button", { name: "Next photo" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(gallery.getByText(`2 / ${count}`)).toBeVisible();
  await gallery.getByRole("button", { name: `Show photo 3 of ${count}` }).click();
  await expect(gallery.getByText(`3 / ${count}`)).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(gallery.getByText(`2 / ${count}`)).toBeVisible();
  await expect(gallery.getByRole("button", { name: `Show photo 2 of ${count}` })).toBeFocused();
  await page.keyboard.press("End");
  await expect(gallery.getByText(`${count} / ${count}`)).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(gallery.getByText(`1 / ${count}`)).toBeVisible();
  await expect(gallery.getByRole("img", { name: new RegExp(`photo 1 of ${count}`) })).toBeVisible();

  // Size switch.
  await expect(page.getByText(`${listing.sqft.toLocaleString("en-US")} sqft`, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "m²" }).click();
  await expect(
    page.getByText(`${Math.round(listing.sqft / 10.7639).toLocaleString("en-US")} m²`, { exact: true }),
  ).toBeVisible();

  // Permit and agent.
  await expect(page.getByText("Trakheesi permit")).toBeVisible();
  await expect(page.getByText(listing.permitNumber!)).toBeVisible();
  const contact = page.getByRole("complementary", { name: "Contact" });
  await expect(contact.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:\+?\d{7,}$/);
  await expect(contact.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\d{7,}(\?|$)/,
  );
  await expect(contact.getByRole("link", { name: /^Email / })).toHaveAttribute(
    "href",
    new RegExp(`^mailto:${listing.agent!.email!.replace(/[.+]/g, "\\$&")}\\?`),
  );

  // All-in cost: the Dubai fees on top of the price, cash and with a mortgage.
  const cost = page.getByRole("region", { name: "All-in cost of buying" });
  const cash = calculateBuyingCosts({ emirate: "Dubai", price: listing.price });
  await expect(cost.getByText("DLD admin fee")).toBeVisible();
  await expect(cost.getByText(aed(cash.cashNeeded), { exact: true })).toBeVisible();
  await cost.getByRole("tab", { name: /mortgage/ }).click();
  await expect(cost.getByText(/Mortgage registration/)).toBeVisible();

  // Share copies the link where there is no share sheet.
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined }));
  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByText("Link copied", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `https://uaepropertymarkets.com${url}`,
  );

  // Enquiry: the form says what is wrong, then sends.
  const form = page.getByRole("form", { name: "Enquiry" });
  await form.scrollIntoViewIfNeeded();
  await waitUntilReady(form);
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(form.getByText("Enter your name")).toBeVisible();
  await form.getByLabel("Your name").fill("Maryam Test");
  await form.getByLabel("Email").fill("not-an-email");
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(form.getByText("Enter a valid email address")).toBeVisible();
  await form.getByLabel("Email").fill("maryam@example.com");
  await form.getByLabel(/Phone/).fill("+971 50 765 4321");
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Enquiry sent" })).toBeVisible();
  await expect(page.getByText("will reply to maryam@example.com")).toBeVisible();

  // Hydration mismatches and crashes show up here (failed loads, such as the signed-out 401, do not count).
  expect(errors.filter((text) => !/Failed to load resource|WebSocket|\[vite\]/.test(text))).toEqual([]);
});

/** A public Dubai rental whose text states the landlord's cheques (the seed's "the landlord accepts 2 cheques"). */
async function findRentalStating(request: APIRequestContext, stated: string) {
  const res = await request.get("/api/properties/search?priceType=rent&emirate=dubai&limit=100");
  const items = (await res.json()) as Listing[];
  for (const item of items.filter((i) => i.category === "residential")) {
    const listing = (await (await request.get(`/api/properties/${item.id}`)).json()) as Listing;
    if (listing.description.includes(`accepts ${stated}`) && listing.agent?.agency) return listing;
  }
  throw new Error(`no Dubai rental in the first 100 says "accepts ${stated}"`);
}

test("a rent listing's move-in cost starts from the cheques the listing states", async ({
  page,
  request,
}) => {
  const listing = await findRentalStating(request, "2 cheques");
  const html = await (await request.get(`/property/${listing.id}`)).text();
  expect(html).toContain("First rent cheque (1 of 2)");
  // The view is counted once the page is hydrated: from then on the controls respond.
  const hydrated = page.waitForRequest((req) => req.url().endsWith(`/api/properties/${listing.id}/views`));
  await page.goto(`/property/${listing.id}`);
  await hydrated;
  await expect(page.getByTestId("listing-price")).toHaveText(
    `AED ${listing.price.toLocaleString("en-US")}/year`,
  );
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link").nth(1)).toHaveText(
    "Rent",
  );
  const cost = page.getByRole("region", { name: "All-in cost of renting" });
  const costsWith = (cheques: number) =>
    calculateRentingCosts({
      emirate: "Dubai",
      annualRent: listing.price,
      cheques,
      furnished: listing.furnished === "furnished",
    });
  const dueRow = cost.locator("dl > div").filter({ hasText: "Due before moving in" });

  // The listing says 2 cheques: that is where the calculator starts, in the first HTML and once hydrated.
  await expect(cost.getByLabel("Rent paid in")).toHaveValue("2");
  await expect(cost.getByText("First rent cheque (1 of 2)")).toBeVisible();
  await expect(dueRow.locator("dd")).toHaveText(aed(costsWith(2).moveInTotal));
  await expect(cost.getByText("The landlord accepts 2 cheques, as the listing says.")).toBeVisible();

  // The visitor can still choose another count.
  await cost.getByLabel("Rent paid in").selectOption({ label: "4 cheques" });
  await expect(cost.getByText("First rent cheque (1 of 4)")).toBeVisible();
  await expect(dueRow.locator("dd")).toHaveText(aed(costsWith(4).moveInTotal));
  await expect(cost.getByText(/Ejari registration/)).toBeVisible();
});

test("a private owner's sale has no agency commission unless the buyer chooses an agent", async ({
  page,
  request,
}) => {
  const username = `owner${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const registered = await request.post("/api/register", {
    data: { username, email: `${username}@example.com`, password: "correct horse battery" },
  });
  expect(registered.status()).toBe(201);
  const price = 2_000_000;
  const created = await request.post("/api/properties", {
    data: {
      title: "Owner's two-bedroom apartment in Dubai Marina",
      description: "Sold by its owner: a bright two-bedroom apartment with a balcony over the marina walk.",
      location: "Dubai Marina",
      price,
      priceType: "sale",
      propertyType: "Apartment",
      beds: 2,
      baths: 2,
      sqft: 1250,
      permitNumber: uniquePermitNumber(),
      status: "published",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  const hydrated = page.waitForRequest((req) => req.url().endsWith(`/api/properties/${id}/views`));
  await page.goto(`/property/${id}`);
  await hydrated;
  const cost = page.getByRole("region", { name: "All-in cost of buying" });
  const cashRow = cost
    .getByRole("tabpanel")
    .locator("dl > div")
    .filter({ hasText: "Cash needed on the day" });
  const direct = calculateBuyingCosts({ emirate: "Dubai", price, throughAgent: false });
  const withAgent = calculateBuyingCosts({ emirate: "Dubai", price });

  const agentChoice = cost.getByLabel(/I buy through an agent/);
  await expect(agentChoice).not.toBeChecked();
  await expect(cost.getByText(/Agency commission/)).toHaveCount(0);
  await expect(cashRow.locator("dd")).toHaveText(aed(direct.cashNeeded));

  await agentChoice.check();
  await expect(cost.getByRole("tabpanel").getByText(/Agency commission/)).toBeVisible();
  await expect(cashRow.locator("dd")).toHaveText(aed(withAgent.cashNeeded));
});

test("a missing listing shows the not-found page with status 404", async ({ page }) => {
  const response = await page.goto("/property/99999999");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Property not found" })).toBeVisible();
  const malformed = await page.goto("/property/not-a-number");
  expect(malformed?.status()).toBe(404);
});

test("a signed-in visitor finds their name and email filled in", async ({ page, request }) => {
  const listing = await findListing(request, "sale", "Dubai");
  const username = `prefill${Date.now().toString(36)}`;
  const registered = await page.request.post("/api/register", {
    data: { username, email: `${username}@example.com`, password: "correct horse battery" },
  });
  expect(registered.status()).toBe(201);
  await page.goto(`/property/${listing.id}`);
  const form = page.getByRole("form", { name: "Enquiry" });
  await expect(form.getByLabel("Your name")).toHaveValue(username);
  await expect(form.getByLabel("Email")).toHaveValue(`${username}@example.com`);
});

import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { gotoReady, innerTextsOfAtLeast } from "./helpers";

/** The development server's hot-reload socket is not part of the app (the built app has none). */
const DEV_ONLY = /\[vite\]|ws:\/\/localhost|WebSocket closed without opened/;

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !DEV_ONLY.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => {
    if (!DEV_ONLY.test(error.message)) errors.push(error.message);
  });
  return errors;
}

async function apiJson<T>(request: APIRequestContext, url: string): Promise<{ body: T; total: number }> {
  const res = await request.get(url);
  expect(res.ok(), `${url}: ${res.status()}`).toBe(true);
  return { body: (await res.json()) as T, total: Number(res.headers()["x-total-count"] ?? 0) };
}

const count = (n: number) => n.toLocaleString("en-US");

test("an emirate page shows its guide, live figures and the latest listings", async ({ page, request }) => {
  const errors = collectErrors(page);
  const { body: latest } = await apiJson<{ id: number; title: string }[]>(
    request,
    "/api/properties/search?emirate=abu-dhabi&priceType=sale&sort=newest&limit=6",
  );
  const { body: summary } = await apiJson<{ listingCount: number }>(
    request,
    "/api/market/summary?emirate=abu-dhabi",
  );
  expect(latest.length).toBeGreaterThan(0);

  const response = await gotoReady(page, "/abu-dhabi");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Property in Abu Dhabi");
  await expect(page.getByTestId("figure-listings")).toHaveText(count(summary.listingCount));

  const forSale = page.getByRole("region", { name: "Latest properties for sale in Abu Dhabi" });
  const cards = forSale.getByRole("article");
  await expect(cards).toHaveCount(latest.length);
  await expect(cards.first()).toContainText(latest[0].title);
  for (const text of await innerTextsOfAtLeast(cards)) expect(text).toContain("Abu Dhabi");

  await page.getByRole("link", { name: "Buy in Abu Dhabi" }).click();
  await expect(page).toHaveURL(/\/buy\?emirate=Abu(%20|\+)Dhabi$/);
  expect(errors).toEqual([]);
});

test("a Dubai-only site says so on other emirates' pages and links to the UAE-wide site", async ({
  page,
}) => {
  const response = await gotoReady(page, "/sharjah?domain=dubai");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Property in Sharjah");
  const notice = page.getByTestId("dubai-only-notice");
  await expect(notice).toContainText("Dubai Property Hub covers Dubai only");
  await expect(notice.getByRole("link")).toHaveAttribute("href", "https://uaepropertymarkets.com/sharjah");
  // The guide text is still there.
  await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
});

test("/areas/jbr is the JBR guide with live listings of that area only", async ({ page, request }) => {
  const errors = collectErrors(page);
  const { total } = await apiJson(request, "/api/market/listings?location=jbr&priceType=sale&limit=1");
  const response = await gotoReady(page, "/areas/jbr");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Jumeirah Beach Residence (JBR)");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/areas\/jumeirah-beach-residence-jbr$/,
  );
  await expect(page.getByRole("region", { name: "Key facts", exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Who it suits", exact: true })).toBeVisible();
  const cards = page.getByRole("region", { name: /Latest properties for sale/ }).getByRole("article");
  expect(await cards.count()).toBeGreaterThan(0);
  for (const text of await innerTextsOfAtLeast(cards))
    expect(text).toContain("Jumeirah Beach Residence (JBR), Dubai");
  await expect(
    page.getByRole("link", {
      name: `Search all ${count(total)} properties for sale in Jumeirah Beach Residence (JBR)`,
    }),
  ).toHaveAttribute("href", "/search?search=Jumeirah+Beach+Residence+%28JBR%29&priceType=sale");
  expect(errors).toEqual([]);

  const missing = await page.goto("/areas/atlantis");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Area not found");
});

test("a category page explains the rule and pages through its listings", async ({ page, request }) => {
  const { body, total } = await apiJson<{ price: number; title: string }[]>(
    request,
    "/api/properties/category/luxury-properties?limit=12",
  );
  expect(total).toBeGreaterThan(12);
  await gotoReady(page, "/categories/luxury-properties");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Luxury properties");
  await expect(page.getByText(`${count(total)} luxury properties, page 1 of`)).toBeVisible();
  const results = page.getByRole("region", { name: "Luxury properties listings" });
  await expect(results.getByRole("article").first()).toContainText(body[0].title);

  await results.getByRole("link", { name: "To rent" }).click();
  await expect(page).toHaveURL(/\/categories\/luxury-properties\?priceType=rent$/);
  const rentals = results.getByRole("article");
  await expect(rentals.first()).toContainText("/year");
  for (const text of await innerTextsOfAtLeast(rentals)) {
    const price = Number(/AED ([\d,]+)\/year/.exec(text)?.[1].replace(/,/g, ""));
    expect(price).toBeGreaterThanOrEqual(500_000);
  }

  await results.getByRole("link", { name: "All" }).click();
  await page
    .getByRole("navigation", { name: "Pages of results" })
    .getByRole("link", { name: "Page 2" })
    .click();
  await expect(page).toHaveURL(/\/categories\/luxury-properties\?page=2$/);
  await expect(page.getByText(`${count(total)} luxury properties, page 2 of`)).toBeVisible();
});

test("the Fee Calculator shows the worked example, and its URL reproduces it", async ({ page, context }) => {
  const errors = collectErrors(page);
  await gotoReady(page, "/stamp-duty-calculator");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fee Calculator");
  // The default is the AED 2,000,000 cash purchase.
  await expect(page.getByTestId("total-upfront")).toHaveText("AED 127,030");
  await expect(page.getByTestId("golden-visa")).toContainText("meets the AED 2,000,000");

  await page
    .getByRole("listitem")
    .filter({ hasText: "AED 1,500,000 apartment in Dubai with an 80% mortgage" })
    .getByRole("link", { name: "Open this example" })
    .click();
  await expect(page).toHaveURL(/\/stamp-duty-calculator\?price=1500000&finance=mortgage&ltv=80$/);
  const expectWorkedExample = async (p: Page) => {
    const lines: [string, string][] = [
      ["transferFee", "AED 60,000"],
      ["adminFee", "AED 580"],
      ["trusteeFee", "AED 4,200"],
      ["titleDeedFee", "AED 250"],
      ["agencyCommission", "AED 31,500"],
      ["mortgageRegistration", "AED 3,290"],
      ["valuationFee", "AED 3,000"],
    ];
    for (const [key, amount] of lines) await expect(p.getByTestId(`cost-${key}`)).toContainText(amount);
    await expect(p.getByTestId("total-upfront")).toHaveText("AED 102,820");
    await expect(p.getByTestId("cash-needed")).toHaveText("AED 402,820");
    await expect(p.getByLabel("Loan amount (AED)")).toHaveValue("1,200,000");
  };
  await expectWorkedExample(page);

  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy link" }).click();
  // Radix announces the toast in a second, visually hidden copy for screen readers.
  await expect(page.getByText("Link copied", { exact: true }).first()).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/\/stamp-duty-calculator\?price=1500000&finance=mortgage&ltv=80$/);

  const shared = await context.newPage();
  await gotoReady(shared, copied);
  await expectWorkedExample(shared);

  // Changing a field rewrites the URL.
  await page.getByLabel("Purchase price (AED)").fill("3000000");
  await expect(page).toHaveURL(/price=3000000/);
  await expect(page.getByTestId("cost-transferFee")).toContainText("AED 120,000");
  expect(errors).toEqual([]);
});

test("the house price index has a chart and an accessible table, labelled as sample data", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await gotoReady(page, "/house-price-index?emirate=dubai");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("House Price Index");
  await expect(page.getByTestId("sample-data-notice")).toContainText("Sample data");
  const chart = page.getByRole("img", { name: /Line chart of the price index for all homes in Dubai/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator("path[data-series]")).toHaveCount(5);
  await expect(chart).toHaveAccessibleName(/All homes went from 100\.0 to \d+\.\d, (up|down) \d+\.\d%/);

  const table = page.getByRole("table", { name: /Price index for all homes in Dubai/ });
  await expect(table.getByRole("columnheader", { name: "Villas index" })).toBeVisible();
  await expect(table.locator("tbody tr")).toHaveCount(36);
  await expect(table.locator("tbody th[scope='row']").first()).toBeVisible();

  // The keyboard readout shows the same figures as the table (newest month first): End, then one back.
  const readout = page.getByTestId("chart-readout");
  const row = (n: number) => table.locator("tbody tr").nth(n);
  await chart.focus();
  await page.keyboard.press("End");
  await expect(readout).toContainText(
    `${await row(0).locator("th").innerText()}: All homes ${await page.getByTestId("latest-index").innerText()},`,
  );
  await page.keyboard.press("ArrowLeft");
  await expect(readout).toContainText(
    `${await row(1).locator("th").innerText()}: All homes ${await row(1).locator("td").first().innerText()},`,
  );
  await page.keyboard.press("Home");
  await expect(readout).toContainText(`${await row(35).locator("th").innerText()}: All homes 100.0,`);

  await page.getByLabel("Property type").selectOption({ label: "Villas" });
  await expect(page).toHaveURL(/\/house-price-index\?emirate=dubai&propertyType=Villa$/);
  await expect(page.getByRole("table", { name: /Price index for villas in Dubai/ })).toBeVisible();
  await expect(
    page.getByRole("img", { name: /price index for villas/ }).locator("path[data-series]"),
  ).toHaveCount(1);
  expect(errors).toEqual([]);
});

test("sold prices filter by location and bedrooms, with the filters in the URL", async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const { total } = await apiJson(request, "/api/market/transactions?location=Dubai%20Marina&beds=2&limit=1");
  expect(total).toBeGreaterThan(0);
  await gotoReady(page, "/sold-prices");
  await expect(page.getByTestId("sample-data-notice")).toBeVisible();
  await page.getByLabel("Location").fill("Dubai Marina");
  await page.getByLabel("Bedrooms").selectOption({ label: "2 beds" });
  await page.getByRole("button", { name: "Show sales" }).click();
  await expect(page).toHaveURL(/\/sold-prices\?location=Dubai(\+|%20)Marina&beds=2$/);
  await expect(page.getByTestId("sold-count")).toContainText(
    `${count(total)} sales with 2 beds matching “Dubai Marina”`,
  );
  const rows = page.getByTestId("transaction-row");
  expect(await rows.count()).toBeGreaterThan(0);
  for (const text of await innerTextsOfAtLeast(rows)) expect(text).toContain("Dubai Marina");

  await page.getByLabel("Sold from").fill("2026-01-01");
  await page.getByLabel("Sold until").fill("2025-01-01");
  await page.getByRole("button", { name: "Show sales" }).click();
  await expect(page.getByText("The end date must not be before the start date")).toBeVisible();
  expect(errors).toEqual([]);
});

test("find an agent by language, then open their listings", async ({ page, request }) => {
  const errors = collectErrors(page);
  const { body, total } = await apiJson<{ name: string; listingCount: number }[]>(
    request,
    "/api/agents?language=Russian&limit=12",
  );
  expect(total).toBeGreaterThan(0);
  await gotoReady(page, "/find-agent");
  await page.getByLabel("Language").selectOption({ label: "Russian" });
  await page.getByRole("button", { name: "Find agents" }).click();
  await expect(page).toHaveURL(/\/find-agent\?language=Russian$/);
  await expect(page.getByTestId("agent-count")).toContainText(
    `${count(total)} ${total === 1 ? "agent" : "agents"} speaking Russian`,
  );
  const cards = page.getByTestId("agent-card");
  await expect(cards).toHaveCount(Math.min(total, 12));
  for (const text of await innerTextsOfAtLeast(cards)) {
    expect(text).toContain("Russian");
    expect(text).toMatch(/BRN|Broker licence/);
  }
  const first = cards.first();
  await expect(first.getByRole("heading")).toHaveText(body[0].name);
  await expect(first.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:\+971\d+$/);
  await expect(first.getByRole("link", { name: /^WhatsApp / })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/971\d+$/,
  );

  await first.getByRole("link", { name: `See ${body[0].name}'s listings` }).click();
  await expect(page).toHaveURL(/\/find-agent\?language=Russian&agent=\d+$/);
  const panel = page.getByTestId("agent-panel");
  await expect(panel.getByRole("heading", { level: 2 })).toHaveText(body[0].name);
  await expect(panel.getByRole("heading", { level: 3, name: /live listings?$/ })).toHaveText(
    `${count(body[0].listingCount)} live listings`,
  );
  await expect(panel.getByRole("article")).toHaveCount(Math.min(body[0].listingCount, 6));
  expect(errors).toEqual([]);
});

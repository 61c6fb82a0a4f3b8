import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations, gotoReady } from "./helpers";

/** The page's JSON-LD blocks, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test("news index lists articles newest first and opens an article with its byline and Article data", async ({
  page,
}) => {
  await gotoReady(page, "/news");
  await expect(page.getByRole("heading", { level: 1, name: "Property news and analysis" })).toBeVisible();
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(12);
  const dates = await cards
    .locator("time")
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("datetime")));
  expect(dates).toEqual([...dates].sort().reverse());
  await expect(cards.first()).toContainText("Omar Al Mansoori");
  await expect(cards.first()).toContainText("4 min read");

  await cards.first().getByRole("link", { name: "UAE property market update: October 2026" }).click();
  await expect(page).toHaveURL(/\/news\/uae-monthly-market-update$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "UAE property market update: October 2026" }),
  ).toBeVisible();
  await expect(page.getByText("Senior Market Analyst")).toBeVisible();
  await expect(page.getByText(/Published 4 November 2026/)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "More news" })).toBeVisible();
  await expect(page).toHaveTitle("UAE property market update: October 2026 | UAE Property Markets");

  const data = await jsonLd(page);
  const article = data.find((d) => d["@type"] === "Article");
  expect(article).toMatchObject({
    headline: "UAE property market update: October 2026",
    datePublished: "2026-11-04",
    author: { "@type": "Person", name: "Omar Al Mansoori" },
    publisher: { "@type": "Organization", name: "UAE Property Markets" },
  });
  expect(data.some((d) => d["@type"] === "BreadcrumbList")).toBe(true);
  await expectNoSeriousAxeViolations(page);
});

test("an unknown news slug answers 404 with a real page that leads back to the news", async ({ page }) => {
  const response = await page.goto("/news/no-such-article-here");
  expect(response?.status()).toBe(404);
  await page.waitForSelector("html[data-hydrated='true']");
  await expect(page.getByRole("heading", { level: 1, name: "This article is not available" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  await expect(page.getByRole("heading", { name: "Latest articles" })).toBeVisible();
  await page.getByRole("link", { name: "Browse all news" }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole("heading", { level: 1, name: "Property news and analysis" })).toBeVisible();
});

test("a guide has its contents, last-checked date, related guides and breadcrumbs", async ({ page }) => {
  await gotoReady(page, "/buyer-guides/mortgage-guide");
  await expect(
    page.getByRole("heading", { level: 1, name: "UAE Mortgage Guide: LTV, DBR and Total Costs" }),
  ).toBeVisible();
  await expect(page.getByText(/Last checked \d{1,2} \w+ 20\d\d/)).toBeVisible();

  const contents = page.getByRole("navigation", { name: "On this page" }).filter({ visible: true });
  await contents.getByRole("link", { name: /Worked example/ }).click();
  await expect(page).toHaveURL(
    /#section-worked-example-total-cost-to-buy-a-aed-1-500-000-apartment-with-an-80-mortgage$/,
  );
  await expect(page.getByRole("heading", { level: 2, name: /Worked example/ })).toBeInViewport();

  const calculator = page.getByRole("region", { name: "Work out your monthly repayment" });
  await expect(calculator.getByLabel("Property price (AED)")).toHaveValue("1,500,000");
  await expect(calculator.getByLabel("Down payment (AED)")).toHaveValue("300,000");

  const related = page.getByRole("region", { name: "Related guides" });
  await expect(related.getByRole("link", { name: "Buyer's Legal Checklist for UAE Property" })).toBeVisible();
  expect(await related.getByRole("link").allInnerTexts()).not.toContain(
    "UAE Mortgage Guide: LTV, DBR and Total Costs",
  );

  const data = await jsonLd(page);
  const trail = data.find((d) => d["@type"] === "BreadcrumbList") as { itemListElement: { name: string }[] };
  expect(trail.itemListElement.map((i) => i.name)).toEqual([
    "Home",
    "Property guides",
    "Buyer guides",
    "UAE Mortgage Guide: LTV, DBR and Total Costs",
  ]);
  await page
    .getByRole("navigation", { name: "Breadcrumb" })
    .getByRole("link", { name: "Buyer guides" })
    .click();
  await expect(page).toHaveURL(/\/buyer-guides$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Buyer Guides: How to Buy Property in the UAE" }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test("FAQs open and close as an accordion, by mouse and keyboard, with FAQPage data", async ({ page }) => {
  await gotoReady(page, "/faqs");
  const question = page.getByRole("button", { name: "Who pays the 4% DLD transfer fee?" });
  const answer = page.getByText("By law, 2% is paid by the buyer and 2% by the seller.");
  await expect(question).toHaveAttribute("aria-expanded", "false");
  await expect(answer).toBeHidden();
  await question.click();
  await expect(question).toHaveAttribute("aria-expanded", "true");
  await expect(answer).toBeVisible();
  await question.click();
  await expect(answer).toBeHidden();

  const next = page.getByRole("button", { name: "How much cash do I need if I take a mortgage?" });
  await next.focus();
  await page.keyboard.press("Enter");
  await expect(next).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText("so plan for about AED 534,320 in cash")).toBeVisible();

  const faq = (await jsonLd(page)).find((d) => d["@type"] === "FAQPage") as {
    mainEntity: { name: string; acceptedAnswer: { text: string } }[];
  };
  expect(faq.mainEntity.length).toBeGreaterThanOrEqual(20);
  const entry = faq.mainEntity.find((q) => q.name === "Who pays the 4% DLD transfer fee?");
  expect(entry?.acceptedAnswer.text).toContain("By law, 2% is paid by the buyer");
  expect(faq.mainEntity.every((q) => !/\]\(|\*\*/.test(q.acceptedAnswer.text))).toBe(true);
  await expectNoSeriousAxeViolations(page);
});

test("the contact form shows field errors beside the fields, then sends and thanks", async ({ page }) => {
  await gotoReady(page, "/contact-us");
  await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
  const form = page.getByRole("form", { name: "Contact us" });

  await form.getByLabel("Your name").fill("Layla Test");
  await form.getByLabel("Email").fill("not-an-email");
  await form.getByLabel("Message").fill("Too short");
  await form.getByRole("button", { name: "Send message" }).click();
  const errors = form.getByRole("alert");
  await expect(errors.filter({ hasText: "Enter a valid email address" })).toBeVisible();
  await expect(errors.filter({ hasText: "Choose a subject" })).toBeVisible();
  await expect(errors.filter({ hasText: "Your message must be at least 10 characters" })).toBeVisible();
  await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");

  await form.getByLabel("Email").fill(`layla.${Date.now()}@example.com`);
  await form.getByLabel("Subject").selectOption({ label: "Report a listing" });
  await form
    .getByLabel("Message")
    .fill("The listing at /property/1 shows a permit number that belongs to another building.");
  await expect(errors.filter({ hasText: "Enter a valid email address" })).toBeHidden();
  await form.getByRole("button", { name: "Send message" }).click();

  await expect(page.getByRole("heading", { level: 2, name: "Thank you, Layla Test" })).toBeFocused();
  await expect(page.getByText("Message sent", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Send another message" }).click();
  await expect(page.getByRole("form", { name: "Contact us" }).getByLabel("Your name")).toHaveValue("");
});

test("a link can preselect the contact subject", async ({ page }) => {
  await gotoReady(page, "/contact-us?subject=privacy-request");
  await expect(page.getByLabel("Subject")).toHaveValue("Privacy request");
});

test("new property lists off-plan listings with purpose tabs and an emirate filter in the URL", async ({
  page,
}) => {
  await gotoReady(page, "/new-property");
  await expect(page.getByRole("heading", { level: 1, name: /New and off-plan property/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "buyer’s legal checklist" })).toHaveAttribute(
    "href",
    "/buyer-guides/legal-checklist",
  );
  const summary = page.getByRole("status").filter({ hasText: /off-plan properties for sale/ });
  await expect(summary).toContainText(/Showing 1–\d+ of [\d,]+ off-plan properties for sale/);
  await expect(page.getByRole("tab", { name: "For sale" })).toHaveAttribute("aria-selected", "true");

  await page.getByLabel("Emirate", { exact: true }).selectOption({ label: "Dubai" });
  await expect(page).toHaveURL(/\/new-property\?emirate=dubai$/);
  await expect(page.getByRole("status").filter({ hasText: /in Dubai/ })).toBeVisible();
  const locations = await page.getByRole("main").getByRole("article").allInnerTexts();
  expect(locations.length).toBeGreaterThan(0);
  expect(locations.every((text) => text.includes(", Dubai"))).toBe(true);

  await page.getByRole("tab", { name: "To rent" }).click();
  await expect(page).toHaveURL(/\/new-property\?priceType=rent&emirate=dubai$/);
  await expect(page.getByRole("tab", { name: "To rent" })).toHaveAttribute("aria-selected", "true");
  await page.goBack();
  await expect(page.getByRole("tab", { name: "For sale" })).toHaveAttribute("aria-selected", "true");
  await expectNoSeriousAxeViolations(page);
});

test("commercial property pages through its listings", async ({ page }) => {
  await gotoReady(page, "/commercial-property");
  const summary = page.getByRole("status").filter({ hasText: /commercial properties for sale/ });
  const total = Number(/of ([\d,]+)/.exec(await summary.innerText())?.[1].replace(/,/g, ""));
  test.skip(total <= 24, "needs more than one page of commercial listings");
  await page
    .getByRole("navigation", { name: "Pages of results" })
    .getByRole("link", { name: "Page 2" })
    .click();
  await expect(page).toHaveURL(/\/commercial-property\?page=2$/);
  await expect(page.getByRole("status").filter({ hasText: /Showing 25–/ })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/commercial-property\?page=2$/,
  );
});

test("the HTML sitemap links every area and leads to the pages", async ({ page }) => {
  await gotoReady(page, "/sitemap");
  await expect(page.getByRole("heading", { level: 1, name: "Sitemap" })).toBeVisible();
  const areas = page.getByRole("region", { name: "Areas" }).getByRole("link");
  await expect(areas).toHaveCount(59); // the index and all 58 areas
  await page.getByRole("main").getByRole("link", { name: "Fee Calculator" }).click();
  await expect(page).toHaveURL(/\/stamp-duty-calculator$/);
});

import { expect, test } from "@playwright/test";

test("home page shows featured listings rendered by the server, then works in the browser", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/")).text();
  const featured = await (await request.get("/api/properties?featured=1&limit=8")).json();
  expect(featured.length).toBeGreaterThan(0);
  expect(html).toContain(featured[0].title.replace(/&/g, "&amp;"));

  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(featured.length);
  await expect(cards.first()).toContainText(featured[0].title);
  await expect(cards.first().getByText("Featured")).toBeVisible();
  await cards.first().getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/property/${featured[0].id}$`));
  expect(errors).toEqual([]);
});

test("unknown paths answer 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

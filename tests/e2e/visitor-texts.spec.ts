import { expect, test } from "@playwright/test";
import { createListingViaApi, gotoReady, signUpViaApi } from "./helpers";

/**
 * Issue 11, item 17: what people read. An error shown to a person never starts with an HTTP code, and a
 * count of one takes the singular ("Browse 1 property", not "Browse 1 properties").
 */
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test("a taken username: the toast says so in words, without the HTTP code", async ({ page, request }) => {
  const username = unique("taken");
  const first = await request.post("/api/register", {
    data: { username, email: `${username}@example.com`, password: "correct horse battery" },
  });
  expect(first.status()).toBe(201);

  await gotoReady(page, "/auth");
  await page.getByRole("tab", { name: "Register" }).click();
  const register = page.getByRole("tabpanel", { name: "Register" });
  await register.getByLabel("Username").fill(username);
  await register.getByLabel("Email").fill(`other-${username}@example.com`);
  await register.getByLabel("Password").fill("correct horse battery");
  await register.getByRole("button", { name: "Create account" }).click();

  const toast = page.getByRole("status").filter({ hasText: "Registration failed" });
  await expect(toast).toContainText("That username is taken");
  await expect(toast).not.toContainText("409");
  await expect(page.getByText(/\b\d{3}: /)).toHaveCount(0);
});

test("a search with one result says 'Browse 1 property', and its count says '1 result'", async ({
  request,
  page,
}) => {
  await signUpViaApi(request, "single");
  // A word no other listing has, so the search finds exactly this one.
  const word = unique("Qwzx");
  await createListingViaApi(request, { title: `${word} two-bedroom apartment by the Al Majaz waterfront` });

  await gotoReady(page, `/buy?search=${word}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Browse 1 property available for purchase",
  );
  await expect(page.getByRole("status").filter({ hasText: /result/ })).toHaveText("1 result");
  await expect(page.locator("main article")).toHaveCount(1);
});

import type { Page } from "@playwright/test";

/** Opens a page and waits until React has hydrated it, so typing and clicking reach the app. */
export async function gotoReady(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForSelector("html[data-hydrated='true']");
  return response;
}

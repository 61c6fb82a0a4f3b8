import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

/** Opens a page and waits until React has hydrated it, so typing and clicking reach the app. */
export async function gotoReady(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForSelector("html[data-hydrated='true']");
  return response;
}

/**
 * Waits until a part whose code loads when needed (components/load-when-near.tsx: the enquiry and
 * newsletter forms) is hydrated: before that a click on its checkbox or button would be lost.
 */
export async function waitUntilReady(part: Locator) {
  await part.locator("xpath=ancestor::*[@data-ready='true'][1]").waitFor({ state: "attached" });
}

/**
 * Runs axe once the page has settled: no results still loading (aria-busy) and no running transitions,
 * since a dimmed, half-faded list would be measured at the wrong contrast.
 */
export async function expectNoSeriousAxeViolations(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

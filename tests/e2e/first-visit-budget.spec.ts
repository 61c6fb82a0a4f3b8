import { expect, test } from "@playwright/test";
import { budgetPages, FIRST_VISIT_BUDGET_BYTES, formatFigures, kb, measureFirstVisit } from "./first-visit";

/**
 * Issue 26: the JavaScript a first visit fetches before any interaction (every script the browser
 * downloads until the page is idle, gzip -9, inline scripts included) on home, /buy, a property page and an
 * area page, in English and in Arabic, at phone width. The figures of every page and file are printed, so
 * a failure says what grew. The same measurement outside CI: `node --import tsx scripts/measure-first-visit.ts`.
 *
 * Each page must stay within 120 KB (FIRST_VISIT_BUDGET_BYTES); docs/benchmarks.md §4b has the figures
 * and what each page spends them on.
 */
test("a first visit fetches at most 120 KB of JavaScript on each of the eight pages", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const figures = [];
  for (const path of await budgetPages(baseURL!))
    figures.push(await measureFirstVisit(browser, baseURL!, path));
  console.log(formatFigures(figures));

  const over = figures
    .filter((figure) => figure.totalBytes > FIRST_VISIT_BUDGET_BYTES)
    .map((figure) => `${figure.path} ${kb(figure.totalBytes)}`);
  expect(over, `pages over the ${kb(FIRST_VISIT_BUDGET_BYTES)} budget`).toEqual([]);
  // Each page's messages arrive split by page (docs/decisions/0043): hydration still matches the server's HTML.
  expect(
    figures.flatMap((figure) => figure.consoleErrors.map((error) => `${figure.path}: ${error}`)),
  ).toEqual([]);
  // The map's MapLibre chunk stays lazy: no page loads it before the visitor opens a map.
  for (const figure of figures) {
    expect(figure.scripts.filter((script) => /maplibre|engine-/.test(script.name))).toEqual([]);
  }
});

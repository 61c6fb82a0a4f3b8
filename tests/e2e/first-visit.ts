import zlib from "node:zlib";
import type { Browser, Page } from "@playwright/test";

/**
 * The JavaScript a first visit fetches before any interaction, as a real browser fetches it (issue 26,
 * docs/benchmarks.md "First visit JavaScript"): every script response (the loader's module preloads, the
 * entry, its imports, dynamic imports started on their own) until the page is idle, each body gzipped at
 * level 9, plus the page's inline scripts (the click recorder, the loader), gzipped the same way.
 */

/** At most this much per page (gzip), issue 26. */
export const FIRST_VISIT_BUDGET_BYTES = 120_000;

/** A phone: the width the phone menu and the single-column layout are chosen for. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** After the network is idle, this long with no new script before the page counts as settled. */
const SETTLE_MS = 1_500;

export interface ScriptFigure {
  /** The file's path (/assets/…) or "inline #n". */
  name: string;
  gzipBytes: number;
}

export interface PageFigure {
  path: string;
  totalBytes: number;
  scripts: ScriptFigure[];
  /** What the page logged as errors (a hydration mismatch shows here as React's error #418 or #425). */
  consoleErrors: string[];
}

export function gzipBytes(body: Buffer | string): number {
  return zlib.gzipSync(body, { level: 9 }).length;
}

/** Opens `path` in a fresh context (nothing cached) at phone width and sums the JavaScript it fetched. */
export async function measureFirstVisit(
  browser: Browser,
  baseUrl: string,
  path: string,
): Promise<PageFigure> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, baseURL: baseUrl });
  try {
    const page = await context.newPage();
    const bodies = new Map<string, Promise<Buffer | null>>();
    const consoleErrors: string[] = [];
    page.on("console", (message) => message.type() === "error" && consoleErrors.push(message.text()));
    page.on("response", (response) => {
      const url = new URL(response.url());
      const isScript =
        response.request().resourceType() === "script" ||
        url.pathname.endsWith(".js") ||
        /javascript/.test(response.headers()["content-type"] ?? "");
      if (isScript && !bodies.has(url.pathname)) {
        bodies.set(
          url.pathname,
          response.body().catch(() => null),
        );
      }
    });
    await page.goto(path, { waitUntil: "networkidle" });
    await waitForNoNewScripts(page, bodies);
    const scripts: ScriptFigure[] = [];
    for (const [name, body] of bodies) {
      const bytes = await body;
      if (bytes) scripts.push({ name, gzipBytes: gzipBytes(bytes) });
    }
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll("script:not([src])")]
        .filter((script) => !/json/.test(script.getAttribute("type") ?? ""))
        .map((script) => script.textContent ?? ""),
    );
    inline.forEach((text, index) =>
      scripts.push({ name: `inline #${index + 1}`, gzipBytes: gzipBytes(text) }),
    );
    scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
    return { path, totalBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0), scripts, consoleErrors };
  } finally {
    await context.close();
  }
}

/** Waits until no script request has started for SETTLE_MS (idle callbacks, a deferred part's chunk). */
async function waitForNoNewScripts(page: Page, bodies: Map<string, unknown>) {
  let seen = -1;
  while (seen !== bodies.size) {
    seen = bodies.size;
    await page.waitForTimeout(SETTLE_MS);
    await page.waitForLoadState("networkidle");
  }
}

export function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

/** A table of each page's total and its files, largest first. */
export function formatFigures(figures: PageFigure[]): string {
  const lines: string[] = [];
  for (const figure of figures) {
    const over = figure.totalBytes > FIRST_VISIT_BUDGET_BYTES ? "  OVER BUDGET" : "";
    lines.push(`${figure.path}: ${kb(figure.totalBytes)}${over}`);
    for (const script of figure.scripts)
      lines.push(`    ${kb(script.gzipBytes).padStart(9)}  ${script.name}`);
    for (const error of figure.consoleErrors) lines.push(`    console error: ${error}`);
  }
  lines.push("", "Summary (budget " + kb(FIRST_VISIT_BUDGET_BYTES) + "):");
  for (const figure of figures) lines.push(`  ${figure.path.padEnd(40)} ${kb(figure.totalBytes)}`);
  return lines.join("\n");
}

/** An area page with a written guide and listings (the seed's). */
const AREA_PATH = "/areas/dubai-marina";

/**
 * The eight pages of the budget: home, /buy, a property page and an area page, in English and in Arabic.
 * The property is the first sale listing with photos the search API returns (the seed's data).
 */
export async function budgetPages(baseUrl: string): Promise<string[]> {
  const response = await fetch(new URL("/api/properties/search?priceType=sale&limit=20", baseUrl));
  if (!response.ok) throw new Error(`The search API answered ${response.status}`);
  const listings = (await response.json()) as { id: number; images: unknown[] }[];
  const listing = listings.find((item) => item.images.length > 0) ?? listings[0];
  if (!listing) throw new Error("No sale listing to measure a property page with");
  const english = ["/", "/buy", `/property/${listing.id}`, AREA_PATH];
  return [...english, ...english.map((path) => (path === "/" ? "/ar" : `/ar${path}`))];
}

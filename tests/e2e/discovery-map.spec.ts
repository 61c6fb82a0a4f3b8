import { expect, test, type Page } from "@playwright/test";
import { gotoReady, holdScripts, ignoreDevReloads } from "./helpers";

/**
 * Issue 15, item 3: the map (docs/decisions/0046-map-and-basemap.md). Chromium here runs with
 * --disable-gpu, and still has WebGL: ANGLE on SwiftShader, the software renderer Chromium ships (checked:
 * its WEBGL_debug_renderer_info reads "ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)…),
 * SwiftShader driver)"), so MapLibre draws and the map is driven for real. Without WebGL (a browser whose
 * canvases give no WebGL context, made here with an init script) the map says it could not load and its
 * list twin still works; that path is tested too.
 */

// Software WebGL is slow: drawing, moving and reloading results take several seconds a step.
test.describe.configure({ timeout: 90_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** The map's instance, exposed to automated browsers only (navigator.webdriver), by name. */
type MapHandle = {
  jumpTo(options: { center: [number, number]; zoom: number }): void;
  getZoom(): number;
};

async function openMap(page: Page, url = "/buy") {
  await ignoreDevReloads(page);
  await gotoReady(page, url);
  const mapButton = page.getByRole("group", { name: "Show results as" }).getByRole("button", { name: "Map" });
  await mapButton.click();
  await expect(mapButton).toHaveAttribute("aria-pressed", "true");
}

async function mapIsReady(page: Page) {
  await expect(page.locator('[data-map="search"]')).toHaveAttribute("data-status", "ready", {
    timeout: 30_000,
  });
}

const twin = (page: Page) => page.getByRole("region", { name: /^On the map/ }).getByRole("listitem");

async function twinTitles(page: Page): Promise<string[]> {
  return page
    .getByRole("region", { name: /^On the map/ })
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
}

async function moveMap(page: Page, center: [number, number], zoom: number) {
  await page.evaluate(
    ({ center, zoom }) => {
      const maps = (window as unknown as { __maps: Record<string, MapHandle> }).__maps;
      maps.search.jumpTo({ center, zoom });
    },
    { center, zoom },
  );
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`at ${viewport.width} px the map's view becomes the search's bbox and its list twin follows`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openMap(page);
    await mapIsReady(page);
    // Clusters or prices on the map, and the same listings as links in the twin.
    await expect(page.locator(".map-cluster, .map-price").first()).toBeVisible();
    await expect(twin(page).first()).toBeVisible();
    if (viewport === PHONE) {
      // On a phone the map takes the list's place; the twin is the list.
      await expect(page.getByRole("region", { name: "Search results" })).toBeHidden();
    } else {
      await expect(page.getByRole("region", { name: "Search results" })).toBeVisible();
    }
    const before = await twinTitles(page);

    // Dubai Marina, close up: the URL gets its bbox and the results are the Marina's.
    await moveMap(page, [55.1403, 25.0805], 14);
    await page.waitForURL(/[?&]bbox=55\.1\d*%2C25\.0\d*%2C55\.1\d*%2C25\.\d+/);
    const bbox = new URL(page.url()).searchParams.get("bbox")!.split(",").map(Number);
    const [west, south, east, north] = bbox;
    expect(west).toBeLessThan(55.1403);
    expect(east).toBeGreaterThan(55.1403);
    expect(south).toBeLessThan(25.0805);
    expect(north).toBeGreaterThan(25.0805);
    await expect.poll(() => twinTitles(page)).not.toEqual(before);
    const inView = await twinTitles(page);
    expect(inView.length).toBeGreaterThan(0);
    // Every listing of the twin is inside the view: ask the API for each one's coordinates.
    for (const href of inView.slice(0, 5)) {
      const id = href.split("/").pop();
      const listing = (await (await page.request.get(`/api/properties/${id}`)).json()) as {
        latitude: number;
        longitude: number;
      };
      expect(listing.longitude).toBeGreaterThanOrEqual(west);
      expect(listing.longitude).toBeLessThanOrEqual(east);
      expect(listing.latitude).toBeGreaterThanOrEqual(south);
      expect(listing.latitude).toBeLessThanOrEqual(north);
    }
    // Moving on (Abu Dhabi's Reem Island) replaces the history entry rather than adding one per move.
    const historyLength = await page.evaluate(() => history.length);
    await moveMap(page, [54.4055, 24.4955], 14);
    await page.waitForURL(/bbox=54\.\d+/);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await expect.poll(() => twinTitles(page)).not.toEqual(inView);

    // The twin by keyboard: focus its first link with Tab from the map's hint, Enter opens the listing.
    const firstLink = page
      .getByRole("region", { name: /^On the map/ })
      .getByRole("link")
      .first();
    const href = await firstLink.getAttribute("href");
    await page.getByText(/Drag or use the arrow keys/).click();
    let reached = false;
    for (let i = 0; i < 10 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = await firstLink.evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press("Enter");
    await page.waitForURL(new RegExp(`${href}$`));
    await expect(page.locator("h1")).toBeVisible();
  });
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`at ${viewport.width} px "Map" pressed before the page's code ran opens the map once it has`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await ignoreDevReloads(page);
    const release = await holdScripts(page);
    await page.goto("/buy", { waitUntil: "commit" });
    const group = page.getByRole("group", { name: "Show results as" });
    await group.getByRole("button", { name: "Map" }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await release();
    await page.waitForSelector("html[data-hydrated='true']");
    // Pressed once (shared/early-click.ts): the map, not a switch back to the list.
    await expect(group.getByRole("button", { name: "Map" })).toHaveAttribute("aria-pressed", "true");
    await mapIsReady(page);
    await expect(page.getByRole("region", { name: /^On the map/ })).toBeVisible();
  });
}

test("a marker opens a card linking to its listing; a cluster zooms in", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openMap(page);
  await mapIsReady(page);
  await moveMap(page, [55.14, 25.08], 15.5);
  await page.waitForURL(/bbox=/);
  const price = page.locator(".map-price").first();
  await expect(price).toBeVisible();
  await price.click();
  const card = page.locator(".maplibregl-popup .map-card");
  await expect(card).toBeVisible();
  await expect(card.getByRole("link")).toHaveAttribute("href", /^\/property\/\d+$/);

  await moveMap(page, [55.2, 25.1], 10);
  await page.waitForURL((url) => Number(url.searchParams.get("bbox")?.split(",")[0]) < 55.1);
  const cluster = page.locator(".map-cluster").first();
  await expect(cluster).toBeVisible();
  expect(Number(await cluster.innerText())).toBeGreaterThan(1);
  await cluster.click();
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { __maps: Record<string, MapHandle> }).__maps.search.getZoom(),
      ),
    )
    .toBeGreaterThan(10);
});

test("the keyboard moves the map: arrow keys on the focused map change the bbox", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openMap(page, "/buy?bbox=55.1,25.05,55.2,25.12");
  await mapIsReady(page);
  const canvas = page.locator('[data-map="search"] canvas');
  await canvas.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.waitForURL((url) => url.searchParams.get("bbox") !== "55.1,25.05,55.2,25.12");
  const [west] = new URL(page.url()).searchParams.get("bbox")!.split(",").map(Number);
  expect(west).toBeGreaterThan(55.1);
  await expect(canvas).toHaveAttribute("aria-describedby", /.+/);
});

test("without WebGL the map says it could not load and its list twin still works", async ({ page }) => {
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      type: string,
      ...rest: unknown[]
    ) {
      if (/webgl/i.test(type)) return null;
      return (original as (...args: unknown[]) => RenderingContext | null).call(this, type, ...rest);
    } as typeof HTMLCanvasElement.prototype.getContext;
  });
  await page.setViewportSize(PHONE);
  await openMap(page);
  await expect(page.locator('[data-map="search"]')).toHaveAttribute("data-status", "failed", {
    timeout: 30_000,
  });
  await expect(page.getByRole("alert")).toContainText("The map could not be loaded on this device");
  await expect(twin(page).first()).toBeVisible();
  const link = page
    .getByRole("region", { name: /^On the map/ })
    .getByRole("link")
    .first();
  const href = await link.getAttribute("href");
  await link.focus();
  await page.keyboard.press("Enter");
  await page.waitForURL(new RegExp(`${href}$`));
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`at ${viewport.width} px a property page shows its place on a still map below the fold`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await ignoreDevReloads(page);
    const [first] = (await (
      await page.request.get("/api/properties/search?location=Dubai%20Marina&limit=1")
    ).json()) as {
      id: number;
    }[];
    await gotoReady(page, `/property/${first.id}`);
    const section = page.getByRole("region", { name: "Location" });
    const map = page.locator('[data-map="listing"]');
    // Nothing loads until the map comes near the screen.
    await expect(map).toHaveAttribute("data-status", "waiting");
    await section.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute("data-status", "ready", { timeout: 30_000 });
    await expect(section.getByText("Dubai Marina, Dubai", { exact: true })).toBeVisible();
    await expect(page.locator('[data-map="listing"] .map-pin')).toBeVisible();
    // Still: scrolling the page over it scrolls the page (no zoom trap), and the map itself takes no focus.
    const zoom = await page.evaluate(() =>
      (window as unknown as { __maps: Record<string, MapHandle> }).__maps.listing.getZoom(),
    );
    await map.hover();
    await page.mouse.wheel(0, -300);
    await page.waitForTimeout(300);
    expect(
      await page.evaluate(() =>
        (window as unknown as { __maps: Record<string, MapHandle> }).__maps.listing.getZoom(),
      ),
    ).toBe(zoom);
    await expect(map).toHaveAttribute("aria-hidden", "true");
    await expect(section.getByRole("link", { name: /See properties near Dubai Marina/ })).toHaveAttribute(
      "href",
      /\/buy\?bbox=|\/rent\?bbox=/,
    );
  });
}

test("on /ar the map's switch, messages and twin are in Arabic", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await ignoreDevReloads(page);
  await gotoReady(page, "/ar/buy");
  const group = page.getByRole("group", { name: "عرض النتائج على شكل" });
  await group.getByRole("button", { name: "الخريطة" }).click();
  await mapIsReady(page);
  await expect(page.getByRole("heading", { name: /^على الخريطة/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "تكبير" })).toBeVisible();
  // The emirates are labelled in Arabic on the map.
  await expect(page.locator(".map-place-label", { hasText: "دبي" }).first()).toBeAttached();
});

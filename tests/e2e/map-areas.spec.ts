import { expect, test, type Page } from "@playwright/test";
import { gotoReady, ignoreDevReloads } from "./helpers";

/**
 * Every match on the map, and draw-a-shape search (issue 28, item 2): the map counts every listing in its
 * view in the database's cells, not the page's 24; a visitor draws an area by tapping its corners and the
 * search becomes that area, in English and Arabic, at a phone's width and a desktop's.
 */

// Software WebGL is slow: drawing, moving and reloading results take several seconds a step.
test.describe.configure({ timeout: 90_000 });

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

const TEXTS = {
  en: {
    mapButton: "Map",
    group: "Show results as",
    draw: "Draw an area",
    finish: "Finish the area",
    remove: "Remove the area",
  },
  ar: {
    mapButton: "الخريطة",
    group: "عرض النتائج على شكل",
    draw: "ارسم منطقة",
    finish: "إنهاء رسم المنطقة",
    remove: "إزالة المنطقة",
  },
} as const;

type MapHandle = { jumpTo(options: { center: [number, number]; zoom: number }): void; getZoom(): number };

async function moveMap(page: Page, center: [number, number], zoom: number) {
  await page.evaluate(
    ({ center, zoom }) =>
      (window as unknown as { __maps: Record<string, MapHandle> }).__maps.search.jumpTo({ center, zoom }),
    { center, zoom },
  );
}

async function openMap(page: Page, lang: "en" | "ar") {
  await ignoreDevReloads(page);
  await gotoReady(page, lang === "ar" ? "/ar/buy" : "/buy");
  const text = TEXTS[lang];
  const group = page.getByRole("group", { name: text.group });
  await group.getByRole("button", { name: text.mapButton }).click();
  await expect(page.locator('[data-map="search"]')).toHaveAttribute("data-status", "ready", {
    timeout: 30_000,
  });
}

/** What the markers on the map count together: a cluster its number, a price one listing. */
async function countOnMarkers(page: Page): Promise<number> {
  const clusters = await page.locator(".map-cluster").allInnerTexts();
  const prices = await page.locator(".map-price").count();
  return clusters.reduce((sum, text) => sum + Number(text.replace(/[^\d]/g, "")), 0) + prices;
}

for (const viewport of WIDTHS) {
  for (const lang of ["en", "ar"] as const) {
    test(`at ${viewport.width} px in ${lang === "en" ? "English" : "Arabic"}: the map shows every match in its view, and a drawn area becomes the search`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openMap(page, lang);
      const text = TEXTS[lang];

      // Dubai, wide: far more matches than a page of results, all of them counted on the markers.
      await moveMap(page, [55.2, 25.12], 10);
      await page.waitForURL((url) => Number(url.searchParams.get("bbox")?.split(",")[0]) < 55.1);
      const bbox = new URL(page.url()).searchParams.get("bbox")!;
      const api = (await (
        await page.request.get(`/api/properties/map-clusters?priceType=sale&bbox=${bbox}&zoom=10`)
      ).json()) as { total: number };
      expect(api.total).toBeGreaterThan(24);
      await expect.poll(() => countOnMarkers(page), { timeout: 20_000 }).toBe(api.total);

      // Dubai Marina, close: draw a square around its middle by tapping four corners.
      await moveMap(page, [55.1403, 25.0805], 14);
      await page.waitForURL(/bbox=55\.1/);
      const historyBefore = await page.evaluate(() => history.length);
      await page.getByRole("button", { name: text.draw }).click();
      const canvas = page.locator('[data-map="search"] canvas');
      const box = (await canvas.boundingBox())!;
      const [cx, cy, d] = [box.width / 2, box.height / 2, Math.min(box.width, box.height) / 4];
      for (const [dx, dy] of [
        [-d, -d],
        [d, -d],
        [d, d],
        [-d, d],
      ]) {
        await canvas.click({ position: { x: cx + dx, y: cy + dy } });
      }
      await page.getByRole("button", { name: text.finish }).click();
      await page.waitForURL(/[?&]polygon=/);
      expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1);
      const polygon = new URL(page.url()).searchParams.get("polygon")!;
      expect(polygon.split(";")).toHaveLength(4);

      // The results are the area's: the API's count for it is what the map counts.
      const inArea = (await (
        await page.request.get(
          `/api/properties/map-clusters?priceType=sale&bbox=${new URL(page.url()).searchParams.get("bbox")}&zoom=14&polygon=${encodeURIComponent(polygon)}`,
        )
      ).json()) as { total: number };
      await expect.poll(() => countOnMarkers(page), { timeout: 20_000 }).toBe(inArea.total);

      await page.getByRole("button", { name: text.remove }).click();
      await page.waitForURL((url) => !url.searchParams.has("polygon"));
    });
  }
}

test("on an Arabic page the map's credit is whole: its ⓘ button covers none of it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openMap(page, "ar");
  const credit = page.locator(".maplibregl-ctrl-attrib-inner");
  await expect(credit).toHaveText("Natural Earth");
  const text = (await credit.boundingBox())!;
  const button = (await page.locator(".maplibregl-ctrl-attrib-button").boundingBox())!;
  const overlaps = button.x < text.x + text.width && text.x < button.x + button.width;
  expect(overlaps, "the ⓘ button lies over the credit's text").toBe(false);
});

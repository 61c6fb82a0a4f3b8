import { expect, test, type Locator } from "@playwright/test";
import { LOCATION_NAMES_AR } from "../../shared/arabic-names";
import { suggestLocationOptions } from "../../shared/locations";
import { gotoReady } from "./helpers";

/**
 * Issue 28 item 1: the home search's suggestions were cut off by the hero section's overflow-hidden (2 of 5
 * shown on a desktop, 3 of 5 on a phone, never "Jumeirah"). Every suggestion must be on screen and be what
 * the browser finds at its own centre: nothing around it clips or covers it.
 */
async function expectFullyShown(option: Locator) {
  const box = await option.boundingBox();
  expect(box, "the option has a box").not.toBeNull();
  const viewport = option.page().viewportSize()!;
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
  const hitIsTheOption = await option.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return hit !== null && element.contains(hit);
  });
  expect(hitIsTheOption, `nothing covers or clips "${await option.innerText()}"`).toBe(true);
}

const WIDTHS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
];
const LANGUAGES = [
  { language: "en", path: "/", jumeirah: "Jumeirah" },
  { language: "ar", path: "/ar", jumeirah: LOCATION_NAMES_AR.Jumeirah },
] as const;

for (const { name, width, height } of WIDTHS) {
  for (const { language, path, jumeirah } of LANGUAGES) {
    test(`every home search suggestion for "jumeira" is on screen, Jumeirah first (${name}, ${language})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await gotoReady(page, path);
      const box = page.getByRole("combobox").first();
      await box.fill("jumeira");
      const options = page.getByRole("listbox").getByRole("option");
      const expected = suggestLocationOptions("jumeira", { language });
      await expect(options).toHaveCount(expected.length);
      expect(expected.length).toBe(5);
      await expect(options.first()).toContainText(jumeirah);
      for (let index = 0; index < expected.length; index++) {
        await expect(options.nth(index)).toContainText(expected[index].label);
        await expectFullyShown(options.nth(index));
      }
    });
  }
}

/** The search page's location box, above the results: its list hangs over them, clipped by nothing. */
for (const { name, width, height } of WIDTHS) {
  test(`every search page suggestion for "jumeira" is on screen (${name})`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await gotoReady(page, "/search");
    await page.getByRole("combobox", { name: "Location or keyword" }).first().fill("jumeira");
    const options = page.getByRole("listbox").getByRole("option");
    await expect(options).toHaveCount(5);
    await expect(options.first()).toContainText("Jumeirah");
    for (let index = 0; index < 5; index++) await expectFullyShown(options.nth(index));
  });
}

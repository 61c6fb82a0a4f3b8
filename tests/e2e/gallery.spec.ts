import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  createListingViaApi,
  expectAllArabic,
  gotoReady,
  holdScripts,
  ignoreDevReloads,
  signUpViaApi,
  uploadPhotoViaApi,
} from "./helpers";

/**
 * The full-screen gallery (issue 28, item 3): opened by tapping the photo, "1 / 5", swipe and pinch on a
 * phone, keys on a desktop (in the reading direction in Arabic), loaded only when opened, and a listing's
 * video and 360° tour, whose players the page's Content-Security-Policy allows on that page only.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const DESKTOP = { viewport: { width: 1280, height: 900 } } as const;
const VIDEO_ID = "dQw4w9WgXcQ";
const TOUR_ID = "SxQL3iGyoDo";

let listingPath = "";
let plainListingPath = "";

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await signUpViaApi(request, "gallery");
  const photos = [
    await uploadPhotoViaApi(request),
    await uploadPhotoViaApi(request),
    await uploadPhotoViaApi(request),
  ];
  const id = await createListingViaApi(request, {
    images: photos,
    videoUrl: `https://youtu.be/${VIDEO_ID}`,
    tourUrl: `https://my.matterport.com/show/?m=${TOUR_ID}`,
  });
  listingPath = `/property/${id}`;
  plainListingPath = `/property/${await createListingViaApi(request, { images: photos })}`;
  await request.dispose();
});

test.beforeEach(async ({ page }) => {
  await ignoreDevReloads(page);
  // Nothing leaves the machine: the players answer with a page of their own.
  await page.route(/youtube-nocookie\.com|matterport\.com|vimeo\.com/, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title><p>player</p>" }),
  );
});

/** Drags one finger (a touch pointer) across the element by dx pixels. */
async function swipe(stage: Locator, dx: number) {
  const box = (await stage.boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2 - dx / 2;
  const touch = { pointerId: 11, pointerType: "touch", isPrimary: true, clientY: y };
  await stage.dispatchEvent("pointerdown", { ...touch, clientX: x });
  await stage.dispatchEvent("pointermove", { ...touch, clientX: x + dx / 2 });
  await stage.dispatchEvent("pointerup", { ...touch, clientX: x + dx });
}

/** Spreads two fingers apart on the element: a pinch that zooms in. */
async function pinchOut(stage: Locator) {
  const box = (await stage.boundingBox())!;
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  const finger = (pointerId: number, dx: number) => ({
    pointerId,
    pointerType: "touch",
    clientX: cx + dx,
    clientY: cy,
  });
  await stage.dispatchEvent("pointerdown", finger(1, -30));
  await stage.dispatchEvent("pointerdown", finger(2, 30));
  await stage.dispatchEvent("pointermove", finger(1, -90));
  await stage.dispatchEvent("pointermove", finger(2, 90));
  await stage.dispatchEvent("pointerup", finger(1, -90));
  await stage.dispatchEvent("pointerup", finger(2, 90));
}

async function zoomOf(dialog: Locator): Promise<number> {
  return Number(await dialog.locator("img").getAttribute("data-zoom"));
}

/** The viewer's code has not been fetched: it comes when the gallery opens. */
function watchViewerCode(page: Page): () => boolean {
  let fetched = false;
  page.on("request", (request) => {
    if (/gallery-viewer/.test(request.url())) fetched = true;
  });
  return () => fetched;
}

const TEXTS = {
  en: { open: /^Open photo 1 of 3 full screen$/, close: "Close the gallery", play: "Play the video" },
  ar: { open: /^افتح الصورة 1 من 3/, close: "إغلاق المعرض", play: "شغّل الفيديو" },
} as const;

for (const [width, device] of [
  ["390", PHONE],
  ["1280", DESKTOP],
] as const) {
  for (const lang of ["en", "ar"] as const) {
    test.describe(`at ${width} px in ${lang === "en" ? "English" : "Arabic"}`, () => {
      test.use(device);
      const prefix = lang === "ar" ? "/ar" : "";
      const text = TEXTS[lang];
      // The next slide lies to the right in English, to the left in Arabic.
      const [nextKey, previousKey] =
        lang === "ar" ? ["ArrowLeft", "ArrowRight"] : ["ArrowRight", "ArrowLeft"];

      test("the photo opens the full-screen gallery; it moves, zooms and closes as a person expects", async ({
        page,
      }) => {
        const viewerFetched = watchViewerCode(page);
        await gotoReady(page, `${prefix}${listingPath}`);
        expect(viewerFetched(), "the viewer's code is not part of the first visit").toBe(false);

        const opener = page.getByRole("button", { name: text.open });
        if (device === PHONE) await opener.tap();
        else await opener.click();
        const dialog = page.getByRole("dialog");
        await expect(dialog).toBeVisible();
        expect(viewerFetched()).toBe(true);
        const count = dialog.getByText(/^\d+ \/ 5$/);
        await expect(count).toHaveText("1 / 5");
        const stage = dialog.getByTestId("gallery-stage");
        // Full screen: the dialog covers the whole window.
        const box = (await dialog.boundingBox())!;
        expect(box.width).toBe(device.viewport.width);
        expect(box.height).toBe(device.viewport.height);

        if (device === PHONE) {
          // A finger dragged against the reading direction brings the next photo.
          await swipe(stage, lang === "ar" ? 150 : -150);
          await expect(count).toHaveText("2 / 5");
          await swipe(stage, lang === "ar" ? -150 : 150);
          await expect(count).toHaveText("1 / 5");
          // A short drag is not a swipe.
          await swipe(stage, -20);
          await expect(count).toHaveText("1 / 5");
          await pinchOut(stage);
          expect(await zoomOf(dialog)).toBeGreaterThan(1.5);
          // Zoomed in, a drag moves the photo instead of changing it.
          await swipe(stage, -150);
          await expect(count).toHaveText("1 / 5");
        } else {
          await page.keyboard.press(nextKey);
          await expect(count).toHaveText("2 / 5");
          await page.keyboard.press(previousKey);
          await expect(count).toHaveText("1 / 5");
          await page.keyboard.press("End");
          await expect(count).toHaveText("5 / 5");
          await page.keyboard.press("Home");
          await expect(count).toHaveText("1 / 5");
          await page.keyboard.press("+");
          expect(await zoomOf(dialog)).toBeGreaterThan(1);
          await stage.dblclick();
          expect(await zoomOf(dialog)).toBe(1);
        }
        if (lang === "ar") await expectAllArabic(page, "dialog");

        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        await expect(opener).toBeFocused();
        // The close button too, and the page keeps the photo the visitor ended on.
        await opener.click();
        await expect(count).toHaveText("1 / 5");
        await page.keyboard.press(nextKey);
        await expect(count).toHaveText("2 / 5");
        await dialog.getByRole("button", { name: text.close }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByRole("button", { name: text.open })).toHaveCount(0);
      });

      test("the video plays in the gallery, its player allowed by this page's policy only", async ({
        page,
      }) => {
        const response = await gotoReady(page, `${prefix}${listingPath}`);
        expect(response!.headers()["content-security-policy"]).toContain(
          "frame-src https://www.youtube-nocookie.com https://my.matterport.com",
        );
        const plain = await page.request.get(`${prefix}${plainListingPath}`);
        expect(plain.headers()["content-security-policy"]).toContain("frame-src 'none'");

        await page.getByRole("button", { name: lang === "ar" ? "شاهد الفيديو" : "Watch the video" }).click();
        const dialog = page.getByRole("dialog");
        await expect(dialog.getByText(/^\d+ \/ 5$/)).toHaveText("4 / 5");
        // Nothing from the provider before play.
        await expect(dialog.locator("iframe")).toHaveCount(0);
        await dialog.getByRole("button", { name: text.play }).click();
        await expect(dialog.locator("iframe")).toHaveAttribute(
          "src",
          `https://www.youtube-nocookie.com/embed/${VIDEO_ID}?rel=0`,
        );
        await page.keyboard.press("End");
        await expect(dialog.getByText(/^\d+ \/ 5$/)).toHaveText("5 / 5");
        if (lang === "ar") await expectAllArabic(page, "dialog");
      });
    });
  }
}

test("reached from another page in the browser, play loads the page afresh, whose policy allows the player", async ({
  page,
}) => {
  await gotoReady(page, "/");
  // The site's own navigation (wouter follows history), as a link on the page would do it.
  await page.evaluate((path) => {
    history.pushState(null, "", path);
    dispatchEvent(new PopStateEvent("popstate"));
  }, listingPath);
  await page.getByRole("button", { name: "360° tour" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText(/^\d+ \/ 5$/)).toHaveText("5 / 5");
  await dialog.getByRole("button", { name: "Start the 360° tour" }).click();
  await page.waitForURL(new RegExp(`${listingPath}#tour$`));
  await expect(page.getByRole("dialog").locator("iframe")).toHaveAttribute(
    "src",
    `https://my.matterport.com/show/?m=${TOUR_ID}&play=1`,
  );
  // Closing it leaves the address as the listing's own.
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(new RegExp(`${listingPath}$`));
});

test("the photo pressed before the page's code has run opens the gallery once it has", async ({ page }) => {
  await page.setViewportSize(PHONE.viewport);
  const release = await holdScripts(page);
  await page.goto(listingPath, { waitUntil: "commit" });
  await page.getByRole("button", { name: /^Open photo 1 of 3 full screen$/ }).click();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  await release();
  await page.waitForSelector("html[data-hydrated='true']");
  await expect(page.getByRole("dialog").getByText(/^\d+ \/ 5$/)).toHaveText("1 / 5");
});

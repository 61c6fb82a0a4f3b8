import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { REPORTS_TO_HIDE } from "@shared/moderation-options";
import {
  createListingViaApi,
  expectNoSeriousAxeViolations,
  gotoReady,
  ignoreDevReloads,
  signUpViaApi,
} from "./helpers";
import { E2E_MODERATOR } from "./staff-account";

/**
 * Reports and moderation end to end (docs/decisions/0050, 0058): visitors report a listing, anonymous ones
 * only queueing it, until signed-in people at three addresses have and it is hidden and gone from search;
 * the moderator (made with `npm run admin -- grant` before the server started, playwright.config.ts) finds
 * it in /admin, told that two reports came from one address, and asks for changes; the owner reads the
 * request in the dashboard, fixes the listing and answers; the moderator approves and the listing is back
 * in search.
 */

/**
 * A browser of its own; with `address`, every request says it comes from there, as the proxy in front of the
 * app says for a real visitor (the app trusts X-Forwarded-For from loopback, TRUST_PROXY's default).
 */
async function newPage(
  browser: Browser,
  width: number,
  address?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    extraHTTPHeaders: address ? { "X-Forwarded-For": address } : {},
  });
  const page = await context.newPage();
  await ignoreDevReloads(page);
  return { context, page };
}

async function searchFor(page: Page, token: string) {
  await gotoReady(page, `/search?search=${token}`);
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 900 } });

    test("reports hide a listing; a moderator asks for changes; the owner fixes it; approval brings it back", async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      await ignoreDevReloads(page);
      const token = `modq${Date.now().toString(36)}${width}`;
      const title = `Reported loft ${token}`;
      const siblingTitle = `Honest loft ${token}`;
      await signUpViaApi(page.request, "modowner");
      const id = await createListingViaApi(page.request, { title });
      await createListingViaApi(page.request, { title: siblingTitle });

      const visitor = await newPage(browser, width);
      await searchFor(visitor.page, token);
      await expect(visitor.page.getByRole("heading", { name: siblingTitle })).toBeVisible();
      await expect(visitor.page.getByRole("heading", { name: title })).toBeVisible();

      // Two anonymous visitors on one address, then signed-in people at addresses of their own, each in a
      // browser of their own, report it through the dialog.
      const base = width < 600 ? 10 : 20;
      const oneAddress = `198.51.100.${base}`;
      const anonymous = [
        await newPage(browser, width, oneAddress),
        await newPage(browser, width, oneAddress),
      ];
      const signedIn = [];
      for (let n = 1; n <= REPORTS_TO_HIDE; n++) {
        const reporter = await newPage(browser, width, `198.51.100.${base + n}`);
        await signUpViaApi(reporter.context.request, "modreporter");
        signedIn.push(reporter);
      }
      const reportFrom = async (reporter: Page, n: number) => {
        await gotoReady(reporter, `/property/${id}`);
        await reporter.getByRole("button", { name: "Report this listing" }).click();
        const dialog = reporter.getByRole("dialog", { name: "Report this listing" });
        await dialog.getByRole("button", { name: "Send report" }).click();
        await expect(dialog.getByText("Choose what is wrong with the listing")).toBeVisible();
        await dialog.getByRole("radio", { name: "Fake or stolen photos" }).check();
        await dialog.getByLabel("Details (optional)").fill(`The photos are of another building (${n + 1})`);
        await dialog.getByRole("button", { name: "Send report" }).click();
        await expect(dialog.getByText("Thank you. Our moderators will review this listing.")).toBeVisible();
        await reporter.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        return dialog;
      };
      const first = await reportFrom(anonymous[0].page, 0);
      // The same browser again is told so, and no second report is made.
      await anonymous[0].page.getByRole("button", { name: "Report this listing" }).click();
      await first.getByRole("radio", { name: "It looks like a scam" }).check();
      await first.getByRole("button", { name: "Send report" }).click();
      await expect(first.getByRole("alert")).toHaveText(
        "You have already reported this listing. Our moderators will look at it.",
      );
      await reportFrom(anonymous[1].page, 1);
      // Anonymous reports only queue it: still there.
      expect((await visitor.page.goto(`/property/${id}`))?.status()).toBe(200);
      for (const [n, reporter] of signedIn.entries()) await reportFrom(reporter.page, n + 2);
      for (const reporter of [...anonymous, ...signedIn]) await reporter.context.close();

      // Gone from search (the other listing with the same words is still there) and from its address.
      await searchFor(visitor.page, token);
      await expect(visitor.page.getByRole("heading", { name: siblingTitle })).toBeVisible();
      await expect(visitor.page.getByRole("heading", { name: title })).toHaveCount(0);
      expect((await visitor.page.goto(`/property/${id}`))?.status()).toBe(404);

      // The owner sees it hidden; the console is not theirs.
      await gotoReady(page, "/dashboard");
      const row = page.getByRole("article", { name: title });
      await expect(row.getByText("Hidden for review")).toBeVisible();
      const forbidden = await page.goto("/admin");
      expect(forbidden?.status()).toBe(403);
      await expect(page.getByRole("heading", { name: "This page is for moderators" })).toBeVisible();

      // Anonymous visitors are sent to sign in.
      await visitor.page.goto("/admin");
      await expect(visitor.page).toHaveURL(/\/auth\?next=\/admin$/);

      // The moderator finds it first in the queue and asks for changes.
      const moderator = await newPage(browser, width);
      const login = await moderator.page.request.post("/api/login", {
        data: { username: E2E_MODERATOR.username, password: E2E_MODERATOR.password },
      });
      expect(login.status(), await login.text()).toBe(200);
      await gotoReady(moderator.page, "/admin");
      await expect(moderator.page.getByRole("heading", { name: "Moderation queue" })).toBeVisible();
      const queued = moderator.page.getByRole("article", { name: title });
      await expect(queued.getByText(`${REPORTS_TO_HIDE + 2} open reports`)).toBeVisible();
      await expect(queued.getByText("Hidden for review")).toBeVisible();
      const whoReported = queued.getByRole("list", { name: "Who reported it" });
      await expect(whoReported.getByText(`From ${REPORTS_TO_HIDE + 1} people`)).toBeVisible();
      await expect(whoReported.getByText("2 reports from one address")).toBeVisible();
      await expectNoSeriousAxeViolations(moderator.page);
      await queued.getByRole("link", { name: title }).click();
      await expect(moderator.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(moderator.page.getByText("The photos are of another building (1)")).toBeVisible();
      await expectNoSeriousAxeViolations(moderator.page);
      const message = "Upload photos of this loft, not of the building next door.";
      await moderator.page.getByLabel("What should the owner change?").fill(message);
      await moderator.page.getByRole("button", { name: "Request changes" }).click();
      await expect(moderator.page.getByRole("status")).toHaveText(
        "Changes requested. The owner has been told.",
      );

      // The owner reads the request on that listing, fixes it and answers.
      await gotoReady(page, "/dashboard");
      const request = row.getByRole("region", { name: "Moderators ask you to change this listing" });
      await expect(request.getByText(message)).toBeVisible();
      await expect(
        request.getByText(/Edit the listing and answer by .+, or it will be unpublished\./),
      ).toBeVisible();
      const fixed = await page.request.patch(`/api/properties/${id}`, {
        data: {
          description: "Photos retaken in the loft itself: living room, bedroom, kitchen and terrace.",
        },
      });
      expect(fixed.status(), await fixed.text()).toBe(200);
      await request.getByLabel("Answer the moderators").fill("Fixed: the photos are now of this loft.");
      await request.getByRole("button", { name: "Send answer" }).click();
      await expect(request.getByText("Your answer (a moderator will look at it):")).toBeVisible();

      // The moderator sees the answer and approves: the listing is back, in search too.
      await gotoReady(moderator.page, "/admin");
      await expect(queued.getByText("Owner answered")).toBeVisible();
      await queued.getByRole("link", { name: title }).click();
      await expect(moderator.page.getByText("Fixed: the photos are now of this loft.")).toBeVisible();
      await moderator.page.getByRole("button", { name: "Approve", exact: true }).click();
      await expect(moderator.page.getByRole("status")).toHaveText("Approved: the listing is Published.");
      await gotoReady(moderator.page, "/admin/users?q=modowner");
      await expect(moderator.page.getByRole("heading", { name: "Users" })).toBeVisible();
      await expectNoSeriousAxeViolations(moderator.page);

      await searchFor(visitor.page, token);
      await expect(visitor.page.getByRole("heading", { name: title })).toBeVisible();
      expect((await visitor.page.goto(`/property/${id}`))?.status()).toBe(200);

      await moderator.context.close();
      await visitor.context.close();
    });
  });
}

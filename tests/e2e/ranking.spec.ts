import { expect, test } from "@playwright/test";
import { expectAllArabic, gotoReady, ignoreDevReloads } from "./helpers";

/**
 * A ranking you can read (issue 28, item 5): every paid placement is labelled, the results say that paid
 * ads come first and offer the same search with no paid boost, and the rule is written on a page, in
 * English and in Arabic, at a phone's width and a desktop's.
 */

const WIDTHS = [
  { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { viewport: { width: 1280, height: 900 } },
] as const;

const TEXTS = {
  en: {
    paid: "Paid ad",
    note: "paid ads and come first in this order",
    noBoost: "Newest first, with no paid boost",
    rule: "How results are ordered",
    newest: "Newest (no paid boost)",
    featuredFirst: "Featured first (paid ads on top)",
    sortBy: "Sort by",
  },
  ar: {
    paid: "إعلان مدفوع",
    note: "إعلانات مدفوعة، وتأتي أولًا في هذا الترتيب",
    noBoost: "الأحدث أولًا، دون ترويج مدفوع",
    rule: "كيف نرتّب نتائج البحث",
    newest: "الأحدث (دون ترويج مدفوع)",
    featuredFirst: "المميزة أولًا (الإعلانات المدفوعة في الأعلى)",
    sortBy: "ترتيب حسب",
  },
} as const;

test.beforeEach(async ({ page }) => ignoreDevReloads(page));

for (const device of WIDTHS) {
  for (const lang of ["en", "ar"] as const) {
    const prefix = lang === "ar" ? "/ar" : "";
    const text = TEXTS[lang];

    test.describe(`at ${device.viewport.width} px in ${lang === "en" ? "English" : "Arabic"}`, () => {
      test.use(device);

      test("paid ads are labelled and said to come first; one tap gives the same search with no paid boost", async ({
        page,
        request,
      }) => {
        await gotoReady(page, `${prefix}/buy?emirate=dubai`);
        const results = page.getByRole("region", { name: lang === "ar" ? "نتائج البحث" : "Search results" });
        const cards = results.getByRole("listitem");
        // Featured first: the first card is a paid ad, and says so.
        await expect(cards.first().getByText(text.paid, { exact: true })).toBeVisible();
        const note = results.getByText(text.note);
        await expect(note).toBeVisible();

        const sort = page.getByLabel(text.sortBy).first();
        await expect(sort.locator("option", { hasText: text.featuredFirst })).toHaveCount(1);

        await results.getByRole("link", { name: text.noBoost }).click();
        await expect(page).toHaveURL(/[?&]sort=newest/);
        await expect(page).toHaveURL(/emirate=dubai/);
        await expect(note).toHaveCount(0);
        await expect(sort.locator("option:checked")).toHaveText(text.newest);
        // The page is the API's newest-first order: payment plays no part.
        const newest = (await (
          await request.get("/api/properties/search?priceType=sale&emirate=dubai&sort=newest&limit=3")
        ).json()) as { title: string; titleAr: string | null }[];
        const firstTitle = lang === "ar" && newest[0].titleAr ? newest[0].titleAr : newest[0].title;
        await expect(cards.first().getByRole("heading")).toHaveText(firstTitle);
      });

      test("the rule is on its own page, linked from the results and the footer", async ({ page }) => {
        await gotoReady(page, `${prefix}/buy`);
        await page
          .getByRole("region", { name: lang === "ar" ? "نتائج البحث" : "Search results" })
          .getByRole("link", { name: text.rule })
          .click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/how-results-are-ordered$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.rule);
        const main = page.getByRole("main");
        // The figures come from the rules the site runs on: the plans' prices, the page size, the ranked matches.
        await expect(main).toContainText(lang === "ar" ? "149 درهم" : "AED 149");
        await expect(main).toContainText("24");
        await expect(main).toContainText("500");
        if (lang === "ar") await expectAllArabic(page, "main");
        await expect(page.getByRole("contentinfo").getByRole("link", { name: text.rule })).toHaveAttribute(
          "href",
          `${prefix}/how-results-are-ordered`,
        );
      });
    });
  }
}

// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Locale } from "@shared/locale";
import type { MyListing } from "@shared/my-listing";
import { buildMyListingAnswer } from "../../../../../tests/factories/api-answers";
import { renderInLocale } from "../../../../../tests/helpers/render-in-locale";
import { MyListingRow } from "./my-listing-row";

const DAY_MS = 24 * 60 * 60 * 1000;

/** One of the owner's listings as GET /api/my/properties answers it, confirmed `days` ago. */
function myListing(days: number, overrides: Partial<MyListing> = {}): MyListing {
  return buildMyListingAnswer({
    location: "Dubai Marina",
    emirate: "Dubai",
    price: 95_000,
    priceType: "rent",
    confirmedAt: new Date(Date.now() - days * DAY_MS - 60_000).toISOString(),
    createdAt: "2026-10-01T08:00:00.000Z",
    updatedAt: "2026-10-01T08:00:00.000Z",
    views: 3,
    enquiryCount: 2,
    ...overrides,
  });
}

const renderRow = (listing: MyListing, locale: Locale) =>
  renderInLocale(<MyListingRow listing={listing} />, { locale });

afterEach(cleanup);

describe("MyListingRow", () => {
  it("in Arabic: status, the due badge, the days with their plural, counts, price and place", async () => {
    const { container } = await renderRow(myListing(27), "ar");
    const text = container.textContent ?? "";
    expect(text).toContain("منشور");
    expect(text).toContain("بانتظار التأكيد");
    expect(text).toContain("تم التأكيد منذ 27 يومًا");
    expect(text).toContain("3 مشاهدات");
    expect(text).toContain("استفساران");
    expect(text).toContain("95,000 درهم سنويًا");
    expect(text).toContain("دبي مارينا، دبي");
    expect(screen.getByRole("button", { name: /^تأكيد أنه لا يزال متاحًا/ })).toBeTruthy();
    // The English title keeps its language on the Arabic page.
    expect(screen.getByRole("link", { name: myListing(0).title }).getAttribute("lang")).toBe("en");
  });

  it("in Arabic: hidden from search, a draft, and featured until a date in Arabic", async () => {
    const hidden = await renderRow(myListing(41), "ar");
    expect(hidden.container.textContent).toContain("مخفي من البحث");
    expect(hidden.container.textContent).toContain("تم التأكيد منذ 41 يومًا");
    cleanup();
    const draft = await renderRow(myListing(0, { status: "draft" }), "ar");
    expect(draft.container.textContent).toContain("مسودة: لا يراها أحد غيرك");
    expect(draft.container.textContent).not.toContain("بانتظار التأكيد");
    cleanup();
    const featured = await renderRow(
      myListing(1, { featured: 1, featuredUntil: "2026-12-03T08:00:00.000Z" }),
      "ar",
    );
    expect(featured.container.textContent).toContain("مميز حتى 3 ديسمبر 2026");
  });

  it("in English, as before", async () => {
    const { container } = await renderRow(myListing(27), "en");
    const text = container.textContent ?? "";
    expect(text).toContain("Published");
    expect(text).toContain("Due for confirmation");
    expect(text).toContain("Confirmed 27 days ago: confirm it soon, or it leaves search after 30 days");
    expect(text).toContain("3 views");
    expect(text).toContain("2 enquiries");
    expect(text).toContain("AED 95,000/year");
    expect(text).toContain("Dubai Marina, Dubai");
    expect(screen.getByRole("link", { name: /^Upgrade Bright two-bedroom/ })).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { AdminListingDetail } from "@shared/moderation";
import type { Locale } from "@shared/locale";
import { createI18n, loadCatalogue, LocaleProvider } from "@/lib/i18n";
import { AdminListingList } from "./admin-listings";
import { ListingReview } from "./listing-review";

/** Three reports sent from one address within a minute: one person, by the look of it. */
const REPORTED: AdminListingDetail = {
  id: 1042,
  title: "Two-bedroom apartment with marina view",
  status: "published",
  location: "Dubai Marina",
  emirate: "Dubai",
  price: 120_000,
  imageUrl: "/media/uploads/a1-1600.webp",
  ownerId: 7,
  ownerUsername: "layla",
  openReports: 3,
  reasons: [{ reason: "scam", count: 3 }],
  reportSignals: { people: 1, fromOneAddress: 3, inBurst: 3 },
  notice: null,
  createdAt: "2026-11-01T08:00:00.000Z",
  reports: [],
  notices: [],
  verification: null,
  isSample: false,
  openFlags: 0,
};

afterEach(cleanup);

async function renderIn(locale: Locale, ui: React.ReactNode) {
  const i18n = createI18n(locale, await loadCatalogue(locale));
  render(
    <LocaleProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>
    </LocaleProvider>,
  );
}

const notes = (name: string) =>
  within(screen.getByRole("list", { name }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("the console's signs of coordinated reports", () => {
  it("the queue's card says how many people reported, and flags reports from one address and in a burst", async () => {
    await renderIn("en", <AdminListingList listings={[REPORTED]} empty="" />);
    expect(notes("Who reported it")).toEqual([
      "From 1 person",
      "3 reports from one address",
      "3 reports within 2 minutes",
    ]);
  });

  it("so does the listing's review page, and in Arabic", async () => {
    await renderIn("en", <ListingReview listing={REPORTED} />);
    expect(notes("Who reported it")).toEqual([
      "From 1 person",
      "3 reports from one address",
      "3 reports within 2 minutes",
    ]);
    cleanup();
    await renderIn("ar", <ListingReview listing={REPORTED} />);
    expect(notes("من أبلغ عن الإعلان")).toEqual([
      "من شخص واحد",
      "3 بلاغات من عنوان شبكة واحد",
      "3 بلاغات خلال دقيقتين",
    ]);
  });

  it("flags nothing when the reports came from different addresses, spread out", async () => {
    await renderIn(
      "en",
      <AdminListingList
        listings={[{ ...REPORTED, reportSignals: { people: 3, fromOneAddress: 1, inBurst: 2 } }]}
        empty=""
      />,
    );
    expect(notes("Who reported it")).toEqual(["From 3 people"]);
  });
});

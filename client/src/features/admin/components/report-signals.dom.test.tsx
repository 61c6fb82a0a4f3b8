// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { AdminListingDetail } from "@shared/moderation";
import type { Locale } from "@shared/locale";
import { buildAdminListingAnswer } from "../../../../../tests/factories/api-answers";
import { renderInLocale } from "../../../../../tests/helpers/render-in-locale";
import { AdminListingList } from "./admin-listings";
import { ListingReview } from "./listing-review";

/** Three reports sent from one address within a minute: one person, by the look of it. */
const REPORTED: AdminListingDetail = buildAdminListingAnswer({
  openReports: 3,
  reasons: [{ reason: "scam", count: 3 }],
  reportSignals: { people: 1, fromOneAddress: 3, inBurst: 3 },
});

afterEach(cleanup);

async function renderIn(locale: Locale, ui: React.ReactNode) {
  await renderInLocale(ui, { locale });
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

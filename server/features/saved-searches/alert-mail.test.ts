import { describe, expect, it } from "vitest";
import { alertMail, type AlertListing, type AlertMailData } from "./alert-mail";

const listing = (beds: number, baths: number, id = beds): AlertListing => ({
  id,
  title: `Listing ${id}`,
  titleAr: null,
  location: "Dubai Marina",
  price: 120_000,
  priceType: "rent",
  propertyType: "Apartment",
  beds,
  baths,
  sqft: 900,
});

const data = (listings: AlertListing[]): AlertMailData => ({
  site: { baseUrl: "https://example.test", siteName: "UAE Property" },
  username: "sara",
  search: { name: "Marina rentals", filters: {}, frequency: "daily" },
  listings,
  total: listings.length,
  unsubscribeUrl: "https://example.test/unsubscribe/t",
});

/** Each card's bedrooms and bathrooms, from its facts line ("AED … · Apartment · 2 beds · 1 bath · …"). */
function roomsOnCards(locale: "en" | "ar", listings: AlertListing[]): string[] {
  return alertMail(locale, data(listings))
    .text.split("\n")
    .filter((line) => line.includes(" · "))
    .map((line) => line.split(" · ").slice(2, 4).join(" · "));
}

describe("the saved-search alert's listing cards", () => {
  it("count bedrooms and bathrooms with the pages' words, a studio by name", () => {
    expect(roomsOnCards("en", [listing(0, 1), listing(1, 2), listing(6, 5)])).toEqual([
      "Studio · 1 bath",
      "1 bed · 2 baths",
      "6 beds · 5 baths",
    ]);
  });

  it("count them in Arabic with its plural forms", () => {
    expect(roomsOnCards("ar", [listing(0, 1), listing(2, 2), listing(3, 11)])).toEqual([
      "استوديو · حمّام واحد",
      "غرفتا نوم · حمّامان",
      "3 غرف نوم · 11 حمّامًا",
    ]);
  });
});

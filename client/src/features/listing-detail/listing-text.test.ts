import type { I18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import type { Listing } from "@shared/listing";
import { DEFAULT_SITES } from "@shared/site";
import { createI18n, loadCatalogue } from "@/lib/i18n";
import { breadcrumbTrail, listingJsonLd, listingKeywords, listingMetaDescription } from "./listing-meta";
import {
  bathsText,
  bedsText,
  confirmedAvailableText,
  formatPricePerArea,
  permitName,
  telLink,
  whatsappLink,
} from "./listing-text";

let en: I18n;
let ar: I18n;
beforeAll(async () => {
  en = createI18n("en", await loadCatalogue("en"));
  ar = createI18n("ar", await loadCatalogue("ar"));
});

// Asserted: the fields added for Arabic listings (titleAr, descriptionAr) are not what these tests read.
const listing = {
  id: 42,
  title: "Bright 2-bed apartment with marina view",
  location: "Jumeirah Beach Residence (JBR)",
  price: 2_100_000,
  priceType: "sale",
  imageUrl: "/media/sample/apartment-1.svg",
  beds: 2,
  baths: 3,
  sqft: 1_250,
  propertyType: "Apartment",
  featured: 0,
  emirate: "Dubai",
  category: "residential",
  completionStatus: "ready",
  furnished: "furnished",
  description: "A bright apartment on a high floor. ".repeat(10).trim(),
  images: ["/media/sample/apartment-1.svg", "/media/sample/apartment-2.svg"],
  amenities: ["Pool", "Gym"],
  permitNumber: "7100012345",
  status: "published",
  isSample: false,
  verification: null,
  confirmedAt: "2026-11-20T08:00:00.000Z",
  createdAt: "2026-10-01T08:00:00.000Z",
  updatedAt: "2026-11-20T08:00:00.000Z",
  ownerId: 7,
  agent: {
    name: "Sara Ali",
    agency: "Marina Homes",
    brn: "12345",
    phone: "+971 50 123 4567",
    whatsapp: "+971 50 123 4567",
    email: "sara@example.com",
    photoUrl: null,
  },
  titleAr: null,
  descriptionAr: null,
} as Listing;

describe("listing text", () => {
  it("prices per area in the chosen unit, per year for rent", () => {
    expect(formatPricePerArea(en, listing, "sqft")).toBe("AED 1,680/sqft");
    expect(formatPricePerArea(en, listing, "sqm")).toBe("AED 18,083/m²");
    expect(formatPricePerArea(en, { price: 120_000, sqft: 1_000, priceType: "rent" }, "sqft")).toBe(
      "AED 120/sqft a year",
    );
    expect(formatPricePerArea(ar, listing, "sqft")).toBe("1,680 درهم لكل قدم مربعة");
    expect(formatPricePerArea(ar, { price: 120_000, sqft: 1_000, priceType: "rent" }, "sqm")).toBe(
      "1,292 درهم لكل م² سنويًا",
    );
  });

  it("counts bedrooms and bathrooms with Arabic's plural forms", () => {
    expect([0, 1, 2, 3].map((n) => bedsText(en, n))).toEqual(["Studio", "1 bed", "2 beds", "3 beds"]);
    expect([0, 1, 2, 3, 11].map((n) => bedsText(ar, n))).toEqual([
      "استوديو",
      "غرفة نوم واحدة",
      "غرفتا نوم",
      "3 غرف نوم",
      "11 غرفة نوم",
    ]);
    expect([1, 2, 5].map((n) => bathsText(ar, n))).toEqual(["حمّام واحد", "حمّامان", "5 حمّامات"]);
  });

  it("says how long ago the listing was confirmed available", () => {
    const now = Date.parse("2026-11-22T10:00:00.000Z");
    expect(confirmedAvailableText(en, "2026-11-22T09:00:00.000Z", now)).toBe("Confirmed available today");
    expect(confirmedAvailableText(en, "2026-11-21T09:00:00.000Z", now)).toBe("Confirmed available 1 day ago");
    expect(confirmedAvailableText(en, "2026-11-10T09:00:00.000Z", now)).toBe(
      "Confirmed available 12 days ago",
    );
    expect(confirmedAvailableText(ar, "2026-11-22T09:00:00.000Z", now)).toBe("أُكّد توفّره اليوم");
    expect(confirmedAvailableText(ar, "2026-11-10T09:00:00.000Z", now)).toBe("أُكّد توفّره قبل 12 يومًا");
  });

  it("names the permit by emirate", () => {
    expect(permitName(en, "Dubai")).toBe("Trakheesi permit");
    expect(permitName(en, "Abu Dhabi")).toBe("Madhmoun permit");
    expect(permitName(en, "Sharjah")).toBe("Advertising permit");
    expect(permitName(ar, "Dubai")).toBe("تصريح ترخيصي");
  });

  it("builds call and WhatsApp links from digits", () => {
    expect(telLink("+971 (50) 123-4567")).toBe("tel:+971501234567");
    expect(whatsappLink("+971 50 123 4567", "Hi there")).toBe("https://wa.me/971501234567?text=Hi%20there");
  });
});

describe("listing metadata", () => {
  it("leads from Home through purpose, emirate and area", () => {
    expect(breadcrumbTrail(en, listing)).toEqual([
      { name: "Home", path: "/" },
      { name: "Buy", path: "/buy" },
      { name: "Dubai", path: "/dubai" },
      { name: "Jumeirah Beach Residence (JBR)", path: "/areas/jumeirah-beach-residence-jbr" },
    ]);
    expect(breadcrumbTrail(en, { ...listing, priceType: "rent", emirate: "Abu Dhabi" })[1]).toEqual({
      name: "Rent",
      path: "/rent",
    });
    expect(breadcrumbTrail(ar, listing).map((crumb) => crumb.name)).toEqual([
      "الرئيسية",
      "للبيع",
      "دبي",
      "جميرا بيتش ريزيدنس",
    ]);
  });

  it("describes the listing in at most 160 characters", () => {
    const text = listingMetaDescription(en, listing);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(
      /^2-bed apartment for sale in Jumeirah Beach Residence \(JBR\), Dubai: AED 2,100,000/,
    );
    expect(listingKeywords(en, listing)).toEqual([
      "apartment for sale Jumeirah Beach Residence (JBR)",
      "Jumeirah Beach Residence (JBR) property",
      "Dubai real estate",
    ]);
  });

  it("describes the listing in Arabic on an Arabic page, leaving out a description in English", () => {
    expect(listingMetaDescription(ar, listing)).toBe(
      "شقة من غرفتي نوم للبيع في جميرا بيتش ريزيدنس، دبي: 2,100,000 درهم، 1,250 قدم مربعة.",
    );
    expect(listingMetaDescription(ar, { ...listing, beds: 0, priceType: "rent", price: 95_000 })).toBe(
      "شقة استوديو للإيجار في جميرا بيتش ريزيدنس، دبي: 95,000 درهم سنويًا، 1,250 قدم مربعة.",
    );
    const arabic = { ...listing, description: "شقة مشرقة في طابق مرتفع بإطلالة على المارينا." };
    expect(listingMetaDescription(ar, arabic)).toMatch(/قدم مربعة\. شقة مشرقة/);
  });

  it("marks the listing up as a RealEstateListing with an AED offer and a breadcrumb list", () => {
    const [ld, breadcrumbs] = listingJsonLd(en, listing, DEFAULT_SITES.uae) as Record<string, unknown>[];
    expect(ld).toMatchObject({
      "@type": "RealEstateListing",
      url: "https://uaepropertymarkets.com/property/42",
      image: ["https://uaepropertymarkets.com/media/sample/apartment-1.svg", expect.any(String)],
      offers: {
        "@type": "Offer",
        price: 2_100_000,
        priceCurrency: "AED",
        availability: "https://schema.org/InStock",
      },
    });
    const rent = listingJsonLd(
      en,
      { ...listing, priceType: "rent", status: "under-offer" },
      DEFAULT_SITES.uae,
    )[0] as {
      offers: Record<string, unknown>;
    };
    expect(rent.offers.availability).toBe("https://schema.org/LimitedAvailability");
    expect(rent.offers.priceSpecification).toMatchObject({ unitCode: "ANN" });
    expect(breadcrumbs["@type"]).toBe("BreadcrumbList");
    expect((breadcrumbs.itemListElement as { name: string }[]).map((i) => i.name)).toEqual([
      "Home",
      "Buy",
      "Dubai",
      "Jumeirah Beach Residence (JBR)",
      listing.title,
    ]);
  });
});

describe("listing metadata on an Arabic page", () => {
  it("gives the JSON-LD its language, Arabic place names and Arabic addresses", () => {
    const [ld, breadcrumbs] = listingJsonLd(ar, listing, DEFAULT_SITES.uae) as Record<string, unknown>[];
    expect(ld).toMatchObject({
      "@type": "RealEstateListing",
      inLanguage: "ar",
      url: "https://uaepropertymarkets.com/ar/property/42",
      about: {
        address: { addressLocality: "جميرا بيتش ريزيدنس", addressRegion: "دبي", addressCountry: "AE" },
        floorSize: { value: 1_250, unitCode: "FTK" },
      },
      offers: { price: 2_100_000, priceCurrency: "AED" },
    });
    const items = breadcrumbs.itemListElement as { name: string; item: string }[];
    expect(items.map((i) => i.name).slice(0, 3)).toEqual(["الرئيسية", "للبيع", "دبي"]);
    expect(items[2].item).toBe("https://uaepropertymarkets.com/ar/dubai");
  });
});

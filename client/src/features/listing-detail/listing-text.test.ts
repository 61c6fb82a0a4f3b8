import { describe, expect, it } from "vitest";
import type { Listing } from "@shared/listing";
import { DEFAULT_SITES } from "@shared/site";
import { breadcrumbTrail, listingJsonLd, listingMetaDescription } from "./listing-meta";
import {
  confirmedAvailableText,
  formatPricePerArea,
  permitName,
  telLink,
  whatsappLink,
} from "./listing-text";

const listing: Listing = {
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
};

describe("listing text", () => {
  it("prices per area in the chosen unit, per year for rent", () => {
    expect(formatPricePerArea(listing, "sqft")).toBe("AED 1,680/sqft");
    expect(formatPricePerArea(listing, "sqm")).toBe("AED 18,083/m²");
    expect(formatPricePerArea({ price: 120_000, sqft: 1_000, priceType: "rent" }, "sqft")).toBe(
      "AED 120/sqft a year",
    );
  });

  it("says how long ago the listing was confirmed available", () => {
    const now = Date.parse("2026-11-22T10:00:00.000Z");
    expect(confirmedAvailableText("2026-11-22T09:00:00.000Z", now)).toBe("Confirmed available today");
    expect(confirmedAvailableText("2026-11-21T09:00:00.000Z", now)).toBe("Confirmed available 1 day ago");
    expect(confirmedAvailableText("2026-11-10T09:00:00.000Z", now)).toBe("Confirmed available 12 days ago");
  });

  it("names the permit by emirate", () => {
    expect(permitName("Dubai")).toBe("Trakheesi permit");
    expect(permitName("Abu Dhabi")).toBe("Madhmoun permit");
    expect(permitName("Sharjah")).toBe("Advertising permit");
  });

  it("builds call and WhatsApp links from digits", () => {
    expect(telLink("+971 (50) 123-4567")).toBe("tel:+971501234567");
    expect(whatsappLink("+971 50 123 4567", "Hi there")).toBe("https://wa.me/971501234567?text=Hi%20there");
  });
});

describe("listing metadata", () => {
  it("leads from Home through purpose, emirate and area", () => {
    expect(breadcrumbTrail(listing)).toEqual([
      { name: "Home", path: "/" },
      { name: "Buy", path: "/buy" },
      { name: "Dubai", path: "/dubai" },
      { name: "Jumeirah Beach Residence (JBR)", path: "/areas/jumeirah-beach-residence-jbr" },
    ]);
    expect(breadcrumbTrail({ ...listing, priceType: "rent", emirate: "Abu Dhabi" })[1]).toEqual({
      name: "Rent",
      path: "/rent",
    });
  });

  it("describes the listing in at most 160 characters", () => {
    const text = listingMetaDescription(listing);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(
      /^2-bed apartment for sale in Jumeirah Beach Residence \(JBR\), Dubai: AED 2,100,000/,
    );
  });

  it("marks the listing up as a RealEstateListing with an AED offer and a breadcrumb list", () => {
    const [ld, breadcrumbs] = listingJsonLd(listing, DEFAULT_SITES.uae) as Record<string, unknown>[];
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

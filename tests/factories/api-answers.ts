import type { Listing } from "@shared/listing";
import type { AdminListingDetail } from "@shared/moderation";
import { myListingSchema, type MyListing } from "@shared/my-listing";

/**
 * What the API answers, for component tests that stub `fetch` or hand a component its data: fixed values
 * (no counter: a component test's text is asserted word for word), overrides replace any field. No server
 * code here, so the browser-side tests can import this file directly.
 */

/** A published Sharjah apartment of the signed-in owner (user 7), as GET /api/properties/:id answers it. */
export function buildListingAnswer(overrides: Partial<Listing> = {}): Listing {
  return {
    id: 41,
    title: "Bright two-bedroom apartment by the Al Majaz waterfront",
    titleAr: null,
    descriptionAr: null,
    description:
      "A bright two-bedroom apartment on a high floor, with a balcony over the Al Majaz waterfront.",
    location: "Al Majaz",
    emirate: "Sharjah",
    price: 950_000,
    priceType: "sale",
    propertyType: "Apartment",
    category: "residential",
    completionStatus: "ready",
    furnished: "unfurnished",
    beds: 2,
    baths: 2,
    sqft: 1250,
    featured: 0,
    imageUrl: "/media/uploads/a1-1600.webp",
    images: ["/media/uploads/a1-1600.webp"],
    amenities: [],
    permitNumber: null,
    permitValidationUrl: null,
    permitQr: null,
    videoUrl: null,
    tourUrl: null,
    status: "published",
    isSample: false,
    verification: null,
    confirmedAt: "2026-11-20T08:00:00.000Z",
    createdAt: "2026-11-20T08:00:00.000Z",
    updatedAt: "2026-11-20T08:00:00.000Z",
    ownerId: 7,
    latitude: 25.3235,
    longitude: 55.3825,
    agent: null,
    ...overrides,
  };
}

/**
 * One of the owner's listings as GET /api/my/properties answers it: the listing's summary (what only the
 * detail carries left out) with its counts, no plan and no order.
 */
export function buildMyListingAnswer(overrides: Partial<MyListing> = {}): MyListing {
  // The schema keeps the summary's fields and drops the rest, as the API's answer does.
  return myListingSchema.parse({
    ...buildListingAnswer(),
    views: 0,
    enquiryCount: 0,
    unreadEnquiryCount: 0,
    featuredUntil: null,
    latestOrder: null,
    ...overrides,
  });
}

/** A listing in the moderators' console (GET /api/admin/listings/:id): a Dubai Marina rental, no reports. */
export function buildAdminListingAnswer(overrides: Partial<AdminListingDetail> = {}): AdminListingDetail {
  return {
    id: 1042,
    title: "Two-bedroom apartment with marina view",
    status: "published",
    location: "Dubai Marina",
    emirate: "Dubai",
    price: 120_000,
    imageUrl: "/media/uploads/a1-1600.webp",
    ownerId: 7,
    ownerUsername: "layla",
    openReports: 0,
    reasons: [],
    reportSignals: { people: 0, fromOneAddress: 0, inBurst: 0 },
    notice: null,
    createdAt: "2026-11-01T08:00:00.000Z",
    reports: [],
    notices: [],
    verification: null,
    isSample: false,
    openFlags: 0,
    ...overrides,
  };
}

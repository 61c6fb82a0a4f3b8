import type { Agency, Agent } from "@shared/agent";
import type { Enquiry, MyEnquiry } from "@shared/enquiry";
import type { FeaturedOrder, UpgradeResult } from "@shared/featured-plans";
import type { Listing } from "@shared/listing";
import type { PriceHistoryEntry } from "@shared/listing-detail";
import type { EmirateCount, LocationCount, MarketSummary, PriceIndex, Transaction } from "@shared/market";
import type { UploadedPhoto } from "@shared/media";
import type { MyListing } from "@shared/my-listing";
import type { SiteOverview } from "@shared/stats";
import type { User } from "@shared/user";

/**
 * Example values of the document, typed against the shared types so they cannot fall behind the shapes;
 * the document's unit test also validates each against its schema.
 */

const createdAt = "2026-01-12T08:30:00.000Z";

export const exampleUser: User = {
  id: 42,
  username: "layla",
  email: "layla@example.com",
  createdAt,
  locale: "ar",
  role: "user",
};

export const exampleListing: Listing = {
  id: 1001,
  title: "Three-bedroom villa with garden in Arabian Ranches",
  titleAr: "فيلا بثلاث غرف نوم مع حديقة في المرابع العربية",
  location: "Arabian Ranches",
  price: 4_250_000,
  priceType: "sale",
  imageUrl: "/media/uploads/3f9c2a7e-1600.webp",
  beds: 3,
  baths: 4,
  sqft: 3_100,
  propertyType: "Villa",
  featured: 0,
  emirate: "Dubai",
  category: "residential",
  completionStatus: "ready",
  furnished: "unfurnished",
  description: "A quiet corner plot with a private garden, maid's room and a two-car garage.",
  descriptionAr: null,
  images: ["/media/uploads/3f9c2a7e-1600.webp"],
  amenities: ["Private garden", "Maid's room"],
  permitNumber: "7117220918",
  permitValidationUrl: null,
  permitQr: null,
  videoUrl: null,
  tourUrl: null,
  status: "published",
  isSample: false,
  confirmedAt: createdAt,
  createdAt,
  updatedAt: createdAt,
  ownerId: 42,
  latitude: 25.05621,
  longitude: 55.26934,
  verification: {
    method: "permit-rule",
    verifiedAt: createdAt,
    confirmedWithRegulator: false,
    summary: "Permit number format checked, not yet confirmed with DLD",
  },
  agent: null,
};

const {
  agent: _agent,
  description: _description,
  descriptionAr: _descriptionAr,
  permitValidationUrl: _permitValidationUrl,
  permitQr: _permitQr,
  videoUrl: _videoUrl,
  tourUrl: _tourUrl,
  ...listingSummary
} = exampleListing;
export const exampleListingSummary = listingSummary;

export const exampleFeaturedOrder: FeaturedOrder = {
  id: 7,
  propertyId: exampleListing.id,
  plan: "7-days",
  days: 7,
  amountAed: 149,
  netFils: 14190,
  vatFils: 710,
  totalFils: 14900,
  vatPercent: 5,
  provider: "invoice",
  status: "active",
  reference: "INV-2026-000007",
  startsAt: createdAt,
  endsAt: "2026-01-19T08:30:00.000Z",
  createdAt,
};

export const exampleUpgradeResult: UpgradeResult = {
  order: exampleFeaturedOrder,
  featured: 1,
  featuredUntil: exampleFeaturedOrder.endsAt,
};

export const exampleMyListing: MyListing = {
  ...exampleListingSummary,
  views: 310,
  enquiryCount: 4,
  unreadEnquiryCount: 1,
  featuredUntil: exampleFeaturedOrder.endsAt,
  latestOrder: exampleFeaturedOrder,
};

export const exampleEnquiry: Enquiry = {
  id: 55,
  propertyId: exampleListing.id,
  name: "Omar Haddad",
  email: "omar@example.com",
  phone: "+971 50 123 4567",
  message: "Is the villa still available for viewing this weekend?",
  createdAt,
};

export const exampleMyEnquiry: MyEnquiry = {
  ...exampleEnquiry,
  // Not replied yet: the sender's email and phone are not shown (docs/decisions/0054).
  email: null,
  phone: null,
  replied: false,
  unread: 1,
  lastMessageAt: createdAt,
  propertyTitle: exampleListing.title,
  read: false,
  senderDeleted: false,
};

export const examplePriceHistory: PriceHistoryEntry[] = [
  { price: 4_500_000, changedAt: "2025-11-02T10:00:00.000Z" },
  { price: 4_250_000, changedAt: createdAt },
];

export const exampleUploadedPhoto: UploadedPhoto = {
  id: 9,
  url: "/media/uploads/3f9c2a7e-1600.webp",
  srcSet:
    "/media/uploads/3f9c2a7e-400.webp 400w, /media/uploads/3f9c2a7e-800.webp 800w, /media/uploads/3f9c2a7e-1600.webp 1600w",
  width: 1600,
  height: 1067,
};

export const exampleAgent: Agent = {
  id: 12,
  name: "Sara Al Mansoori",
  brn: "48213",
  phone: "+971 4 555 0100",
  whatsapp: "+971 50 555 0100",
  email: "sara@example.com",
  photoUrl: null,
  languages: ["English", "Arabic"],
  areas: ["Dubai Marina", "Jumeirah Beach Residence"],
  agency: { id: 3, name: "Marina Homes Real Estate", orn: "12345", emirate: "Dubai" },
  listingCount: 18,
  isSample: true,
};

export const exampleAgency: Agency = {
  id: 3,
  name: "Marina Homes Real Estate",
  orn: "12345",
  emirate: "Dubai",
  phone: "+971 4 555 0100",
  email: "hello@example.com",
  agentCount: 6,
  listingCount: 74,
  isSample: true,
};

export const exampleMarketSummary: MarketSummary = {
  listingCount: 120,
  forSale: 80,
  forRent: 40,
  medianSalePrice: 2_100_000,
  medianRent: 145_000,
  byType: [
    { propertyType: "Apartment", forSale: 50, medianSalePrice: 1_600_000, forRent: 30, medianRent: 110_000 },
  ],
};

export const exampleEmirateCount: EmirateCount = { emirate: "Dubai", slug: "dubai", listingCount: 120 };

export const exampleLocationCount: LocationCount = {
  location: "Dubai Marina",
  slug: "dubai-marina",
  emirate: "Dubai",
  listingCount: 21,
};

export const examplePriceIndex: PriceIndex = {
  emirate: "Dubai",
  propertyType: null,
  isSample: true,
  series: [
    {
      propertyType: null,
      points: [
        { month: "2025-11", medianPricePerSqft: 1_450, index: 100, transactions: 210 },
        { month: "2025-12", medianPricePerSqft: 1_480, index: 102.1, transactions: 198 },
      ],
    },
  ],
};

export const exampleTransaction: Transaction = {
  id: 301,
  date: "2025-12-14",
  emirate: "Dubai",
  location: "Dubai Marina",
  propertyType: "Apartment",
  beds: 2,
  sqft: 1_250,
  price: 2_050_000,
  pricePerSqft: 1_640,
  isSample: true,
};

export const exampleOverview: SiteOverview = {
  listings: 120,
  forSale: 80,
  forRent: 40,
  offPlan: 12,
  agents: 30,
  byEmirate: [{ emirate: "Dubai", slug: "dubai", listingCount: 120 }],
};

export const exampleValidationError = {
  message: "Some fields are not valid",
  code: "validation_failed",
  fieldErrors: { price: ["Price must be at least AED 1,000"] },
};

import type supertest from "supertest";
import type { EnquiryFormValues } from "@shared/enquiry";
import type { FeaturedPlanId } from "@shared/featured-plans";
import type { ListingDraftInput } from "@shared/listing-draft";
import { nextClientAddress, nextNumber } from "./sequence";

/** A valid enquiry from a visitor; overrides replace any field. */
export function buildEnquiry(overrides: Partial<EnquiryFormValues> = {}): EnquiryFormValues {
  return {
    name: "Layla Haddad",
    email: `visitor${nextNumber()}@example.com`,
    message: "Is the apartment still available? I would like to view it this week.",
    ...overrides,
  };
}

/**
 * Sends an enquiry about a listing from a client address of its own (the per-address limit is one) and
 * returns the stored enquiry as POST answers it. Fails the test on anything but 201.
 */
export async function sendEnquiry(
  client: supertest.Agent,
  listingId: number,
  overrides: Partial<EnquiryFormValues> = {},
) {
  const enquiry = buildEnquiry(overrides);
  const res = await client
    .post(`/api/properties/${listingId}/enquiries`)
    .set("X-Forwarded-For", nextClientAddress())
    .send(enquiry)
    .expect(201);
  return res.body as EnquiryFormValues & { id: number; propertyId: number };
}

/** Saves a listing to the agent's signed-in favourites. */
export async function saveFavourite(agent: supertest.Agent, listingId: number) {
  await agent.put(`/api/favourites/${listingId}`).send({}).expect(204);
}

/** Orders a featured upgrade of one's own listing; returns the order as the API answers it. */
export async function orderUpgrade(
  agent: supertest.Agent,
  listingId: number,
  plan: FeaturedPlanId = "7-days",
) {
  const res = await agent.post(`/api/properties/${listingId}/upgrade`).send({ plan }).expect(201);
  return res.body.order as {
    id: number;
    reference: string;
    plan: FeaturedPlanId;
    startsAt: string;
    endsAt: string;
  };
}

/** Half a listing, as the create form holds it after two steps and a photo; overrides replace any part. */
export function buildDraft(overrides: Partial<ListingDraftInput> = {}): ListingDraftInput {
  return {
    step: 3,
    values: {
      priceType: "rent",
      propertyType: "Apartment",
      title: "Sea view",
      description: "",
      location: "Dubai Marina",
      amenities: ["Balcony"],
      images: ["/media/uploads/abc123-1600.webp"],
    },
    ...overrides,
  };
}

/** Saves the agent's create-listing draft; returns it as the API answers it. */
export async function saveDraft(agent: supertest.Agent, overrides: Partial<ListingDraftInput> = {}) {
  const res = await agent.put("/api/my/listing-draft").send(buildDraft(overrides)).expect(200);
  return res.body as ListingDraftInput & { updatedAt: string };
}

import type { z } from "zod";
import type { createListingInputSchema } from "@shared/listing";

/** What a client may send to create a listing: the required fields, and the optional ones with defaults. */
export type ListingInput = z.input<typeof createListingInputSchema>;

/**
 * A listing that passes the create rules and the publishing rules anywhere: Al Majaz is in Sharjah, which
 * needs no permit number. The fields a client must send, and nothing more, so the API's own defaults
 * (draft, unfurnished, no photos) apply unless a caller overrides them.
 */
const VALID_LISTING_INPUT = {
  title: "Bright two-bedroom apartment by the Al Majaz waterfront",
  description: "A bright two-bedroom apartment on a high floor, with a balcony over the Al Majaz waterfront.",
  location: "Al Majaz",
  price: 950_000,
  priceType: "sale",
  propertyType: "Apartment",
  beds: 2,
  baths: 2,
  sqft: 1250,
} satisfies ListingInput;

/**
 * The one builder of a listing's create input, pure and deterministic: the sample data and every test
 * (tests/factories re-exports it) build listings through it, so a field added to the create schema is
 * added here once. It lives with the seed because server code must not import tests/.
 */
export function buildListingInput<T extends Partial<ListingInput>>(overrides: T = {} as T): ListingInput & T {
  return { ...VALID_LISTING_INPUT, ...overrides };
}

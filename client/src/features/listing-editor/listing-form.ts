import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { z } from "zod";
import {
  categoryOf,
  createListingInputSchema,
  PERMIT_REQUIRED_EMIRATES,
  type CreateListingInput,
  type Listing,
  type PropertyType,
} from "@shared/listing";
import { LOCATIONS, type Emirate } from "@shared/locations";

/** An empty box means "none" (null), as the API takes it. */
const emptyAsNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

/**
 * The editor validates with the shared create schema, so the browser says exactly what the server would.
 * Only optional boxes are loosened on input: an empty permit number means "no permit yet", an empty
 * Arabic title or description, video or tour link "none" (null).
 */
export const listingFormSchema = createListingInputSchema.omit({ status: true }).extend({
  permitNumber: z.preprocess(emptyAsNull, createListingInputSchema.shape.permitNumber),
  permitValidationUrl: z.preprocess(emptyAsNull, createListingInputSchema.shape.permitValidationUrl),
  videoUrl: z.preprocess(emptyAsNull, createListingInputSchema.shape.videoUrl),
  tourUrl: z.preprocess(emptyAsNull, createListingInputSchema.shape.tourUrl),
  titleAr: z.preprocess(emptyAsNull, createListingInputSchema.shape.titleAr),
  descriptionAr: z.preprocess(emptyAsNull, createListingInputSchema.shape.descriptionAr),
});
export type ListingFormInput = z.input<typeof listingFormSchema>;
export type ListingFormOutput = z.output<typeof listingFormSchema>;

/** What the form holds: numbers stay undefined until typed, so "required" errors name the field. */
export interface ListingFormValues {
  priceType: "sale" | "rent";
  propertyType: PropertyType | undefined;
  title: string;
  description: string;
  /** Optional Arabic versions of the title and description; empty for none. */
  titleAr: string;
  descriptionAr: string;
  location: string;
  beds: number | undefined;
  baths: number | undefined;
  sqft: number | undefined;
  furnished: "furnished" | "unfurnished" | "partly";
  completionStatus: "ready" | "off-plan";
  amenities: string[];
  images: string[];
  /** The video (YouTube, Vimeo) and 360° tour (Matterport, or a 360° video) addresses; empty for none. */
  videoUrl: string;
  tourUrl: string;
  price: number | undefined;
  permitNumber: string;
  /** The address the permit's QR code opens (Dubai, DLD Trakheesi); empty for none. */
  permitValidationUrl: string;
  /** The owner's pin; null for the community's centre (docs/decisions/0046-map-and-basemap.md). */
  latitude: number | null;
  longitude: number | null;
}
export type ListingField = keyof ListingFormValues;

export const EMPTY_LISTING: ListingFormValues = {
  priceType: "sale",
  propertyType: undefined,
  title: "",
  description: "",
  titleAr: "",
  descriptionAr: "",
  location: "",
  beds: undefined,
  baths: undefined,
  sqft: undefined,
  furnished: "unfurnished",
  completionStatus: "ready",
  amenities: [],
  images: [],
  videoUrl: "",
  tourUrl: "",
  price: undefined,
  permitNumber: "",
  permitValidationUrl: "",
  latitude: null,
  longitude: null,
};

export function valuesFromListing(listing: Listing): ListingFormValues {
  return {
    priceType: listing.priceType,
    propertyType: listing.propertyType,
    title: listing.title,
    description: listing.description,
    titleAr: listing.titleAr ?? "",
    descriptionAr: listing.descriptionAr ?? "",
    location: listing.location,
    beds: listing.beds,
    baths: listing.baths,
    sqft: listing.sqft,
    furnished: listing.furnished,
    completionStatus: listing.completionStatus,
    amenities: listing.amenities,
    images: listing.images,
    videoUrl: listing.videoUrl ?? "",
    tourUrl: listing.tourUrl ?? "",
    price: listing.price,
    permitNumber: listing.permitNumber ?? "",
    permitValidationUrl: listing.permitValidationUrl ?? "",
    latitude: listing.latitude,
    longitude: listing.longitude,
  };
}

export interface EditorStep {
  id: string;
  /** Shown with the render's `i18n._`. */
  title: MessageDescriptor;
  /** For the step bar, where six full titles do not fit. */
  short: MessageDescriptor;
  fields: ListingField[];
}

/** The six steps, in order; each names the fields it checks before the next step opens. */
export const EDITOR_STEPS: readonly EditorStep[] = [
  {
    id: "basics",
    title: msg`Basics`,
    short: msg`Basics`,
    fields: ["priceType", "propertyType", "title", "description", "titleAr", "descriptionAr"],
  },
  {
    id: "location",
    title: msg`Location`,
    short: msg`Location`,
    fields: ["location", "latitude", "longitude"],
  },
  {
    id: "details",
    title: msg`Details`,
    short: msg`Details`,
    fields: ["beds", "baths", "sqft", "furnished", "completionStatus", "amenities"],
  },
  { id: "photos", title: msg`Photos`, short: msg`Photos`, fields: ["images", "videoUrl", "tourUrl"] },
  {
    id: "price",
    title: msg`Price and permit`,
    short: msg({ message: "Price", context: "editor step" }),
    fields: ["price", "permitNumber", "permitValidationUrl"],
  },
  { id: "review", title: msg`Review`, short: msg`Review`, fields: [] },
];

/** The step that shows a field; server field errors such as "images.2" belong to "images". */
export function stepOfField(field: string): number {
  const name = field.split(".")[0];
  const index = EDITOR_STEPS.findIndex((step) => (step.fields as string[]).includes(name));
  return index;
}

export function emirateOf(location: string): Emirate | undefined {
  return LOCATIONS.find((l) => l.name === location)?.emirate;
}

/** The regulator's permit for advertising property in an emirate, when it needs one. */
export function permitNameFor(emirate: Emirate | undefined): "Trakheesi" | "Madhmoun" | undefined {
  if (!emirate || !(PERMIT_REQUIRED_EMIRATES as readonly string[]).includes(emirate)) return undefined;
  return emirate === "Dubai" ? "Trakheesi" : "Madhmoun";
}

export function isCommercial(propertyType: PropertyType | undefined): boolean {
  return propertyType !== undefined && categoryOf(propertyType) === "commercial";
}

/** The request body for POST /api/properties or PATCH /api/properties/:id. */
export function toListingInput(
  values: ListingFormOutput,
  status: "draft" | "published" | undefined,
): Omit<CreateListingInput, "status"> & { status?: "draft" | "published" } {
  return status ? { ...values, status } : values;
}

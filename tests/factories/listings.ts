import sharp from "sharp";
import type supertest from "supertest";
import { categoryOf, type Listing, type PropertyType } from "@shared/listing";
import { LOCATIONS } from "@shared/locations";
import type { Database } from "../../server/db/client";
import { properties } from "../../server/db/schema";
import { buildListingInput, type ListingInput } from "../../server/db/seed/listing-input";
import { nextNumber } from "./sequence";

export { buildListingInput, type ListingInput };

/** A valid listing input whose title is unique in the file, so its rows can be found and counted. */
export function uniqueListingInput<T extends Partial<ListingInput>>(overrides: T = {} as T) {
  return buildListingInput({ title: `Bright two-bedroom apartment number ${nextNumber()}`, ...overrides });
}

/**
 * Creates a listing through the API as the agent's signed-in user: published unless told otherwise (the
 * state most tests need), unique title. Fails the test on anything but 201.
 */
export async function createListing(agent: supertest.Agent, overrides: Partial<ListingInput> = {}) {
  const res = await agent
    .post("/api/properties")
    .send(uniqueListingInput({ status: "published", ...overrides }))
    .expect(201);
  return res.body as Listing;
}

/**
 * The card a word search for the listing's title answers for it (the summary lists carry), or undefined
 * when the search does not find it.
 */
export async function searchCardOf(
  agent: supertest.Agent,
  listing: Pick<Listing, "id" | "title">,
): Promise<Record<string, unknown> | undefined> {
  const search = await agent.get("/api/properties/search").query({ search: listing.title }).expect(200);
  return (search.body as Record<string, unknown>[]).find((item) => item.id === listing.id);
}

/** A small real photo (a flat-colour JPEG), different for each colour, as the upload form sends it. */
export function buildPhoto(width = 64, height = 48, background = "#2b6cb0"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * A photo-like picture (a gradient and a few discs), a different one for each seed and the same on every
 * run: what the perceptual-hash tests need (flat colours all hash alike).
 */
export function buildPicture(seed: number, width = 640, height = 480): Promise<Buffer> {
  const discs = Array.from({ length: 6 }, (_, i) => {
    const x = (seed * 97 + i * 131) % width;
    const y = (seed * 53 + i * 71) % height;
    const r = 30 + ((seed * 17 + i * 29) % 90);
    const shade = (seed * 37 + i * 61) % 255;
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="rgb(${shade},${255 - shade},${(shade * 3) % 255})"/>`;
  }).join("");
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="${seed % 2}" y2="1">` +
    `<stop offset="0" stop-color="rgb(${(seed * 40) % 255},90,160)"/>` +
    `<stop offset="1" stop-color="rgb(250,${(seed * 70) % 255},40)"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>${discs}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** Uploads a photo through POST /api/uploads (the app re-encodes it); returns its address, `/media/…`. */
export async function uploadPhoto(agent: supertest.Agent, photo?: Buffer): Promise<string> {
  const res = await agent
    .post("/api/uploads")
    .attach("photo", photo ?? (await buildPhoto()), `photo-${nextNumber()}.jpg`)
    .expect(201);
  return res.body.url as string;
}

/** A published listing with `count` real photos uploaded by its owner first. */
export async function createListingWithPhotos(
  agent: supertest.Agent,
  count = 2,
  overrides: Partial<ListingInput> = {},
) {
  const images: string[] = [];
  for (let n = 0; n < count; n++) images.push(await uploadPhoto(agent));
  return createListing(agent, { images, ...overrides });
}

export type ListingRow = typeof properties.$inferInsert;

/**
 * A listing row as the app would store it, for writing straight into the database: the builder's listing,
 * published, confirmed now, in its location's emirate and its type's category, with a sample photo.
 * Overrides replace any column (an agent, a date in the past, the sample flag).
 */
export function buildListingRow(overrides: Partial<ListingRow> = {}): ListingRow {
  const input = uniqueListingInput();
  const location = overrides.location ?? input.location;
  const propertyType = (overrides.propertyType ?? input.propertyType) as PropertyType;
  return {
    ...input,
    emirate: LOCATIONS.find((l) => l.name === location)?.emirate ?? "Sharjah",
    category: categoryOf(propertyType),
    completionStatus: "ready",
    furnished: "unfurnished",
    imageUrl: "/media/sample/apartment-1.svg",
    status: "published",
    ...overrides,
  };
}

/** Listings written straight into the database (many in one statement), for reads that need exact data. */
export async function insertListings(database: Database, rows: Partial<ListingRow>[]) {
  return database.db
    .insert(properties)
    .values(rows.map((row) => buildListingRow(row)))
    .returning();
}

/** Named listings written at once (a test's fixture); answers each name's id. */
export async function insertNamedListings<K extends string>(
  database: Database,
  listings: Record<K, Partial<ListingRow>>,
): Promise<Record<K, number>> {
  const names = Object.keys(listings) as K[];
  const rows = await insertListings(
    database,
    names.map((name) => listings[name]),
  );
  return Object.fromEntries(names.map((name, index) => [name, rows[index].id])) as Record<K, number>;
}

export async function insertListing(database: Database, overrides: Partial<ListingRow> = {}) {
  const [row] = await insertListings(database, [overrides]);
  return row;
}

/**
 * A Trakheesi-form permit number (10 digits) new to this file's database: one permit is one advert
 * (docs/decisions/0051), so each published Dubai listing of a test needs its own.
 */
export function nextPermitNumber(): string {
  return String(7_100_000_000 + nextNumber());
}

/**
 * Overrides for a Dubai office to rent (Dubai needs a permit number to publish), for the upgrade tests;
 * each use (each spread) takes a permit number of its own.
 */
export const DUBAI_OFFICE = {
  title: "Corner office with canal view in Business Bay",
  description: "A fitted corner office on a high floor with a view over the canal, two parking spaces.",
  location: "Business Bay",
  price: 180_000,
  priceType: "rent",
  propertyType: "Office",
  beds: 0,
  baths: 1,
  sqft: 1400,
  get permitNumber() {
    return nextPermitNumber();
  },
} satisfies Partial<ListingInput>;

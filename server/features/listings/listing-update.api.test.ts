import type supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPDATABLE_LISTING_FIELDS, type Listing } from "@shared/listing";
import { uploads } from "../../db/schema";
import { nextPermitNumber } from "../../../tests/factories";
import { createTestApp, signUp, type TestApp } from "../../../tests/helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Field = (typeof UPDATABLE_LISTING_FIELDS)[number];

/** A Dubai permit's validation address, as its QR code opens it (docs/decisions/0056). */
const PERMIT_QR_LINK = "https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validation?khevJujtDig=";

let photoCounter = 0;
/** Photo URLs the user owns, as an upload would record them (the files themselves are not needed). */
async function ownedPhotos(userId: number, count: number): Promise<string[]> {
  const urls = Array.from({ length: count }, () => {
    photoCounter += 1;
    return `/media/uploads/partial-update-${userId}-${photoCounter}.jpg`;
  });
  await t.database.db
    .insert(uploads)
    .values(urls.map((url) => ({ ownerId: userId, key: url, url, width: 1600, height: 1200, bytes: 1000 })));
  return urls;
}

/** A published Dubai listing with every optional field set to something other than its default. */
async function createFullListing(owner: supertest.Agent, userId: number): Promise<Listing> {
  const res = await owner
    .post("/api/properties")
    .send({
      title: "Marina view two-bedroom with study and balcony",
      titleAr: "شقة بغرفتي نوم ومكتب وشرفة مطلة على المارينا",
      description: "A high-floor two-bedroom apartment with a study, a long balcony and a full marina view.",
      descriptionAr: "شقة بغرفتي نوم في طابق مرتفع، مع مكتب وشرفة طويلة وإطلالة كاملة على المارينا.",
      location: "Dubai Marina",
      price: 2_400_000,
      priceType: "sale",
      propertyType: "Apartment",
      beds: 2,
      baths: 3,
      sqft: 1480,
      completionStatus: "off-plan",
      furnished: "furnished",
      amenities: ["Balcony", "Shared pool", "Covered parking"],
      images: await ownedPhotos(userId, 2),
      permitNumber: nextPermitNumber(),
      permitValidationUrl: `${PERMIT_QR_LINK}first-${userId}`,
      videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      tourUrl: "https://my.matterport.com/show/?m=SxQL3iGyoDo",
      latitude: 25.0851,
      longitude: 55.1432,
      status: "published",
    })
    .expect(201);
  return res.body as Listing;
}

/**
 * A new value for every updatable field, different from createFullListing's and allowed on a published
 * Dubai listing. Typed as a Record over the field list, so a field added to the update schema does not
 * compile here until it has a value, and the table test below covers it.
 */
const changes: Record<Field, (userId: number) => Promise<unknown> | unknown> = {
  title: () => "Marina view two-bedroom, newly renovated",
  titleAr: () => "شقة بغرفتي نوم مطلة على المارينا، مجددة حديثًا",
  descriptionAr: () => "جُدِّدت هذا الربيع: مطبخ جديد وأرضيات جديدة، مع الإطلالة الكاملة نفسها على المارينا.",
  description: () => "Renovated this spring: new kitchen, new floors, and the same full view of the marina.",
  location: () => "Downtown Dubai",
  price: () => 2_250_000,
  priceType: () => "rent",
  propertyType: () => "Penthouse",
  beds: () => 3,
  baths: () => 2,
  sqft: () => 1520,
  completionStatus: () => "ready",
  furnished: () => "partly",
  amenities: () => ["Gym"],
  images: (userId) => ownedPhotos(userId, 1),
  permitNumber: () => "7100054321",
  permitValidationUrl: (userId) => `${PERMIT_QR_LINK}second-${userId}`,
  // In the providers' canonical form, as they are stored (shared/media-embeds.ts).
  videoUrl: () => "https://vimeo.com/76979871",
  tourUrl: () => "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
  status: () => "under-offer",
  latitude: () => 25.07912,
  longitude: () => 55.13874,
};

/** Fields a change of the key may also change, because they derive from it. */
const derivedFrom: Partial<Record<Field, (keyof Listing)[]>> = {
  images: ["imageUrl"],
  // A move to another community without a pin moves the pin to that community's centre.
  location: ["emirate", "latitude", "longitude"],
  propertyType: ["category"],
  // The QR code is drawn from the link.
  permitValidationUrl: ["permitQr"],
};

const getOwn = async (owner: supertest.Agent, id: number) =>
  (await owner.get(`/api/properties/${id}`).expect(200)).body as Listing;

describe("PATCH /api/properties/:id is a partial update", () => {
  it("has a test value for every updatable field", () => {
    expect(Object.keys(changes).sort()).toEqual([...UPDATABLE_LISTING_FIELDS].sort());
  });

  it.each(UPDATABLE_LISTING_FIELDS)(
    "changes only %s and leaves every other field as it was",
    async (field) => {
      const owner = t.request();
      const user = await signUp(owner);
      const created = await createFullListing(owner, user.id);
      const before = await getOwn(owner, created.id);
      const value = await changes[field](user.id);

      const res = await owner
        .patch(`/api/properties/${created.id}`)
        .send({ [field]: value })
        .expect(200);
      const after = await getOwn(owner, created.id);

      expect(res.body).toEqual(after);
      expect(after[field]).toEqual(value);
      const mayChange = new Set<string>([field, "updatedAt", ...(derivedFrom[field] ?? [])]);
      const unchanged = (listing: Listing) =>
        Object.fromEntries(Object.entries(listing).filter(([name]) => !mayChange.has(name)));
      expect(unchanged(after)).toEqual(unchanged(before));
    },
  );

  it("keeps photos, amenities and permit through published → under offer → published", async () => {
    const owner = t.request();
    const user = await signUp(owner);
    const created = await createFullListing(owner, user.id);
    const kept = (l: Listing) => ({
      images: l.images,
      imageUrl: l.imageUrl,
      amenities: l.amenities,
      permitNumber: l.permitNumber,
      furnished: l.furnished,
      completionStatus: l.completionStatus,
    });

    const underOffer = await owner
      .patch(`/api/properties/${created.id}`)
      .send({ status: "under-offer" })
      .expect(200);
    expect(underOffer.body.status).toBe("under-offer");
    expect(kept(underOffer.body as Listing)).toEqual(kept(created));

    const republished = await owner
      .patch(`/api/properties/${created.id}`)
      .send({ status: "published" })
      .expect(200);
    expect(republished.body.status).toBe("published");
    expect(kept(republished.body as Listing)).toEqual(kept(created));
  });

  it("lets a published listing with a permit change its price, and records the change", async () => {
    const owner = t.request();
    const user = await signUp(owner);
    const created = await createFullListing(owner, user.id);
    await owner.patch(`/api/properties/${created.id}`).send({ price: 2_300_000 }).expect(200);
    const history = await owner.get(`/api/properties/${created.id}/price-history`).expect(200);
    expect(history.body.map((entry: { price: number }) => entry.price)).toEqual([2_400_000, 2_300_000]);
  });

  it("checks the publishing rules on the listing as it will be", async () => {
    const owner = t.request();
    const user = await signUp(owner);
    const created = await createFullListing(owner, user.id);
    const refused = await owner
      .patch(`/api/properties/${created.id}`)
      .send({ permitNumber: null })
      .expect(400);
    expect(refused.body.fieldErrors.permitNumber).toEqual([
      "A Trakheesi permit number is required to publish a listing in Dubai",
    ]);
    expect((await getOwn(owner, created.id)).permitNumber).toBe(created.permitNumber);
  });

  it("refuses an empty body, or one with no known field, with a clear 400", async () => {
    const owner = t.request();
    const user = await signUp(owner);
    const created = await createFullListing(owner, user.id);
    const empty = await owner.patch(`/api/properties/${created.id}`).send({}).expect(400);
    expect(empty.body.fieldErrors._root[0]).toMatch(/at least one field/i);
    const unknown = await owner.patch(`/api/properties/${created.id}`).send({ colour: "blue" }).expect(400);
    expect(unknown.body.fieldErrors._root[0]).toMatch(/colour/);
    const after = await getOwn(owner, created.id);
    expect({ ...after, updatedAt: created.updatedAt }).toEqual(created);
  });

  it("answers 403 to someone else whatever the body: valid, empty or invalid", async () => {
    const owner = t.request();
    const user = await signUp(owner);
    const created = await createFullListing(owner, user.id);
    const stranger = t.request();
    await signUp(stranger);
    for (const body of [{ price: 1_000_000 }, {}, { price: "cheap", colour: "blue" }]) {
      const res = await stranger.patch(`/api/properties/${created.id}`).send(body);
      expect({ body, status: res.status }).toEqual({ body, status: 403 });
    }
    expect(await getOwn(owner, created.id)).toMatchObject({ price: 2_400_000, status: "published" });
    await stranger.patch("/api/properties/99999999").send({}).expect(404);
  });
});

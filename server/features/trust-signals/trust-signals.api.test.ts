import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { and, eq, isNull } from "drizzle-orm";
import sharp from "sharp";
import type supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Listing } from "@shared/listing";
import { DUBAI_BRN_FORMAT, DUBAI_PERMIT_FORMAT, PHOTO_MATCH_MAX_DISTANCE } from "@shared/trust-signals";
import { photoRefOf } from "@shared/media";
import { agents, listingFlags, properties, propertyImages, uploads, users } from "../../db/schema";
import { differenceHash, hammingDistance } from "../../lib/perceptual-hash";
import {
  buildPicture,
  createListing,
  insertListing,
  insertUser,
  nextPermitNumber,
  signIn,
  uniqueListingInput,
  uploadPhoto,
} from "../../../tests/factories";
import { createTestApp, signUp, type TestApp } from "../../../tests/helpers/test-app";
import { createLocalPhotoStorage } from "../uploads/photo-storage";
import * as repository from "./trust-signals.repository";
import {
  backfillPhotoHashes,
  PERMIT_ON_OTHER_OWNERS_LISTING_MESSAGE,
  PERMIT_ON_OWN_LISTING_MESSAGE,
  permitConflictOf,
  reviewListing,
} from "./trust-signals.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function owner(): Promise<{ agent: supertest.Agent; id: number }> {
  const agent = t.request();
  const user = await signUp(agent);
  return { agent, id: user.id };
}

async function staff(role: "moderator" | "admin" | "user" = "moderator"): Promise<supertest.Agent> {
  const user = await insertUser(t.database, role);
  await t.database.db.update(users).set({ role }).where(eq(users.id, user.id));
  const agent = t.request();
  await signIn(agent, user);
  return agent;
}

/** Publishing through the API, answering the response whatever its status. */
function publish(agent: supertest.Agent, overrides: Record<string, unknown>) {
  return agent.post("/api/properties").send(uniqueListingInput({ status: "published", ...overrides }));
}

async function openFlagsOf(listingId: number) {
  return t.database.db
    .select({ kind: listingFlags.kind, details: listingFlags.details })
    .from(listingFlags)
    .where(and(eq(listingFlags.propertyId, listingId), isNull(listingFlags.resolvedAt)));
}

async function ownListing(agent: supertest.Agent, id: number): Promise<Listing> {
  return (await agent.get(`/api/properties/${id}`).expect(200)).body as Listing;
}

async function countActiveWithPermit(permitNumber: string): Promise<number> {
  const rows = await t.database.db
    .select({ id: properties.id, status: properties.status })
    .from(properties)
    .where(eq(properties.permitNumber, permitNumber));
  return rows.filter((row) => row.status === "published" || row.status === "under-offer").length;
}

describe("one permit, one advert", () => {
  it("refuses another owner's publishing of a permit already on an active listing, naming permitNumber", async () => {
    const first = await owner();
    const second = await owner();
    const permitNumber = nextPermitNumber();
    const held = await createListing(first.agent, { location: "Dubai Marina", permitNumber });
    expect(held.status).toBe("published");

    const refused = await publish(second.agent, { location: "Business Bay", permitNumber }).expect(409);
    expect(refused.body.code).toBe("conflict");
    expect(refused.body.fieldErrors.permitNumber).toEqual([PERMIT_ON_OTHER_OWNERS_LISTING_MESSAGE]);
    expect(await countActiveWithPermit(permitNumber)).toBe(1);

    // In Arabic, like every error.
    const arabic = await publish(second.agent, { location: "Business Bay", permitNumber })
      .set("Accept-Language", "ar")
      .expect(409);
    expect(arabic.body.fieldErrors.permitNumber[0]).toMatch(/التصريح الواحد يتيح إعلانًا واحدًا/);

    // A draft holds no permit; publishing it is refused the same way, and the draft stays a draft.
    const draft = await createListing(second.agent, {
      location: "Business Bay",
      permitNumber,
      status: "draft",
    });
    const patched = await second.agent
      .patch(`/api/properties/${draft.id}`)
      .send({ status: "published" })
      .expect(409);
    expect(patched.body.fieldErrors.permitNumber).toEqual([PERMIT_ON_OTHER_OWNERS_LISTING_MESSAGE]);
    expect((await ownListing(second.agent, draft.id)).status).toBe("draft");

    // Once the first advert is down, the permit is free.
    await first.agent.patch(`/api/properties/${held.id}`).send({ status: "archived" }).expect(200);
    await second.agent.patch(`/api/properties/${draft.id}`).send({ status: "published" }).expect(200);
    expect(await countActiveWithPermit(permitNumber)).toBe(1);
  });

  it("refuses a permit number changed to one another listing advertises, and keeps the stored one", async () => {
    const first = await owner();
    const second = await owner();
    const taken = nextPermitNumber();
    await createListing(first.agent, { location: "Dubai Marina", permitNumber: taken });
    const own = await createListing(second.agent, {
      location: "Dubai Marina",
      permitNumber: nextPermitNumber(),
    });
    const refused = await second.agent
      .patch(`/api/properties/${own.id}`)
      .send({ permitNumber: taken })
      .expect(409);
    expect(refused.body.fieldErrors.permitNumber).toEqual([PERMIT_ON_OTHER_OWNERS_LISTING_MESSAGE]);
    expect((await ownListing(second.agent, own.id)).permitNumber).toBe(own.permitNumber);
    // Under offer still advertises the permit.
    const underOffer = await second.agent
      .patch(`/api/properties/${own.id}`)
      .send({ status: "under-offer", permitNumber: taken })
      .expect(409);
    expect(underOffer.body.fieldErrors.permitNumber).toEqual([PERMIT_ON_OTHER_OWNERS_LISTING_MESSAGE]);
  });

  it("refuses the same owner's second advert with the same permit, with words for the owner", async () => {
    const { agent } = await owner();
    const permitNumber = nextPermitNumber();
    const first = await createListing(agent, { location: "Dubai Marina", permitNumber });
    const refused = await publish(agent, { location: "Dubai Marina", permitNumber }).expect(409);
    expect(refused.body.fieldErrors.permitNumber).toEqual([PERMIT_ON_OWN_LISTING_MESSAGE]);
    // Editing the listing that holds the permit is of course allowed.
    await agent.patch(`/api/properties/${first.id}`).send({ price: 1_234_000, permitNumber }).expect(200);
  });

  it("holds a permit per emirate, and not on sample listings (their permits are invented)", async () => {
    const { agent } = await owner();
    const permitNumber = nextPermitNumber();
    await createListing(agent, { location: "Dubai Marina", permitNumber });
    // The same digits in Abu Dhabi are another authority's permit.
    await publish(agent, { location: "Yas Island", permitNumber }).expect(201);

    const samplePermit = nextPermitNumber();
    // Two sample listings may share a permit (written one after the other): the seed's random permits can
    // never break it.
    for (let n = 0; n < 2; n++) {
      await insertListing(t.database, {
        isSample: true,
        ownerId: null,
        location: "Dubai Marina",
        emirate: "Dubai",
        permitNumber: samplePermit,
      });
    }
    await publish(agent, { location: "Dubai Marina", permitNumber: samplePermit }).expect(201);
  });

  it("lets one of two publishes of one permit at the same moment through, the other a 409", async () => {
    const first = await owner();
    const second = await owner();
    const permitNumber = nextPermitNumber();
    const answers = await Promise.all([
      publish(first.agent, { location: "Dubai Marina", permitNumber }),
      publish(second.agent, { location: "Dubai Marina", permitNumber }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    const refused = answers.find((res) => res.status === 409)!;
    expect(refused.body.fieldErrors.permitNumber).toEqual([PERMIT_ON_OTHER_OWNERS_LISTING_MESSAGE]);
    expect(await countActiveWithPermit(permitNumber)).toBe(1);
  });

  it("is kept by the database itself: a second active row with the permit is refused, and read as a 409", async () => {
    const { agent, id: ownerId } = await owner();
    const permitNumber = nextPermitNumber();
    await createListing(agent, { location: "Dubai Marina", permitNumber });
    // What a request that passed the friendly check at the same moment as another would meet.
    const error = await insertListing(t.database, {
      ownerId,
      location: "Dubai Marina",
      emirate: "Dubai",
      permitNumber,
      isSample: false,
    }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeDefined();
    const conflict = await permitConflictOf(t.database.db, error, {
      ownerId,
      emirate: "Dubai",
      permitNumber,
    });
    expect(conflict?.status).toBe(409);
    expect(conflict?.fieldErrors?.permitNumber).toEqual([PERMIT_ON_OWN_LISTING_MESSAGE]);
    expect(
      await permitConflictOf(t.database.db, new Error("other"), { ownerId, emirate: "Dubai", permitNumber }),
    ).toBeUndefined();
  });
});

describe("permit formats per emirate", () => {
  it("verifies a Dubai listing whose permit has the Trakheesi form, and flags one that does not", async () => {
    const { agent } = await owner();
    const good = await createListing(agent, { location: "Dubai Marina", permitNumber: nextPermitNumber() });
    expect(good.verification).toEqual({
      method: "permit-rule",
      verifiedAt: expect.any(String),
      confirmedWithRegulator: false,
      summary: "Permit number format checked, not yet confirmed with DLD",
    });
    expect(await openFlagsOf(good.id)).toEqual([]);

    const odd = await createListing(agent, { location: "Dubai Marina", permitNumber: "DXB-778899" });
    expect(odd.status).toBe("published");
    expect(odd.verification).toBeNull();
    expect(await openFlagsOf(odd.id)).toEqual([
      {
        kind: "permit-format",
        details: expect.objectContaining({
          permitNumber: "DXB-778899",
          expected: "Trakheesi permit: 10 digits",
        }),
      },
    ]);
    // Corrected: the rule closes its own flag and the listing is verified.
    const fixed = await agent
      .patch(`/api/properties/${odd.id}`)
      .send({ permitNumber: nextPermitNumber() })
      .expect(200);
    expect(fixed.body.verification).toEqual({
      method: "permit-rule",
      verifiedAt: expect.any(String),
      confirmedWithRegulator: false,
      summary: "Permit number format checked, not yet confirmed with DLD",
    });
    expect(await openFlagsOf(odd.id)).toEqual([]);
  });

  it("flags every Abu Dhabi permit for a moderator (no published format) and checks nothing in Sharjah", async () => {
    const { agent } = await owner();
    const abuDhabi = await createListing(agent, { location: "Yas Island", permitNumber: nextPermitNumber() });
    expect(abuDhabi.verification).toBeNull();
    expect((await openFlagsOf(abuDhabi.id)).map((f) => f.kind)).toEqual(["permit-unchecked"]);

    const sharjah = await createListing(agent, { location: "Al Majaz", permitNumber: "SHJ-12345" });
    expect(sharjah.verification).toBeNull();
    expect(await openFlagsOf(sharjah.id)).toEqual([]);
  });

  it("flags an agent listing whose agent's BRN is not in RERA's form", async () => {
    const user = await insertUser(t.database, "agentowner");
    const [agent] = await t.database.db
      .insert(agents)
      .values({ name: "Test Agent", brn: "BRN-ABC", isSample: false })
      .returning({ id: agents.id });
    const listing = await insertListing(t.database, {
      ownerId: user.id,
      agentId: agent!.id,
      location: "Dubai Marina",
      emirate: "Dubai",
      permitNumber: nextPermitNumber(),
    });
    // Agent listings come from agencies' systems (issue 16, item 5); the signals run on their writes too.
    await reviewListing(t.database.db, listing!.id);
    expect((await openFlagsOf(listing!.id)).map((f) => f.kind)).toEqual(["brn-format"]);
  });
});

/*
 * No regulator publishes a format today (shared/trust-signals.ts), so these tests mark Dubai's as the
 * regulator would: the same constants the code reads, put back afterwards.
 */
describe("a format marked published", () => {
  const PERMIT_REFUSED =
    "This Trakheesi permit number is not in the form its regulator publishes (10 digits)";
  const PERMIT_REFUSED_AR = "رقم تصريح ترخيصي هذا ليس بالصيغة التي تنشرها الجهة التنظيمية (10 أرقام)";
  beforeAll(() => {
    DUBAI_PERMIT_FORMAT.authority = "published";
    DUBAI_BRN_FORMAT.authority = "published";
  });
  afterAll(() => {
    DUBAI_PERMIT_FORMAT.authority = "observed";
    DUBAI_BRN_FORMAT.authority = "observed";
  });

  it("refuses a create with a permit not in it, published or draft, naming permitNumber, in the reader's language", async () => {
    const { agent } = await owner();
    for (const status of ["published", "draft"] as const) {
      const res = await agent
        .post("/api/properties")
        .send(uniqueListingInput({ status, location: "Dubai Marina", permitNumber: "DXB-778899" }))
        .expect(400);
      expect(res.body.fieldErrors).toEqual({ permitNumber: [PERMIT_REFUSED] });
    }
    const arabic = await agent
      .post("/api/properties")
      .set("Accept-Language", "ar")
      .send(uniqueListingInput({ status: "published", location: "Dubai Marina", permitNumber: "DXB-778899" }))
      .expect(400);
    expect(arabic.body.fieldErrors).toEqual({ permitNumber: [PERMIT_REFUSED_AR] });
    expect(
      await t.database.db.select().from(properties).where(eq(properties.permitNumber, "DXB-778899")),
    ).toEqual([]);
    // A permit in the published form goes through as before, verified by the rule.
    const good = await createListing(agent, { location: "Dubai Marina", permitNumber: nextPermitNumber() });
    expect(good.verification?.method).toBe("permit-rule");
    // Other emirates' numbers are not Dubai's to judge.
    await createListing(agent, { location: "Al Majaz", permitNumber: `SHJ-${nextPermitNumber()}` });
  });

  it("refuses an update to such a permit and the publishing of a draft that has one, changing nothing", async () => {
    const { agent, id: ownerId } = await owner();
    const listing = await createListing(agent, {
      location: "Dubai Marina",
      permitNumber: nextPermitNumber(),
    });
    const patched = await agent
      .patch(`/api/properties/${listing.id}`)
      .send({ permitNumber: "DXB-778899" })
      .expect(400);
    expect(patched.body.fieldErrors).toEqual({ permitNumber: [PERMIT_REFUSED] });
    expect((await ownListing(agent, listing.id)).permitNumber).toBe(listing.permitNumber);

    // A draft stored before the format was published: kept while it stays a draft, refused at publishing.
    const draft = await insertListing(t.database, {
      ownerId,
      status: "draft",
      location: "Dubai Marina",
      emirate: "Dubai",
      permitNumber: "DXB-445566",
    });
    await agent.patch(`/api/properties/${draft!.id}`).send({ price: 1_500_000 }).expect(200);
    const published = await agent
      .patch(`/api/properties/${draft!.id}`)
      .send({ status: "published" })
      .expect(400);
    expect(published.body.fieldErrors).toEqual({ permitNumber: [PERMIT_REFUSED] });
    expect((await ownListing(agent, draft!.id)).status).toBe("draft");
  });

  it("flags, rather than passes over, a public listing stored before the format was published", async () => {
    const user = await insertUser(t.database, "oldlister");
    const listing = await insertListing(t.database, {
      ownerId: user.id,
      location: "Dubai Marina",
      emirate: "Dubai",
      permitNumber: "DXB-990011",
    });
    await reviewListing(t.database.db, listing!.id);
    expect(await openFlagsOf(listing!.id)).toEqual([
      { kind: "permit-format", details: expect.objectContaining({ permitNumber: "DXB-990011" }) },
    ]);
  });
});

describe("perceptual hashes of photos", () => {
  it("stores each upload's 64-bit hash, close for the same picture re-encoded", async () => {
    const { agent, id } = await owner();
    const picture = await buildPicture(11);
    const address = await uploadPhoto(agent, picture);
    const copy = await uploadPhoto(agent, await sharp(picture).resize(300).jpeg({ quality: 50 }).toBuffer());
    const rows = await t.database.db
      .select({ url: uploads.url, photoHash: uploads.photoHash })
      .from(uploads)
      .where(eq(uploads.ownerId, id));
    expect(rows).toHaveLength(2);
    const hashOf = (url: string) => rows.find((row) => row.url === photoRefOf(url))?.photoHash;
    const a = hashOf(address);
    const b = hashOf(copy);
    expect(typeof a).toBe("bigint");
    expect(typeof b).toBe("bigint");
    expect(a).toBe(await differenceHash(picture));
    expect(hammingDistance(a!, b!)).toBeLessThanOrEqual(PHOTO_MATCH_MAX_DISTANCE);
  });

  it("flags a listing whose photo is another owner's, however re-encoded, and not the first owner's", async () => {
    const first = await owner();
    const second = await owner();
    const picture = await buildPicture(21);
    const original = await createListing(first.agent, {
      location: "Dubai Marina",
      permitNumber: nextPermitNumber(),
      images: [
        await uploadPhoto(first.agent, await buildPicture(22)),
        await uploadPhoto(first.agent, picture),
      ],
    });
    expect(original.verification?.method).toBe("permit-rule");

    const copied = await uploadPhoto(
      second.agent,
      await sharp(picture).resize(500).webp({ quality: 40 }).toBuffer(),
    );
    const copy = await createListing(second.agent, {
      location: "Dubai Marina",
      permitNumber: nextPermitNumber(),
      images: [copied],
    });
    expect(copy.status).toBe("published");
    expect(copy.verification).toBeNull();
    expect(await openFlagsOf(copy.id)).toEqual([
      {
        kind: "duplicate-photo",
        details: expect.objectContaining({ otherListingId: original.id, distance: expect.any(Number) }),
      },
    ]);
    expect(await openFlagsOf(original.id)).toEqual([]);
    expect((await ownListing(first.agent, original.id)).verification?.method).toBe("permit-rule");

    // A different picture is not a match; nor is an owner's own photo on their second listing.
    const other = await createListing(second.agent, {
      location: "Dubai Marina",
      permitNumber: nextPermitNumber(),
      images: [await uploadPhoto(second.agent, await buildPicture(23))],
    });
    expect(await openFlagsOf(other.id)).toEqual([]);
    const again = await createListing(first.agent, {
      location: "Dubai Marina",
      permitNumber: nextPermitNumber(),
      images: [await uploadPhoto(first.agent, picture)],
    });
    expect(await openFlagsOf(again.id)).toEqual([]);
  });

  it("does not flag a draft until it is published", async () => {
    const first = await owner();
    const second = await owner();
    const picture = await buildPicture(31);
    await createListing(first.agent, {
      location: "Al Majaz",
      images: [await uploadPhoto(first.agent, picture)],
    });
    const draft = await createListing(second.agent, {
      location: "Al Majaz",
      status: "draft",
      images: [await uploadPhoto(second.agent, picture)],
    });
    expect(await openFlagsOf(draft.id)).toEqual([]);
    await second.agent.patch(`/api/properties/${draft.id}`).send({ status: "published" }).expect(200);
    expect((await openFlagsOf(draft.id)).map((f) => f.kind)).toEqual(["duplicate-photo"]);
  });

  it("never matches photos on sample listings (illustrations shared between them)", async () => {
    const sampleOwner = await owner();
    const picture = await buildPicture(41);
    const address = await uploadPhoto(sampleOwner.agent, picture);
    const sample = await insertListing(t.database, {
      isSample: true,
      ownerId: null,
      location: "Al Majaz",
      emirate: "Sharjah",
    });
    await t.database.db
      .insert(propertyImages)
      .values({ propertyId: sample!.id, position: 0, url: photoRefOf(address) });
    const real = await owner();
    const mine = await createListing(real.agent, {
      location: "Al Majaz",
      images: [await uploadPhoto(real.agent, picture)],
    });
    expect(await openFlagsOf(mine.id)).toEqual([]);
    // The same listing, were it a real one, would match: the sample flag is what keeps it out.
    await t.database.db
      .update(properties)
      .set({ isSample: false, ownerId: sampleOwner.id })
      .where(eq(properties.id, sample!.id));
    await real.agent.patch(`/api/properties/${mine.id}`).send({ price: 999_000 }).expect(200);
    expect((await openFlagsOf(mine.id)).map((f) => f.kind)).toEqual(["duplicate-photo"]);
  });
});

describe("the hash backfill job", () => {
  it("hashes older uploads from the stored photo, skips a missing file, and has nothing left after", async () => {
    const directory = await fs.mkdtemp(path.join(os.tmpdir(), "hash-backfill-"));
    const storage = createLocalPhotoStorage(directory);
    const user = await insertUser(t.database, "backfill");
    const picture = await sharp(await buildPicture(61))
      .webp()
      .toBuffer();
    await storage.put("older-1600.webp", Readable.from(picture), "image/webp");
    const rows = await t.database.db
      .insert(uploads)
      .values([
        {
          ownerId: user.id,
          key: "older",
          url: "older-1600.webp",
          width: 640,
          height: 480,
          bytes: picture.length,
        },
        { ownerId: user.id, key: "gone", url: "gone-1600.webp", width: 640, height: 480, bytes: 1000 },
      ])
      .returning({ id: uploads.id, url: uploads.url });
    const hashOf = async (id: number) =>
      (await t.database.db.select({ h: uploads.photoHash }).from(uploads).where(eq(uploads.id, id)))[0]?.h;

    expect(await backfillPhotoHashes(t.database.db, storage)).toBeGreaterThanOrEqual(1);
    expect(await hashOf(rows[0]!.id)).toBe(await differenceHash(picture));
    expect(await hashOf(rows[1]!.id)).toBeNull();
    expect(await backfillPhotoHashes(t.database.db, storage)).toBe(0);
    await fs.rm(directory, { recursive: true, force: true });
  });
});

describe("verified", () => {
  it("is lost when a flag opens, and back when a moderator resolves it (which the next save keeps)", async () => {
    const first = await owner();
    const second = await owner();
    const picture = await buildPicture(51);
    await createListing(first.agent, {
      location: "Dubai Marina",
      permitNumber: nextPermitNumber(),
      images: [await uploadPhoto(first.agent, picture)],
    });
    const listing = await createListing(second.agent, {
      location: "Dubai Marina",
      permitNumber: nextPermitNumber(),
      images: [await uploadPhoto(second.agent, await buildPicture(52))],
    });
    expect(listing.verification?.method).toBe("permit-rule");
    const patched = await second.agent
      .patch(`/api/properties/${listing.id}`)
      .send({ images: [...listing.images, await uploadPhoto(second.agent, picture)] })
      .expect(200);
    expect(patched.body.verification).toBeNull();
    // Public cards and the page say so too.
    expect((await t.request().get(`/api/properties/${listing.id}`).expect(200)).body.verification).toBeNull();

    const moderator = await staff("moderator");
    const flags = (await moderator.get("/api/admin/flags").expect(200)).body as {
      id: number;
      listingId: number;
      kind: string;
    }[];
    const flag = flags.find((f) => f.listingId === listing.id);
    expect(flag).toMatchObject({ kind: "duplicate-photo" });
    await moderator.post(`/api/admin/flags/${flag!.id}/resolve`).expect(204);
    expect((await ownListing(second.agent, listing.id)).verification?.method).toBe("permit-rule");
    await second.agent.patch(`/api/properties/${listing.id}`).send({ price: 2_000_000 }).expect(200);
    expect(await openFlagsOf(listing.id)).toEqual([]);
    expect((await ownListing(second.agent, listing.id)).verification?.method).toBe("permit-rule");
  });

  it("is never given to sample listings", async () => {
    const sample = await insertListing(t.database, {
      isSample: true,
      ownerId: null,
      location: "Dubai Marina",
      emirate: "Dubai",
      permitNumber: nextPermitNumber(),
    });
    const res = await t.request().get(`/api/properties/${sample!.id}`).expect(200);
    expect(res.body.verification).toBeNull();
    const moderator = await staff("moderator");
    // The review page is told, so it explains instead of offering a button the server refuses.
    const review = await moderator.get(`/api/admin/listings/${sample!.id}`).expect(200);
    expect(review.body).toMatchObject({ isSample: true, openFlags: 0 });
    await moderator.post(`/api/admin/listings/${sample!.id}/verify`).expect(409);
  });

  it("by a moderator lasts until the owner changes the permit, and needs no open flag", async () => {
    const { agent } = await owner();
    const listing = await createListing(agent, { location: "Al Majaz", permitNumber: "SHJ-55555" });
    expect(listing.verification).toBeNull();
    const moderator = await staff("moderator");
    // The console's review page reads it too, to offer "Mark as verified" only until a moderator has.
    const before = await moderator.get(`/api/admin/listings/${listing.id}`).expect(200);
    expect(before.body.verification).toBeNull();
    expect(before.body).toMatchObject({ isSample: false, openFlags: 0 });
    await moderator.post(`/api/admin/listings/${listing.id}/verify`).expect(204);
    expect((await ownListing(agent, listing.id)).verification?.method).toBe("moderator");
    const after = await moderator.get(`/api/admin/listings/${listing.id}`).expect(200);
    expect(after.body.verification).toEqual({ method: "moderator", verifiedAt: expect.any(String) });
    await agent.patch(`/api/properties/${listing.id}`).send({ price: 800_000 }).expect(200);
    expect((await ownListing(agent, listing.id)).verification?.method).toBe("moderator");
    await agent.patch(`/api/properties/${listing.id}`).send({ permitNumber: "SHJ-55556" }).expect(200);
    expect((await ownListing(agent, listing.id)).verification).toBeNull();

    const flagged = await createListing(agent, { location: "Dubai Marina", permitNumber: "DXB-1234" });
    const flaggedReview = await moderator.get(`/api/admin/listings/${flagged.id}`).expect(200);
    expect(flaggedReview.body.openFlags).toBeGreaterThan(0);
    const refused = await moderator.post(`/api/admin/listings/${flagged.id}/verify`).expect(409);
    expect(refused.body.message).toBe("Resolve the listing's open flags before verifying it");
  });
});

describe("the signals for staff", () => {
  it("answers 401 signed out and 403 to a user, lists open flags to moderators and admins", async () => {
    const { agent } = await owner();
    const flagged = await createListing(agent, { location: "Dubai Marina", permitNumber: "DXB-4321" });
    await t.request().get("/api/admin/flags").expect(401);
    await (await staff("user")).get("/api/admin/flags").expect(403);
    await agent.post(`/api/admin/listings/${flagged.id}/verify`).expect(403);
    for (const role of ["moderator", "admin"] as const) {
      const res = await (await staff(role)).get("/api/admin/flags").expect(200);
      expect(res.body).toContainEqual(
        expect.objectContaining({
          listingId: flagged.id,
          kind: "permit-format",
          ownerId: expect.any(Number),
        }),
      );
    }
    const flags = await repository.findOpenFlags(t.database.db, 1000);
    const flag = flags.find((f) => f.listingId === flagged.id)!;
    const user = await staff("user");
    await user.post(`/api/admin/flags/${flag.id}/resolve`).expect(403);
    expect((await openFlagsOf(flagged.id)).length).toBe(1);
    const moderator = await staff("moderator");
    await moderator.post("/api/admin/flags/99999999/resolve").expect(404);
    await moderator.post(`/api/admin/flags/${flag.id}/resolve`).expect(204);
    await moderator.post(`/api/admin/flags/${flag.id}/resolve`).expect(204);
    expect(await openFlagsOf(flagged.id)).toEqual([]);
  });
});

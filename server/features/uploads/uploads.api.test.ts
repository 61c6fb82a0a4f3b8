import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { UPLOAD_WIDTHS } from "@shared/media";
import { createApp } from "../../app";
import { loadConfig } from "../../config";
import type { Database } from "../../db/client";
import { uploads } from "../../db/schema";
import { createLogger } from "../../lib/logger";
import { createSessionMiddleware, resolveSessionSecret } from "../auth/session";
import { signUp } from "../../../tests/helpers/test-app";
import { openTestDatabase } from "../../../tests/helpers/test-database";

let database: Database;
let app: ReturnType<typeof createApp>;
let closeSessions: () => void;
let uploadDir: string;

beforeAll(async () => {
  uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "upm-uploads-"));
  database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", UPLOAD_DIR: uploadDir });
  const sessions = createSessionMiddleware(database, await resolveSessionSecret(database.db, undefined));
  closeSessions = () => sessions.close();
  app = createApp({ config, database, sessions, logger: createLogger("silent") });
});
afterAll(async () => {
  closeSessions();
  await database.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

const agent = () => supertest.agent(app);

async function jpegWithExif(width: number, height: number, orientation = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#2b6cb0" } })
    .jpeg({ quality: 85 })
    .withMetadata({
      orientation,
      exif: { IFD0: { Copyright: "Owner's camera", Artist: "Jane Owner", Make: "PhoneCam" } },
    })
    .toBuffer();
}

const validListing = (images: string[]) => ({
  title: "Sunny two-bedroom apartment near the park",
  description: "A sunny two-bedroom apartment with a large balcony, close to the park and the metro.",
  location: "Al Majaz",
  price: 850_000,
  priceType: "sale",
  propertyType: "Apartment",
  beds: 2,
  baths: 2,
  sqft: 1200,
  images,
});

describe("POST /api/uploads", () => {
  it("needs a signed-in user", async () => {
    const res = await supertest(app)
      .post("/api/uploads")
      .attach("photo", await jpegWithExif(100, 100), "a.jpg")
      .expect(401);
    expect(res.body.message).toBeTypeOf("string");
  });

  it("re-encodes a JPEG with EXIF to WebP at 400, 800 and 1600 wide, without any metadata", async () => {
    const owner = agent();
    const user = await signUp(owner);
    const original = await jpegWithExif(2400, 1600);
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const res = await owner.post("/api/uploads").attach("photo", original, "living-room.jpg").expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/media\/uploads\/[0-9a-f-]{36}-1600\.webp$/),
      srcSet: expect.any(String),
      width: 1600,
      height: 1067,
    });
    const base = res.body.url.replace(/-1600\.webp$/, "");
    expect(res.body.srcSet).toBe(`${base}-400.webp 400w, ${base}-800.webp 800w, ${base}-1600.webp 1600w`);
    // A random name, nothing of the original's.
    expect(res.body.url).not.toContain("living-room");

    for (const width of UPLOAD_WIDTHS) {
      const file = await supertest(app).get(`${base}-${width}.webp`).buffer(true).expect(200);
      expect(file.headers["content-type"]).toBe("image/webp");
      expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(file.body as Buffer).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(width);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect((file.body as Buffer).includes(Buffer.from("Jane Owner"))).toBe(false);
    }

    const [row] = await database.db.select().from(uploads).where(eq(uploads.id, res.body.id));
    // The row keeps the storage key, not the address: a new MEDIA_BASE_URL changes no row.
    expect(row).toMatchObject({
      ownerId: user.id,
      url: res.body.url.replace("/media/uploads/", ""),
      width: 1600,
      height: 1067,
    });
  });

  it("turns photos upright by their EXIF orientation and never enlarges them", async () => {
    const owner = agent();
    await signUp(owner);
    // Stored 1000 × 500, shown rotated 90° (orientation 6): the upright photo is 500 × 1000.
    const res = await owner
      .post("/api/uploads")
      .attach("photo", await jpegWithExif(1000, 500, 6), "portrait.jpg")
      .expect(201);
    expect(res.body).toMatchObject({ width: 500, height: 1000 });
    const base = res.body.url.replace(/-1600\.webp$/, "");
    const widths = [];
    for (const width of UPLOAD_WIDTHS) {
      const file = await supertest(app).get(`${base}-${width}.webp`).buffer(true).expect(200);
      const meta = await sharp(file.body as Buffer).metadata();
      widths.push([meta.width, meta.height]);
      expect(meta.orientation).toBeUndefined();
    }
    expect(widths).toEqual([
      [400, 800],
      [500, 1000],
      [500, 1000],
    ]);
  });

  it("accepts PNG, WebP, AVIF and the first frame of a GIF", async () => {
    const owner = agent();
    await signUp(owner);
    const canvas = () => sharp({ create: { width: 640, height: 480, channels: 3, background: "#c05621" } });
    for (const [name, buffer] of [
      ["plan.png", await canvas().png().toBuffer()],
      ["view.webp", await canvas().webp().toBuffer()],
      ["pool.avif", await canvas().avif().toBuffer()],
      ["tour.gif", await canvas().gif().toBuffer()],
    ] as const) {
      const res = await owner.post("/api/uploads").attach("photo", buffer, name);
      expect(res.status, name).toBe(201);
      expect(res.body.width).toBe(640);
    }
  });

  it("refuses a text file named photo.jpg with 415, naming the file", async () => {
    const owner = agent();
    await signUp(owner);
    const res = await owner
      .post("/api/uploads")
      .attach("photo", Buffer.from("just some words, not a picture\n".repeat(20)), {
        filename: "photo.jpg",
        contentType: "image/jpeg",
      })
      .expect(415);
    expect(res.body.message).toBe("photo.jpg is not a JPEG, PNG, WebP, AVIF or HEIC image");
    expect(res.body.fieldErrors.photo).toEqual([res.body.message]);
  });

  it("refuses other image formats (SVG) with 415", async () => {
    const owner = agent();
    await signUp(owner);
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300"/></svg>';
    const res = await owner.post("/api/uploads").attach("photo", Buffer.from(svg), "drawing.jpg").expect(415);
    expect(res.body.message).toMatch(/^drawing\.jpg is not a JPEG/);
  });

  it("refuses a file over 10 MB with 413, naming the file", async () => {
    const owner = agent();
    await signUp(owner);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0xff);
    const res = await owner.post("/api/uploads").attach("photo", big, "huge-photo.jpg").expect(413);
    expect(res.body.message).toBe("huge-photo.jpg is larger than 10 MB");
  });

  it("takes exactly one file in the field named photo", async () => {
    const owner = agent();
    await signUp(owner);
    const jpeg = await jpegWithExif(300, 200);
    const wrongField = await owner.post("/api/uploads").attach("image", jpeg, "a.jpg").expect(400);
    expect(wrongField.body.fieldErrors.photo[0]).toMatch(/one photo/);
    await owner
      .post("/api/uploads")
      .attach("photo", jpeg, "a.jpg")
      .attach("photo", jpeg, "b.jpg")
      .expect(400);
    await owner.post("/api/uploads").field("caption", "no file").expect(400);
    const json = await owner.post("/api/uploads").send({ photo: "x" }).expect(400);
    expect(json.body.fieldErrors.photo).toEqual([
      'Send one photo per request, in the multipart field "photo"',
    ]);
  });

  it("answers 404 for a missing photo file without the HTML page", async () => {
    const res = await supertest(app).get("/media/uploads/not-there-1600.webp").expect(404);
    expect(res.headers["content-type"]).toMatch(/text\/plain/);
  });
});

describe("listing photos", () => {
  it("lets a listing use its owner's uploads, and refuses anyone else's", async () => {
    const owner = agent();
    await signUp(owner);
    const stranger = agent();
    await signUp(stranger);
    const mine = await owner.post("/api/uploads").attach("photo", await jpegWithExif(800, 600), "a.jpg");
    const mine2 = await owner.post("/api/uploads").attach("photo", await jpegWithExif(800, 600), "b.jpg");
    const theirs = await stranger.post("/api/uploads").attach("photo", await jpegWithExif(800, 600), "c.jpg");

    const created = await owner
      .post("/api/properties")
      .send(validListing([mine2.body.url, mine.body.url]))
      .expect(201);
    expect(created.body.images).toEqual([mine2.body.url, mine.body.url]);
    expect(created.body.imageUrl).toBe(mine2.body.url);

    const borrowed = await owner
      .post("/api/properties")
      .send(validListing([mine.body.url, theirs.body.url]))
      .expect(400);
    expect(borrowed.body.fieldErrors.images).toEqual(["Use photos you uploaded for this listing"]);
    const sample = await owner
      .post("/api/properties")
      .send(validListing(["/media/sample/villa-1.svg"]))
      .expect(400);
    expect(sample.body.fieldErrors.images).toEqual(["Use photos you uploaded for this listing"]);

    // Reordering and removing keep working; adding someone else's photo does not.
    const reordered = await owner
      .patch(`/api/properties/${created.body.id}`)
      .send({ images: [mine.body.url] })
      .expect(200);
    expect(reordered.body.images).toEqual([mine.body.url]);
    const sneaky = await owner
      .patch(`/api/properties/${created.body.id}`)
      .send({ images: [mine.body.url, theirs.body.url] })
      .expect(400);
    expect(sneaky.body.fieldErrors.images).toEqual(["Use photos you uploaded for this listing"]);
  });
});

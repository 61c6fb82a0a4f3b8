import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { GetObjectCommand } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_WIDTHS } from "@shared/media";
import { createApp } from "../../app";
import { loadConfig } from "../../config";
import type { Database } from "../../db/client";
import { listingDrafts, properties, propertyImages, uploads } from "../../db/schema";
import { createLogger } from "../../lib/logger";
import { createSessionMiddleware, resolveSessionSecret } from "../auth/session";
import { signUp, uniqueListingInput } from "../../../tests/factories";
import { startS3TestServer, type S3TestServer } from "../../../tests/helpers/s3-test-server";
import { openTestDatabase } from "../../../tests/helpers/test-database";

const MEDIA_BASE_URL = "https://media.example.com/photos/";

let s3: S3TestServer;
let database: Database;
let temporaryDirectory: string;
/** Photos addressed on the CDN (MEDIA_BASE_URL set) ... */
let cdnApp: ReturnType<typeof createApp>;
/** ... and the same bucket with no MEDIA_BASE_URL: the app streams /media/uploads/ from the bucket. */
let servedApp: ReturnType<typeof createApp>;
const closers: (() => void)[] = [];

async function appWith(env: Record<string, string>) {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    UPLOAD_TEMP_DIR: temporaryDirectory,
    ...s3.env,
    ...env,
  });
  const sessions = createSessionMiddleware(database, await resolveSessionSecret(database.db, undefined));
  closers.push(() => sessions.close());
  return createApp({ config, database, sessions, logger: createLogger("silent") });
}

beforeAll(async () => {
  s3 = await startS3TestServer();
  temporaryDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "upm-upload-temp-"));
  database = await openTestDatabase();
  cdnApp = await appWith({ MEDIA_BASE_URL });
  servedApp = await appWith({});
});

afterAll(async () => {
  for (const close of closers) close();
  await database.close();
  await s3.close();
  fs.rmSync(temporaryDirectory, { recursive: true, force: true });
});

const photo = (width = 2000, height = 1500) =>
  sharp({ create: { width, height, channels: 3, background: "#3d5a80" } })
    .jpeg({ quality: 85 })
    .toBuffer();

const keyOf = (url: string) => /([0-9a-f-]{36})-1600\.webp$/.exec(url)![1];

describe("photos in an S3-compatible bucket", () => {
  it("stores every width in the bucket, keeps the key in the database and answers MEDIA_BASE_URL addresses", async () => {
    const owner = supertest.agent(cdnApp);
    await signUp(owner);
    const upload = await owner
      .post("/api/uploads")
      .attach("photo", await photo(), "terrace.jpg")
      .expect(201);
    const key = keyOf(upload.body.url);
    const base = `${MEDIA_BASE_URL}${key}`;
    expect(upload.body.url).toBe(`${base}-1600.webp`);
    expect(upload.headers.location).toBe(upload.body.url);
    expect(upload.body.srcSet).toBe(`${base}-400.webp 400w, ${base}-800.webp 800w, ${base}-1600.webp 1600w`);

    // The real objects, read back through the AWS SDK: WebP at each width, cacheable for a year.
    for (const width of UPLOAD_WIDTHS) {
      const object = await s3.client.send(
        new GetObjectCommand({ Bucket: s3.bucket, Key: `${key}-${width}.webp` }),
      );
      expect(object.ContentType).toBe("image/webp");
      expect(object.CacheControl).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(Buffer.from(await object.Body!.transformToByteArray())).metadata();
      expect([meta.format, meta.width]).toEqual(["webp", width]);
    }
    const [uploadRow] = await database.db.select().from(uploads).where(eq(uploads.key, key));
    expect(uploadRow.url).toBe(`${key}-1600.webp`);

    // A listing is sent the address the upload answered; the database keeps the key.
    const created = await owner
      .post("/api/properties")
      .send(uniqueListingInput({ status: "published", images: [upload.body.url] }))
      .expect(201);
    const [row] = await database.db.select().from(properties).where(eq(properties.id, created.body.id));
    expect(row.imageUrl).toBe(`${key}-1600.webp`);
    const gallery = await database.db
      .select({ url: propertyImages.url })
      .from(propertyImages)
      .where(eq(propertyImages.propertyId, created.body.id));
    expect(gallery).toEqual([{ url: `${key}-1600.webp` }]);

    // Every answer carries the public address on MEDIA_BASE_URL ...
    expect(created.body).toMatchObject({ imageUrl: upload.body.url, images: [upload.body.url] });
    const detail = await supertest(cdnApp).get(`/api/properties/${created.body.id}`).expect(200);
    expect(detail.body).toMatchObject({ imageUrl: upload.body.url, images: [upload.body.url] });
    const mine = await owner.get("/api/my/properties").expect(200);
    expect(mine.body.find((listing: { id: number }) => listing.id === created.body.id).imageUrl).toBe(
      upload.body.url,
    );
    await owner.put(`/api/favourites/${created.body.id}`).expect(204);
    const saved = await owner.get("/api/favourites").expect(200);
    expect(saved.body.map((listing: { imageUrl: string }) => listing.imageUrl)).toContain(upload.body.url);
    // ... and the pages may show images from there.
    expect(detail.headers["content-security-policy"]).toMatch(
      /img-src 'self' data: blob: https:\/\/media\.example\.com;/,
    );

    // Reordering sends the addresses back: still the owner's photos, still stored as keys.
    await owner
      .patch(`/api/properties/${created.body.id}`)
      .send({ images: [upload.body.url] })
      .expect(200);
    const [again] = await database.db.select().from(properties).where(eq(properties.id, created.body.id));
    expect(again.imageUrl).toBe(`${key}-1600.webp`);

    // Without MEDIA_BASE_URL the same row reads as the app's own address, which streams from the bucket.
    const served = await supertest(servedApp).get(`/api/properties/${created.body.id}`).expect(200);
    expect(served.body.imageUrl).toBe(`/media/uploads/${key}-1600.webp`);
    expect(served.headers["content-security-policy"]).toMatch(/img-src 'self' data: blob:;/);
    const file = await supertest(servedApp).get(`/media/uploads/${key}-400.webp`).buffer(true).expect(200);
    expect(file.headers["content-type"]).toBe("image/webp");
    expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await sharp(file.body as Buffer).metadata()).width).toBe(400);
    // A conditional request is answered from the ETag without the body.
    await supertest(servedApp)
      .get(`/media/uploads/${key}-400.webp`)
      .set("If-None-Match", file.headers.etag)
      .expect(304);
  });

  it("answers a plain 404 for a photo the bucket does not have", async () => {
    const res = await supertest(servedApp).get(`/media/uploads/${crypto.randomUUID()}-1600.webp`).expect(404);
    expect(res.headers["content-type"]).toMatch(/text\/plain/);
    await supertest(servedApp).get("/media/uploads/..%2Fsecret").expect(404);
  });

  it("refuses a file that is not an image with 415, leaving no object and no temporary file", async () => {
    const owner = supertest.agent(cdnApp);
    await signUp(owner);
    const before = await s3.listKeys();
    const res = await owner
      .post("/api/uploads")
      .attach("photo", Buffer.from("just some words\n".repeat(50)), "notes.jpg")
      .expect(415);
    expect(res.body.message).toBe("notes.jpg is not a JPEG, PNG, WebP, AVIF or HEIC image");
    expect(await s3.listKeys()).toEqual(before);
    // The response is sent before the temporary file is removed; it is gone a moment later.
    await expect.poll(() => fs.readdirSync(temporaryDirectory)).toEqual([]);
  });

  it("removes the temporary file of every upload once answered", async () => {
    const owner = supertest.agent(cdnApp);
    await signUp(owner);
    await owner
      .post("/api/uploads")
      .attach("photo", await photo(600, 400), "a.jpg")
      .expect(201);
    await expect.poll(() => fs.readdirSync(temporaryDirectory)).toEqual([]);
  });

  it("keeps keys in a saved draft and answers it with the public addresses", async () => {
    const owner = supertest.agent(cdnApp);
    const user = await signUp(owner);
    const upload = await owner
      .post("/api/uploads")
      .attach("photo", await photo(600, 400), "b.jpg")
      .expect(201);
    const saved = await owner
      .put("/api/my/listing-draft")
      .send({ values: { images: [upload.body.url] }, step: 4 })
      .expect(200);
    expect(saved.body.values.images).toEqual([upload.body.url]);
    const [draft] = await database.db.select().from(listingDrafts).where(eq(listingDrafts.userId, user.id));
    expect((draft.data as { values: { images: string[] } }).values.images).toEqual([
      `${keyOf(upload.body.url)}-1600.webp`,
    ]);
    const again = await owner.get("/api/my/listing-draft").expect(200);
    expect(again.body.values.images).toEqual([upload.body.url]);
  });
});

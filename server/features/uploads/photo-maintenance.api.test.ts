import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { promisify } from "node:util";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_WIDTHS } from "@shared/media";
import { createApp } from "../../app";
import { loadConfig } from "../../config";
import type { Database } from "../../db/client";
import { listingDrafts, properties, propertyImages, uploads } from "../../db/schema";
import { jobCatalogue } from "../../jobs/catalogue";
import { createLogger } from "../../lib/logger";
import { createSessionMiddleware, resolveSessionSecret } from "../auth/session";
import { insertListing, insertUser, signUp } from "../../../tests/factories";
import { startS3TestServer, type S3TestServer } from "../../../tests/helpers/s3-test-server";
import { openTestDatabase } from "../../../tests/helpers/test-database";
import { createPhotoStorage } from "./photo-storage";
import type { PhotoStorage } from "./photo-storage-contract";

const root = path.resolve(import.meta.dirname, "../../..");
const logger = createLogger("silent");
const DAY_MS = 24 * 60 * 60 * 1000;

let s3: S3TestServer;
let database: Database;
const closers: (() => unknown)[] = [];

async function appWith(env: Record<string, string>, photoStorage?: PhotoStorage) {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...s3.env, ...env });
  const sessions = createSessionMiddleware(database, await resolveSessionSecret(database.db, undefined));
  closers.push(() => sessions.close());
  return { config, app: createApp({ config, database, sessions, logger, photoStorage }) };
}

beforeAll(async () => {
  s3 = await startS3TestServer();
  database = await openTestDatabase();
});

afterAll(async () => {
  for (const close of closers) await close();
  await database.close();
  await s3.close();
});

const photo = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: "#6b705c" } })
    .jpeg()
    .toBuffer();
const keyOf = (url: string) => /([0-9a-f-]{36})-1600\.webp$/.exec(url)![1];
const variantsOf = (key: string) => UPLOAD_WIDTHS.map((width) => `${key}-${width}.webp`);

describe("uploads.clean-orphans", () => {
  it("removes old unused uploads from the bucket and the table, and keeps used (agents' photos too) and fresh ones", async () => {
    const { app, config } = await appWith({});
    const owner = supertest.agent(app);
    const user = await signUp(owner);
    const upload = async () =>
      keyOf(
        (
          await owner
            .post("/api/uploads")
            .attach("photo", await photo(), "p.jpg")
            .expect(201)
        ).body.url,
      );
    const [orphan, inListing, inGallery, inDraft, asAgent, fresh] = [
      await upload(),
      await upload(),
      await upload(),
      await upload(),
      await upload(),
      await upload(),
    ];
    // A listing shows one as its main photo and another in its gallery only; a saved draft names a third.
    const listing = await insertListing(database, { ownerId: user.id, imageUrl: `${inListing}-1600.webp` });
    await database.db
      .insert(propertyImages)
      .values({ propertyId: listing.id, position: 1, url: `${inGallery}-1600.webp` });
    await owner
      .put("/api/my/listing-draft")
      .send({ values: { images: [`/media/uploads/${inDraft}-1600.webp`] } })
      .expect(200);
    // An agency's agent has the fourth as their photo (the dashboard's add-agent form).
    await owner.post("/api/agencies").send({ name: "Dune Homes", emirate: "Sharjah" }).expect(201);
    await owner
      .post("/api/agency/agents")
      .send({ name: "Huda Rahman", photoUrl: `/media/uploads/${asAgent}-1600.webp` })
      .expect(201);
    const twoDaysAgo = new Date(Date.now() - 2 * DAY_MS);
    await database.db
      .update(uploads)
      .set({ createdAt: twoDaysAgo })
      .where(sql`${uploads.key} in (${orphan}, ${inListing}, ${inGallery}, ${inDraft}, ${asAgent})`);

    const job = jobCatalogue(
      database,
      config,
      logger,
      { send: async () => {} },
      createPhotoStorage(config.media.storage),
    ).find((definition) => definition.name === "uploads.clean-orphans")!;
    expect(job.cron).toBe("41 * * * *");
    await job.run({}, {} as never);

    const keys = await s3.listKeys();
    for (const kept of [inListing, inGallery, inDraft, asAgent, fresh])
      expect(keys).toEqual(expect.arrayContaining(variantsOf(kept)));
    expect(keys.filter((key) => key.startsWith(orphan))).toEqual([]);
    const rows = await database.db
      .select({ key: uploads.key })
      .from(uploads)
      .where(eq(uploads.ownerId, user.id));
    expect(rows.map((row) => row.key).sort()).toEqual([inListing, inGallery, inDraft, asAgent, fresh].sort());
    // The draft's photo is kept as long as the draft is; discarded, its photo goes on the next run.
    await owner.delete("/api/my/listing-draft").expect(204);
    await job.run({}, {} as never);
    expect((await s3.listKeys()).filter((key) => key.startsWith(inDraft))).toEqual([]);
  });
});

describe("the processing limit", () => {
  it("answers 503 with Retry-After and a clear message when no photo may wait, and processes the first", async () => {
    // Storage whose writes wait until the test lets them go: the first photo holds the only slot.
    let entered = false;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const real = createPhotoStorage(loadConfig({ ...s3.env }).media.storage);
    const held: PhotoStorage = {
      ...real,
      put: async (key: string, body: Readable, type: string) => {
        entered = true;
        await gate;
        await real.put(key, body, type);
      },
    };
    const { app } = await appWith({ IMAGE_PROCESSING_CONCURRENCY: "1", IMAGE_PROCESSING_QUEUE: "0" }, held);
    const owner = supertest.agent(app);
    await signUp(owner);
    const first = owner
      .post("/api/uploads")
      .attach("photo", await photo(), "first.jpg")
      .then((res) => res);
    await expect.poll(() => entered).toBe(true);
    const refused = await owner.post("/api/uploads").attach("photo", await photo(), "second.jpg");
    expect(refused.status).toBe(503);
    expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
    expect(refused.body.message).toBe(
      "Many photos are being processed right now. Please try this one again in a few seconds.",
    );
    release();
    expect((await first).status).toBe(201);
  });
});

describe("migration 0008", () => {
  it("turns stored upload addresses into keys in every table and draft, and leaves sample paths", async () => {
    const user = await insertUser(database);
    const key = "0f8fad5b-d9cb-469f-a165-70867728950e";
    const old = `/media/uploads/${key}-1600.webp`;
    const listing = await insertListing(database, { ownerId: user.id, imageUrl: old });
    const sample = await insertListing(database, { imageUrl: "/media/sample/villa-1.svg" });
    await database.db.insert(propertyImages).values([
      { propertyId: listing.id, position: 0, url: old },
      { propertyId: listing.id, position: 1, url: "/media/sample/villa-2.svg" },
    ]);
    await database.db
      .insert(uploads)
      .values({ ownerId: user.id, key, url: old, width: 1600, height: 1200, bytes: 1 });
    await database.db
      .insert(listingDrafts)
      .values({
        userId: user.id,
        data: { values: { title: "x", images: ["/media/sample/a.svg", old] }, step: 2 },
      })
      .onConflictDoUpdate({
        target: listingDrafts.userId,
        set: { data: { values: { title: "x", images: ["/media/sample/a.svg", old] }, step: 2 } },
      });

    const migration = fs.readFileSync(path.join(root, "migrations/0008_photo_storage_keys.sql"), "utf8");
    const updates = migration
      .split("--> statement-breakpoint")
      .filter((statement) => !/CREATE INDEX/.test(statement));
    // Twice: a second run changes nothing more.
    for (const statement of [...updates, ...updates]) await database.db.execute(sql.raw(statement));

    const [row] = await database.db.select().from(properties).where(eq(properties.id, listing.id));
    expect(row.imageUrl).toBe(`${key}-1600.webp`);
    const [sampleRow] = await database.db.select().from(properties).where(eq(properties.id, sample.id));
    expect(sampleRow.imageUrl).toBe("/media/sample/villa-1.svg");
    const gallery = await database.db
      .select({ url: propertyImages.url })
      .from(propertyImages)
      .where(eq(propertyImages.propertyId, listing.id))
      .orderBy(propertyImages.position);
    expect(gallery.map((image) => image.url)).toEqual([`${key}-1600.webp`, "/media/sample/villa-2.svg"]);
    const [upload] = await database.db.select().from(uploads).where(eq(uploads.key, key));
    expect(upload.url).toBe(`${key}-1600.webp`);
    const [draft] = await database.db.select().from(listingDrafts).where(eq(listingDrafts.userId, user.id));
    expect(draft.data).toEqual({
      values: { title: "x", images: ["/media/sample/a.svg", `${key}-1600.webp`] },
      step: 2,
    });
  });
});

describe("scripts/migrate-photos-to-s3.ts", () => {
  it("copies every photo file of the folder into the bucket once; a second run copies none", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "upm-migrate-"));
    closers.push(() => fs.rmSync(folder, { recursive: true, force: true }));
    const key = crypto.randomUUID();
    for (const name of variantsOf(key)) fs.writeFileSync(path.join(folder, name), `webp ${name}`);
    fs.writeFileSync(path.join(folder, `${key}-400.webp.123.tmp`), "half-written");
    const run = () =>
      promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/migrate-photos-to-s3.ts"], {
        cwd: root,
        env: { ...s3.env, UPLOAD_DIR: folder, NODE_ENV: "test" },
      });
    const first = await run();
    expect(first.stdout).toContain("3 files in");
    expect(first.stdout).toContain("3 copied to listing-photos, 0 already there, 0 failed");
    const keys = await s3.listKeys();
    expect(keys).toEqual(expect.arrayContaining(variantsOf(key)));
    expect(keys.some((name) => name.endsWith(".tmp"))).toBe(false);
    const second = await run();
    expect(second.stdout).toContain("0 copied to listing-photos, 3 already there, 0 failed");
  });

  it("refuses to run without MEDIA_STORAGE=s3", async () => {
    const failed = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "scripts/migrate-photos-to-s3.ts"],
      {
        cwd: root,
        env: { MEDIA_STORAGE: "local", NODE_ENV: "test" },
      },
    ).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1, stderr: expect.stringContaining("Set MEDIA_STORAGE=s3") });
  });
});

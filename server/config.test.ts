import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("defaults to the embedded database with sample data", () => {
    const config = loadConfig({});
    expect(config.database.kind).toBe("pglite");
    expect(config.seedSampleData).toBe(true);
    expect(config.port).toBe(5000);
  });

  it("uses PostgreSQL with DATABASE_URL and then loads no sample data unless asked", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://u@h:5432/db" });
    expect(config.database).toMatchObject({ kind: "postgres", url: "postgres://u@h:5432/db" });
    expect(config.seedSampleData).toBe(false);
    expect(loadConfig({ DATABASE_URL: "postgres://u@h/db", SEED_SAMPLE_DATA: "true" }).seedSampleData).toBe(
      true,
    );
  });

  it("names every bad value", () => {
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", SESSION_SECRET: "short" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain("PORT");
      expect(message).toContain("DATABASE_URL");
      expect(message).toContain("SESSION_SECRET");
    }
  });

  it("keeps pages as long as API answers unless PAGE_CACHE_SECONDS says otherwise", () => {
    const byDefault = loadConfig({ NODE_ENV: "production" });
    expect(byDefault).toMatchObject({ publicCacheTtlMs: 5000, pageCacheTtlMs: 5000 });
    expect(loadConfig({ PUBLIC_CACHE_SECONDS: "0" })).toMatchObject({
      publicCacheTtlMs: 0,
      pageCacheTtlMs: 0,
    });
    expect(loadConfig({ PAGE_CACHE_SECONDS: "0" })).toMatchObject({
      publicCacheTtlMs: 5000,
      pageCacheTtlMs: 0,
    });
    expect(() => loadConfig({ PAGE_CACHE_SECONDS: "-1" })).toThrow(/PAGE_CACHE_SECONDS/);
  });

  it("overrides site hosts and base URLs", () => {
    const config = loadConfig({ SITE_HOSTS_DUBAI: "a.test, B.test", SITE_BASE_URL_DUBAI: "https://a.test/" });
    expect(config.sites.dubai.hosts).toEqual(["a.test", "b.test"]);
    expect(config.sites.dubai.baseUrl).toBe("https://a.test");
  });

  it("reads the HTTP limits and refuses a drain window as long as the grace", () => {
    const config = loadConfig({
      HTTP_HEADERS_TIMEOUT_SECONDS: "10",
      HTTP_REQUEST_TIMEOUT_SECONDS: "120",
      MAX_CONNECTIONS_PER_ADDRESS: "0",
      RENDER_CONCURRENCY: "2",
      RENDER_QUEUE: "4",
    });
    expect(config.http).toMatchObject({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 120_000,
      maxConnectionsPerAddress: 0,
    });
    expect(config.render).toEqual({ concurrency: 2, queue: 4 });
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: "5", SHUTDOWN_DRAIN_SECONDS: "5" })).toThrow(
      /SHUTDOWN_DRAIN_SECONDS/,
    );
    expect(() =>
      loadConfig({ HTTP_HEADERS_TIMEOUT_SECONDS: "60", HTTP_REQUEST_TIMEOUT_SECONDS: "30" }),
    ).toThrow(/HTTP_HEADERS_TIMEOUT_SECONDS/);
  });

  it("reads replica URLs for PostgreSQL, and refuses them without DATABASE_URL or with a bad URL", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://primary/upm",
      DATABASE_REPLICA_URLS: "postgres://replica-a/upm, postgresql://replica-b/upm",
    });
    expect(config.database).toMatchObject({
      kind: "postgres",
      replicaUrls: ["postgres://replica-a/upm", "postgresql://replica-b/upm"],
    });
    expect(loadConfig({ DATABASE_URL: "postgres://primary/upm" }).database).toMatchObject({
      replicaUrls: [],
    });
    expect(() => loadConfig({ DATABASE_REPLICA_URLS: "postgres://replica/upm" })).toThrow(
      /needs DATABASE_URL/,
    );
    expect(() =>
      loadConfig({ DATABASE_URL: "postgres://p/upm", DATABASE_REPLICA_URLS: "mysql://replica/upm" }),
    ).toThrow(/each URL must start with postgres/);
  });
});

describe("loadConfig: photo storage", () => {
  const s3 = { MEDIA_STORAGE: "s3", S3_BUCKET: "listing-photos" };

  it("keeps photos in UPLOAD_DIR and serves them under /media/uploads/ by default", () => {
    const { media, imageProcessing } = loadConfig({ UPLOAD_DIR: "/srv/photos" });
    expect(media).toMatchObject({
      storage: { kind: "local", directory: "/srv/photos" },
      publicBaseUrl: "/media/uploads/",
      origin: undefined,
    });
    expect(imageProcessing).toEqual({ concurrency: 2, queue: 32 });
    expect(loadConfig({}).sites.uae.mediaBaseUrl).toBe("/media/uploads/");
  });

  it("reads the bucket settings, with the SDK's own credentials unless both keys are set", () => {
    expect(loadConfig(s3).media.storage).toEqual({
      kind: "s3",
      bucket: "listing-photos",
      region: "us-east-1",
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
    const r2 = loadConfig({
      ...s3,
      S3_REGION: "auto",
      S3_ENDPOINT: "https://account.r2.cloudflarestorage.com",
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
    });
    expect(r2.media.storage).toMatchObject({
      region: "auto",
      endpoint: "https://account.r2.cloudflarestorage.com",
      forcePathStyle: true,
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
    });
  });

  it("gives every site the MEDIA_BASE_URL, ending in a slash, and its origin for the CSP", () => {
    const config = loadConfig({ ...s3, MEDIA_BASE_URL: "https://media.example.com/photos" });
    expect(config.media).toMatchObject({
      publicBaseUrl: "https://media.example.com/photos/",
      origin: "https://media.example.com",
    });
    expect(Object.values(config.sites).map((site) => site.mediaBaseUrl)).toEqual([
      "https://media.example.com/photos/",
      "https://media.example.com/photos/",
      "https://media.example.com/photos/",
    ]);
  });

  it.each([
    [{ MEDIA_STORAGE: "s3" }, "S3_BUCKET: required when MEDIA_STORAGE=s3"],
    [{ MEDIA_STORAGE: "gcs" }, "MEDIA_STORAGE must be local or s3"],
    [{ ...s3, S3_ACCESS_KEY_ID: "key" }, "S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both"],
    [{ ...s3, S3_ENDPOINT: "r2.example" }, "S3_ENDPOINT must be a URL"],
    [{ MEDIA_BASE_URL: "ftp://media.example.com/" }, "MEDIA_BASE_URL must be an http(s) URL"],
    [{ IMAGE_PROCESSING_CONCURRENCY: "0" }, "IMAGE_PROCESSING_CONCURRENCY"],
  ])("refuses %o with a clear message", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe("the supplier on featured-listing tax invoices (decision 0057)", () => {
  const supplier = {
    SUPPLIER_NAME: "UAE Property Markets FZ-LLC",
    SUPPLIER_ADDRESS: "Business Bay, Dubai",
    SUPPLIER_TRN: "100234567800003",
  };

  it("reads the name, address and 15-digit TRN; none set: no supplier", () => {
    expect(loadConfig(supplier).invoiceSupplier).toEqual({
      name: "UAE Property Markets FZ-LLC",
      address: "Business Bay, Dubai",
      trn: "100234567800003",
    });
    expect(loadConfig({}).invoiceSupplier).toBeUndefined();
  });

  it.each([
    [
      { ...supplier, SUPPLIER_TRN: "10023456780000" },
      "SUPPLIER_TRN: SUPPLIER_TRN must be the 15 digits of the supplier's UAE Tax Registration Number (TRN)",
    ],
    [{ ...supplier, SUPPLIER_TRN: "TRN100234567800003" }, "SUPPLIER_TRN: SUPPLIER_TRN must be the 15 digits"],
    [
      { SUPPLIER_TRN: supplier.SUPPLIER_TRN },
      "SUPPLIER_NAME, SUPPLIER_ADDRESS, SUPPLIER_TRN: set all three (a tax invoice names the supplier, its address and its TRN), or none",
    ],
  ])("refuses %o at start-up", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

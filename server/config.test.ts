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

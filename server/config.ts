import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { UAE_TRN_PATTERN, type InvoiceSupplier } from "@shared/featured-plans";
import { UPLOAD_URL_PREFIX } from "@shared/media";
import { DEFAULT_SITES, normaliseHost, SITE_KEYS, type SiteDefinition, type SiteKey } from "@shared/site";
import {
  DEFAULT_HEADERS_TIMEOUT_SECONDS,
  DEFAULT_KEEP_ALIVE_TIMEOUT_SECONDS,
  DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
  DEFAULT_REQUEST_TIMEOUT_SECONDS,
  DEFAULT_BODY_TIMEOUT_SECONDS,
} from "./lib/http-server";
import { parseRateLimitOverrides, type RateLimitSettings } from "./middleware/rate-limit";
import { DEFAULT_RENDER_CONCURRENCY, DEFAULT_RENDER_QUEUE } from "./render/render-limit";
import { DEFAULT_IMAGE_CONCURRENCY, DEFAULT_IMAGE_QUEUE } from "./features/uploads/processing-limit";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], { error: "Use true or false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");

const hostList = z.string().transform((v) =>
  v
    .split(",")
    .map((h) => normaliseHost(h))
    .filter(Boolean),
);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number({ error: "PORT must be a number" }).int().min(0).max(65535).default(5000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: "DATABASE_URL must start with postgres:// or postgresql://" })
    .optional(),
  DATABASE_REPLICA_URLS: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().regex(/^postgres(ql)?:\/\//, {
          error: "DATABASE_REPLICA_URLS: each URL must start with postgres:// or postgresql://",
        }),
      ),
    )
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().default("./data/pglite"),
  UPLOAD_DIR: z.string().default("./data/uploads"),
  /** Where uploads wait, on disk, while they are received and re-encoded (then removed). */
  UPLOAD_TEMP_DIR: z.string().optional(),
  /** Where uploaded photos are kept (docs/operations.md, "Photos in object storage"). */
  MEDIA_STORAGE: z.enum(["local", "s3"], { error: "MEDIA_STORAGE must be local or s3" }).default("local"),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: z
    .url({ error: "S3_ENDPOINT must be a URL, e.g. https://<account>.r2.cloudflarestorage.com" })
    .optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  MEDIA_BASE_URL: z
    .url({
      protocol: /^https?$/,
      error: "MEDIA_BASE_URL must be an http(s) URL, e.g. https://media.example.com/",
    })
    .optional(),
  MAP_STYLE_URL: z
    .string()
    .refine((value) => /^\/(?!\/)/.test(value) || /^https?:\/\/[^/\s]+/.test(value), {
      error:
        "MAP_STYLE_URL must be an http(s) URL or a path on this site of a MapLibre style, e.g. https://tiles.example.com/styles/uae.json",
    })
    .refine((value) => !/^https?:/.test(value) || URL.canParse(value), {
      error: "MAP_STYLE_URL is not a valid URL",
    })
    .optional(),
  IMAGE_PROCESSING_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(DEFAULT_IMAGE_CONCURRENCY),
  IMAGE_PROCESSING_QUEUE: z.coerce.number().int().min(0).max(10_000).default(DEFAULT_IMAGE_QUEUE),
  SESSION_SECRET: z.string().min(32, { error: "SESSION_SECRET must be at least 32 characters" }).optional(),
  TRUST_PROXY: z.string().default("loopback"),
  SEED_SAMPLE_DATA: booleanFlag.optional(),
  SAMPLE_LISTINGS: z.coerce.number().int().min(0).max(1_000_000).default(1200),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: "SMTP_URL must start with smtp:// or smtps://" })
    .optional(),
  MAIL_FROM: z.string().default("UAE Property Markets <no-reply@uaepropertymarkets.com>"),
  /** Saved-search alerts (docs/decisions/0047): the mailbox of List-Unsubscribe's mailto, if any. */
  MAIL_UNSUBSCRIBE_ADDRESS: z
    .email({ error: "MAIL_UNSUBSCRIBE_ADDRESS must be an email address" })
    .optional(),
  /** Signs alerts' unsubscribe links; unset: a random one kept in the database, shared by every instance. */
  ALERT_UNSUBSCRIBE_SECRET: z
    .string()
    .min(32, { error: "ALERT_UNSUBSCRIBE_SECRET must be at least 32 characters" })
    .optional(),
  /**
   * Who issues the featured-listing tax invoices (docs/decisions/0057-vat-and-tax-invoice.md): the
   * supplier's legal name, address and VAT Tax Registration Number. All three, or none.
   */
  SUPPLIER_NAME: z
    .string()
    .trim()
    .min(1)
    .max(200, { error: "SUPPLIER_NAME: at most 200 characters" })
    .optional(),
  SUPPLIER_ADDRESS: z
    .string()
    .trim()
    .min(1)
    .max(300, { error: "SUPPLIER_ADDRESS: at most 300 characters" })
    .optional(),
  SUPPLIER_TRN: z
    .string()
    .trim()
    .regex(UAE_TRN_PATTERN, {
      error: "SUPPLIER_TRN must be the 15 digits of the supplier's UAE Tax Registration Number (TRN)",
    })
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(7 * 24),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(30 * 24),
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(1_000_000).default(1),
  RATE_LIMITS: z
    .string()
    .default("")
    .transform((value, ctx) => {
      const result = parseRateLimitOverrides(value);
      if (result.ok) return result.overrides;
      ctx.addIssue({ code: "custom", message: result.error });
      return z.NEVER;
    }),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(1).max(300).default(8),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(1),
  HTTP_HEADERS_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(DEFAULT_HEADERS_TIMEOUT_SECONDS),
  HTTP_REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(DEFAULT_REQUEST_TIMEOUT_SECONDS),
  HTTP_BODY_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(DEFAULT_BODY_TIMEOUT_SECONDS),
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce
    .number()
    .min(1)
    .max(600)
    .default(DEFAULT_KEEP_ALIVE_TIMEOUT_SECONDS),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .default(DEFAULT_MAX_CONNECTIONS_PER_ADDRESS),
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(DEFAULT_RENDER_CONCURRENCY),
  RENDER_QUEUE: z.coerce.number().int().min(0).max(10_000).default(DEFAULT_RENDER_QUEUE),
  PUBLIC_CACHE_SECONDS: z.coerce.number().min(0).max(300).optional(),
  PAGE_CACHE_SECONDS: z.coerce.number().min(0).max(300).optional(),
  SITE_HOSTS_UAE: hostList.optional(),
  SITE_HOSTS_DUBAI: hostList.optional(),
  SITE_HOSTS_DUBAIPROPERTYMARKETS: hostList.optional(),
  SITE_BASE_URL_UAE: z.url().optional(),
  SITE_BASE_URL_DUBAI: z.url().optional(),
  SITE_BASE_URL_DUBAIPROPERTYMARKETS: z.url().optional(),
  EDGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  EDGE_STALE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
  /** false: this instance serves requests only and takes no background jobs (it still queues them). */
  JOBS_WORK: booleanFlag.default(true),
  METRICS_TOKEN: z.string().min(16, { error: "METRICS_TOKEN must be at least 16 characters" }).optional(),
  /** Agency feeds (docs/decisions/0053): fetch from loopback/private addresses (tests, development only). */
  FEED_ALLOW_PRIVATE_ADDRESSES: booleanFlag.default(false),
  FEED_MAX_MEGABYTES: z.coerce.number().min(1).max(200).default(20),
  FEED_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
  /** The share of a feed's entries that must import for its missing listings to be archived (decision 0053). */
  FEED_ARCHIVE_MIN_SUCCESS_SHARE: z.coerce.number().min(0).max(1).default(0.8),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: "REDIS_URL must start with redis:// or rediss://" })
    .optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,40}$/, { error: "REDIS_PREFIX: 1-40 letters, digits or _ . : -" })
    .default("upm:"),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  isProduction: boolean;
  port: number;
  host: string;
  /** replicaUrls: streaming replicas for reads that may be a moment old (server/db/replicas.ts). */
  database:
    | { kind: "postgres"; url: string; poolSize: number; replicaUrls: string[] }
    | { kind: "pglite"; dataDir: string };
  /** Folder of the local photo storage driver (uploaded listing photos). */
  uploadDir: string;
  /**
   * Uploaded photos: the storage driver, and the public address they are served from (ends in "/").
   * Without MEDIA_BASE_URL the pages point at /media/uploads/, which the app answers from the driver;
   * with it, `origin` is that address's origin, which the Content-Security-Policy allows images from.
   * `temporaryDirectory`: where uploads wait while they are received and re-encoded.
   */
  media: {
    storage: MediaStorageSettings;
    publicBaseUrl: string;
    origin: string | undefined;
    temporaryDirectory: string;
  };
  /**
   * The map's basemap (docs/decisions/0046-map-and-basemap.md). Unset styleUrl: the default basemap the app
   * serves itself. Set: /map/style.json redirects there (a tile service, or a self-hosted PMTiles extract),
   * and `origin`, when it is another site, is what the Content-Security-Policy lets the map fetch from.
   */
  map: { styleUrl: string | undefined; origin: string | undefined };
  /** Photos re-encoded at once per process, and photos allowed to wait for a slot (then 503). */
  imageProcessing: { concurrency: number; queue: number };
  /**
   * Anonymous pages (production): how long a shared cache in front (nginx, a CDN) may serve one
   * (`s-maxage`), and how long past that it may serve it while fetching a fresh one
   * (`stale-while-revalidate`). maxAgeSeconds 0: pages are not shared (`no-cache`).
   */
  edgeCache: { maxAgeSeconds: number; staleSeconds: number };
  /** Unset: /metrics answers 404. Set: it answers Prometheus text to `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
  /** Unset: a random secret generated once and kept in the database, so every instance shares it. */
  sessionSecret: string | undefined;
  trustProxy: string | number | boolean;
  seedSampleData: boolean;
  sampleListings: number;
  logLevel: Env["LOG_LEVEL"];
  /**
   * Unset smtpUrl: mail is kept in the email_outbox table only. `logBodies` (outside production only) also
   * writes unsent bodies to the log, links included, so a developer can follow a reset link.
   */
  mail: { smtpUrl: string | undefined; from: string; logBodies: boolean };
  /**
   * Saved-search alerts (docs/decisions/0047): the secret that signs unsubscribe links (unset: one kept in
   * the database) and the mailbox named in List-Unsubscribe's mailto (unset: the header has the link only).
   */
  alerts: { unsubscribeSecret: string | undefined; unsubscribeAddress: string | undefined };
  /**
   * The supplier named on featured-listing invoices (SUPPLIER_NAME, SUPPLIER_ADDRESS, SUPPLIER_TRN). Unset:
   * the invoice mail is not a tax invoice and says so (docs/decisions/0057-vat-and-tax-invoice.md).
   */
  invoiceSupplier: InvoiceSupplier | undefined;
  sites: Record<SiteKey, SiteDefinition>;
  /** A signed-in session ends after this long without a request (rolling) ... */
  sessionIdleMs: number;
  /** ... and in any case this long after sign-in. */
  sessionAbsoluteMs: number;
  rateLimits: RateLimitSettings;
  /** How long in-flight requests get after SIGTERM before the process exits anyway. */
  shutdownGraceMs: number;
  /** Background jobs (server/jobs): whether this instance takes them. */
  jobs: { work: boolean };
  /**
   * Agency feed fetching (docs/decisions/0053): http only outside production; private and loopback
   * addresses only when FEED_ALLOW_PRIVATE_ADDRESSES is set (never in production).
   */
  feeds: {
    allowHttp: boolean;
    allowPrivateAddresses: boolean;
    maxBytes: number;
    timeoutMs: number;
    /** A run archives the feed's missing listings only when at least this share of its entries imported. */
    archiveMinSuccessShare: number;
  };
  /** How long the listener stays open after SIGTERM (answering with `Connection: close`); within the grace. */
  shutdownDrainMs: number;
  /** The HTTP listener's limits (docs/operations.md, "Timeouts and connection limits"). */
  http: {
    headersTimeoutMs: number;
    requestTimeoutMs: number;
    keepAliveTimeoutMs: number;
    /** A body other than an upload must arrive within this (middleware/body-timeout.ts). */
    bodyTimeoutMs: number;
    /** 0: no cap. */
    maxConnectionsPerAddress: number;
  };
  /** Page renders at once per process, and renders allowed to wait for a slot (then 503). */
  render: { concurrency: number; queue: number };
  /**
   * How long public search results and anonymous pages are kept in this process (0: not at all). Writes
   * here clear them at once; other instances' writes show within this time (docs/decisions 0020).
   */
  publicCacheTtlMs: number;
  /**
   * How long a rendered anonymous page is kept (PAGE_CACHE_SECONDS, PUBLIC_CACHE_SECONDS unless set): 0
   * renders every page afresh while the API's shared answers stay cached.
   */
  pageCacheTtlMs: number;
  /**
   * Unset: no Redis, and nothing needs one. Set: sessions, rate-limit counts, cache invalidation and page
   * view de-duplication are shared there by every instance, under keys starting with `prefix`
   * (docs/decisions/0040-shared-state-in-redis.md).
   */
  redis: { url: string; prefix: string } | undefined;
}

/** Short, so that several instances behind a load balancer agree within a few seconds. */
const DEFAULT_PUBLIC_CACHE_SECONDS = 5;

function publicCacheSeconds(env: { NODE_ENV: string; PUBLIC_CACHE_SECONDS?: number }): number {
  // Tests write to the database directly and read back at once: no caching unless a test asks for it.
  return env.PUBLIC_CACHE_SECONDS ?? (env.NODE_ENV === "test" ? 0 : DEFAULT_PUBLIC_CACHE_SECONDS);
}

/**
 * Under NODE_ENV=test every request comes from one address, and a test file signs up many users: the
 * per-address limits on sign-up, sign-in and writes would trip on the suite itself, so they are off unless
 * a test sets them (RATE_LIMITS); so would the per-address `reads` limit on a file reading many pages.
 * Per-account and per-feature limits keep their real values.
 */
const TEST_RATE_LIMIT_OVERRIDES = {
  "register-ip": "off",
  "login-ip": "off",
  writes: "off",
  reads: "off",
} as const;

export type MediaStorageSettings =
  | { kind: "local"; directory: string }
  | {
      kind: "s3";
      bucket: string;
      region: string;
      /** R2, MinIO and other S3-compatible stores; unset for AWS S3. */
      endpoint: string | undefined;
      forcePathStyle: boolean;
      /** Unset: the AWS SDK's default chain (environment, shared files, instance or task role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

/** A clear, one-line-per-problem message for a bad environment; the caller decides to exit. */
export class ConfigError extends Error {}

/** The only reader of process.env (docs/architecture.md). */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new ConfigError(`Invalid environment configuration:\n${problems}`);
  }
  const env = parsed.data;
  const conflicts = [
    env.SHUTDOWN_DRAIN_SECONDS >= env.SHUTDOWN_GRACE_SECONDS &&
      "  SHUTDOWN_DRAIN_SECONDS: must be shorter than SHUTDOWN_GRACE_SECONDS (the drain is part of the grace)",
    env.HTTP_HEADERS_TIMEOUT_SECONDS > env.HTTP_REQUEST_TIMEOUT_SECONDS &&
      "  HTTP_HEADERS_TIMEOUT_SECONDS: must not be longer than HTTP_REQUEST_TIMEOUT_SECONDS",
    env.DATABASE_REPLICA_URLS?.length &&
      !env.DATABASE_URL &&
      "  DATABASE_REPLICA_URLS: needs DATABASE_URL (the embedded database has no replicas)",
    env.MEDIA_STORAGE === "s3" &&
      !env.S3_BUCKET &&
      "  S3_BUCKET: required when MEDIA_STORAGE=s3 (the bucket photos are stored in)",
    new Set([env.SUPPLIER_NAME, env.SUPPLIER_ADDRESS, env.SUPPLIER_TRN].map(Boolean)).size > 1 &&
      "  SUPPLIER_NAME, SUPPLIER_ADDRESS, SUPPLIER_TRN: set all three (a tax invoice names the supplier, its address and its TRN), or none",
    Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY) &&
      "  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the AWS SDK's default credentials",
  ].filter(Boolean);
  if (conflicts.length) throw new ConfigError(`Invalid environment configuration:\n${conflicts.join("\n")}`);
  const isProduction = env.NODE_ENV === "production";
  const database = env.DATABASE_URL
    ? ({
        kind: "postgres",
        url: env.DATABASE_URL,
        poolSize: env.DATABASE_POOL_SIZE,
        replicaUrls: env.DATABASE_REPLICA_URLS ?? [],
      } as const)
    : ({ kind: "pglite", dataDir: path.resolve(env.DATA_DIR) } as const);
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    database,
    uploadDir: path.resolve(env.UPLOAD_DIR),
    media: mediaSettings(env),
    map: {
      styleUrl: env.MAP_STYLE_URL,
      origin: env.MAP_STYLE_URL?.startsWith("/")
        ? undefined
        : env.MAP_STYLE_URL && new URL(env.MAP_STYLE_URL).origin,
    },
    imageProcessing: { concurrency: env.IMAGE_PROCESSING_CONCURRENCY, queue: env.IMAGE_PROCESSING_QUEUE },
    metricsToken: env.METRICS_TOKEN,
    jobs: { work: env.JOBS_WORK },
    feeds: {
      allowHttp: !isProduction,
      allowPrivateAddresses: !isProduction && env.FEED_ALLOW_PRIVATE_ADDRESSES,
      maxBytes: Math.round(env.FEED_MAX_MEGABYTES * 1_000_000),
      timeoutMs: env.FEED_TIMEOUT_SECONDS * 1000,
      archiveMinSuccessShare: env.FEED_ARCHIVE_MIN_SUCCESS_SHARE,
    },
    edgeCache: { maxAgeSeconds: env.EDGE_CACHE_SECONDS, staleSeconds: env.EDGE_STALE_SECONDS },
    sessionSecret: env.SESSION_SECRET,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    seedSampleData: env.SEED_SAMPLE_DATA ?? database.kind === "pglite",
    sampleListings: env.SAMPLE_LISTINGS,
    logLevel: env.LOG_LEVEL,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logBodies: !isProduction },
    alerts: {
      unsubscribeSecret: env.ALERT_UNSUBSCRIBE_SECRET,
      unsubscribeAddress: env.MAIL_UNSUBSCRIBE_ADDRESS,
    },
    invoiceSupplier:
      env.SUPPLIER_NAME && env.SUPPLIER_ADDRESS && env.SUPPLIER_TRN
        ? { name: env.SUPPLIER_NAME, address: env.SUPPLIER_ADDRESS, trn: env.SUPPLIER_TRN }
        : undefined,
    sites: buildSites(env),
    sessionIdleMs: env.SESSION_IDLE_HOURS * HOUR_MS,
    sessionAbsoluteMs: env.SESSION_ABSOLUTE_HOURS * HOUR_MS,
    rateLimits: {
      scale: env.RATE_LIMIT_SCALE,
      overrides: { ...(env.NODE_ENV === "test" ? TEST_RATE_LIMIT_OVERRIDES : {}), ...env.RATE_LIMITS },
    },
    shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_SECONDS * 1000,
    http: {
      headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
      requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
      keepAliveTimeoutMs: env.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      bodyTimeoutMs: env.HTTP_BODY_TIMEOUT_SECONDS * 1000,
      maxConnectionsPerAddress: env.MAX_CONNECTIONS_PER_ADDRESS,
    },
    render: { concurrency: env.RENDER_CONCURRENCY, queue: env.RENDER_QUEUE },
    publicCacheTtlMs: publicCacheSeconds(env) * 1000,
    pageCacheTtlMs: (env.PAGE_CACHE_SECONDS ?? publicCacheSeconds(env)) * 1000,
    redis: env.REDIS_URL ? { url: env.REDIS_URL, prefix: env.REDIS_PREFIX } : undefined,
  };
}

const HOUR_MS = 60 * 60 * 1000;

function parseTrustProxy(value: string): string | number | boolean {
  if (value === "true") return true;
  if (value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

function mediaSettings(env: Env): Config["media"] {
  const storage: MediaStorageSettings =
    env.MEDIA_STORAGE === "s3"
      ? {
          kind: "s3",
          bucket: env.S3_BUCKET!,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : { kind: "local", directory: path.resolve(env.UPLOAD_DIR) };
  const base = env.MEDIA_BASE_URL;
  return {
    storage,
    publicBaseUrl: base ? (base.endsWith("/") ? base : `${base}/`) : UPLOAD_URL_PREFIX,
    origin: base ? new URL(base).origin : undefined,
    temporaryDirectory: path.resolve(env.UPLOAD_TEMP_DIR ?? path.join(os.tmpdir(), "uae-property-uploads")),
  };
}

function buildSites(env: Env): Record<SiteKey, SiteDefinition> {
  const override = {
    uae: [env.SITE_HOSTS_UAE, env.SITE_BASE_URL_UAE],
    dubai: [env.SITE_HOSTS_DUBAI, env.SITE_BASE_URL_DUBAI],
    dubaipropertymarkets: [env.SITE_HOSTS_DUBAIPROPERTYMARKETS, env.SITE_BASE_URL_DUBAIPROPERTYMARKETS],
  } as const;
  return Object.fromEntries(
    SITE_KEYS.map((key) => {
      const [hosts, baseUrl] = override[key];
      const site = DEFAULT_SITES[key];
      return [
        key,
        {
          ...site,
          hosts: hosts ?? site.hosts,
          baseUrl: (baseUrl ?? site.baseUrl).replace(/\/$/, ""),
          mediaBaseUrl: mediaSettings(env).publicBaseUrl,
        },
      ];
    }),
  ) as Record<SiteKey, SiteDefinition>;
}

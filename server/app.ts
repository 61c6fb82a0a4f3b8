import crypto from "node:crypto";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { routeReads } from "./db/replicas";
import { agentsRoutes } from "./features/agents/agents.routes";
import { agenciesRoutes } from "./features/agencies/agencies.routes";
import { agencyApiRoutes } from "./features/agencies/agency-api.routes";
import { accountRoutes } from "./features/account/account.routes";
import { authRoutes } from "./features/auth/auth.routes";
import { contactRoutes } from "./features/contact/contact.routes";
import { dashboardRoutes } from "./features/dashboard/dashboard.routes";
import { listingDraftsRoutes } from "./features/listing-drafts/listing-drafts.routes";
import type { SessionSetup } from "./features/auth/session";
import { favouritesRoutes } from "./features/favourites/favourites.routes";
import { conversationsRoutes } from "./features/conversations/conversations.routes";
import { enquiriesRoutes } from "./features/enquiries/enquiries.routes";
import { listingsRoutes, pageViewRoutes } from "./features/listings/listings.routes";
import { searchRelaxationRoutes } from "./features/listings/search-relaxation.routes";
import { attachPageViewCounter, createPageViewCounter } from "./features/listings/listings.view-counter";
import { createRedisPageViewCounter } from "./features/listings/listings.view-counter-redis";
import { moderationRoutes } from "./features/moderation/moderation.routes";
import { newsletterOneClickRoutes, newsletterRoutes } from "./features/newsletter/newsletter.routes";
import {
  oneClickUnsubscribeRoutes,
  savedSearchesRoutes,
} from "./features/saved-searches/saved-searches.routes";
import { passwordResetRoutes } from "./features/password-reset/password-reset.routes";
import { statsRoutes } from "./features/stats/stats.routes";
import { marketRoutes } from "./features/market/market.routes";
import { mapRoutes } from "./http/map/map.routes";
import { createMetrics, rememberMountPath } from "./http/metrics";
import { mediaRoutes } from "./http/media.routes";
import { openApiRoutes } from "./http/openapi/openapi.routes";
import { seoRoutes } from "./features/seo/seo.routes";
import { systemRoutes } from "./http/system.routes";
import { InvoiceProvider, type PaymentProvider } from "./features/upgrades/payment-provider";
import { upgradesRoutes } from "./features/upgrades/upgrades.routes";
import { createPhotoStorage, photoRoutes } from "./features/uploads/photo-storage";
import type { PhotoStorage } from "./features/uploads/photo-storage-contract";
import { uploadsRoutes } from "./features/uploads/uploads.routes";
import { trustSignalsRoutes } from "./features/trust-signals/trust-signals.routes";
import { relayCacheInvalidation } from "./lib/cache-invalidation";
import type { Logger } from "./lib/logger";
import { invalidatePublicCachesOnWrite } from "./lib/public-cache";
import type { SharedRedis } from "./lib/redis";
import { apiNotFound, errorHandler } from "./middleware/error-handler";
import { limitBodyTime } from "./middleware/body-timeout";
import { databaseRateLimitStore, limitReads, limitWrites } from "./middleware/rate-limit";
import { memoryRateLimitStore, redisRateLimitStore } from "./middleware/rate-limit-redis";
import { localeMiddleware, translateAnswerMessages } from "./middleware/locale";
import { serializeRequestForLog } from "./middleware/request-log";
import {
  limitUrlLength,
  rejectCrossSiteRequests,
  requireJsonBodies,
  securityHeaders,
} from "./middleware/security";
import { siteMiddleware } from "./middleware/site";
import { rejectMalformedJsonBodies } from "./middleware/validate";
import type { AppContext } from "./app-context";
import type { JobRunner } from "./jobs/job-runner";

export interface AppDependencies {
  config: Config;
  database: Database;
  sessions: SessionSetup;
  logger: Logger;
  /** Serves the pages (server rendering and static assets); absent in API-only tests. */
  pages?: RequestHandler;
  /** The job queue and its figures (server/jobs); without it mail stays in the outbox unsent. */
  jobs?: Omit<JobRunner, "stop">;
  /**
   * REDIS_URL: rate-limit counts, page views and cache invalidation shared through Redis (sessions too,
   * given to `sessions`); docs/decisions/0040. Closed by whoever opened it.
   */
  redis?: SharedRedis;
  /** Where uploaded photos are stored; by default the driver MEDIA_STORAGE names. */
  photoStorage?: PhotoStorage;
  /** How featured upgrades are paid; by default the built-in invoice (a card provider in tests). */
  paymentProvider?: PaymentProvider;
}

/** The whole HTTP surface: API, media, health and (when given) pages. No listen(): index.ts does that. */
export function createApp({
  config,
  database,
  sessions,
  logger,
  pages,
  jobs,
  photoStorage,
  redis,
  paymentProvider = new InvoiceProvider(),
}: AppDependencies) {
  const app = express();
  const context: AppContext = {
    db: database.db,
    database,
    config,
    rateLimits: redis
      ? redisRateLimitStore(redis, config.rateLimits)
      : databaseRateLimitStore(database.db, config.rateLimits),
    logger,
    jobs,
    endUserSessions: sessions.endUserSessions,
  };
  // Other instances' writes clear this one's public caches at once (lib/cache-invalidation.ts).
  if (redis) relayCacheInvalidation(app, redis, logger);
  // Request timing first, so it covers everything after it (http/metrics.ts; /metrics needs a token).
  const metrics = createMetrics({ database, token: config.metricsToken, jobs, redis });
  app.use(metrics.measureRequests);
  // Read replicas (DATABASE_REPLICA_URLS): which requests may read from one (db/replicas.ts).
  if (database.replicas) app.use(routeReads);
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.set("query parser", "simple");

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const incoming = req.headers["x-request-id"];
        const id =
          typeof incoming === "string" && /^[\w.-]{1,100}$/.test(incoming) ? incoming : crypto.randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      // Health probes every few seconds would drown the log.
      autoLogging: { ignore: (req) => ["/healthz", "/readyz", "/metrics"].includes(req.url ?? "") },
      serializers: { req: serializeRequestForLog },
    }),
  );
  // The language of messages for people (errors, field errors): req.locale (middleware/locale.ts).
  app.use(localeMiddleware);
  // Security for every route, present and future (middleware/security.ts, docs/decisions 0010–0011).
  app.use(
    securityHeaders({
      isProduction: config.isProduction,
      mediaOrigin: config.media.origin,
      mapOrigin: config.map.origin,
    }),
  );
  app.use(rejectCrossSiteRequests);
  app.use(limitUrlLength);
  // A body has 15 s to arrive (HTTP_BODY_TIMEOUT_SECONDS), an upload the listener's 242 s.
  app.use(
    limitBodyTime({
      timeoutMs: config.http.bodyTimeoutMs,
      uploadPaths: ["/api/uploads", "/api/agency/feed/upload"],
    }),
  );
  app.use(compression());
  app.use(systemRoutes(database, jobs, redis));
  app.use(metrics.routes);
  // Listings: uploaded photos from the storage driver, cached for a year: their names are never reused.
  const storage = photoStorage ?? createPhotoStorage(config.media.storage);
  app.use("/media/uploads", photoRoutes(config.media.storage, storage));
  app.use("/media", mediaRoutes());
  app.use(mapRoutes({ styleUrl: config.map.styleUrl }));
  // Every page and API read per client address (RATE_LIMITS `reads`), before any work is done for it:
  // counted in Redis when there is one, else in this instance's memory (no database write per GET).
  app.use(limitReads(redis ? context.rateLimits : memoryRateLimitStore(config.rateLimits)));
  app.use(siteMiddleware(config.sites));

  const api = express.Router();
  api.use(rememberMountPath);
  // Answers' messages for people in the request's language, as errors are (middleware/locale.ts).
  api.use(translateAnswerMessages);
  api.use(requireJsonBodies({ multipartPaths: ["/uploads"] }));
  api.use(limitWrites(context.rateLimits));
  // An agency's feed file (docs/decisions/0053) is the one larger JSON body: parsed here first.
  api.use("/agency/feed/upload", express.json({ limit: "6mb" }));
  api.use(express.json({ limit: "100kb" }));
  // Too deep or with NUL characters: a 400 on every JSON endpoint, before any route walks the body.
  api.use(rejectMalformedJsonBodies);
  // --- Performance: a successful write clears the cached public answers and pages (lib/public-cache.ts) ---
  api.use(invalidatePublicCachesOnWrite);
  api.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  api.use(openApiRoutes(app));
  // The agency API authenticates by API key only: mounted before sessions, so no cookie is ever read.
  api.use(agencyApiRoutes(context));
  api.use(sessions.middleware);
  api.use(authRoutes(context, sessions));
  api.use(searchRelaxationRoutes(database.db));
  api.use(listingsRoutes(database.db, { publicCacheTtlMs: config.publicCacheTtlMs }));
  // --- Public site: favourites, newsletter, password reset ---
  api.use(favouritesRoutes(context));
  api.use(savedSearchesRoutes(context));
  api.use(newsletterRoutes(context));
  api.use(passwordResetRoutes(context));
  api.use(statsRoutes(context));
  // --- Listings: enquiries, uploads, dashboard, upgrades ---
  api.use(enquiriesRoutes(context));
  api.use(conversationsRoutes(context));
  // --- Reports, moderation and the operator's console (docs/decisions/0050) ---
  api.use(moderationRoutes(context, sessions));
  // Duplicate and fraud signals for staff: open flags, resolving them, verifying by hand (docs/decisions/0051).
  api.use(trustSignalsRoutes(context));
  // Counted once across instances in Redis when there is one, else in this process (listings.view-counter*.ts).
  const pageViews = redis
    ? createRedisPageViewCounter(redis, logger)
    : createPageViewCounter(database.db, logger);
  attachPageViewCounter(app, pageViews);
  api.use(pageViewRoutes(pageViews));
  api.use(uploadsRoutes(context, storage));
  api.use(dashboardRoutes(context));
  api.use(listingDraftsRoutes(context));
  api.use(upgradesRoutes(context, paymentProvider));
  api.use(accountRoutes(context));
  // --- Content: contact ---
  api.use(contactRoutes(context));
  // --- Places, agents and tools ---
  api.use(marketRoutes(context));
  api.use(agentsRoutes(context));
  // An agency's account: members, agents, API keys and its listing feed (docs/decisions/0053).
  api.use(agenciesRoutes(context, storage));
  api.use(apiNotFound);
  app.use("/api", api);

  // --- Documents beside the pages (sitemap.xml, robots.txt) ---
  app.use(seoRoutes(context));
  // Newsletter mails' one-click unsubscribe (RFC 8058), without a session (docs/decisions/0052).
  app.use(newsletterOneClickRoutes(context));
  // Alert mails' one-click unsubscribe (RFC 8058): a POST to the page's own address, without a session.
  app.use(oneClickUnsubscribeRoutes(context));

  // Pages need no session here: server rendering reads the user through the API, with the visitor's cookie.
  if (pages) app.use(pages);
  app.use(errorHandler);
  return app;
}

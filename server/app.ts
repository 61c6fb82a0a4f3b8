import crypto from "node:crypto";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { authRoutes } from "./features/auth/auth.routes";
import type { SessionSetup } from "./features/auth/session";
import { listingsRoutes } from "./features/listings/listings.routes";
import { mediaRoutes } from "./features/media/media.routes";
import { buildOpenApiDocument } from "./features/openapi/openapi-document";
import { systemRoutes } from "./features/system/system.routes";
import type { Logger } from "./lib/logger";
import { apiNotFound, errorHandler } from "./middleware/error-handler";
import { databaseRateLimitStore } from "./middleware/rate-limit";
import { siteMiddleware } from "./middleware/site";
import type { AppContext } from "./app-context";

export interface AppDependencies {
  config: Config;
  database: Database;
  sessions: SessionSetup;
  logger: Logger;
  /** Serves the pages (server rendering and static assets); absent in API-only tests. */
  pages?: RequestHandler;
}

/** The whole HTTP surface: API, media, health and (when given) pages. No listen(): index.ts does that. */
export function createApp({ config, database, sessions, logger, pages }: AppDependencies) {
  const app = express();
  const context: AppContext = {
    db: database.db,
    database,
    config,
    rateLimits: databaseRateLimitStore(database.db),
    logger,
  };
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
      autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/readyz" },
    }),
  );
  app.use(compression());
  app.use(systemRoutes(database));
  app.use("/media", mediaRoutes());
  app.use(siteMiddleware(config.sites));

  const api = express.Router();
  api.use(express.json({ limit: "100kb" }));
  api.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  api.get("/openapi.json", (req, res) => {
    res.setHeader("Cache-Control", "public, max-age=300");
    res.json(buildOpenApiDocument(req.site.baseUrl));
  });
  api.use(sessions.middleware);
  api.use(authRoutes(database.db, sessions));
  api.use(listingsRoutes(database.db));
  // --- Public site: favourites, newsletter, password reset ---
  // --- Listings: enquiries, uploads, dashboard, upgrades ---
  // --- Content: contact ---
  // --- Places, agents and tools ---
  api.use(apiNotFound);
  app.use("/api", api);

  // --- Documents beside the pages (sitemap.xml, robots.txt) ---

  // Pages need no session here: server rendering reads the user through the API, with the visitor's cookie.
  if (pages) app.use(pages);
  app.use(errorHandler);
  return app;
}

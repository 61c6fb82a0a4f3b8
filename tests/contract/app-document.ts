import { createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import type { Database } from "../../server/db/client";
import type { SessionSetup } from "../../server/features/auth/session";
import { buildOpenApiDocument, type RouterTree } from "../../server/http/openapi/openapi-document";
import { createLogger } from "../../server/lib/logger";

/** Nothing behind it: building the app only declares routes, and any query would fail loudly. */
const unreachable = <T extends object>(name: string) =>
  new Proxy({} as T, {
    get: (_target, property) => {
      if (property === "then") return undefined;
      throw new Error(`The document's app reached the ${name} (${String(property)})`);
    },
  });

const noDatabase: Database = {
  db: unreachable("database"),
  kind: "pglite",
  pool: unreachable("database pool"),
  ping: async () => false,
  close: async () => undefined,
};

const noSessions: SessionSetup = {
  middleware: [(_req, _res, next) => next()],
  authenticateLocal: () => () => undefined,
  derivedKey: () => Buffer.alloc(32),
  ensureWritable: () => Promise.resolve(),
  close: () => undefined,
};

/**
 * The app as createApp builds it, for tests without a running database: its routers are built (which
 * declares every route and its contract) but never asked anything.
 */
export function appWithoutDatabase() {
  return createApp({
    config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }),
    database: noDatabase,
    sessions: noSessions,
    logger: createLogger("silent"),
  }) as unknown as RouterTree;
}

/** The document /api/openapi.json serves for a site's base URL. */
export function appOpenApiDocument(serverUrl = "") {
  return buildOpenApiDocument(appWithoutDatabase(), serverUrl);
}

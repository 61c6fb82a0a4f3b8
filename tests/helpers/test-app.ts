import type { RequestHandler } from "express";
import supertest from "supertest";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import type { Database } from "../../server/db/client";
import { createSessionMiddleware, resolveSessionSecret } from "../../server/features/auth/session";
import type { PaymentProvider } from "../../server/features/upgrades/payment-provider";
import { createLogger } from "../../server/lib/logger";
import { unsubscribeSecret } from "../../server/lib/unsubscribe-links";
import { openTestDatabase } from "./test-database";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: Database;
  request: () => supertest.Agent;
  close(): Promise<void>;
}

/**
 * createApp on a given database (or a fresh one), with API routes only and logging off; `env` adds
 * settings (e.g. PUBLIC_CACHE_SECONDS, off in tests by default). `pages` serves pages too, as index.ts
 * does (server/render/locale-pages.api.test.ts gives it the real renderer); `paymentProvider` replaces the
 * built-in invoice (a card provider whose orders wait for payment).
 */
export async function createTestApp(
  existing?: Database,
  env: Record<string, string> = {},
  { pages, paymentProvider }: { pages?: RequestHandler; paymentProvider?: PaymentProvider } = {},
): Promise<TestApp> {
  const database = existing ?? (await openTestDatabase());
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env });
  const sessions = createSessionMiddleware(database, await resolveSessionSecret(database.db, undefined));
  await unsubscribeSecret(database.db, config);
  const app = createApp({
    config,
    database,
    sessions,
    logger: createLogger("silent"),
    pages,
    paymentProvider,
  });
  return {
    app,
    database,
    request: () => supertest.agent(app),
    close: async () => {
      sessions.close();
      if (!existing) await database.close();
    },
  };
}

// Users are built by the factories; kept here too because most API tests import them with createTestApp.
export { buildUser, signUp } from "../factories/users";

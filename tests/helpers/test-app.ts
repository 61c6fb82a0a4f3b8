import supertest from "supertest";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import type { Database } from "../../server/db/client";
import { createSessionMiddleware, resolveSessionSecret } from "../../server/features/auth/session";
import { createLogger } from "../../server/lib/logger";
import { openTestDatabase } from "./test-database";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: Database;
  request: () => supertest.Agent;
  close(): Promise<void>;
}

/**
 * createApp on a given database (or a fresh one), with API routes only and logging off; `env` adds
 * settings (e.g. PUBLIC_CACHE_SECONDS, off in tests by default).
 */
export async function createTestApp(existing?: Database, env: Record<string, string> = {}): Promise<TestApp> {
  const database = existing ?? (await openTestDatabase());
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env });
  const sessions = createSessionMiddleware(database, await resolveSessionSecret(database.db, undefined));
  const app = createApp({ config, database, sessions, logger: createLogger("silent") });
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

let counter = 0;
/** A unique, valid username/email/password for each call. */
export function newUser(prefix = "user") {
  counter += 1;
  const username = `${prefix}${Date.now().toString(36)}${counter}`;
  return { username, email: `${username}@example.com`, password: "correct horse battery" };
}

/** Registers a user on an agent (which keeps the session cookie) and returns the user. */
export async function signUp(agent: supertest.Agent, prefix?: string) {
  const user = newUser(prefix);
  const res = await agent.post("/api/register").send(user).expect(201);
  const setCookie = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
  const cookie = (setCookie.find((c) => c.startsWith("upm.sid=")) ?? "").split(";")[0];
  return { ...user, id: res.body.id as number, cookie };
}

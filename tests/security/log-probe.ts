/**
 * Run by logging.api.test.ts in a child process: the real app with the real logger (JSON lines on
 * stdout), driven through sign-up, sign-in, failures and secrets in headers and URLs. The parent reads
 * every line and looks for the secrets.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";
import { runMigrations } from "../../server/db/migrate";
import { createSessionMiddleware } from "../../server/features/auth/session";
import { createLogger } from "../../server/lib/logger";

const secrets = JSON.parse(process.env.PROBE_SECRETS ?? "{}") as Record<string, string>;
const database = await openDatabase({ kind: "pglite" });
await runMigrations(database);
const config = loadConfig({ NODE_ENV: "production", LOG_LEVEL: "debug", RATE_LIMITS: "login-account=2/60" });
const logger = createLogger("debug");
const sessions = createSessionMiddleware(database, secrets.sessionSecret);
const app = createApp({ config, database, sessions, logger });
const server = http.createServer(app);
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const port = (server.address() as AddressInfo).port;

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { ...(body ? { "content-type": "application/json" } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  await res.text();
  return res;
}

const user = { username: "probe_user", email: "probe@example.com", password: secrets.password };
const registered = await call("POST", "/api/register", user);
const cookie = (registered.headers.get("set-cookie") ?? "").split(";")[0];
await call("POST", "/api/login", { username: user.username, password: "wrong " + secrets.password });
await call("POST", "/api/login", { username: user.username, password: secrets.password });
await call("POST", "/api/login", { username: user.username, password: secrets.password }); // 429
await call("GET", "/api/user", undefined, { cookie, authorization: `Bearer ${secrets.bearer}` });
await call("POST", "/api/login", "{broken" as unknown as object, { cookie });
await call("GET", `/reset-password?token=${secrets.resetToken}`, undefined, { cookie });
await call(
  "POST",
  "/api/password-reset/confirm",
  { token: secrets.resetToken, password: secrets.password },
  {
    referer: `http://127.0.0.1:${port}/reset-password?token=${secrets.resetToken}`,
  },
);
await call("GET", `/api/reset/${secrets.resetToken}`);
// Agency API keys in their header, in a query and in a Referer; other credential headers; signed links.
await call("GET", "/api/agency/listings", undefined, { "x-api-key": secrets.apiKey });
await call("GET", `/api/agency/listings?api_key=${secrets.apiKey}`, undefined, {
  referer: `http://127.0.0.1:${port}/docs?key=${secrets.apiKey}`,
});
await call("GET", "/api/user", undefined, {
  "proxy-authorization": `Basic ${secrets.bearer}`,
  "x-auth-token": secrets.bearer,
});
await call("GET", `/newsletter/unsubscribe/${secrets.signedToken}`);
await call("GET", `/api/alerts/unsubscribe/${secrets.signedToken}`);
await call("GET", `/buy?password=${encodeURIComponent(secrets.password)}&access_token=${secrets.bearer}`);
// The session cookie value itself, as the log would see it after sign-in.
process.stdout.write(`\nPROBE-COOKIE ${cookie}\n`);
server.close();
sessions.close();
await database.close();

import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../server/db/client";
import { seedSampleData } from "../../server/db/seed/seed";
import { contractViolationsOf } from "../contract/openapi-contract";
import { createConfiguredTestApp, type ConfiguredTestApp } from "../security/configured-app";
import { listEndpoints, type Endpoint } from "./endpoints";
import {
  bodyArbitrary,
  encodeForUrl,
  headersArbitrary,
  pathValueArbitrary,
  queryArbitrary,
  type GeneratedBody,
} from "./generators";
import { buildListingInput, buildUser } from "../factories";

/**
 * Property-based fuzzing of every API endpoint (tests/fuzz/README in docs/reliability.md). The endpoint
 * list comes from GET /api/openapi.json at run time, plus every route the Express router has that the
 * document lacks, so endpoints added later are fuzzed without touching this file. Each case is sent as
 * an anonymous visitor and as a signed-in user; it fails on a 5xx, on a stack trace or SQL in a body
 * (unless the text was part of some input, i.e. an echo), and on any change to stored data from a request
 * that was refused (4xx).
 *
 * FUZZ_RUNS (cases per endpoint and identity) and FUZZ_SEED reproduce or deepen a run.
 */

const RUNS_PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? 0);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2_147_483_647;
/** Spread over all endpoints: about this many cases in total when FUZZ_RUNS is unset. */
const TARGET_TOTAL_CASES = 2000;

let t: ConfiguredTestApp;
let server: http.Server;
let port: number;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
let endpoints: Endpoint[] = [];
let snapshotQuery: ReturnType<typeof sql>;
const knownIds: string[] = [];
/** Every string sent so far: text in a response that was sent in some request is an echo, not a leak. */
let sentText = "";
let casesRun = 0;
let lastSnapshot: string | null = null;
const statusCounts = new Map<number, number>();

interface Reply {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

let resends = 0;
let previousRequest = "";

function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
  retried = false,
): Promise<Reply> {
  const before = previousRequest;
  previousRequest = `${method} ${path.slice(0, 80)} ${JSON.stringify(headers).slice(0, 200)}`;
  void before;
  return new Promise<Reply>((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        agent,
        // Node sends DELETE bodies without a length unless told: the server would read them as a new request.
        headers:
          body === undefined ? headers : { ...headers, "content-length": String(Buffer.byteLength(body)) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (c: Buffer) => chunks.push(c));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString("utf8"),
            headers: response.headers,
          }),
        );
        response.on("error", reject);
      },
    );
    request.setTimeout(15_000, () => request.destroy(new Error(`timeout: ${method} ${path}`)));
    request.on("error", (error: NodeJS.ErrnoException) => {
      // A kept-alive socket the server closed just as it was reused (Node's documented race): resend
      // once on a new socket. A reset on a fresh socket is a real failure.
      if (request.reusedSocket && error.code === "ECONNRESET" && !retried) {
        resends += 1;
        if (process.env.FUZZ_DEBUG)
          console.log("resend", method, path.slice(0, 80), "after", previousRequest);
        send(method, path, headers, body, true).then(resolve, reject);
      } else reject(error);
    });
    if (body !== undefined) request.end(body);
    else request.end();
  });
}

/**
 * One checksum per table: row count and an order-independent sum of row hashes (no sort, so it stays
 * cheap), ignoring counters that change by design (rate limits, views, session expiry).
 */
async function buildSnapshotQuery() {
  const tables = await queryRows<{ table_name: string }>(
    t.database.db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const parts = tables
    .map((r) => r.table_name)
    .filter((name) => name !== "rate_limit_hits")
    .map((name) => {
      // Sessions roll their expiry on every signed-in request: only which sessions exist matters.
      const row =
        name === "session" ? `to_jsonb(x.sid)` : `(to_jsonb(x) - 'views' - 'updated_at' - 'last_seen_at')`;
      return `select '${name}' as name, count(*)::int as rows, coalesce(sum(hashtext(${row}::text)::bigint), 0)::text as sum from "${name}" x`;
    });
  snapshotQuery = sql.raw(parts.join(" union all "));
}

async function snapshot(): Promise<string> {
  const rows = await queryRows<{ name: string; rows: number; sum: string }>(t.database.db, snapshotQuery);
  return rows.map((r) => `${r.name}:${r.rows}:${r.sum}`).join("\n");
}

const STACK = /\bat [\w$.<>[\] ]+ \(?(\/|file:|node:)[^)\s]*:\d+|\w+\.(ts|js|mjs|cjs):\d+:\d+|node_modules\//;
const SQL =
  /\b(select\s[^"]{0,80}\sfrom\s|insert\s+into\s|update\s+"?\w+"?\s+set\s|delete\s+from\s|syntax error at or near|relation "\w+"|violates (unique|foreign key|not-null|check) constraint|duplicate key value|column "\w+"|failed query|invalid input syntax for)/i;

function leakIn(body: string): string | null {
  for (const pattern of [STACK, SQL]) {
    const match = pattern.exec(body);
    if (match && !sentText.includes(match[0])) return match[0];
  }
  return null;
}

interface Identity {
  name: "anonymous" | "signed-in";
  cookie?: string;
  credentials?: { username: string; password: string };
}

const anonymous: Identity = { name: "anonymous" };
const signedIn: Identity = { name: "signed-in" };

async function signIn(identity: Identity) {
  const res = identity.credentials
    ? await send(
        "POST",
        "/api/login",
        { "content-type": "application/json" },
        JSON.stringify(identity.credentials),
      )
    : undefined;
  if (res?.status === 200) {
    identity.cookie = cookieOf(res);
    return;
  }
  const user = buildUser("fuzz");
  identity.credentials = { username: user.username, password: user.password };
  const created = await send(
    "POST",
    "/api/register",
    { "content-type": "application/json" },
    JSON.stringify(user),
  );
  expect(created.status).toBe(201);
  identity.cookie = cookieOf(created);
}

function cookieOf(res: Reply): string {
  const cookies = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
  return (cookies.find((c) => c.startsWith("upm.sid=")) ?? "").split(";")[0];
}

/** A listing owned by the signed-in identity: draft and published ids give paths something real to hit. */
async function createOwnListing(identity: Identity, status: "draft" | "published") {
  const res = await send(
    "POST",
    "/api/properties",
    { "content-type": "application/json", cookie: identity.cookie! },
    JSON.stringify(buildListingInput({ title: "Fuzz target apartment with a view", status })),
  );
  expect(res.status).toBe(201);
  knownIds.push(String((JSON.parse(res.body) as { id: number }).id));
}

function fillPath(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_m, name: string) => encodeForUrl(values[name] ?? "1"));
}

interface FuzzCase {
  pathValues: Record<string, string>;
  query: string;
  headers: Record<string, string>;
  body: GeneratedBody | undefined;
}

function caseArbitrary(endpoint: Endpoint): fc.Arbitrary<FuzzCase> {
  const pathValues = fc.record(
    Object.fromEntries(endpoint.pathParams.map((name) => [name, pathValueArbitrary(knownIds)])),
  ) as fc.Arbitrary<Record<string, string>>;
  const takesBody = ["POST", "PUT", "PATCH", "DELETE"].includes(endpoint.method);
  return fc.record({
    pathValues,
    query: queryArbitrary(endpoint.queryParams),
    headers: headersArbitrary(),
    body: takesBody ? bodyArbitrary(endpoint.bodyProperties) : fc.constant(undefined),
  });
}

async function runCase(endpoint: Endpoint, identity: Identity, c: FuzzCase) {
  const path = fillPath(endpoint.path, c.pathValues) + c.query;
  const headers: Record<string, string> = { ...c.headers };
  if (c.body) headers["content-type"] = c.body.contentType;
  if (identity.cookie) headers.cookie = [identity.cookie, headers.cookie].filter(Boolean).join("; ");
  sentText += `\n${decodeSafely(path)}\n${Object.values(headers).join("\n")}\n${c.body?.text ?? ""}`;

  // The previous refused case's "after" is this one's "before"; after an accepted case, look again.
  const before = lastSnapshot ?? (await snapshot());
  lastSnapshot = null;
  const reply = await send(endpoint.method, path, headers, c.body?.text);
  casesRun += 1;
  statusCounts.set(reply.status, (statusCounts.get(reply.status) ?? 0) + 1);
  const where = `${identity.name} ${endpoint.method} ${path} [${c.body?.contentType ?? "no body"}] ${c.body?.text.slice(0, 300) ?? ""}`;

  expect(reply.status, `5xx for ${where}: ${reply.body.slice(0, 300)}`).toBeLessThan(500);
  const leak = leakIn(reply.body);
  expect(leak, `stack or SQL "${leak}" in the body for ${where}`).toBeNull();
  // Whatever was sent, the answer is one the OpenAPI document declares (tests/contract).
  const exchange = { method: endpoint.method, url: path, status: reply.status, headers: reply.headers };
  expect(contractViolationsOf({ ...exchange, text: reply.body }), `contract broken for ${where}`).toEqual([]);
  if (reply.status >= 400) {
    const after = await snapshot();
    const changed = after.split("\n").filter((line) => !before.split("\n").includes(line));
    expect(
      changed,
      `a refused request (${reply.status}: ${reply.body.slice(0, 200)}) changed stored data: ${where}`,
    ).toEqual([]);
    lastSnapshot = after;
  } else if (identity.cookie && endpoint.method !== "GET") {
    // A fuzzed request may have signed this identity out (logout, sign out everywhere): sign in again.
    const me = await send("GET", "/api/user", { cookie: identity.cookie });
    if (me.status !== 200) await signIn(identity);
  }
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}

beforeAll(async () => {
  // Limits scaled far up, so the fuzzer reaches the handlers instead of stopping at 429.
  t = await createConfiguredTestApp({ RATE_LIMIT_SCALE: "10000" });
  await seedSampleData(t.database.db, { listings: 60 });
  // The market endpoints need some sale history, not the thousands of rows the seed makes.
  await t.database.db.execute(sql`delete from transactions where id > 400`);
  server = http.createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  const openapi = await send("GET", "/api/openapi.json", {});
  endpoints = listEndpoints(JSON.parse(openapi.body), t.app);
  await buildSnapshotQuery();
  const sample = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from properties order by id limit 3`,
  );
  knownIds.push(...sample.map((r) => String(r.id)));
  await signIn(signedIn);
  await createOwnListing(signedIn, "draft");
  await createOwnListing(signedIn, "published");
}, 120_000);

afterAll(async () => {
  agent.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t?.close();
  const statuses = [...statusCounts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join(" ");
  console.log(
    `API fuzz: ${casesRun} cases over ${endpoints.length} endpoints (seed ${SEED}; statuses ${statuses}; ${resends} resent after a keep-alive race)`,
  );
});

describe("API fuzzing", () => {
  it("covers the documented endpoints and the router's undocumented ones", () => {
    const documented = endpoints.filter((e) => e.source === "openapi");
    expect(documented.length).toBeGreaterThanOrEqual(10);
    expect(endpoints.some((e) => e.method === "POST" && e.path === "/api/login")).toBe(true);
    const undocumented = endpoints.filter((e) => e.source === "router").map((e) => `${e.method} ${e.path}`);
    if (undocumented.length)
      console.log(`Fuzzed but missing from /api/openapi.json: ${undocumented.join(", ")}`);
  });

  it("never answers 5xx, never leaks a stack or SQL, and refused requests change nothing", async () => {
    const runs = RUNS_PER_ENDPOINT || Math.max(10, Math.ceil(TARGET_TOTAL_CASES / (endpoints.length * 2)));
    for (const identity of [anonymous, signedIn]) {
      for (const [index, endpoint] of endpoints.entries()) {
        await fc.assert(
          fc.asyncProperty(caseArbitrary(endpoint), (c) => runCase(endpoint, identity, c)),
          { numRuns: runs, seed: SEED + index, endOnFailure: true },
        );
      }
    }
    expect(casesRun).toBeGreaterThanOrEqual(endpoints.length * runs * 2);
  }, 240_000);
});

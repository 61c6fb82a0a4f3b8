/**
 * Graceful shutdown: SIGTERM while the built app is under load and listing creations are in flight.
 *
 * - Every request already sent gets its HTTP answer: the reads 200, the creations (signed in, JSON bodies,
 *   some still sending their body when the signal comes) 201, never a connection reset; a 503 would only
 *   be acceptable for a request that arrived after readiness flipped, marked `Connection: close`.
 * - /readyz turns 503 at once; new connections are served (with `Connection: close`) during the drain
 *   window, then refused (never a hang); the process exits 0 within 10 s.
 * - Every creation answered 201 is in the database when the app is started again on the same folder.
 *
 *   npx tsx tests/resilience/graceful-shutdown.ts [--in-flight 20] [--creations 10]
 */
import http from "node:http";
import autocannon from "autocannon";
import {
  check,
  listingBody,
  log,
  main,
  makeTempDir,
  parseFlags,
  probe,
  signUp,
  sleep,
  startApp,
} from "./lib";

const flags = parseFlags();
const inFlightCount = Number(flags["in-flight"] ?? 20);
const creationCount = Number(flags.creations ?? 10);
/** The creations are sent this long before SIGTERM (the outside test's timing). */
const SIGNAL_AFTER_MS = 150;
/** A slow creation sends half its body, waits this long (across the signal), then the rest. */
const SLOW_BODY_PAUSE_MS = 600;
const APP_PORT = Number(flags.port ?? 5108);
const EXIT_LIMIT_MS = 10_000;

/** One request (on a new connection unless an agent is given): its status, or the error code. */
function oneRequest(url: string, agent: http.Agent | false = false): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, timeout: 20_000 }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    request.on("timeout", () => request.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
    request.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

interface CreationOutcome {
  /** Status, or the network error's code. */
  outcome: number | string;
  connection: string | undefined;
  id?: number;
  title: string;
}

/** POST /api/properties over `agent` (false: a new connection); a slow one pauses mid-body. */
function createListing(
  appUrl: string,
  cookie: string,
  title: string,
  agent: http.Agent | false,
  slow: boolean,
): Promise<CreationOutcome> {
  const body = Buffer.from(JSON.stringify(listingBody(title)));
  return new Promise((resolve) => {
    const done = (outcome: number | string, connection?: string, id?: number) =>
      resolve({ outcome, connection, id, title });
    const request = http.request(
      `${appUrl}/api/properties`,
      {
        method: "POST",
        agent,
        timeout: 20_000,
        headers: { "content-type": "application/json", "content-length": body.length, cookie },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => {
          let id: number | undefined;
          try {
            id = (JSON.parse(text) as { id?: number }).id;
          } catch {
            id = undefined;
          }
          done(response.statusCode ?? 0, response.headers.connection, id);
        });
        response.on("error", (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
      },
    );
    request.on("timeout", () => request.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
    request.on("error", (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
    if (!slow) {
      request.end(body);
      return;
    }
    const half = Math.floor(body.length / 2);
    request.write(body.subarray(0, half));
    setTimeout(() => request.end(body.subarray(half)), SLOW_BODY_PAUSE_MS);
  });
}

function countOutcomes(outcomes: (number | string)[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) counts[String(outcome)] = (counts[String(outcome)] ?? 0) + 1;
  return counts;
}

await main("graceful shutdown", async () => {
  const env = {
    DATA_DIR: `${makeTempDir("upm-shutdown")}/db`,
    SAMPLE_LISTINGS: "300",
    RATE_LIMITS: "writes=off",
  };
  let app = await startApp(APP_PORT, env);
  const agent = new http.Agent({ keepAlive: true, maxSockets: inFlightCount + creationCount });
  try {
    const cookie = await signUp(app.url, "shutdown");
    // Keep-alive traffic from before the signal to after it.
    const load = autocannon({
      url: `${app.url}/api/properties/search?priceType=sale`,
      connections: 10,
      duration: 20,
      timeout: 15,
    });
    // In-flight requests ride connections the server has already accepted: a connection still in the
    // kernel's queue is not in flight (see "new connections" below).
    const warm = await Promise.all(
      Array.from({ length: inFlightCount + creationCount }, () => oneRequest(`${app.url}/healthz`, agent)),
    );
    check(
      warm.every((s) => s === 200),
      `warm-up failed: ${JSON.stringify(warm)}`,
    );
    await sleep(1000);
    const inFlight = [
      ...Array.from({ length: inFlightCount / 2 }, (_, i) =>
        oneRequest(`${app.url}/buy?page=${(i % 5) + 1}`, agent),
      ),
      ...Array.from({ length: inFlightCount / 2 }, () =>
        oneRequest(`${app.url}/api/properties?limit=24`, agent),
      ),
    ];
    // Creations: half on keep-alive connections already open, half on new ones; every third sends its
    // body slowly, so it is still arriving when the signal comes.
    const creations = Array.from({ length: creationCount }, (_, i) =>
      createListing(
        app.url,
        cookie,
        `Shutdown creation ${Date.now()} ${i}`,
        i % 2 ? agent : false,
        i % 3 === 0,
      ),
    );
    await sleep(SIGNAL_AFTER_MS);
    const signalledAt = Date.now();
    app.child.kill("SIGTERM");
    log(
      `SIGTERM sent with ${inFlightCount} reads and ${creationCount} creations in flight and 10 keep-alive connections loading search`,
    );

    await sleep(200);
    const readyz = await oneRequest(`${app.url}/readyz`);
    // New connections: served while the listener drains the kernel's queue, refused after. One that
    // lands in the queue just as the listener closes is reset before any request is read (clients and
    // load balancers retry those). None may hang.
    const late: { outcome: number | string; ms: number }[] = [];
    while (Date.now() - signalledAt < EXIT_LIMIT_MS) {
      const started = performance.now();
      const outcome = await oneRequest(`${app.url}/api/properties?limit=1`);
      late.push({ outcome, ms: Math.round(performance.now() - started) });
      if (outcome === "ECONNREFUSED") break;
      await sleep(250);
    }

    const outcomes = await Promise.all(inFlight);
    const created = await Promise.all(creations);
    const inFlightDoneMs = Date.now() - signalledAt;
    const exit = await Promise.race([app.exited, sleep(EXIT_LIMIT_MS + 5000).then(() => null)]);
    const loadResult = await load;
    const codes = Object.fromEntries(
      Object.entries(loadResult.statusCodeStats ?? {}).map(([code, v]) => [
        code,
        (v as { count: number }).count,
      ]),
    );
    const exitMs = exit ? exit.at - signalledAt : -1;
    log(
      `RESULT in flight at SIGTERM: ${outcomes.filter((o) => o === 200).length}/${outcomes.length} answered 200 (${JSON.stringify([...new Set(outcomes)])}), the last ${inFlightDoneMs} ms after SIGTERM`,
    );
    log(
      `RESULT creations in flight at SIGTERM: ${JSON.stringify(countOutcomes(created.map((c) => c.outcome)))}`,
    );
    log(`RESULT /readyz while draining: ${readyz}`);
    log(`RESULT new connections after SIGTERM: ${late.map((l) => `${l.outcome} (${l.ms} ms)`).join(", ")}`);
    log(
      `RESULT keep-alive load: statuses ${JSON.stringify(codes)}, connection errors after close ${loadResult.errors}`,
    );
    log(`RESULT exit: code ${exit?.code ?? "none"} ${exitMs} ms after SIGTERM`);

    check(
      outcomes.every((o) => o === 200),
      `in-flight requests did not all complete: ${JSON.stringify(outcomes)}`,
    );
    const failedCreations = created.filter(
      (c) => c.outcome !== 201 && !(c.outcome === 503 && c.connection === "close"),
    );
    check(
      !failedCreations.length,
      `creations in flight at SIGTERM failed: ${JSON.stringify(failedCreations)}`,
    );
    check(readyz === 503, `/readyz answered ${readyz} while draining`);
    check(late.at(-1)?.outcome === "ECONNREFUSED", "new connections were not refused before the exit");
    const acceptable = new Set<number | string>([200, 503, "ECONNREFUSED", "ECONNRESET"]);
    check(
      late.every((l) => acceptable.has(l.outcome) && l.ms < 5000),
      `a new connection after SIGTERM hung or failed oddly: ${JSON.stringify(late)}`,
    );
    const unexpected = Object.keys(codes).filter((c) => c !== "200" && c !== "503");
    check(!unexpected.length, `keep-alive clients got ${unexpected.join(", ")} during shutdown`);
    check(exit !== null, `the process did not exit within ${EXIT_LIMIT_MS + 5000} ms`);
    check(exit.code === 0, `the process exited with code ${exit.code}:\n${app.output().slice(-1500)}`);
    check(exitMs <= EXIT_LIMIT_MS, `exit took ${exitMs} ms (limit ${EXIT_LIMIT_MS})`);
    check((await probe(`${app.url}/healthz`, 1000)) === 0, "something still answers on the port");

    // Every creation answered 201 is in the database: the app again, on the same folder.
    app = await startApp(APP_PORT, env);
    const missing: string[] = [];
    for (const creation of created.filter((c) => c.outcome === 201)) {
      const res = await fetch(`${app.url}/api/properties/${creation.id}`, {
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await res.json()) as { title?: string };
      if (res.status !== 200 || body.title !== creation.title) missing.push(creation.title);
    }
    log(
      `RESULT creations answered 201 and found after a restart: ${created.length - missing.length}/${created.length}`,
    );
    check(!missing.length, `creations answered 201 but missing after the restart: ${missing.join(", ")}`);
  } finally {
    agent.destroy();
    await app.stop("SIGKILL");
  }
});

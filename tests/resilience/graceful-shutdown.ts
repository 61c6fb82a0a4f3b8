/**
 * Graceful shutdown: SIGTERM while the built app is under load → every request already in flight is
 * answered 200 (with `Connection: close`), /readyz turns 503, new connections are served while the
 * listener drains the kernel's queue (1 s) and refused after it (never a hang), and the process exits 0
 * within 10 s.
 *
 *   npx tsx tests/resilience/graceful-shutdown.ts [--in-flight 20]
 */
import http from "node:http";
import autocannon from "autocannon";
import { check, log, main, makeTempDir, parseFlags, probe, sleep, startApp } from "./lib";

const flags = parseFlags();
const inFlightCount = Number(flags["in-flight"] ?? 20);
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

await main("graceful shutdown", async () => {
  const app = await startApp(APP_PORT, {
    DATA_DIR: `${makeTempDir("upm-shutdown")}/db`,
    SAMPLE_LISTINGS: "300",
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: inFlightCount });
  try {
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
      Array.from({ length: inFlightCount }, () => oneRequest(`${app.url}/healthz`, agent)),
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
    await sleep(100);
    const signalledAt = Date.now();
    app.child.kill("SIGTERM");
    log(`SIGTERM sent with ${inFlightCount} requests in flight and 10 keep-alive connections loading search`);

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
    check(readyz === 503 || readyz === "ECONNREFUSED", `/readyz answered ${readyz} while draining`);
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
  } finally {
    agent.destroy();
    await app.stop("SIGKILL");
  }
});

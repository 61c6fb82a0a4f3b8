/**
 * Graceful shutdown: SIGTERM while the built app is under load → every request already in flight is
 * answered 200 (with `Connection: close`), /readyz turns 503, new connections are refused cleanly once the
 * listener closes a second later (never a hang or a reset), and the process exits 0 within 10 s.
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

/** One request on its own new connection: its status, or the error code. */
function oneRequest(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, timeout: 20_000 }, (response) => {
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
  try {
    // Keep-alive traffic from before the signal to after it.
    const load = autocannon({
      url: `${app.url}/api/properties/search?priceType=sale`,
      connections: 20,
      duration: 20,
      timeout: 15,
    });
    await sleep(2000);

    const inFlight = [
      ...Array.from({ length: inFlightCount / 2 }, (_, i) =>
        oneRequest(`${app.url}/buy?page=${(i % 5) + 1}`),
      ),
      ...Array.from({ length: inFlightCount / 2 }, () => oneRequest(`${app.url}/api/properties?limit=24`)),
    ];
    // Let them reach the server (accepted and being served) before the signal.
    await sleep(150);
    const signalledAt = Date.now();
    app.child.kill("SIGTERM");
    log(`SIGTERM sent with ${inFlightCount} requests in flight and 10 keep-alive connections loading search`);

    // The listener stays open 1 s to serve what the kernel had already queued; after that, refusal.
    await sleep(3000);
    const afterStarted = performance.now();
    const late = await oneRequest(`${app.url}/api/properties`);
    const lateMs = Math.round(performance.now() - afterStarted);

    const outcomes = await Promise.all(inFlight);
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
      `RESULT in flight at SIGTERM: ${outcomes.filter((o) => o === 200).length}/${outcomes.length} answered 200 (${JSON.stringify([...new Set(outcomes)])})`,
    );
    log(`RESULT new connection after SIGTERM: ${late} in ${lateMs} ms`);
    log(`RESULT keep-alive load: statuses ${JSON.stringify(codes)}, connection errors ${loadResult.errors}`);
    log(`RESULT exit: code ${exit?.code ?? "none"} ${exitMs} ms after SIGTERM`);

    check(
      outcomes.every((o) => o === 200),
      `in-flight requests did not all complete: ${JSON.stringify(outcomes)}`,
    );
    check(
      late === "ECONNREFUSED" || late === 503,
      `a request after SIGTERM got ${late}, not a clean refusal`,
    );
    check(lateMs < 2000, `a request after SIGTERM took ${lateMs} ms to be refused`);
    const unexpected = Object.keys(codes).filter((c) => c !== "200" && c !== "503");
    check(!unexpected.length, `keep-alive clients got ${unexpected.join(", ")} during shutdown`);
    check(exit !== null, `the process did not exit within ${EXIT_LIMIT_MS + 5000} ms`);
    check(exit.code === 0, `the process exited with code ${exit.code}`);
    check(exitMs <= EXIT_LIMIT_MS, `exit took ${exitMs} ms (limit ${EXIT_LIMIT_MS})`);
    check((await probe(`${app.url}/healthz`, 1000)) === 0, "something still answers on the port");
  } finally {
    await app.stop("SIGKILL");
  }
});

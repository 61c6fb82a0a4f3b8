import { execFileSync } from "node:child_process";
import { performance } from "node:perf_hooks";
import { formatAed, formatCount, formatDate } from "@shared/format";

/**
 * The formatting section of `npm run bench` (bench/run.ts): what the formatting module costs.
 *
 * 1. 100,000 calls of `formatCount` (a cached Intl.NumberFormat) against the hand-written grouping the site
 *    used before (kept below for the comparison only), and of `formatAed` and `formatDate`.
 * 2. The first construction of each Intl formatter, in a fresh Node process each time (a process loads a
 *    locale's data once, so only a new process shows the first-use cost a page pays).
 */
const CALLS = 100_000;
const ROUNDS = 5;

/** The hand-written formatter `client/src/lib/format.ts` had until issue 12 (en-US grouping, half-up rounding). */
function handWrittenFormatNumber(value: number, maximumFractionDigits = 3): string {
  const scale = 10 ** maximumFractionDigits;
  const rounded = Math.round(Math.abs(value) * scale) / scale;
  const [whole, fraction = ""] = String(rounded).split(".");
  const sign = value < 0 && rounded !== 0 ? "-" : "";
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ",")}${fraction ? `.${fraction}` : ""}`;
}

/** The median over rounds of the time for CALLS calls, in ms; every result is used so none is optimised away. */
function timeCalls(format: (value: number) => string, calls = CALLS): number {
  const times: number[] = [];
  let length = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    for (let i = 0; i < calls; i++) length += format(i * 37.5 + 1_000).length;
    times.push(((performance.now() - started) * CALLS) / calls);
  }
  if (length === 0) throw new Error("unreachable");
  return times.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)];
}

const FIRST_USE_SCRIPTS: Record<string, string> = {
  "Intl.NumberFormat (en-GB)": `new Intl.NumberFormat("en-GB").format(1234)`,
  "Intl.NumberFormat, AED currency (en-GB)": `new Intl.NumberFormat("en-GB", { style: "currency", currency: "AED", currencyDisplay: "code" }).format(1234)`,
  "Intl.DateTimeFormat, Asia/Dubai (en-GB)": `new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Dubai" }).format(new Date())`,
  "Intl.RelativeTimeFormat (en-GB)": `new Intl.RelativeTimeFormat("en-GB").format(-3, "day")`,
};

/** The first construction and use of a formatter, and a second one after it, in a fresh process (µs). */
function firstUse(script: string): { first: number; second: number } {
  const program = `const { performance } = require("node:perf_hooks");
    let t = performance.now(); ${script}; const first = performance.now() - t;
    t = performance.now(); ${script}; const second = performance.now() - t;
    console.log(JSON.stringify({ first: first * 1000, second: second * 1000 }));`;
  const runs = Array.from({ length: ROUNDS }, () =>
    JSON.parse(execFileSync(process.execPath, ["-e", program], { encoding: "utf8" })),
  );
  const median = (key: "first" | "second") =>
    runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(ROUNDS / 2)];
  return { first: median("first"), second: median("second") };
}

/** The section's text for docs/benchmarks.md. */
export async function formatSection(): Promise<string> {
  const rows: [string, number][] = [
    ["hand-written grouping (removed)", timeCalls((v) => handWrittenFormatNumber(v))],
    ["formatCount (cached Intl.NumberFormat)", timeCalls((v) => formatCount(v))],
    ["formatAed (cached Intl currency format)", timeCalls((v) => formatAed(v))],
    // Not cached, for scale: a new formatter per call (measured on a tenth of the calls, scaled up).
    [
      "a new Intl.NumberFormat per call",
      timeCalls((v) => new Intl.NumberFormat("en-GB").format(v), CALLS / 10),
    ],
    ["formatDate (cached Intl.DateTimeFormat, Asia/Dubai)", timeCalls((v) => formatDate(new Date(v * 1e6)))],
  ];
  const firstUses = Object.entries(FIRST_USE_SCRIPTS).map(([name, script]) => ({
    name,
    ...firstUse(script),
  }));
  return `Calls through shared/format, whose Intl formatters are made on first use and reused, against the
hand-written grouping the site used before (kept in bench/format.ts for this comparison):
${formatCount(CALLS)} calls, median of ${ROUNDS} rounds, side by side in one process. Then the first
construction of each kind of formatter in a fresh Node process (median of ${ROUNDS} processes): that one-off
cost, while the locale's data loads, is what once made the team write formatters by hand (decision 0022);
with the cache a page pays it once per kind of formatter, and every call after costs microseconds.

Command: \`npm run bench -- --only format\`

| ${formatCount(CALLS)} calls | ms | per call, µs |
|---|---:|---:|
${rows.map(([name, ms]) => `| ${name} | ${ms.toFixed(1)} | ${((ms * 1000) / CALLS).toFixed(2)} |`).join("\n")}

| formatter, fresh process | first construction and call, µs | a second one, µs |
|---|---:|---:|
${firstUses.map((u) => `| ${u.name} | ${u.first.toFixed(0)} | ${u.second.toFixed(0)} |`).join("\n")}
`;
}

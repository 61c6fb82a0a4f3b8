// Bundles the server (TypeScript, path aliases) into dist/server/index.js, and each operator command of
// scripts/run-tool.mjs into its own file beside it (dist/server/admin.js, jobs.js, …), so the image runs them
// without tsx or the sources. Packages stay external: the image installs the production dependencies.
// All files sit in one folder on purpose: code that finds migrations/ or content/ from its own location
// must see the same paths in every bundle.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { TOOLS } from "./run-tool.mjs";

const SERVER_OUT_DIR = "dist/server";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** esbuild's entry points: output name (without .js) in dist/server → source. */
export function serverEntryPoints() {
  const entries = { index: "server/index.ts" };
  for (const tool of Object.values(TOOLS)) {
    entries[path.relative(SERVER_OUT_DIR, tool.compiled).replace(/\.js$/, "")] = tool.source;
  }
  return entries;
}

/** The build's options; tests build the same with another outdir (tests/contract/runtime-image.test.ts). */
export function serverBuildOptions(outdir = SERVER_OUT_DIR) {
  return {
    absWorkingDir: root,
    entryPoints: serverEntryPoints(),
    outdir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await build(serverBuildOptions());
}

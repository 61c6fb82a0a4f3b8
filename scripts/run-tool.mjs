// The operator's commands (`npm run admin`, `jobs`, `db:migrate`, `db:seed`, `photos:to-s3`), in a checkout
// and in the image alike (docs/operations.md, "Commands"). Plain JavaScript with no dependencies: the image
// copies this file beside dist/ and has neither the TypeScript sources nor tsx.
//
//   node scripts/run-tool.mjs <tool> [arguments…]
//
// It runs the TypeScript source with tsx when both are there (a checkout with its dev dependencies: never a
// stale build), and otherwise the compiled file that `npm run build` writes (scripts/build-server.mjs). Each
// compiled file sits in dist/server beside index.js, so the paths the code finds from its own location
// (migrations/, content/, dist/render) are the same as the server's.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** Each tool: its TypeScript source and the compiled file the image runs. */
export const TOOLS = {
  admin: { source: "server/tools/admin-cli.ts", compiled: "dist/server/admin.js" },
  jobs: { source: "server/tools/jobs-cli.ts", compiled: "dist/server/jobs.js" },
  migrate: { source: "server/tools/migrate-cli.ts", compiled: "dist/server/migrate.js" },
  seed: { source: "server/tools/seed-cli.ts", compiled: "dist/server/seed.js" },
  "photos-to-s3": { source: "scripts/migrate-photos-to-s3.ts", compiled: "dist/server/photos-to-s3.js" },
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The tsx loader's API when it is installed (a dev dependency), else undefined. */
function tsxApi() {
  try {
    return import.meta.resolve("tsx/esm/api");
  } catch {
    return undefined;
  }
}

/** The file to run for a tool, and whether it needs tsx. */
export function chooseEntry(tool, appRoot = root, tsxAvailable = tsxApi() !== undefined) {
  const source = path.join(appRoot, tool.source);
  if (tsxAvailable && fs.existsSync(source)) return { file: source, typescript: true };
  return { file: path.join(appRoot, tool.compiled), typescript: false };
}

async function run() {
  const [name, ...args] = process.argv.slice(2);
  const tool = Object.hasOwn(TOOLS, name ?? "") ? TOOLS[name] : undefined;
  if (!tool) {
    console.error(`usage: node scripts/run-tool.mjs <${Object.keys(TOOLS).join("|")}> [arguments…]`);
    process.exit(2);
  }
  const entry = chooseEntry(tool);
  if (!fs.existsSync(entry.file)) {
    console.error(`${path.relative(root, entry.file)} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  if (entry.typescript) {
    const { register } = await import(tsxApi());
    register();
  }
  // The tool reads its arguments from process.argv, as when it is started directly.
  process.argv = [process.argv[0], entry.file, ...args];
  await import(pathToFileURL(entry.file).href);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await run();

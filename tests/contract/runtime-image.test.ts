/**
 * The image can do what the operations guide tells operators to do (issue 25, item 4). No container engine
 * runs where this project is built, so the runtime stage is rebuilt without one: the Dockerfile's runtime
 * COPY lines are read and the same files are laid out in a temporary folder (the server bundles built with
 * the build's own esbuild options, the production dependencies stood in for by node_modules). Then every
 * command docs/operations.md names, and every command the docs run through `docker exec`, must resolve to a
 * file of that folder, import only production dependencies, and run there.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { builtinModules } from "node:module";
import os from "node:os";
import path from "node:path";
import { build, type BuildOptions, type Metafile } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const packageJson = JSON.parse(read("package.json")) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
};

const { serverBuildOptions } = (await import(path.join(root, "scripts/build-server.mjs"))) as {
  serverBuildOptions: (outdir: string) => BuildOptions;
};
const { TOOLS } = (await import(path.join(root, "scripts/run-tool.mjs"))) as {
  TOOLS: Record<string, { source: string; compiled: string }>;
};

interface Copy {
  from?: string;
  sources: string[];
  destination: string;
}

/** The COPY instructions of the Dockerfile's `runtime` stage, continuation lines joined. */
function runtimeStageCopies(dockerfile: string): Copy[] {
  const lines = dockerfile.replace(/\\\n/g, " ").split("\n");
  const start = lines.findIndex((line) => /^FROM\s+\S+\s+AS\s+runtime\s*$/i.test(line));
  expect(start, "the Dockerfile has a stage named runtime").toBeGreaterThan(-1);
  const end = lines.findIndex((line, index) => index > start && /^FROM\s/i.test(line));
  return lines
    .slice(start + 1, end === -1 ? undefined : end)
    .filter((line) => /^COPY\s/i.test(line))
    .map((line) => {
      const words = line.trim().split(/\s+/).slice(1);
      const from = words.find((word) => word.startsWith("--from="))?.slice("--from=".length);
      const paths = words.filter((word) => !word.startsWith("--"));
      return { from, sources: paths.slice(0, -1), destination: paths.at(-1)! };
    });
}

/**
 * `npm run <script>` and `node dist/…` anywhere in the operations guide, and any command the operations guide
 * or the README runs in a container (`docker exec`, `docker compose exec`).
 */
function documentedContainerCommands(): { scripts: Set<string>; files: Set<string> } {
  const scripts = new Set<string>();
  const files = new Set<string>();
  const guide = read("docs/operations.md");
  for (const match of guide.matchAll(/npm\s+run\s+([\w:-]+)/g)) scripts.add(match[1]);
  for (const match of guide.matchAll(/`node (dist\/\S+)/g)) files.add(match[1]);
  for (const doc of ["docs/operations.md", "README.md"]) {
    const inContainer =
      /docker\s+(?:compose\s+)?exec\s+(?:-\S+\s+(?:\S+=\S+\s+)?)*\S+\s+(npm\s+run\s+([\w:-]+)|node\s+([^\s`]+))/g;
    for (const match of read(doc).matchAll(inContainer)) {
      if (match[2]) scripts.add(match[2]);
      if (match[3]) files.add(match[3]);
    }
  }
  return { scripts, files };
}

/** The file an npm script runs with node (through scripts/run-tool.mjs: the tool's compiled file). */
function fileRunBy(script: string): string | undefined {
  const match = /^(?:[A-Z_]+=\S+ )*node (\S+)(?: (\S+))?/.exec(packageJson.scripts[script] ?? "");
  if (!match) return undefined;
  if (match[1] === "scripts/run-tool.mjs") return TOOLS[match[2]]?.compiled;
  return match[1];
}

/** `@aws-sdk/client-s3/x` → `@aws-sdk/client-s3`, `drizzle-orm/pg-core` → `drizzle-orm`. */
function packageOf(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

const isBuiltin = (specifier: string) =>
  specifier.startsWith("node:") || builtinModules.includes(specifier.split("/")[0]);

/**
 * Lays out the runtime stage's files in `image`: each COPY from the build context is copied, the build's
 * dist/ is `built`, and the production dependencies are the checkout's node_modules (the imports are
 * checked against `dependencies` separately, since the checkout also has the dev dependencies).
 */
function stageImage(copies: Copy[], image: string, built: string) {
  for (const copy of copies) {
    const target = path.join(image, copy.destination);
    if (copy.from === "prod-deps" && copy.sources.join() === "/app/node_modules") {
      fs.symlinkSync(path.join(root, "node_modules"), target, "dir");
    } else if (copy.from === "build" && copy.sources.join() === "/app/dist") {
      fs.cpSync(built, target, { recursive: true });
    } else if (copy.from === undefined) {
      for (const source of copy.sources) {
        const into = copy.destination.endsWith("/") ? path.join(target, path.basename(source)) : target;
        fs.cpSync(path.join(root, source), into, { recursive: true });
      }
    } else {
      throw new Error(`this test does not know how to lay out ${JSON.stringify(copy)}: teach stageImage`);
    }
  }
}

/** Runs an npm script in the laid-out image as the container would: production, embedded database. */
function runInImage(image: string, dataDir: string, args: string[]) {
  const result = spawnSync("npm", ["run", "--silent", ...args], {
    cwd: image,
    encoding: "utf8",
    timeout: 120_000,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      UPLOAD_DIR: path.join(dataDir, "uploads"),
      LOG_LEVEL: "warn",
    },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("the runtime image (Dockerfile stage runtime)", () => {
  let temporary: string;
  let image: string;
  let metafile: Metafile;
  const copies = runtimeStageCopies(read("Dockerfile"));
  const documented = documentedContainerCommands();

  beforeAll(async () => {
    temporary = fs.mkdtempSync(path.join(os.tmpdir(), "upm-image-"));
    image = path.join(temporary, "app");
    fs.mkdirSync(image);
    // The server part of `npm run build`, with its own options (the client bundles are not commands).
    const built = path.join(temporary, "build/dist");
    const result = await build({ ...serverBuildOptions(path.join(built, "server")), metafile: true });
    metafile = result.metafile;
    stageImage(copies, image, built);
  }, 120_000);

  afterAll(() => {
    if (temporary) fs.rmSync(temporary, { recursive: true, force: true });
  });

  it("the docs name the operator's commands (the list this test walks is not empty by accident)", () => {
    expect([...documented.scripts].sort()).toEqual(
      expect.arrayContaining(["admin", "db:migrate", "jobs", "photos:to-s3"]),
    );
  });

  it("every command the docs name for the container is a file the runtime stage copies", () => {
    const missing: string[] = [];
    for (const script of documented.scripts) {
      const file = fileRunBy(script);
      if (!file)
        missing.push(`npm run ${script}: "${packageJson.scripts[script]}" does not run a file with node`);
      else if (!fs.existsSync(path.join(image, file)))
        missing.push(`npm run ${script}: ${file} is not in the image`);
    }
    for (const file of documented.files) {
      if (!fs.existsSync(path.join(image, file))) missing.push(`node ${file}: not in the image`);
    }
    expect(missing).toEqual([]);
  });

  it("the image holds no TypeScript source for a command to fall back on", () => {
    expect(fs.existsSync(path.join(image, "server"))).toBe(false);
  });

  it("the compiled server and commands import only production dependencies", () => {
    const dependencies = new Set(Object.keys(packageJson.dependencies));
    const wrong: string[] = [];
    for (const [output, { entryPoint, imports }] of Object.entries(metafile.outputs)) {
      if (!entryPoint) continue;
      for (const imported of imports) {
        if (!imported.external || isBuiltin(imported.path)) continue;
        const name = packageOf(imported.path);
        if (dependencies.has(name)) continue;
        // The development server: server/render/pages.ts imports vite only when NODE_ENV is not production.
        if (name === "vite" && imported.kind === "dynamic-import") continue;
        wrong.push(`${path.basename(output)} imports ${imported.path} (${imported.kind}), not a dependency`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("the commands run in the image: migrate, grant, jobs, seed, photos", { timeout: 240_000 }, () => {
    const dataDir = path.join(temporary, "data/pglite");
    const migrated = runInImage(image, dataDir, ["db:migrate"]);
    expect(migrated.output).toContain("Migrations applied (pglite).");
    expect(migrated.status).toBe(0);

    // No account yet: the command reached the database and answers as the code says.
    const granted = runInImage(image, dataDir, ["admin", "--", "grant", "layla", "admin"]);
    expect(granted.output).toContain("No account with the username layla");
    expect(granted.status).toBe(1);

    const jobs = runInImage(image, dataDir, ["jobs"]);
    expect(jobs.output).toContain("No queues yet: they are created when the app first starts.");
    expect(jobs.status).toBe(0);

    const seeded = runInImage(image, dataDir, ["db:seed", "--", "--listings", "3"]);
    expect(seeded.output).toContain("Sample data loaded: 3 listings");
    expect(seeded.status).toBe(0);

    const photos = runInImage(image, dataDir, ["photos:to-s3"]);
    expect(photos.output).toContain("Set MEDIA_STORAGE=s3 and S3_BUCKET");
    expect(photos.status).toBe(1);
  });
});

describe("docker-compose.yml", () => {
  it("loads no sample data unless the operator asks (SEED_SAMPLE_DATA defaults to false)", () => {
    const compose = parseYaml(read("docker-compose.yml"), { merge: true }) as {
      services: { app: { environment: Record<string, string> } };
    };
    const value = compose.services.app.environment.SEED_SAMPLE_DATA;
    // `${NAME:-default}`: what compose uses when the operator's environment does not set it.
    const fallback = /^\$\{SEED_SAMPLE_DATA:-(.*)\}$/.exec(value ?? "")?.[1] ?? value;
    expect(fallback === undefined || fallback === "false").toBe(true);
  });
});

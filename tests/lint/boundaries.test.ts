import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const eslint = new ESLint();

// Loading the configuration and its parsers takes seconds on a busy machine: once, before the checks.
beforeAll(() => eslint.lintText("", { filePath: "shared/x.ts" }), 60_000);

/** The messages of the boundary and environment rules for `code` written at `filePath`. */
async function boundaryMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((m) =>
      ["local/import-boundaries", "no-restricted-properties", "no-restricted-syntax"].includes(
        m.ruleId ?? "",
      ),
    )
    .map((m) => m.message);
}

describe("import boundaries", () => {
  it.each([
    [
      "client/src/features/home/components/x.tsx",
      'import { a } from "@/features/listings/api/get-listings";',
      "another feature",
    ],
    [
      "client/src/features/home/components/x.tsx",
      'import { a } from "../../listings/favourites";',
      "another feature",
    ],
    [
      "client/src/features/home/components/x.tsx",
      'export { a } from "../../listings/favourites";',
      "another feature",
    ],
    [
      "client/src/features/home/components/x.tsx",
      'const m = import("@/features/tools/x");',
      "another feature",
    ],
    ["client/src/features/home/x.ts", 'import { a } from "@/app/routes";', "never imports app/"],
    [
      "client/src/components/x.tsx",
      'import { a } from "@/features/listings/favourites";',
      "never import features/ or app/",
    ],
    ["client/src/lib/x.ts", 'import { a } from "../app/app";', "never import features/ or app/"],
    [
      "client/src/content/x.ts",
      'import { a } from "../features/content/json-ld";',
      "never import features/ or app/",
    ],
    [
      "server/render/x.ts",
      'import type { A } from "../../client/src/entry-server";',
      "never imports client code",
    ],
    ["server/features/seo/x.ts", 'import { a } from "@/content/guides";', "never imports client code"],
    ["shared/x.ts", 'import { a } from "../client/src/lib/utils";', "shared/ imports neither"],
    [
      "server/features/account/x.ts",
      'import { a } from "../auth/users.repository";',
      "another feature's repository",
    ],
    ["server/db/x.ts", 'import { a } from "../features/listings/listings.service";', "server/db (client"],
    ["server/db/seed/x.ts", 'import { a } from "../../tools/cli";', "server/db (client"],
    ["server/db/x.ts", 'import { a } from "../http/openapi/examples";', "server/db (client"],
    [
      "server/http/x.ts",
      'import { a } from "../features/auth/session";',
      "Plumbing (server/http, server/lib)",
    ],
    [
      "server/lib/mail/x.ts",
      'import { a } from "../../features/listings/listings.service";',
      "Plumbing (server/http, server/lib)",
    ],
    ["shared/x.ts", 'import fs from "node:fs";', "never imports Node's modules"],
    ["shared/content/x.ts", 'import path from "path";', "never imports Node's modules"],
    ["shared/x.ts", 'import { promises } from "fs/promises";', "never imports Node's modules"],
  ])("%s: %s is refused", async (filePath, code, reason) => {
    const messages = await boundaryMessages(filePath, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(reason);
  });

  it.each([
    ["client/src/features/listings/components/x.tsx", 'import { a } from "../favourites";'],
    [
      "client/src/features/listings/components/x.tsx",
      'import { a } from "@/features/listings/api/get-listings";',
    ],
    [
      "client/src/features/home/x.ts",
      'import { a } from "@/components/ui/button"; import { b } from "@shared/listing";',
    ],
    ["client/src/app/routes/x.tsx", 'import { a } from "@/features/listings/favourites";'],
    [
      "server/features/auth/x.ts",
      'import { a } from "./users.repository"; import { b } from "../listings/listings.service";',
    ],
    ["server/render/x.ts", 'import type { A } from "@shared/render";'],
    ["tests/e2e/x.ts", 'import { a } from "../../client/src/lib/utils";'],
    [
      "server/db/x.ts",
      'import { a } from "./schema"; import { b } from "../lib/logger"; import { c } from "../config";',
    ],
    [
      "server/features/listings/x.ts",
      'import { a } from "../../http/openapi/examples"; import { b } from "../../lib/mail/mailer";',
    ],
    ["server/tools/x.ts", 'import { a } from "../features/moderation/moderation.service";'],
    ["server/lib/x.api.test.ts", 'import { a } from "../features/listings/listings.service";'],
    ["server/lib/x.ts", 'import fs from "node:fs";'],
    ["shared/x.test.ts", 'import fs from "node:fs";'],
    ["shared/x.ts", 'import { z } from "zod";'],
  ])("%s: %s is allowed", async (filePath, code) => {
    expect(await boundaryMessages(filePath, code)).toEqual([]);
  });
});

describe("reading the environment", () => {
  it.each([
    ["server/features/listings/x.ts", "export const port = process.env.PORT;"],
    ["server/lib/x.ts", "const { env } = process; export const port = env.PORT;"],
    ["server/lib/x.ts", 'import { env } from "node:process"; export const port = env.PORT;'],
    ["shared/x.ts", "export const port = process.env.PORT;"],
    ["client/src/lib/x.ts", "export const mode = process.env.NODE_ENV;"],
  ])("%s: %s is refused", async (filePath, code) => {
    const messages = await boundaryMessages(filePath, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("Only server/config.ts reads the environment");
  });

  it.each([
    ["server/config.ts", "export const port = process.env.PORT;"],
    ["scripts/x.ts", "export const port = process.env.PORT;"],
    ["tests/helpers/x.ts", "export const url = process.env.TEST_DATABASE_URL;"],
    ["bench/x.ts", "export const url = process.env.BENCH_DATABASE_URL;"],
  ])("%s: %s is allowed", async (filePath, code) => {
    expect(await boundaryMessages(filePath, code)).toEqual([]);
  });
});

describe("import cycles", () => {
  /** The import-x/no-cycle messages for `code` written at `filePath` (the files it imports are read from disk). */
  async function cycleMessages(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    return result.messages.filter((m) => m.ruleId === "import-x/no-cycle").map((m) => m.message);
  }

  // photo-storage.ts imports s3-photo-storage.ts to choose the storage; the S3 storage once imported the
  // key rules back from it, a loop. They live in photo-storage-contract.ts now.
  it("refuses an import that closes a loop", async () => {
    const messages = await cycleMessages(
      "server/features/uploads/s3-photo-storage.ts",
      'import { assertSafeKey } from "./photo-storage"; export const check = assertSafeKey;',
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("Dependency cycle detected");
  });

  it("allows the same names from the contract both storages import", async () => {
    const messages = await cycleMessages(
      "server/features/uploads/s3-photo-storage.ts",
      'import { assertSafeKey } from "./photo-storage-contract"; export const check = assertSafeKey;',
    );
    expect(messages).toEqual([]);
  });
});

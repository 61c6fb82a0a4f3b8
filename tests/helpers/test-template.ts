import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/client";
import { runMigrations } from "../../server/db/migrate";
import { testDatabaseUrl, withAdminClient, type TestTemplate } from "./test-database";

/**
 * The API project's global set-up: migrates one database for the whole run and hands it to the test
 * files as a template (tests/helpers/test-database.ts copies it per file), so 68 files do not each create
 * a cluster and run every migration. Embedded runs save a PGlite data directory to a temporary file;
 * PostgreSQL runs keep a template database named for this run. Both are removed when the run ends.
 */
export default async function setup(project: TestProject) {
  const adminUrl = testDatabaseUrl();
  const template = adminUrl ? await makePostgresTemplate(adminUrl) : await makePgliteTemplate();
  project.provide("testTemplate", template.provided);
  return template.remove;
}

async function makePgliteTemplate() {
  const database = await openDatabase({ kind: "pglite" });
  await runMigrations(database);
  const dump = await database.pglite!.dumpDataDir("none");
  await database.close();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "upm-test-template-"));
  const pgliteDumpPath = path.join(folder, "migrated.tar");
  fs.writeFileSync(pgliteDumpPath, Buffer.from(await dump.arrayBuffer()));
  return {
    provided: { pgliteDumpPath } satisfies TestTemplate,
    remove: () => fs.rmSync(folder, { recursive: true, force: true }),
  };
}

async function makePostgresTemplate(adminUrl: string) {
  const name = `test_template_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 1 });
  await runMigrations(database);
  await database.close();
  return {
    provided: { postgresTemplate: name } satisfies TestTemplate,
    remove: () =>
      withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

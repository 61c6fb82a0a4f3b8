import crypto from "node:crypto";
import fs from "node:fs/promises";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildListingInput } from "../../../tests/factories";
import { createTestApp, signUp, type TestApp } from "../../../tests/helpers/test-app";

/*
 * The agency API as a third party would use it (issue 16: "a typed client generated from it by a
 * third-party generator can create and update a listing with an API key"): the app listens on a real
 * port; openapi-typescript generates types from its /api/openapi.json; a client module written against
 * those types with openapi-fetch is type-checked by the TypeScript compiler (a wrong field must fail to
 * compile) and then run against the app with an API key.
 */

let t: TestApp;
let server: http.Server;
let key: string;
let workDir: string;
let baseUrl: string;

const CLIENT_SOURCE = `import createClient from "openapi-fetch";
import type { paths } from "./agency-api";

export async function createAndUpdate(baseUrl: string, key: string, input: paths["/api/agency/listings"]["post"]["requestBody"]["content"]["application/json"]) {
  const client = createClient<paths>({ baseUrl, headers: { Authorization: \`Bearer \${key}\` } });
  const created = await client.POST("/api/agency/listings", { body: input });
  if (!created.data) throw new Error(\`create failed: \${created.response.status} \${JSON.stringify(created.error)}\`);
  const reference: string = created.data.reference;
  const updated = await client.PATCH("/api/agency/listings/{reference}", {
    params: { path: { reference } },
    body: { price: created.data.price + 50_000, status: "under-offer" },
  });
  if (!updated.data) throw new Error(\`update failed: \${updated.response.status}\`);
  const read = await client.GET("/api/agency/listings/{reference}", { params: { path: { reference } } });
  return { created: created.data, updated: updated.data, read: read.data, readStatus: read.response.status };
}

export async function wrongTypes(baseUrl: string) {
  const client = createClient<paths>({ baseUrl });
  // @ts-expect-error price is a number in the document: a generated client must refuse a string
  await client.PATCH("/api/agency/listings/{reference}", { params: { path: { reference: "x" } }, body: { price: "cheap" } });
  // @ts-expect-error no such path in the document
  await client.GET("/api/agency/nothing-here");
}
`;

beforeAll(async () => {
  t = await createTestApp();
  await new Promise<void>((resolve) => {
    server = t.app.listen(0, "127.0.0.1", () => resolve());
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const admin = t.request();
  await signUp(admin, "typedclient");
  await admin.post("/api/agencies").send({ name: "Typed Client Realty", emirate: "Sharjah" }).expect(201);
  key = (await admin.post("/api/agency/keys").send({ name: "Generated client" }).expect(201)).body.key;
  workDir = path.resolve("tmp", `typed-client-${crypto.randomUUID()}`);
  await fs.mkdir(workDir, { recursive: true });
}, 60_000);

afterAll(async () => {
  if (workDir) await fs.rm(workDir, { recursive: true, force: true });
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

describe("a client generated from /api/openapi.json", () => {
  it("is typed, and creates and updates a listing with an API key", async () => {
    const document = await (await fetch(`${baseUrl}/api/openapi.json`)).json();
    expect(document.components.securitySchemes.agencyApiKey).toMatchObject({
      type: "http",
      scheme: "bearer",
    });
    const types = astToString(await openapiTS(document));
    expect(types).toContain('"/api/agency/listings/{reference}"');
    await fs.writeFile(path.join(workDir, "agency-api.ts"), types);
    await fs.writeFile(path.join(workDir, "client.ts"), CLIENT_SOURCE);

    const program = ts.createProgram([path.join(workDir, "client.ts")], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    expect(problems).toEqual([]);

    const { createAndUpdate } = (await import(/* @vite-ignore */ path.join(workDir, "client.ts"))) as {
      createAndUpdate: (base: string, key: string, input: unknown) => Promise<Record<string, unknown>>;
    };
    const input = buildListingInput({ reference: "TC-1", status: "published" });
    const result = await createAndUpdate(baseUrl, key, input);
    expect(result.created).toMatchObject({ reference: "TC-1", price: input.price, status: "published" });
    expect(result.updated).toMatchObject({
      reference: "TC-1",
      price: input.price + 50_000,
      status: "under-offer",
    });
    expect(result.readStatus).toBe(200);
    expect(result.read).toMatchObject({ price: input.price + 50_000, title: input.title });
  }, 120_000);
});

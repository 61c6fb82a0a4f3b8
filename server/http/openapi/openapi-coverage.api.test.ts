import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routerEndpoints } from "../../../tests/fuzz/endpoints";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { buildOpenApiDocument, type RouterTree } from "./openapi-document";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** "GET /api/properties/{id}" for every operation. */
const operationsOf = (document: ReturnType<typeof buildOpenApiDocument>) =>
  Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.keys(item as object).map((method) => `${method.toUpperCase()} ${path}`),
  );

describe("/api/openapi.json", () => {
  it("describes exactly the API routes the app has: none missing, none left over", () => {
    // Express's router stack, as the fuzz suite reads it.
    const app = t.app as unknown as Parameters<typeof routerEndpoints>[0] & RouterTree;
    const routes = routerEndpoints(app).map((route) => `${route.method} ${route.path}`);
    const documented = operationsOf(buildOpenApiDocument(app, ""));
    expect(
      routes.filter((route) => !documented.includes(route)),
      "routes missing from the document",
    ).toEqual([]);
    expect(
      documented.filter((operation) => !routes.includes(operation)),
      "operations no route serves",
    ).toEqual([]);
  });

  it("is served for the requesting site, from the document built once", async () => {
    const first = await t.request().get("/api/openapi.json").set("Host", "dubaipropertyhub.com").expect(200);
    expect(first.body.servers).toEqual([{ url: "https://dubaipropertyhub.com" }]);
    const again = await t.request().get("/api/openapi.json").set("Host", "dubaipropertyhub.com").expect(200);
    expect(again.text).toBe(first.text);
  });
});

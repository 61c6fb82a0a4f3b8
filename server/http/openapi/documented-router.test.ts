import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { Db } from "../../db/client";
import { idempotent } from "../../middleware/idempotency";
import { validate } from "../../middleware/validate";
import { json } from "./api-description";
import { documentedFeatureOf, documentedRouter, type RouteContract } from "./documented-router";

const params = z.object({ id: z.coerce.number().int() });
const query = z.object({ page: z.coerce.number().int().optional() });
const body = z.object({ name: z.string() });
const ok = (_req: unknown, res: { end(): void }) => res.end();

const contract: RouteContract = {
  operationId: "probe",
  summary: "A probe",
  access: "session",
  responses: { 201: json(z.object({ id: z.number() }), "Made", { id: 1 }) },
};

function declared(declare: (routes: ReturnType<typeof documentedRouter>) => void) {
  const routes = documentedRouter({ name: "Probe", description: "Probe" });
  declare(routes);
  return documentedFeatureOf(routes.router)!.operations;
}

describe("documentedRouter", () => {
  it("documents the very schemas the route validates with, and registers the route", () => {
    const routes = documentedRouter({ name: "Probe", description: "Probe" });
    routes.post(
      "/things/:id",
      { ...contract, body: { description: "A thing", example: { name: "x" } } },
      validate("params", params),
      validate("query", query),
      validate("body", body),
      ok,
    );
    const [operation] = documentedFeatureOf(routes.router)!.operations;
    expect(operation).toMatchObject({ method: "post", path: "/things/:id", operationId: "probe" });
    expect(operation.params).toBe(params);
    expect(operation.query).toBe(query);
    const media = operation.body?.content["application/json"] as { schema?: unknown } | undefined;
    expect(media?.schema).toBe(body);
    expect(routes.router.stack.map((layer) => layer.route?.path)).toEqual(["/things/:id"]);
  });

  it("refuses a route that validates a body its contract does not describe, or the reverse", () => {
    expect(() => declared((routes) => routes.post("/a", contract, validate("body", body), ok))).toThrow(
      "POST /a: validates a body the contract does not describe",
    );
    expect(() =>
      declared((routes) => routes.post("/b", { ...contract, body: { description: "B", example: {} } }, ok)),
    ).toThrow("POST /b: describes a JSON body but validates none");
  });

  it("adds what an idempotent() guard brings: the key header, 409, 422 and the replay header", () => {
    const [operation] = declared((routes) =>
      routes.post("/orders", contract, idempotent({} as Db, "POST /api/orders"), ok),
    );
    expect(Object.keys((operation.headers as z.ZodObject).shape)).toEqual(["Idempotency-Key"]);
    expect(Object.keys(operation.responses)).toEqual(["201", "409", "422"]);
    expect(Object.keys((operation.responses[201].headers as z.ZodObject).shape)).toEqual([
      "Idempotent-Replayed",
    ]);
  });
});

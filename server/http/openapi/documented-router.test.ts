import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/errors";
import { idempotent } from "../../middleware/idempotency";
import { json } from "./api-description";
import { checkInput, documentedFeatureOf, documentedRouter, type RouteContract } from "./documented-router";

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
const withInput = { ...contract, params, query, body: { schema: body, description: "A thing", example: {} } };

function declared(declare: (routes: ReturnType<typeof documentedRouter>) => void) {
  const routes = documentedRouter({ name: "Probe", description: "Probe" });
  declare(routes);
  return documentedFeatureOf(routes.router)!.operations;
}

/** An app serving the routes, answering errors as the real error handler does: status, message, fields. */
function appOf(declare: (routes: ReturnType<typeof documentedRouter>) => void) {
  const routes = documentedRouter({ name: "Probe", description: "Probe" });
  declare(routes);
  const answerError: ErrorRequestHandler = (error: AppError, _req, res, _next) => {
    res.status(error.status).json({ message: error.message, fieldErrors: error.fieldErrors });
  };
  return express().use(express.json()).use(routes.router).use(answerError);
}

/** A middleware that refuses everyone, as requireAuth refuses a visitor. */
const refuse: RequestHandler = (_req, _res, next) => next(AppError.unauthorized());

describe("documentedRouter", () => {
  it("documents the contract's request schemas and registers the route", () => {
    const routes = documentedRouter({ name: "Probe", description: "Probe" });
    routes.post("/things/:id", withInput, (_input, _req, res) => res.end());
    const [operation] = documentedFeatureOf(routes.router)!.operations;
    expect(operation).toMatchObject({ method: "post", path: "/things/:id", operationId: "probe" });
    expect(operation.params).toBe(params);
    expect(operation.query).toBe(query);
    const media = operation.body?.content["application/json"] as { schema?: unknown } | undefined;
    expect(media?.schema).toBe(body);
    expect(routes.router.stack.map((layer) => layer.route?.path)).toEqual(["/things/:id"]);
  });

  it("validates the declared parts and hands the handler the parsed values", async () => {
    const app = appOf((routes) =>
      routes.post("/things/:id", withInput, ({ params, query, body }, _req, res) => {
        res.json({ id: params.id, page: query.page, name: body.name });
      }),
    );
    const good = await request(app).post("/things/7?page=2").send({ name: "x" });
    expect(good.body).toEqual({ id: 7, page: 2, name: "x" });
    const bad = await request(app).post("/things/seven").send({ name: 1 });
    expect(bad.status).toBe(400);
    // Params first, as the validate() middlewares ran: the first part that fails answers.
    expect(bad.body).toEqual({
      message: "Some fields are not valid",
      fieldErrors: { id: [expect.any(String)] },
    });
    const nul = await request(app).post("/things/7").send({ name: "a\u0000" });
    expect(nul.body).toEqual({
      message: "Some fields are not valid",
      fieldErrors: { name: [expect.any(String)] },
    });
  });

  it("validates after every middleware, unless checkInput() says where", async () => {
    const after = appOf((routes) =>
      routes.post("/a/:id", withInput, refuse, (_input, _req, res) => res.end()),
    );
    expect((await request(after).post("/a/x").send({})).status).toBe(401);

    const before = appOf((routes) =>
      routes.post("/b/:id", withInput, checkInput(), refuse, (_input, _req, res) => res.end()),
    );
    expect((await request(before).post("/b/x").send({})).status).toBe(400);

    // Params where marked, the body (the part left) after the middleware that follows.
    const split = appOf((routes) =>
      routes.post("/c/:id", withInput, checkInput("params"), refuse, (_input, _req, res) => res.end()),
    );
    expect((await request(split).post("/c/x").send({ name: "x" })).status).toBe(400);
    expect((await request(split).post("/c/7").send({})).status).toBe(401);
  });

  it("gives a route without schemas Express's own handler, and refuses a check of an undeclared part", async () => {
    const app = appOf((routes) => routes.get("/plain", contract, (_req, res) => res.json({ ok: true })));
    expect((await request(app).get("/plain")).body).toEqual({ ok: true });
    expect(() => declared((routes) => routes.post("/d", contract, checkInput("body"), ok))).toThrow(
      "POST /d: checks body its contract does not declare",
    );
  });

  it("types the input by the contract", () => {
    declared((routes) =>
      routes.get("/e", { ...contract, query }, (input, _req, res) => {
        const page: number | undefined = input.query.page;
        // @ts-expect-error: the contract declares no body
        res.json({ page, body: input.body });
      }),
    );
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

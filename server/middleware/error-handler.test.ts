import type { Request, Response } from "express";
import { describe, expect, it, vi } from "vitest";
import { errorHandler, scrubForLog } from "./error-handler";

function answer(error: unknown) {
  const res = {
    headersSent: false,
    statusCode: 0,
    body: undefined as unknown,
    headers: {} as Record<string, string>,
    setHeader(name: string, value: string) {
      this.headers[name] = value;
    },
    status(code: number) {
      this.statusCode = code;
      return this;
    },
    json(body: unknown) {
      this.body = body;
      return this;
    },
  };
  const req = { log: { error: vi.fn(), warn: vi.fn() } };
  errorHandler(error, req as unknown as Request, res as unknown as Response, () => {});
  return { res, logged: req.log.error.mock.calls };
}

describe("errorHandler", () => {
  it("answers 503 with Retry-After for a database outage, also when wrapped by Drizzle", () => {
    const wrapped = Object.assign(new Error("Failed query: select 1\nparams: "), {
      cause: new Error("timeout exceeded when trying to connect"),
    });
    for (const error of [
      Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }),
      wrapped,
    ]) {
      const { res } = answer(error);
      expect(res.statusCode).toBe(503);
      expect(res.headers["Retry-After"]).toBe("5");
    }
  });

  it("answers a lost connection 503 with a JSON body, a code and Retry-After, logged as a warning", () => {
    for (const message of [
      "Client has encountered a connection error and is not queryable",
      "terminating connection due to administrator command",
      "Connection terminated unexpectedly",
    ]) {
      const error = Object.assign(
        new Error(message),
        message.startsWith("terminating") ? { code: "57P01" } : {},
      );
      const { res, logged } = answer(
        Object.assign(new Error("Failed query: commit\nparams: "), { cause: error }),
      );
      expect(res.statusCode).toBe(503);
      expect(res.headers["Retry-After"]).toBe("5");
      expect(res.body).toEqual({ message: expect.any(String), code: "unavailable" });
      expect(logged).toEqual([]);
    }
  });

  it("answers 400 for a malformed path parameter and 500 for anything unknown, never with details", () => {
    expect(answer(new URIError("URI malformed")).res.statusCode).toBe(400);
    const { res } = answer(new Error("secret internals"));
    expect(res.statusCode).toBe(500);
    expect(JSON.stringify(res.body)).not.toContain("secret internals");
  });

  it("logs failed queries without their parameters", () => {
    const error = Object.assign(
      new Error("Failed query: insert into users\nparams: alice,$argon2id$v=19$abc"),
      {
        params: ["alice", "$argon2id$v=19$abc"],
      },
    );
    const { logged } = answer(error);
    const text = JSON.stringify(logged, (_k, v: unknown) =>
      v instanceof Error ? { ...v, message: v.message, stack: v.stack } : v,
    );
    expect(text).toContain("Failed query: insert into users");
    expect(text).not.toContain("argon2id");
    expect((scrubForLog(error) as Error).message).toBe("Failed query: insert into users\nparams: [redacted]");
  });
});

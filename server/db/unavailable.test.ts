import pg from "pg";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable";

/** An error as node-postgres builds it from a server's ErrorResponse. */
function serverError(code: string, message: string) {
  return Object.assign(new pg.DatabaseError(message, 100, "error"), { code, severity: "FATAL" });
}

/** Drizzle's wrapper: its message is the SQL, the driver's error is its cause. */
function wrappedByDrizzle(cause: unknown) {
  return Object.assign(new Error("Failed query: insert into properties ...\nparams: 1,2"), { cause });
}

describe("isDatabaseUnavailable", () => {
  const outage: [string, unknown][] = [
    ["restart (57P01)", serverError("57P01", "terminating connection due to administrator command")],
    ["crash of another backend (57P02)", serverError("57P02", "terminating connection due to crash")],
    ["starting up (57P03)", serverError("57P03", "the database system is starting up")],
    ["connection failure (08006)", serverError("08006", "connection failure")],
    ["cannot connect (08001)", serverError("08001", "could not connect")],
    ["connection does not exist (08003)", serverError("08003", "connection does not exist")],
    ["too many connections (53300)", serverError("53300", "sorry, too many clients already")],
    ["refused", Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })],
    ["reset", Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" })],
    ["broken client", new Error("Client has encountered a connection error and is not queryable")],
    ["closed client", new Error("Client was closed and is not queryable")],
    ["terminated", new Error("Connection terminated unexpectedly")],
    ["terminated on purpose", new Error("Connection terminated")],
    ["pool timeout", new Error("timeout exceeded when trying to connect")],
  ];
  it.each(outage)("%s means the database is away", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrappedByDrizzle(error))).toBe(true);
  });

  const bugs: [string, unknown][] = [
    ["unique violation", serverError("23505", "duplicate key value violates unique constraint")],
    ["syntax error", serverError("42601", "syntax error at or near")],
    ["serialization failure", serverError("40001", "could not serialize access")],
    ["plain error", new Error("Cannot read properties of undefined")],
    ["nothing", undefined],
    ["a string", "ECONNREFUSED"],
  ];
  it.each(bugs)("%s is not an outage", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(wrappedByDrizzle(error))).toBe(false);
  });

  it("stops on a cause that points back at itself", () => {
    const error: { message: string; cause?: unknown } = { message: "loop" };
    error.cause = error;
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

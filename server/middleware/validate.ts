import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { z } from "zod";
import { AppError, fieldErrorsFrom, type FieldErrors } from "../lib/errors";

export const REQUEST_PARTS = ["params", "query", "body"] as const;
export type RequestPart = (typeof REQUEST_PARTS)[number];
export type RequestSchemas = Partial<Record<RequestPart, z.ZodType>>;

/**
 * Parses the given parts of the request, in the order params, query, body, each with its schema, and
 * stores each result in `res.locals[part]` (where documentedRouter hands it to the route's handler and the
 * idempotency guard fingerprints the body); the first part that fails answers 400.
 */
export function validateRequest(schemas: RequestSchemas): RequestHandler {
  const parts = REQUEST_PARTS.filter((part) => schemas[part]);
  return (req, res, next) => {
    for (const part of parts) {
      const input: unknown = part === "body" ? (req.body ?? {}) : req[part];
      const problem = findStructuralProblem(input);
      if (problem) {
        next(AppError.badRequest(problem.message, problem.fieldErrors));
        return;
      }
      const result = schemas[part]!.safeParse(input);
      if (!result.success) {
        next(AppError.badRequest("Some fields are not valid", fieldErrorsFrom(result.error)));
        return;
      }
      res.locals[part] = result.data;
    }
    next();
  };
}

/**
 * The deepest nesting a request body may have. The app's deepest real body (a listing with its photo
 * objects) is 3 levels; 32 leaves room for anything a form will send, while a 3,000-level body used to
 * overflow the stack of recursive checks (zod's included) and answer 500.
 */
export const MAX_JSON_DEPTH = 32;

const NUL_MESSAGE = "Must not contain NUL characters";
const TOO_DEEP_MESSAGE = `Must not be nested more than ${MAX_JSON_DEPTH} levels deep`;

interface StructuralProblem {
  message: string;
  fieldErrors: FieldErrors;
}

/**
 * Checks what no schema can check safely, walking with an explicit stack (no recursion, so no depth can
 * overflow it): nesting deeper than MAX_JSON_DEPTH, and U+0000 anywhere (PostgreSQL text cannot hold it,
 * so such a string would fail deep in a query as a 500), field names included.
 */
export function findStructuralProblem(value: unknown): StructuralProblem | null {
  const withNul: string[] = [];
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: "", depth: 0 }];
  while (stack.length) {
    const current = stack.pop()!;
    if (typeof current.value === "string") {
      if (current.value.includes("\u0000")) withNul.push(current.path || "_root");
      continue;
    }
    if (!current.value || typeof current.value !== "object") continue;
    if (current.depth >= MAX_JSON_DEPTH) {
      return {
        message: `The request is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`,
        fieldErrors: { [current.path || "_root"]: [TOO_DEEP_MESSAGE] },
      };
    }
    for (const [key, child] of Object.entries(current.value)) {
      const path = current.path ? `${current.path}.${key}` : key;
      if (key.includes("\u0000")) withNul.push(path);
      else stack.push({ value: child, path, depth: current.depth + 1 });
    }
  }
  if (!withNul.length) return null;
  return {
    message: "Some fields are not valid",
    fieldErrors: Object.fromEntries(withNul.map((path) => [path, [NUL_MESSAGE]])),
  };
}

/**
 * Every JSON body, before any route reads it: a body too deep (or with NUL characters) is a 400 even on
 * endpoints that take no body and so have no schema to validate it.
 */
export const rejectMalformedJsonBodies = (req: Request, _res: Response, next: NextFunction) => {
  const problem = req.body && typeof req.body === "object" ? findStructuralProblem(req.body) : null;
  next(problem ? AppError.badRequest(problem.message, problem.fieldErrors) : undefined);
};

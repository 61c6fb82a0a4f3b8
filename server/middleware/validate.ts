import type { NextFunction, Request, Response } from "express";
import type { z } from "zod";
import { AppError, fieldErrorsFrom } from "../lib/errors";

type Part = "body" | "query" | "params";

/**
 * Parses one part of the request with a shared schema and stores the result in `res.locals[part]`;
 * handlers read parsed values from there (`parsed(res, "query")`), never from `req`.
 */
export function validate<T extends z.ZodType>(part: Part, schema: T) {
  return (req: Request, res: Response, next: NextFunction) => {
    const input: unknown = part === "body" ? (req.body ?? {}) : req[part];
    const withNul = pathsWithNulCharacters(input);
    if (withNul.length) {
      next(
        AppError.badRequest(
          "Some fields are not valid",
          Object.fromEntries(withNul.map((path) => [path, [NUL_MESSAGE]])),
        ),
      );
      return;
    }
    const result = schema.safeParse(input);
    if (!result.success) {
      next(AppError.badRequest("Some fields are not valid", fieldErrorsFrom(result.error)));
      return;
    }
    res.locals[part] = result.data;
    next();
  };
}

const NUL_MESSAGE = "Must not contain NUL characters";

/**
 * PostgreSQL text cannot hold U+0000, so a string with one would fail deep in a query as a 500. Every
 * part of every request is checked at the edge instead, field names included.
 */
function pathsWithNulCharacters(value: unknown, path = ""): string[] {
  if (typeof value === "string") return value.includes("\u0000") ? [path || "_root"] : [];
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const childPath = path ? `${path}.${key}` : key;
    return key.includes("\u0000") ? [childPath] : pathsWithNulCharacters(child, childPath);
  });
}

export function parsed<T extends z.ZodType>(res: Response, part: Part, _schema: T): z.output<T> {
  return res.locals[part] as z.output<T>;
}

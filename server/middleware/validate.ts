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
    const result = schema.safeParse(part === "body" ? (req.body ?? {}) : req[part]);
    if (!result.success) {
      next(AppError.badRequest("Some fields are not valid", fieldErrorsFrom(result.error)));
      return;
    }
    res.locals[part] = result.data;
    next();
  };
}

export function parsed<T extends z.ZodType>(res: Response, part: Part, _schema: T): z.output<T> {
  return res.locals[part] as z.output<T>;
}

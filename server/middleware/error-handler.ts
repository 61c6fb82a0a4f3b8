import type { ErrorRequestHandler, RequestHandler } from "express";
import { AppError } from "../lib/errors";

/** Unknown /api paths answer JSON, never the HTML not-found page (PRODUCT.md §4). */
export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(AppError.notFound(`No API endpoint ${req.method} ${req.path}`));
};

interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

/** Registered last: AppErrors and body-parser errors keep their status; everything else is a plain 500. */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const appError = toAppError(error);
  if (appError.status >= 500) req.log?.error({ err: scrubForLog(error) }, "request failed");
  if (res.headersSent) {
    res.end();
    return;
  }
  for (const [name, value] of Object.entries(appError.headers ?? {})) res.setHeader(name, value);
  res.status(appError.status).json({
    message: appError.message,
    ...(appError.code ? { code: appError.code } : {}),
    ...(appError.fieldErrors ? { fieldErrors: appError.fieldErrors } : {}),
  });
};

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const httpish = (error ?? {}) as HttpishError;
  const status = httpish.status ?? httpish.statusCode;
  if (httpish.type === "entity.parse.failed")
    return AppError.badRequest("The request body is not valid JSON");
  if (httpish.type === "entity.too.large")
    return new AppError(413, "The request body is too large", "too_large");
  if (error instanceof URIError) return AppError.badRequest("The request path is not valid");
  // Client errors raised by Express and its parsers (a malformed path parameter, an unsupported charset)
  // keep their status; their messages stay private, since they may quote internals.
  if (status && status >= 400 && status < 500) {
    return new AppError(status, "The request could not be processed", "bad_request");
  }
  if (isDatabaseUnavailable(error)) return AppError.unavailable();
  return new AppError(500, "Something went wrong on our side. Please try again.", "internal");
}

const CONNECTION_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "57P01",
  "57P03",
  "08006",
  "08001",
]);

/**
 * The database is down, restarting or out of connections: the driver's error, or the same wrapped as the
 * `cause` of Drizzle's query error (whose own message is the SQL).
 */
function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string; cause?: unknown } | null;
  if (!e) return false;
  if (
    CONNECTION_ERROR_CODES.has(e.code ?? "") ||
    /timeout exceeded when trying to connect|Connection terminated/i.test(e.message ?? "")
  ) {
    return true;
  }
  return e.cause !== undefined && e.cause !== error && isDatabaseUnavailable(e.cause);
}

/**
 * Drizzle's query errors carry the statement's parameters (in `params` and the message): values such as
 * password hashes, tokens or emails must not reach the log, so they are cut before logging.
 */
export function scrubForLog(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const scrub = (text: string | undefined) => text?.replace(/\nparams: [\s\S]*$/, "\nparams: [redacted]");
  const copy = Object.assign(Object.create(Object.getPrototypeOf(error) as object) as Error, error, {
    message: scrub(error.message),
    stack: scrub(error.stack),
  });
  if ("params" in copy) (copy as { params?: unknown }).params = "[redacted]";
  return copy;
}

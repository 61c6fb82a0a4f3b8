import type { ErrorRequestHandler, RequestHandler } from "express";
import { isDatabaseUnavailable } from "../db/unavailable";
import { translateErrorMessage, translateFieldErrors } from "@shared/messages";
import { AppError } from "../lib/errors";
import { requestLocale } from "../lib/request-locale";
import { sessionUnavailable } from "./session-reads";

/** Unknown /api paths answer JSON, never the HTML not-found page (docs/api.md §Status codes). */
export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(AppError.notFound(`No API endpoint ${req.method} ${req.path}`));
};

interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

/**
 * Registered last: AppErrors and body-parser errors keep their status; everything else is a plain 500.
 * The message and field errors are written in English by the code and answered in the request's language
 * (`req.locale`, shared/messages.ts): this is the one place they are translated.
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  // "Not signed in" is not true when the session was there but its store could not read it: the client
  // is asked to come back, not to sign in again (middleware/session-reads.ts). The store has logged the
  // outage already (once a minute), so these answers add no line each.
  const sessionUnreadable = toAppError(error).code === "unauthorized" && req.sessionUnreadable;
  const appError = sessionUnreadable ? sessionUnavailable() : toAppError(error);
  // An outage fails every request for a while: one short line each, not a stack.
  if (sessionUnreadable) req.log?.debug(appError.message);
  else if (isDatabaseUnavailable(error))
    req.log?.warn({ reason: errorSummary(error) }, "database unavailable");
  else if (error instanceof AppError && appError.status === 503) req.log?.warn(appError.message);
  else if (appError.status >= 500) req.log?.error({ err: scrubForLog(error) }, "request failed");
  if (res.headersSent) {
    res.end();
    return;
  }
  for (const [name, value] of Object.entries(appError.headers ?? {})) res.setHeader(name, value);
  const locale = req.locale ?? requestLocale(req);
  res.status(appError.status).json({
    message: translateErrorMessage(appError.message, appError.status, locale),
    ...(appError.code ? { code: appError.code } : {}),
    ...(appError.fieldErrors ? { fieldErrors: translateFieldErrors(appError.fieldErrors, locale) } : {}),
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

/** The driver's code and message, without the SQL or parameters a Drizzle wrapper adds. */
function errorSummary(error: unknown): string {
  let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  while (e?.cause && typeof e.cause === "object") e = e.cause as typeof e;
  return `${typeof e?.code === "string" ? `${e.code} ` : ""}${String(e?.message ?? e)}`.slice(0, 200);
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

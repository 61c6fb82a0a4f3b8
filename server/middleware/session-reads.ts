import { AsyncLocalStorage } from "node:async_hooks";
import type { RequestHandler } from "express";
import { AppError } from "../lib/errors";

declare module "express-serve-static-core" {
  interface Request {
    /**
     * The request carried a session cookie whose session could not be read (its store, Redis, is down or
     * hung): it goes on signed out, and a route that needs the user answers 503, not 401 (error-handler.ts).
     */
    sessionUnreadable?: boolean;
  }
}

/** How long a client whose session could not be read is asked to wait: about a Redis restart. */
export const SESSION_UNREADABLE_RETRY_SECONDS = 10;

/**
 * The session store is called by express-session with a session id only; this carries, for the request
 * being read, whether the store could read it (the store reports through reportSessionUnreadable).
 */
const sessionReads = new AsyncLocalStorage<{ unreadable: boolean }>();

/** Wraps express-session so that a session the store could not read marks `req.sessionUnreadable`. */
export function recordSessionReads(readSession: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const read = { unreadable: false };
    sessionReads.run(read, () =>
      readSession(req, res, (error?: unknown) => {
        if (read.unreadable) req.sessionUnreadable = true;
        next(error);
      }),
    );
  };
}

/** Called by a session store that could not read the session it was asked for. */
export function reportSessionUnreadable(): void {
  const read = sessionReads.getStore();
  if (read) read.unreadable = true;
}

/** The 503 a request gets when it needs the user and their session cannot be read. */
export function sessionUnavailable(): AppError {
  return new AppError(
    503,
    "Your session cannot be read for a moment. Please try again shortly.",
    "unavailable",
    undefined,
    { "Retry-After": String(SESSION_UNREADABLE_RETRY_SECONDS) },
  );
}

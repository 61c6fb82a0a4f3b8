import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import { AppError } from "../lib/errors";
import { errorHandler } from "./error-handler";

/**
 * A short time limit on receiving a request's body, for every route but the long uploads. The listener's
 * own limit (HTTP_REQUEST_TIMEOUT_SECONDS, 242 s) is sized for a 10 MB photo at Slow 3G; a JSON body of at
 * most 100 kB needs a few seconds on the same network, so a client that holds one open for minutes is
 * answered 408 once the short limit (HTTP_BODY_TIMEOUT_SECONDS) has passed, and its connection closed.
 */
export function limitBodyTime(options: {
  timeoutMs: number;
  /** Paths (and everything under them) whose bodies are uploads: they keep the listener's long limit. */
  uploadPaths: readonly string[];
}): RequestHandler {
  return (req, res, next) => {
    if (req.complete || !hasBody(req) || options.uploadPaths.some((path) => isUnder(req.path, path))) {
      return next();
    }
    const timer = setTimeout(() => {
      if (req.complete || res.headersSent) return;
      req.log?.warn({ bodyTimeoutMs: options.timeoutMs }, "request body too slow: answered 408");
      res.setHeader("Connection", "close");
      // The rest of the body will not be read: the connection ends with the answer.
      res.once("finish", () => req.socket.destroy());
      errorHandler(bodyTooSlow(), req, res, () => {});
    }, options.timeoutMs);
    const stop = () => clearTimeout(timer);
    req.once("end", stop);
    req.once("close", stop);
    res.once("finish", stop);
    next();
  };
}

function bodyTooSlow(): AppError {
  return new AppError(
    408,
    "The request took too long to arrive. Please check your connection and try again.",
    "request_timeout",
  );
}

function hasBody(req: IncomingMessage): boolean {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

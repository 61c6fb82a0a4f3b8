/**
 * What the request log may show of a URL. Session cookies and Authorization are redacted by the logger
 * (lib/logger.ts); this keeps one-time secrets that travel in URLs — password reset tokens, in the query
 * or as a path segment, and in the Referer of the request that follows — out of the log too.
 */

const SENSITIVE_QUERY_NAMES = /^(token|code|password|pass|secret|key|signature|sig|reset|auth)$/i;
/** An opaque token as a path segment: long, URL-safe, mixing letters and digits (not a slug or a hash asset). */
const TOKEN_SEGMENT = /^(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{24,}$/;
const REDACTED = "[redacted]";

/** The URL (path and query, or absolute) with token-like values replaced by "[redacted]". */
export function redactUrl(url: string): string {
  const absolute = /^[a-z][a-z0-9+.-]*:\/\//i.test(url);
  let parsed: URL;
  try {
    parsed = new URL(url, "http://log.invalid");
  } catch {
    return REDACTED;
  }
  const path = parsed.pathname
    .split("/")
    .map((segment) => (TOKEN_SEGMENT.test(segment) ? REDACTED : segment))
    .join("/");
  const params = new URLSearchParams(parsed.search);
  for (const name of new Set(params.keys())) {
    if (SENSITIVE_QUERY_NAMES.test(name)) params.set(name, REDACTED);
  }
  const query = params.toString();
  const rest = `${path}${query ? `?${query}` : ""}`;
  return absolute ? `${parsed.origin}${rest}` : rest;
}

interface SerializedRequest {
  url?: string;
  query?: unknown;
  headers?: Record<string, unknown>;
  [key: string]: unknown;
}

/** pino-http `req` serializer: the standard fields, with URLs and sensitive query values scrubbed. */
export function serializeRequestForLog(req: SerializedRequest): SerializedRequest {
  const out: SerializedRequest = { ...req };
  if (typeof req.url === "string") out.url = redactUrl(req.url);
  if (req.headers) {
    out.headers = { ...req.headers };
    if (typeof req.headers.referer === "string") out.headers.referer = redactUrl(req.headers.referer);
  }
  if (req.query && typeof req.query === "object") {
    out.query = Object.fromEntries(
      Object.entries(req.query).map(([name, value]) => [
        name,
        SENSITIVE_QUERY_NAMES.test(name) ? REDACTED : value,
      ]),
    );
  }
  return out;
}

/**
 * What the request log may show of a request. Every header that carries a credential (Cookie,
 * Authorization, X-Api-Key and any other naming a key, token, secret or password) is masked here and
 * again by the logger (lib/logger.ts), and an agency API key is cut wherever else it appears. This keeps one-time secrets that travel in URLs — password reset tokens, in the query
 * or as a path segment, and in the Referer of the request that follows — out of the log too.
 *
 * And personal data: a form sent by the browser itself before the page's code ran (or by a script) could
 * put a person's name, email, phone or message into the query (docs/decisions/0059). The site's own forms
 * that take them post; the log still never keeps them, in the URL, the parsed query or a later Referer:
 * values under a personal field's name, and any value shaped like an email address or a phone number,
 * whatever its name, are redacted. Search words, filters and pages stay, for the operator.
 */

/**
 * Query names that carry secrets: exact short names, and any name containing a word that names a
 * credential (`api_key`, `access_token`, `newPassword`, `client_secret`).
 */
const SENSITIVE_QUERY_NAMES =
  /^(code|pass|key|sig|reset|auth)$|token|passw|secret|api[-_]?key|signature|credential|session/i;
/**
 * Request headers that carry credentials, by name: Authorization and Cookie, the agency API's
 * X-Api-Key, and any other header naming a key, token, secret, password, session or signature (a
 * client's own, or a proxy's). Idempotency-Key names a request, not a person: it stays.
 */
const CREDENTIAL_HEADER = /auth|cookie|api[-_]?key|token|secret|passw|session|signature|credential/i;
const KEPT_HEADERS = new Set(["idempotency-key"]);
/** The log's mark for a value taken out, as pino's redaction writes it (lib/logger.ts). */
const HEADER_REDACTED = "[Redacted]";
/** An agency API key (features/agencies/api-keys.ts), wherever it appears in a URL. */
const API_KEY_SHAPED = /upm_[A-Za-z0-9]{20,}/g;
/** A signed link token (lib/unsubscribe-links.ts): `<payload>.<signature>`, as a path segment. */
const SIGNED_TOKEN_SEGMENT = /^[A-Za-z0-9_-]{1,200}\.[A-Za-z0-9_-]{20,}$/;
/** The path segment after one of these is a one-time secret (`/newsletter/unsubscribe/<token>`). */
const TOKEN_BEARING_SEGMENTS = new Set([
  "unsubscribe",
  "reset",
  "reset-password",
  "verify",
  "confirm",
  "token",
]);
/** Query names under which forms carry a person's details (any case, with or without separators). */
const PERSONAL_QUERY_NAMES =
  /^(name|(first|last|full|given|family|user)[-_]?name|username|e[-_]?mail|email[-_]?address|phone|phone[-_]?number|mobile|tel|telephone|whatsapp|message|body|comment|comments|details|reason|note|notes)$/i;
/** An email address anywhere in a value. */
const EMAIL_SHAPED = /[^\s@]+@[^\s@]+\.[^\s@]+/;
/**
 * A phone number: a leading + or 0 (international or UAE trunk prefix) and 7 to 15 digits among spaces,
 * dots, dashes and brackets. Prices and ids never start with either. A + written raw in a query is read
 * back as a space, so a leading space before a digit counts as one.
 */
const PHONE_SHAPED = /^(\s*\+|\s*0|\s+\d)[\d\s().-]{6,}$/;

function looksPersonal(value: string): boolean {
  if (EMAIL_SHAPED.test(value)) return true;
  const digits = value.replace(/\D/g, "").length;
  return PHONE_SHAPED.test(value) && digits >= 7 && digits <= 15;
}

/** Whether a query value must not reach the log, by its name or by what it holds. */
function isRedactedQueryValue(name: string, value: unknown): boolean {
  if (SENSITIVE_QUERY_NAMES.test(name) || PERSONAL_QUERY_NAMES.test(name)) return true;
  if (typeof value === "string") return looksPersonal(value);
  if (value === null || typeof value !== "object") return false;
  return Object.entries(value).some(([inner, nested]) => isRedactedQueryValue(inner, nested));
}
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
  const segments = parsed.pathname.split("/");
  const path = segments
    .map((segment, i) =>
      TOKEN_SEGMENT.test(segment) ||
      SIGNED_TOKEN_SEGMENT.test(segment) ||
      (segment !== "" && i > 0 && TOKEN_BEARING_SEGMENTS.has(segments[i - 1].toLowerCase()))
        ? REDACTED
        : segment,
    )
    .join("/");
  const params = new URLSearchParams(parsed.search);
  for (const name of new Set(params.keys())) {
    if (params.getAll(name).some((value) => isRedactedQueryValue(name, value))) params.set(name, REDACTED);
  }
  const query = params.toString();
  const rest = `${path}${query ? `?${query}` : ""}`;
  return (absolute ? `${parsed.origin}${rest}` : rest).replace(API_KEY_SHAPED, REDACTED);
}

interface SerializedRequest {
  url?: string;
  query?: unknown;
  headers?: Record<string, unknown>;
  [key: string]: unknown;
}

/** pino-http `req` serializer: the standard fields, with URLs and secret or personal query values scrubbed. */
export function serializeRequestForLog(req: SerializedRequest): SerializedRequest {
  const out: SerializedRequest = { ...req };
  if (typeof req.url === "string") out.url = redactUrl(req.url);
  if (req.headers) out.headers = redactHeaders(req.headers);
  if (req.query && typeof req.query === "object") {
    out.query = Object.fromEntries(
      Object.entries(req.query).map(([name, value]) => [
        name,
        isRedactedQueryValue(name, value) ? REDACTED : value,
      ]),
    );
  }
  return out;
}

/** The request's headers with every credential-bearing one masked, and the Referer's URL scrubbed. */
export function redactHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (CREDENTIAL_HEADER.test(lower) && !KEPT_HEADERS.has(lower)) out[name] = HEADER_REDACTED;
    else if (lower === "referer" && typeof value === "string") out[name] = redactUrl(value);
    else if (typeof value === "string") out[name] = value.replace(API_KEY_SHAPED, REDACTED);
    else out[name] = value;
  }
  return out;
}

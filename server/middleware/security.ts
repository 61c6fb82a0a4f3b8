import crypto from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import helmet from "helmet";
import { AppError } from "../lib/errors";

/**
 * Security headers, cross-site request refusal and JSON-only bodies: mounted once in createApp, so every
 * route (today's and tomorrow's) gets them without opting in. See docs/decisions 0010 and 0011.
 */

const NONCE_BYTES = 16;

/** The per-response nonce that the page's own scripts carry (read by the page renderer). */
export function getCspNonce(res: Response): string {
  return (res.locals.cspNonce as string | undefined) ?? "";
}

/**
 * Allows this response's inline scripts by their hashes instead of its nonce (a page shared between
 * visitors through an edge cache; render/document.ts `inlineScriptHashes`). 'self' still allows the
 * bundle's own files.
 */
export function allowInlineScriptsByHash(res: Response, hashes: string[]): void {
  const policy = res.getHeader("Content-Security-Policy");
  if (typeof policy !== "string") return;
  const allowed = hashes.length ? hashes.join(" ") : "";
  res.setHeader("Content-Security-Policy", policy.replace(/\s*'nonce-[^']*'/, allowed ? ` ${allowed}` : ""));
  delete res.locals.cspNonce;
}

/**
 * Lets this page frame the given origins (a listing's video or tour player, shared/media-embeds.ts) in
 * place of the policy's `frame-src 'none'`; every other page frames nothing. Answers the origins allowed:
 * bare https origins only (a space or ';' would add to the policy).
 */
export function allowFrameOrigins(res: Response, origins: string[]): string[] {
  const policy = res.getHeader("Content-Security-Policy");
  const allowed = origins.filter((origin) => HTTPS_ORIGIN.test(origin));
  if (typeof policy !== "string" || allowed.length === 0) return [];
  res.setHeader(
    "Content-Security-Policy",
    policy.replace("frame-src 'none'", `frame-src ${allowed.join(" ")}`),
  );
  return allowed;
}

const HTTPS_ORIGIN = /^https:\/\/[a-z0-9.-]+$/;

const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = crypto.randomBytes(NONCE_BYTES).toString("base64");
  next();
};

/** Two years, the value hstspreload.org asks for. */
const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;

/**
 * helmet with a strict Content-Security-Policy: scripts only from this origin or carrying this response's
 * nonce (no 'unsafe-inline', no eval). The page state is a `type="application/json"` script, which the
 * browser never executes, so it needs no nonce. Styles allow 'unsafe-inline' because React and Radix set
 * `style` attributes (positioning popovers, progress bars); style injection cannot run code.
 * In development Vite injects an inline module (React Refresh) — the renderer gives it the nonce — and
 * talks to its HMR server over a WebSocket on another port, so connect-src opens ws: there only.
 */
export function securityHeaders(options: {
  isProduction: boolean;
  /** Where uploaded photos are served from when not this origin (MEDIA_BASE_URL: a bucket, a CDN). */
  mediaOrigin?: string;
  /**
   * Where the map's configured style, tiles, glyphs and sprites come from when not this origin
   * (MAP_STYLE_URL; docs/decisions/0046-map-and-basemap.md): fetched by the map, so connect-src only.
   */
  mapOrigin?: string;
}): RequestHandler[] {
  const nonce = (_req: unknown, res: unknown) => `'nonce-${getCspNonce(res as Response)}'`;
  const directives: Record<string, Iterable<string | typeof nonce> | null> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", nonce],
    "script-src-attr": ["'none'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...(options.mediaOrigin ? [options.mediaOrigin] : [])],
    "font-src": ["'self'", "data:"],
    "connect-src": [
      "'self'",
      ...(options.isProduction ? [] : ["ws:", "wss:"]),
      ...(options.mapOrigin ? [options.mapOrigin] : []),
    ],
    "media-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "frame-src": ["'none'"],
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
    // Upgrading sub-requests breaks `npm start` on plain http://localhost; HSTS covers real deployments.
    "upgrade-insecure-requests": null,
  };
  return [
    assignNonce,
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives },
      strictTransportSecurity: options.isProduction
        ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true }
        : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      xFrameOptions: { action: "deny" },
      // Photos and assets are served to the three sites, which are different origins of one deployment.
      crossOriginResourcePolicy: { policy: "same-site" },
      crossOriginOpenerPolicy: { policy: "same-origin" },
    }),
    (_req, res, next) => {
      res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
      next();
    },
  ];
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/** The host names this request was addressed to: its Host header and, behind a trusted proxy, X-Forwarded-Host. */
function requestHosts(req: Request, scheme: string): string[] {
  const hosts: string[] = [];
  const normalise = (host: string | undefined) => {
    if (!host) return;
    const parsed = hostOf(`${scheme}//${host.trim()}`);
    if (parsed) hosts.push(parsed);
  };
  normalise(req.headers.host);
  // Express's req.host is X-Forwarded-Host when the proxy is trusted ("trust proxy"), else Host again.
  normalise(req.host);
  return hosts;
}

function isSameOrigin(req: Request, url: string): boolean {
  const host = hostOf(url);
  if (!host) return false;
  const scheme = new URL(url).protocol;
  return requestHosts(req, scheme).includes(host);
}

/**
 * The unsubscribe links of alert mails (features/saved-searches, docs/decisions/0047) and of newsletter
 * mails (features/newsletter, docs/decisions/0052).
 */
const ONE_CLICK_UNSUBSCRIBE_PATH = /^(?:\/ar)?(?:\/newsletter)?\/unsubscribe\/[^/]+$/;
/**
 * The agency API (docs/decisions/0053): authenticated by an API key in a header, never by the cookie (its
 * routes are mounted before the session middleware). A request there that carries a key is not a
 * browser's ambient-credential request, so the Origin checks, which defend cookies, do not apply; a
 * request without a key is checked as any other (and then refused by the route: no key).
 */
const AGENCY_API_PATH = /^\/api\/agency\/listings(?:\/|$)/;
const carriesApiKey = (req: Parameters<RequestHandler>[0]) =>
  /^Bearer\s+\S+/i.test(req.headers.authorization ?? "") || typeof req.headers["x-api-key"] === "string";

const crossSite = () =>
  new AppError(403, "Cross-site request refused", "cross_site_request", undefined, { Vary: "Origin" });

/**
 * CSRF defence by origin (OWASP CSRF Cheat Sheet, "Verifying origin with standard headers" and Fetch
 * Metadata): a state-changing request is refused when the browser says it came from another site —
 * `Sec-Fetch-Site: cross-site`, an `Origin` naming another host (or `null`), or, without `Origin`, a
 * `Referer` from another host. Same-origin pages and clients that send none of these (curl, server-to-
 * server integrations, tests) pass: a browser always sends `Origin` on cross-origin POST/PUT/PATCH/DELETE.
 */
export const rejectCrossSiteRequests: RequestHandler = (req, _res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  // RFC 8058's one-click unsubscribe is a cross-site POST by design (a mail program, perhaps webmail in a
  // browser, posts to the link in the mail's header): its signed token is the authority, not a cookie.
  if (ONE_CLICK_UNSUBSCRIBE_PATH.test(req.path)) return next();
  if (AGENCY_API_PATH.test(req.path) && carriesApiKey(req)) return next();
  if (req.headers["sec-fetch-site"] === "cross-site") return next(crossSite());
  const origin = req.headers.origin;
  if (origin !== undefined) return next(isSameOrigin(req, origin) ? undefined : crossSite());
  const referer = req.headers.referer;
  if (referer !== undefined && referer !== "" && !isSameOrigin(req, referer)) return next(crossSite());
  next();
};

const BODY_METHODS = new Set(["POST", "PUT", "PATCH"]);

function hasBody(req: Request): boolean {
  const length = req.headers["content-length"];
  return req.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

/**
 * 415 for a POST/PUT/PATCH whose body is not JSON. A form-encoded or text/plain body is what a
 * cross-site HTML form can send without a preflight, so refusing it is also a CSRF defence in depth.
 * `multipartPaths` (relative to where this is mounted) may take multipart/form-data, for photo uploads.
 */
export function requireJsonBodies(options: { multipartPaths: string[] }): RequestHandler {
  return (req, _res, next) => {
    if (!BODY_METHODS.has(req.method) || !hasBody(req)) return next();
    if (req.is("application/json")) return next();
    if (
      req.is("multipart/form-data") &&
      options.multipartPaths.some((p) => req.path === p || req.path.startsWith(`${p}/`))
    ) {
      return next();
    }
    next(
      new AppError(
        415,
        "Send the request body as JSON (Content-Type: application/json)",
        "unsupported_media_type",
      ),
    );
  };
}

/**
 * Longest request target (path and query) served. Real URLs here stay under a few hundred characters;
 * paged answers repeat the query in their Link header four times, and proxies refuse response headers
 * over 8 kB, so a longer URL is answered 414 before any route sees it.
 */
export const MAX_URL_LENGTH = 2048;

export const limitUrlLength: RequestHandler = (req, _res, next) => {
  if (req.originalUrl.length <= MAX_URL_LENGTH) return next();
  next(new AppError(414, "The request URL is too long", "uri_too_long"));
};

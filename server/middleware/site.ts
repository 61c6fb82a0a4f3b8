import type { Request, RequestHandler } from "express";
import {
  isDevelopmentHost,
  normaliseHost,
  resolveSite,
  type SiteConfig,
  type SiteDefinition,
  type SiteKey,
} from "@shared/site";

declare module "express-serve-static-core" {
  interface Request {
    site: SiteConfig;
    /** The Host header as normaliseHost writes it, decided once here; compare hosts with this only. */
    siteHost: string;
  }
}

/** On development hosts only: the `?domain=` choice, remembered for the API calls and pages that follow. */
export const SITE_CHOICE_COOKIE = "upm.domain";
export const SITE_CHOICE_HEADER = "x-site-domain";

/** A cookie's value, or undefined when absent or not valid percent-encoding (a bad cookie is ignored). */
function readCookie(req: Request, name: string): string | undefined {
  const match = (req.headers.cookie ?? "").split(/;\s*/).find((c) => c.startsWith(`${name}=`));
  if (!match) return undefined;
  try {
    return decodeURIComponent(match.slice(name.length + 1));
  } catch {
    return undefined;
  }
}

/**
 * Decides the site (and with it the listing scope) from the normalised Host header, once per request. On a
 * development host, `?domain=` picks a Dubai site (docs/product.md §Sites: any other value, or a repeat, is
 * the UAE-wide site); the choice is kept in a cookie so the browser's later API calls stay on that site, and
 * server rendering passes it on in a header. Real hosts ignore all three, so a client can never widen a
 * Dubai site's scope.
 */
export function siteMiddleware(sites: Record<SiteKey, SiteDefinition>): RequestHandler {
  return (req, res, next) => {
    req.siteHost = normaliseHost(req.headers.host);
    const devHost = isDevelopmentHost(req.siteHost);
    const queryChoice = req.query.domain;
    const choice = devHost
      ? (queryChoice ?? req.get(SITE_CHOICE_HEADER) ?? readCookie(req, SITE_CHOICE_COOKIE))
      : undefined;
    req.site = resolveSite(sites, req.siteHost, choice);
    if (devHost && queryChoice !== undefined) {
      res.cookie(SITE_CHOICE_COOKIE, req.site.key, { httpOnly: true, sameSite: "lax", path: "/" });
    }
    next();
  };
}

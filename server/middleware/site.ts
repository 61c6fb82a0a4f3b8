import type { RequestHandler } from "express";
import { resolveSite, type SiteConfig, type SiteDefinition, type SiteKey } from "@shared/site";

declare module "express-serve-static-core" {
  interface Request {
    site: SiteConfig;
  }
}

/** Decides the site (and with it the listing scope) from the Host header, once per request. */
export function siteMiddleware(sites: Record<SiteKey, SiteDefinition>): RequestHandler {
  return (req, _res, next) => {
    req.site = resolveSite(sites, req.headers.host, req.query.domain);
    next();
  };
}

import { UPLOAD_URL_PREFIX } from "./media";

/** The three sites one deployment serves, chosen per request by the Host header (docs/product.md §Sites). */
export const SITE_KEYS = ["uae", "dubai", "dubaipropertymarkets"] as const;
export type SiteKey = (typeof SITE_KEYS)[number];

export interface SiteConfig {
  key: SiteKey;
  type: "uae" | "dubai";
  siteName: string;
  /** Short name shown beside the logo. */
  shortName: string;
  siteTitle: string;
  siteDescription: string;
  baseUrl: string;
  /**
   * Where uploaded photos are served from, ending in "/": MEDIA_BASE_URL (a bucket website, a CDN), or
   * the app's own /media/uploads/. A stored photo key is turned into its address with it (shared/media.ts
   * `publicPhotoUrl`).
   */
  mediaBaseUrl: string;
  scope: "UAE" | "Dubai";
}

export interface SiteDefinition extends SiteConfig {
  hosts: string[];
}

export const DEFAULT_SITES: Record<SiteKey, SiteDefinition> = {
  uae: {
    key: "uae",
    type: "uae",
    siteName: "UAE Property Markets",
    shortName: "UAE Property",
    siteTitle: "UAE Property Markets – Buy, Rent & Sell Property in the UAE",
    siteDescription:
      "Search villas, apartments, townhouses, penthouses, commercial and off-plan property to buy or rent across all seven emirates, with permit-checked listings and the true all-in cost of every deal.",
    baseUrl: "https://uaepropertymarkets.com",
    mediaBaseUrl: UPLOAD_URL_PREFIX,
    scope: "UAE",
    hosts: ["uaepropertymarkets.com", "www.uaepropertymarkets.com"],
  },
  dubai: {
    key: "dubai",
    type: "dubai",
    siteName: "Dubai Property Hub",
    shortName: "Dubai Hub",
    siteTitle: "Dubai Property Hub – Dubai Homes for Sale and Rent",
    siteDescription:
      "Dubai apartments, villas and townhouses for sale and rent, from Downtown and Dubai Marina to Arabian Ranches, with Trakheesi-permitted listings and full purchase costs.",
    baseUrl: "https://dubaipropertyhub.com",
    mediaBaseUrl: UPLOAD_URL_PREFIX,
    scope: "Dubai",
    hosts: ["dubaipropertyhub.com", "www.dubaipropertyhub.com"],
  },
  dubaipropertymarkets: {
    key: "dubaipropertymarkets",
    type: "dubai",
    siteName: "Dubai Property Markets",
    shortName: "Dubai Markets",
    siteTitle: "Dubai Property Markets – Buy and Rent Property in Dubai",
    siteDescription:
      "Find property for sale and rent in Dubai: fresh, permit-checked listings, live prices by area and a clear breakdown of DLD fees and all-in costs.",
    baseUrl: "https://dubaipropertymarkets.com",
    mediaBaseUrl: UPLOAD_URL_PREFIX,
    scope: "Dubai",
    hosts: ["dubaipropertymarkets.com", "www.dubaipropertymarkets.com"],
  },
};

/** Development hosts, as normaliseHost writes them (IPv6 in brackets). */
const DEVELOPMENT_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/** Takes a normalised host name (normaliseHost). */
export function isDevelopmentHost(hostname: string): boolean {
  return DEVELOPMENT_HOSTS.includes(hostname) || hostname.endsWith(".localhost");
}

/**
 * The one form of a host name that is compared with the site's host lists: lower case, no port, no
 * surrounding spaces, one trailing dot removed (a fully qualified "example.com." names the same host), and
 * IPv6 addresses in brackets ("[::1]:3000", "[::1]" and a bare "::1" are all "[::1]"). A malformed value
 * (an unclosed bracket) is "", which no site lists, so it gets the default site.
 *   "DUBAIPROPERTYHUB.COM.:443" → "dubaipropertyhub.com"
 */
export function normaliseHost(hostHeader: string | undefined): string {
  const host = (hostHeader ?? "").trim().toLowerCase();
  let hostname: string;
  if (host.startsWith("[")) {
    const end = host.indexOf("]");
    if (end < 0) return "";
    hostname = host.slice(0, end + 1);
  } else if (host.split(":").length > 2) {
    hostname = `[${host}]`;
  } else {
    hostname = host.split(":")[0];
  }
  return hostname.endsWith(".") ? hostname.slice(0, -1) : hostname;
}

/**
 * The site for a request, from its normalised host name (normaliseHost): by host; on a development host
 * `?domain=dubai|dubaipropertymarkets` picks a Dubai variant; anything else is the UAE-wide default.
 */
export function resolveSite(
  sites: Record<SiteKey, SiteDefinition>,
  hostname: string,
  domainParam: unknown,
): SiteConfig {
  if (isDevelopmentHost(hostname)) {
    const key = domainParam === "dubai" || domainParam === "dubaipropertymarkets" ? domainParam : "uae";
    return toSiteConfig(sites[key]);
  }
  const match = SITE_KEYS.find((key) => sites[key].hosts.includes(hostname));
  return toSiteConfig(sites[match ?? "uae"]);
}

function toSiteConfig({ hosts: _hosts, ...config }: SiteDefinition): SiteConfig {
  return config;
}

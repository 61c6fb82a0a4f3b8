import { splitLocalePath } from "@shared/locale";
import { FILTER_KEYS } from "@shared/search-filters";

/**
 * Pages whose HTML depends on the query string only through the listing filters the client reads
 * (FILTER_KEYS, the list `readFilters` uses), plus whether any other parameter is present (that makes the
 * page "noindex", client/src/lib/head.ts). Other pages read parameters of their own (calculators, agents,
 * sold prices, the dashboard), so their whole query string stays in the key; the render limit bounds them.
 */
const LISTING_SEARCH_PATHS = new Set(["/buy", "/rent", "/search"]);
const FILTER_KEY_SET = new Set<string>(FILTER_KEYS);

/**
 * The render cache's key for an anonymous page: the site, the path and only the query parameters the page
 * reads, so `/rent?r=<random>` cannot force a fresh render per request. Unknown parameters count as one
 * marker (present or not), since they change the page's robots tag and nothing else. The path keeps its
 * language prefix (`/ar/rent` is another page than `/rent`); the search pages are known without it.
 */
export function renderCacheKey(siteKey: string, url: string): string {
  const { pathname, search } = new URL(url, "http://localhost");
  if (!LISTING_SEARCH_PATHS.has(splitLocalePath(pathname).path)) return `${siteKey} ${pathname}${search}`;
  const params = new URLSearchParams(search);
  const read = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    // The first value, as the client's URLSearchParams#get reads it.
    const value = params.get(key);
    if (value !== null) read.set(key, value);
  }
  const hasOthers = [...params.keys()].some((key) => !FILTER_KEY_SET.has(key));
  return `${siteKey} ${pathname}?${read.toString()}${hasOthers ? " +others" : ""}`;
}

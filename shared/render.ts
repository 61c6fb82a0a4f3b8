import type { Locale } from "./locale";
import type { SiteConfig } from "./site";

/**
 * The contract between the server and the client's render entry (client/src/entry-server.tsx): the server
 * loads that bundle at run time and calls `render` with a request, so both sides type it from here.
 */

/** A fetch for the API; on the server it carries the visitor's host and cookie to the in-process API. */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface RenderRequest {
  url: string;
  site: SiteConfig;
  apiFetch: ApiFetch;
  /** Whether the visitor sent a session cookie: without one the user is known to be signed out. */
  hasSession: boolean;
  /**
   * Production: the folder of the build's interface messages split by page (`/assets/messages-<hash>`,
   * scripts/vite/route-messages-plugin.ts), handed to the browser in the page's state.
   */
  messages?: string;
}

export interface RenderResult {
  status: number;
  /** The page's language and direction, for `<html lang dir>`: from the path (/ar/… is Arabic). */
  lang: Locale;
  dir: "ltr" | "rtl";
  headTags: string;
  appHtml: string;
  /** JSON for the page's state script: the site and the dehydrated query cache. */
  stateJson: string;
  /** Build-manifest keys of the lazily loaded modules this page runs at once: the server preloads them. */
  modules: string[];
  /** Errors React recovered from (that part is rendered in the browser instead); the server logs them. */
  errors: unknown[];
  /**
   * Origins the page shows in frames (a listing's video or tour player): the response's
   * Content-Security-Policy allows exactly these in `frame-src`, and the document names them in
   * `<meta name="frame-origins">` for its code (a page reached in the browser keeps its first document's
   * policy).
   */
  frameOrigins: string[];
}

import fs from "node:fs";
import type http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import express, { type Request, type RequestHandler, type Response } from "express";
import type { ViteDevServer } from "vite";
import type { RenderRequest, RenderResult } from "@shared/render";
import { AppError } from "../lib/errors";
import type { Logger } from "../lib/logger";
import { PublicCache } from "../lib/public-cache";
import { createConcurrencyLimit } from "../middleware/concurrency-limit";
import { redactUrl } from "../middleware/request-log";
import { allowFrameOrigins, allowInlineScriptsByHash, getCspNonce } from "../middleware/security";
import { SITE_CHOICE_COOKIE } from "../middleware/site";
import { addNonceToInlineScripts, addNonceToScripts, inlineScriptHashes, renderDocument } from "./document";
import { InternalApi } from "./internal-api";
import { readPageMessages, type PageMessages } from "./page-messages";
import { renderCacheKey } from "./render-cache-key";
import { DEFAULT_RENDER_CONCURRENCY, DEFAULT_RENDER_QUEUE } from "./render-limit";

export type RenderFn = (request: RenderRequest) => Promise<RenderResult>;

interface ManifestChunk {
  file: string;
  css?: string[];
  assets?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export interface PagesHandler {
  handler: RequestHandler;
  close(): Promise<void>;
}

const projectRoot = () => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // server/render in development, dist/server in production: both two levels below the root.
  return path.resolve(here, "../..");
};

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Rendered anonymous pages kept per process (docs/decisions/0020-public-response-caching.md): a page of
 * results is a few hundred kB with its state, so a few hundred pages stay well under 100 MB.
 */
const RENDER_CACHE_ENTRIES = 300;
const SESSION_COOKIE_PATTERN = /(?:^|;\s*)upm\.sid=/;
const SITE_CHOICE_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${SITE_CHOICE_COOKIE.replaceAll(".", "\\.")}=`);

/**
 * Serves every page: in production the built client (hashed assets, cached for a year) and the
 * server-render bundle; in development Vite in middleware mode, with hot reload.
 */
export async function createPagesHandler(options: {
  /** Development: the app's own listener, which Vite's hot-reload socket shares (no port of its own). */
  httpServer?: http.Server;
  isProduction: boolean;
  logger: Logger;
  /** Production only: how long a rendered anonymous page is reused (PAGE_CACHE_SECONDS; 0: never). */
  pageCacheTtlMs?: number;
  /** Renders at once, and renders allowed to wait (RENDER_CONCURRENCY, RENDER_QUEUE). */
  renderLimit?: RenderLimit;
  /** Production only: anonymous pages a shared cache may keep (EDGE_CACHE_SECONDS; 0: none). */
  edgeCache?: EdgeCache;
}): Promise<PagesHandler> {
  const root = projectRoot();
  const renderLimit = options.renderLimit ?? {
    concurrency: DEFAULT_RENDER_CONCURRENCY,
    queue: DEFAULT_RENDER_QUEUE,
  };
  return options.isProduction
    ? productionPages(root, options.logger, options.pageCacheTtlMs ?? 0, renderLimit, options.edgeCache)
    : developmentPages(root, options.logger, renderLimit, options.httpServer);
}

async function productionPages(
  root: string,
  logger: Logger,
  cacheTtlMs: number,
  renderLimit: RenderLimit,
  edgeCache: EdgeCache | undefined,
): Promise<PagesHandler> {
  const clientDir = path.join(root, "dist/client");
  const manifestPath = path.join(clientDir, ".vite/manifest.json");
  if (!fs.existsSync(manifestPath)) {
    throw new Error("The client is not built: run `npm run build` first (or `npm start`, which builds).");
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error("The client manifest has no entry chunk: rebuild with `npm run build`.");
  const renderModule = (await import(pathToFileUrl(path.join(root, "dist/render/entry-server.js")))) as {
    render: RenderFn;
    preloadableModules(): string[];
  };
  const missing = renderModule.preloadableModules().filter((key) => !manifest[key]);
  if (missing.length) {
    throw new Error(
      `The client build has no chunk for ${missing.join(", ")}: rebuild with \`npm run build\`.`,
    );
  }
  const pageMessages = readPageMessages(clientDir);
  const css = (entry.css ?? []).map((file) => fs.readFileSync(path.join(clientDir, file), "utf8"));
  const assets = {
    styles: (entry.css ?? []).map((file) => `/${file}`),
    // Written into each page (docs/benchmarks.md: no render-blocking request); linked instead in the
    // unlikely case that the text would end the <style> element early.
    inlineStyles: css.some((text) => /<\/style/i.test(text)) ? undefined : css,
    loadScriptsAfterFirstPaint: true,
    scripts: [`/${entry.file}`],
    preloads: (entry.imports ?? []).map((key) => `/${manifest[key].file}`),
    preloadsFor: withMessagePreloads(modulePreloads(manifest), pageMessages),
    messages: pageMessages?.folder,
    fontPreloadsFor: arabicFontPreloads(entry),
  };

  const router = express.Router();
  router.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), {
      immutable: true,
      maxAge: ONE_YEAR_SECONDS * 1000,
      index: false,
    }),
  );
  router.use(express.static(path.join(clientDir), { index: false, maxAge: "1h" }));
  router.use(missingStaticFile);
  const internalApi = new InternalApi();
  const renderCache = new PublicCache<RenderResult>({
    name: "pages",
    ttlMs: cacheTtlMs,
    staleMs: cacheTtlMs,
    maxEntries: RENDER_CACHE_ENTRIES,
  });
  router.use(
    createPageRoute({
      internalApi,
      render: renderModule.render,
      assets,
      logger,
      renderCache,
      renderLimit,
      edgeCache,
    }),
  );
  return { handler: router, close: () => internalApi.close() };
}

async function developmentPages(
  root: string,
  logger: Logger,
  renderLimit: RenderLimit,
  httpServer: http.Server | undefined,
): Promise<PagesHandler> {
  const { createServer } = await import("vite");
  const vite: ViteDevServer = await createServer({
    configFile: path.join(root, "vite.config.ts"),
    // Hot reload over the app's own port and interface: Vite would otherwise listen on 24678 on every
    // interface. Without a listener (tests), no hot reload.
    server: { middlewareMode: true, hmr: httpServer ? { server: httpServer } : false },
    appType: "custom",
  });
  const render: RenderFn = async (request) => {
    const module = (await vite.ssrLoadModule("/src/entry-server.tsx")) as { render: RenderFn };
    return module.render(request);
  };
  const router = express.Router();
  const internalApi = new InternalApi();
  router.use(vite.middlewares);
  router.use(missingStaticFile);
  router.use(
    createPageRoute({
      internalApi,
      render,
      assets: { styles: [], scripts: ["/src/entry-client.tsx"], preloads: [] },
      logger,
      renderLimit,
      // Vite's additions (its client, the React Refresh preamble) need the nonce too.
      transform: async (url, html, nonce) =>
        addNonceToScripts(await vite.transformIndexHtml(url, html), nonce),
    }),
  );
  return { handler: router, close: () => Promise.all([internalApi.close(), vite.close()]).then(() => {}) };
}

/**
 * The chunks a page needs besides the entry's: its route module and the layout's eagerly loaded parts,
 * each with every chunk it imports. Listed as module preloads in the HTML they download in parallel with
 * the entry instead of after it, and the bundle's own preload helper finds them there and adds nothing
 * (each link it adds at run time costs main-thread time during start-up).
 */
function modulePreloads(manifest: Record<string, ManifestChunk>): (modules: string[]) => string[] {
  const cache = new Map<string, string[]>();
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)!;
  const closure = (keys: string[], into: Set<string>) => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      closure(manifest[key].imports ?? [], into);
    }
    return into;
  };
  const initial = closure([entryKey], new Set());
  return (modules) => {
    const cacheKey = modules.join(" ");
    let files = cache.get(cacheKey);
    if (!files) {
      files = [...closure(modules, new Set())]
        .filter((key) => !initial.has(key))
        .map((key) => `/${manifest[key].file}`);
      cache.set(cacheKey, files);
    }
    return files;
  };
}

/** A page's module preloads, then its interface messages (its language's layout file and its route's). */
function withMessagePreloads(
  preloadsFor: (modules: string[]) => string[],
  pageMessages: PageMessages | undefined,
): (modules: string[], lang: string) => string[] {
  return (modules, lang) => [...preloadsFor(modules), ...(pageMessages?.filesFor(lang, modules) ?? [])];
}

/**
 * The Arabic font file an Arabic page draws most of its text with (regular; semibold and bold come when
 * used), from the stylesheet's assets (client/src/styles.css declares them, `font-display: optional`; the
 * files are cut to the basic Arabic block, decision 0063). One file, not three: on a slow connection each
 * preload competes with the page's CSS and scripts. English pages get none: the font's `unicode-range` and
 * its `html:lang(ar)` rule keep them from downloading it.
 */
const PRELOADED_ARABIC_FONT = /noto-sans-arabic-400-[^/]*\.woff2$/;

function arabicFontPreloads(entry: ManifestChunk): (lang: string) => string[] {
  const files = (entry.assets ?? []).filter((file) => PRELOADED_ARABIC_FONT.test(file)).map((f) => `/${f}`);
  return (lang) => (lang === "ar" ? files : []);
}

function pathToFileUrl(p: string) {
  return new URL(`file://${p}`).href;
}

export interface RenderLimit {
  concurrency: number;
  queue: number;
}

export interface EdgeCache {
  maxAgeSeconds: number;
  staleSeconds: number;
}

export interface PageRouteOptions {
  internalApi: InternalApi;
  render: RenderFn;
  assets: {
    styles: string[];
    inlineStyles?: string[];
    loadScriptsAfterFirstPaint?: boolean;
    scripts: string[];
    preloads: string[];
    /** Production: module preloads for the lazily loaded modules a render names, in the page's language. */
    preloadsFor?: (modules: string[], lang: string) => string[];
    /** Production: the folder of the build's interface messages split by page (./page-messages.ts). */
    messages?: string;
    /** Production: the web fonts a page in this language shows at once. */
    fontPreloadsFor?: (lang: string) => string[];
  };
  logger: Logger;
  renderLimit: RenderLimit;
  transform?: (url: string, html: string, nonce: string) => Promise<string>;
  /** Production: rendered anonymous pages, reused for PAGE_CACHE_SECONDS. */
  renderCache?: PublicCache<RenderResult>;
  /** Production: anonymous pages are byte-identical and a shared cache may keep them this long. */
  edgeCache?: EdgeCache;
}

/**
 * Files a page never answers: anything under /assets/ (hashed build output) and paths ending in a file
 * extension. When express.static has not found one, a rendered 72 kB "not found" page would cost a render
 * slot for each probe of `/favicon.ico`, `*.map` or `/wp-login.php`: a small plain 404 instead.
 */
const STATIC_FILE_PATH =
  /^\/assets\/|\.(?:ico|png|jpe?g|gif|svg|webp|avif|bmp|css|js|mjs|cjs|map|json|txt|xml|webmanifest|woff2?|ttf|otf|eot|mp4|webm|mp3|wasm|pdf|zip|gz|br|php|aspx?|jsp|cgi|env|ini|bak|sql|ya?ml|log|html?)$/i;

export const missingStaticFile: RequestHandler = (req, res, next) => {
  if ((req.method !== "GET" && req.method !== "HEAD") || !STATIC_FILE_PATH.test(req.path)) return next();
  res.status(404).type("text/plain").setHeader("Cache-Control", "no-cache").send("Not found\n");
};

/**
 * Renders pages. Renders run at most `renderLimit.concurrency` at a time with a short queue
 * (middleware/concurrency-limit.ts), then 503 with Retry-After, so a flood of distinct URLs cannot make
 * every other visitor wait; a page in the render cache is answered without waiting for a slot.
 */
export function createPageRoute({
  internalApi,
  render,
  assets,
  logger,
  renderLimit,
  transform,
  renderCache,
  edgeCache,
}: PageRouteOptions): RequestHandler {
  const renders = createConcurrencyLimit(renderLimit.concurrency, renderLimit.queue, undefined, "renders");
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    try {
      const hasSession = SESSION_COOKIE_PATTERN.test(req.headers.cookie ?? "");
      const renderPage = () =>
        render({
          url: req.originalUrl,
          site: req.site,
          apiFetch: internalApi.fetchFor(req),
          hasSession,
          messages: assets.messages,
        });
      // Without a session the page is the same for every visitor of this site and URL. The cache holds
      // the rendered body, head tags and state, never a whole document: each response gets its own nonce.
      // Only complete pages are kept: a 404 or a page that fell back to client rendering is rendered afresh.
      const cacheKey =
        renderCache?.enabled && !hasSession ? renderCacheKey(req.site.key, req.originalUrl) : undefined;
      const result = cacheKey
        ? await renderCache!.getOrCompute(
            cacheKey,
            () => renders.run(renderPage),
            (page) => page.status === 200 && page.errors.length === 0,
          )
        : // A visitor who left while the render waited gets no render.
          await renders.run(async () => (req.socket.destroyed ? null : renderPage()));
      if (!result) return;
      for (const error of result.errors)
        logger.error({ err: error, url: redactUrl(req.originalUrl) }, "page rendered with an error");
      const shared = isShareable(req, res, result, hasSession, edgeCache);
      const nonce = shared ? "" : getCspNonce(res);
      const { preloadsFor, fontPreloadsFor, messages: _messages, ...documentAssets } = assets;
      // A page cached before this field existed frames nothing.
      const frameOrigins = allowFrameOrigins(res, result.frameOrigins ?? []);
      let html = renderDocument({
        ...result,
        frameOrigins,
        appHtml: addNonceToInlineScripts(result.appHtml, nonce),
        ...documentAssets,
        lazyPreloads: preloadsFor?.(result.modules, result.lang),
        fontPreloads: fontPreloadsFor?.(result.lang),
        nonce,
      });
      if (transform) html = await transform(req.originalUrl, html, nonce);
      if (shared) {
        allowInlineScriptsByHash(res, inlineScriptHashes(html));
        res.setHeader(
          "Cache-Control",
          `public, max-age=0, s-maxage=${edgeCache!.maxAgeSeconds}, stale-while-revalidate=${edgeCache!.staleSeconds}`,
        );
        // No `Vary: Cookie`: an anonymous page is the same whatever cookies came with it (an analytics
        // cookie, a signed-out device cookie), and varying on them would give each visitor a cache copy of
        // their own. The edge skips the cache for a session instead (docs/decisions/0037).
      } else {
        res.setHeader("Cache-Control", hasSession ? "private, no-store" : "no-cache");
      }
      // Express adds an ETag from the body: a shared page's is the same for everyone, so revisits get 304s.
      res.status(result.status).type("html").send(html);
    } catch (error) {
      if (error instanceof AppError && error.status === 503) return sendBusyPage(res, error);
      next(error);
    }
  };
}

/**
 * A page a shared cache may keep and give to anyone: complete (200, rendered without errors), for a visitor
 * with no session and no site choice (a development host's `upm.domain` cookie), setting no cookie.
 * Signed-in pages are `private, no-store`.
 */
function isShareable(
  req: Request,
  res: Response,
  result: RenderResult,
  hasSession: boolean,
  edgeCache: EdgeCache | undefined,
): boolean {
  if (!edgeCache || edgeCache.maxAgeSeconds === 0 || hasSession) return false;
  if (result.status !== 200 || result.errors.length > 0 || res.getHeader("Set-Cookie")) return false;
  return !SITE_CHOICE_COOKIE_PATTERN.test(req.headers.cookie ?? "");
}

/** Every render slot and queue place taken: a small page a person can read, and a time to come back. */
function sendBusyPage(res: Response, error: AppError) {
  for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
  res
    .status(503)
    .type("html")
    .setHeader("Cache-Control", "no-store")
    .send(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>Busy</title><p>${error.message}</p></html>\n`,
    );
}

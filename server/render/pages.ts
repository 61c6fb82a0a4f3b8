import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import express, { type RequestHandler } from "express";
import type { ViteDevServer } from "vite";
import type { RenderRequest, RenderResult } from "../../client/src/entry-server";
import type { Logger } from "../lib/logger";
import { PublicCache } from "../lib/public-cache";
import { createConcurrencyLimit } from "../middleware/concurrency-limit";
import { getCspNonce } from "../middleware/security";
import { addNonceToInlineScripts, addNonceToScripts, renderDocument } from "./document";
import { InternalApi } from "./internal-api";

type RenderFn = (request: RenderRequest) => Promise<RenderResult>;

interface ManifestChunk {
  file: string;
  css?: string[];
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
 * Renders in progress at once per process, and renders allowed to wait (docs/reliability.md). A render
 * is CPU work plus a few API queries; on two cores more in parallel only slows every one of them, and a
 * burst of hundreds would all finish late together. Past the queue the answer is 503 with Retry-After.
 */
const MAX_CONCURRENT_RENDERS = 8;
const MAX_QUEUED_RENDERS = 2000;

/**
 * Rendered anonymous pages kept per process (docs/decisions/0020-public-response-caching.md): a page of
 * results is a few hundred kB with its state, so a few hundred pages stay well under 100 MB.
 */
const RENDER_CACHE_ENTRIES = 300;
const SESSION_COOKIE_PATTERN = /(?:^|;\s*)upm\.sid=/;

/**
 * Serves every page: in production the built client (hashed assets, cached for a year) and the
 * server-render bundle; in development Vite in middleware mode, with hot reload.
 */
export async function createPagesHandler(options: {
  isProduction: boolean;
  logger: Logger;
  /** Production only: how long a rendered anonymous page is reused (0: never). */
  publicCacheTtlMs?: number;
}): Promise<PagesHandler> {
  const root = projectRoot();
  return options.isProduction
    ? productionPages(root, options.logger, options.publicCacheTtlMs ?? 0)
    : developmentPages(root, options.logger);
}

async function productionPages(root: string, logger: Logger, cacheTtlMs: number): Promise<PagesHandler> {
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
  const css = (entry.css ?? []).map((file) => fs.readFileSync(path.join(clientDir, file), "utf8"));
  const assets = {
    styles: (entry.css ?? []).map((file) => `/${file}`),
    // Written into each page (docs/benchmarks.md: no render-blocking request); linked instead in the
    // unlikely case that the text would end the <style> element early.
    inlineStyles: css.some((text) => /<\/style/i.test(text)) ? undefined : css,
    loadScriptsAfterFirstPaint: true,
    scripts: [`/${entry.file}`],
    preloads: (entry.imports ?? []).map((key) => `/${manifest[key].file}`),
    preloadsFor: modulePreloads(manifest),
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
  const internalApi = new InternalApi();
  const renderCache = new PublicCache<RenderResult>({
    ttlMs: cacheTtlMs,
    staleMs: cacheTtlMs,
    maxEntries: RENDER_CACHE_ENTRIES,
  });
  router.use(pageRoute(internalApi, renderModule.render, assets, logger, undefined, renderCache));
  return { handler: router, close: () => internalApi.close() };
}

async function developmentPages(root: string, logger: Logger): Promise<PagesHandler> {
  const { createServer } = await import("vite");
  const vite: ViteDevServer = await createServer({
    configFile: path.join(root, "vite.config.ts"),
    server: { middlewareMode: true },
    appType: "custom",
  });
  const render: RenderFn = async (request) => {
    const module = (await vite.ssrLoadModule("/src/entry-server.tsx")) as { render: RenderFn };
    return module.render(request);
  };
  const router = express.Router();
  const internalApi = new InternalApi();
  router.use(vite.middlewares);
  router.use(
    pageRoute(
      internalApi,
      render,
      { styles: [], scripts: ["/src/entry-client.tsx"], preloads: [] },
      logger,
      // Vite's additions (its client, the React Refresh preamble) need the nonce too.
      async (url, html, nonce) => addNonceToScripts(await vite.transformIndexHtml(url, html), nonce),
    ),
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

function pathToFileUrl(p: string) {
  return new URL(`file://${p}`).href;
}

function pageRoute(
  internalApi: InternalApi,
  render: RenderFn,
  assets: {
    styles: string[];
    inlineStyles?: string[];
    loadScriptsAfterFirstPaint?: boolean;
    scripts: string[];
    preloads: string[];
    /** Production: module preloads for the lazily loaded modules a render names. */
    preloadsFor?: (modules: string[]) => string[];
  },
  logger: Logger,
  transform?: (url: string, html: string, nonce: string) => Promise<string>,
  renderCache?: PublicCache<RenderResult>,
): RequestHandler {
  const renders = createConcurrencyLimit(MAX_CONCURRENT_RENDERS, MAX_QUEUED_RENDERS);
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    try {
      const hasSession = SESSION_COOKIE_PATTERN.test(req.headers.cookie ?? "");
      const renderPage = () =>
        render({ url: req.originalUrl, site: req.site, apiFetch: internalApi.fetchFor(req), hasSession });
      // Without a session the page is the same for every visitor of this site and URL. The cache holds
      // the rendered body, head tags and state, never a whole document: each response gets its own nonce.
      // Only complete pages are kept: a 404 or a page that fell back to client rendering is rendered afresh.
      const cacheKey = renderCache?.enabled && !hasSession ? `${req.site.key} ${req.originalUrl}` : undefined;
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
        logger.error({ err: error, url: req.originalUrl }, "page rendered with an error");
      const nonce = getCspNonce(res);
      const { preloadsFor, ...documentAssets } = assets;
      let html = renderDocument({
        ...result,
        appHtml: addNonceToInlineScripts(result.appHtml, nonce),
        ...documentAssets,
        lazyPreloads: preloadsFor?.(result.modules),
        nonce,
      });
      if (transform) html = await transform(req.originalUrl, html, nonce);
      res.status(result.status).type("html").setHeader("Cache-Control", "no-cache").send(html);
    } catch (error) {
      next(error);
    }
  };
}

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import express, { type RequestHandler } from "express";
import type { ViteDevServer } from "vite";
import type { RenderRequest, RenderResult } from "../../client/src/entry-server";
import type { Logger } from "../lib/logger";
import { createConcurrencyLimit } from "../middleware/concurrency-limit";
import { getCspNonce } from "../middleware/security";
import { addNonceToScripts, renderDocument } from "./document";
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
 * Serves every page: in production the built client (hashed assets, cached for a year) and the
 * server-render bundle; in development Vite in middleware mode, with hot reload.
 */
export async function createPagesHandler(options: {
  isProduction: boolean;
  logger: Logger;
}): Promise<PagesHandler> {
  const root = projectRoot();
  return options.isProduction
    ? productionPages(root, options.logger)
    : developmentPages(root, options.logger);
}

async function productionPages(root: string, logger: Logger): Promise<PagesHandler> {
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
  };
  const assets = {
    styles: (entry.css ?? []).map((file) => `/${file}`),
    scripts: [`/${entry.file}`],
    preloads: (entry.imports ?? []).map((key) => `/${manifest[key].file}`),
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
  router.use(pageRoute(internalApi, renderModule.render, assets, logger));
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

function pathToFileUrl(p: string) {
  return new URL(`file://${p}`).href;
}

function pageRoute(
  internalApi: InternalApi,
  render: RenderFn,
  assets: { styles: string[]; scripts: string[]; preloads: string[] },
  logger: Logger,
  transform?: (url: string, html: string, nonce: string) => Promise<string>,
): RequestHandler {
  const renders = createConcurrencyLimit(MAX_CONCURRENT_RENDERS, MAX_QUEUED_RENDERS);
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    try {
      const result = await renders.run(async () =>
        // A visitor who left while the render waited gets no render.
        req.socket.destroyed
          ? null
          : render({
              url: req.originalUrl,
              site: req.site,
              apiFetch: internalApi.fetchFor(req),
              hasSession: /(?:^|;\s*)upm\.sid=/.test(req.headers.cookie ?? ""),
            }),
      );
      if (!result) return;
      for (const error of result.errors)
        logger.error({ err: error, url: req.originalUrl }, "page rendered with an error");
      const nonce = getCspNonce(res);
      let html = renderDocument({ ...result, ...assets, nonce });
      if (transform) html = await transform(req.originalUrl, html, nonce);
      res.status(result.status).type("html").setHeader("Cache-Control", "no-cache").send(html);
    } catch (error) {
      next(error);
    }
  };
}

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import express from "express";
import { createServer, type ViteDevServer } from "vite";
import { InternalApi } from "../../server/render/internal-api";
import { createPageRoute, missingStaticFile, type RenderFn } from "../../server/render/pages";
import { createLogger } from "../../server/lib/logger";
import { createTestApp, type TestApp } from "./test-app";

export interface RenderedPagesApp {
  t: TestApp;
  vite: ViteDevServer;
  close(): Promise<void>;
}

/**
 * The app with its pages rendered for real: the client's entry-server through Vite, as `npm run dev`
 * renders them, behind the server's own page route. `name` names the Vite dependency cache, a temporary
 * folder of its own (a dev server or another test may be using the project's).
 */
export async function createRenderedPagesApp(name: string): Promise<RenderedPagesApp> {
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-vite-`));
  const vite = await createServer({
    configFile: path.resolve("vite.config.ts"),
    cacheDir,
    logLevel: "silent",
    appType: "custom",
    // No HMR: its websocket would listen on Vite's fixed port.
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  const render: RenderFn = async (request) =>
    ((await vite.ssrLoadModule("/src/entry-server.tsx")) as { render: RenderFn }).render(request);
  const internalApi = new InternalApi();
  const pages = express.Router();
  pages.use(missingStaticFile);
  pages.use(
    createPageRoute({
      internalApi,
      render,
      assets: { styles: [], scripts: ["/src/entry-client.tsx"], preloads: [] },
      logger: createLogger("silent"),
      renderLimit: { concurrency: 2, queue: 200 },
    }),
  );
  const t = await createTestApp(undefined, {}, { pages });
  return {
    t,
    vite,
    close: async () => {
      await internalApi.close();
      await vite.close();
      await t.close();
      fs.rmSync(cacheDir, { recursive: true, force: true });
    },
  };
}

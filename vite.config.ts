import { fileURLToPath } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { contentPlugin } from "./scripts/vite/content-plugin";
import { routeMessages } from "./scripts/vite/route-messages-plugin";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The client is built twice: the browser bundle (hashed assets and a manifest the server reads) and the
 * server-render bundle (`--ssr src/entry-server.tsx`, see package.json "build").
 */
export default defineConfig({
  root: fromRoot("./client"),
  // Several dev servers at once (parallel work, tests) each need their own dependency cache.
  cacheDir: process.env.VITE_CACHE_DIR ?? fromRoot("./node_modules/.vite"),
  // Lingui's own macro transform (no Babel) turns `t`, <Trans> and <Plural> into catalogue look-ups, and
  // its catalogue loader compiles a .po file when it is imported (docs/decisions/0043).
  // The browser build also writes each language's messages split by page (routeMessages, issue 26).
  plugins: [lingui({ macroTransform: true }), react(), tailwindcss(), contentPlugin(), routeMessages()],
  resolve: {
    alias: {
      "@": fromRoot("./client/src"),
      "@shared": fromRoot("./shared"),
    },
  },
  build: {
    outDir: fromRoot("./dist/client"),
    emptyOutDir: true,
    manifest: true,
    rollupOptions: { input: fromRoot("./client/src/entry-client.tsx") },
  },
  // Development only: the three sites are told apart by Host, so any host may reach the dev server.
  server: { allowedHosts: true },
});

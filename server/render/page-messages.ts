import fs from "node:fs";
import path from "node:path";

/**
 * The browser build's interface messages, split by page (scripts/vite/route-messages-plugin.ts writes them
 * and `.vite/messages.json`): the folder the browser loads them from, and the two files each page needs
 * at once (its language's layout messages and its route's), preloaded with the page's chunks.
 */
export interface PageMessages {
  /** `/assets/messages-<hash>`: handed to the browser in the page's state. */
  folder: string;
  /** The files a page of this language and route modules (src/app/routes/<name>.tsx) loads at once. */
  filesFor(lang: string, modules: string[]): string[];
}

const ROUTE_MODULE = /^src\/app\/routes\/(.+)\.tsx$/;

/** Reads the build's list; undefined for a build without split messages. */
export function readPageMessages(clientDir: string): PageMessages | undefined {
  const listPath = path.join(clientDir, ".vite/messages.json");
  if (!fs.existsSync(listPath)) return undefined;
  const { folder, routes } = JSON.parse(fs.readFileSync(listPath, "utf8")) as {
    folder: string;
    routes: string[];
  };
  const known = new Set(routes);
  return {
    folder,
    filesFor(lang, modules) {
      const pages = modules
        .flatMap((module) => module.match(ROUTE_MODULE)?.[1] ?? [])
        .filter((r) => known.has(r));
      return [`${folder}/${lang}-layout.js`, ...pages.map((route) => `${folder}/${lang}-${route}.js`)];
    },
  };
}

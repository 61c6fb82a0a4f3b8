import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { EAGER_COLLECTIONS } from "../../shared/content/collections";
import {
  CONTENT_ROOT,
  DEFAULT_LOCALE,
  collectionDir,
  readCollection,
  readContentPage,
} from "../../server/lib/content-files";
import { COLLECTION_NAMES, type CollectionName } from "../../shared/content/schema";

/**
 * Content at build time (docs/decisions/0033-content-as-markdown-files.md):
 *
 * - `import index from "virtual:content/guides"`: the collection's metadata in site order, each entry with
 *   `load()`, a dynamic import of its own body (one chunk per page); eager collections carry `body` instead;
 *   `virtual:content/ar/guides` is the same for the pages written in Arabic (content/ar/guides), which
 *   may be fewer than the English ones;
 * - each `content/<locale>/<collection>/<slug>.md` imported that way is a module whose default export is the
 *   parsed body, plain data: no Markdown parser reaches the browser.
 *
 * Every file is parsed and validated when its module loads, so a bad file fails the build (and the dev
 * server shows the error) with the file name and the field.
 */

const VIRTUAL_PREFIX = "virtual:content/";
/** The languages content is written in (content/<locale>/). */
const CONTENT_LOCALES = ["en", "ar"];
const RESOLVED_PREFIX = `\0${VIRTUAL_PREFIX}`;

function collectionOf(file: string): CollectionName | undefined {
  const [, collection] = path.relative(CONTENT_ROOT, file).split(path.sep);
  return COLLECTION_NAMES.find((name) => name === collection);
}

function indexModule(name: CollectionName, locale: string, watch: (file: string) => void): string {
  const eager = EAGER_COLLECTIONS.includes(name);
  const dir = collectionDir(name, locale);
  if (!fs.existsSync(dir)) return "export default [];\n";
  const entries = readCollection(name, locale).map((page) => {
    watch(page.file);
    const meta = JSON.stringify(page.meta);
    return eager
      ? `{ ...${meta}, body: ${JSON.stringify(page.body)} }`
      : `{ ...${meta}, load: () => import(${JSON.stringify(page.file)}) }`;
  });
  return `export default [\n${entries.join(",\n")}\n];\n`;
}

export function contentPlugin(): Plugin {
  return {
    name: "content-markdown",
    resolveId(id) {
      if (id.startsWith(VIRTUAL_PREFIX)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id.startsWith(RESOLVED_PREFIX)) {
        // "guides" (English) or "<locale>/guides".
        const [locale, name] =
          id.slice(RESOLVED_PREFIX.length).split("/").length === 2
            ? (id.slice(RESOLVED_PREFIX.length).split("/") as [string, CollectionName])
            : [DEFAULT_LOCALE, id.slice(RESOLVED_PREFIX.length) as CollectionName];
        if (!COLLECTION_NAMES.includes(name)) throw new Error(`no content collection "${name}"`);
        if (!CONTENT_LOCALES.includes(locale)) throw new Error(`no content language "${locale}"`);
        return indexModule(name, locale, (file) => this.addWatchFile(file));
      }
      const file = id.split("?")[0];
      const name = file.endsWith(".md") ? collectionOf(file) : undefined;
      if (!name) return undefined;
      return `export default ${JSON.stringify(readContentPage(name, file).body)};\n`;
    },
    configureServer(server) {
      // A page added or removed changes its collection's index, which no module import points at.
      const onAddOrRemove = (file: string) => {
        const name = file.endsWith(".md") ? collectionOf(file) : undefined;
        if (!name) return;
        for (const id of [
          `${RESOLVED_PREFIX}${name}`,
          ...CONTENT_LOCALES.map((l) => `${RESOLVED_PREFIX}${l}/${name}`),
        ]) {
          const index = server.moduleGraph.getModuleById(id);
          if (index) server.moduleGraph.invalidateModule(index);
        }
        server.ws.send({ type: "full-reload" });
      };
      for (const name of COLLECTION_NAMES)
        for (const locale of CONTENT_LOCALES) server.watcher.add(collectionDir(name, locale));
      server.watcher.on("add", onAddOrRemove);
      server.watcher.on("unlink", onAddOrRemove);
    },
  };
}

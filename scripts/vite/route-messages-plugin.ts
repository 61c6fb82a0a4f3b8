import crypto from "node:crypto";
import type { Plugin } from "vite";

/**
 * The interface messages of the browser build, split by route (docs/decisions/0043, issue 26). Lingui's
 * macros leave only a message's id in the code (`{id:"5lWFkC"}`), so the build knows which chunk shows
 * which message. For each language this plugin writes, beside the bundle:
 *
 * - `<locale>-layout.js`: the messages of every chunk the entry can reach (statically or by a dynamic
 *   import: the header, footer, menus, dialogs) without entering a page's chunk;
 * - `<locale>-<route>.js` for each page module app/routes/<route>.tsx: the messages of every chunk that
 *   page can reach (its lazily loaded parts included), less the layout's.
 *
 * A page loads its language's layout file and its route's file before it renders (client/src/lib/i18n.tsx,
 * app/lazy-page.ts), instead of one chunk with every message of the site. They sit in one folder named by
 * a hash of them all, `assets/messages-<hash>/`, written to `.vite/messages.json` for the server.
 *
 * The whole catalogue of each language (locales/<locale>/index.ts) is still built: it is where the
 * compiled messages are read from, and the development server and the server render use it.
 */

const ROUTE_MODULE = /\/client\/src\/app\/routes\/([^/]+)\.tsx$/;
const CATALOGUE_MODULE = /\/client\/src\/locales\/([^/]+)\/index\.ts$/;
/** A string literal of the bundle's code that may be a message id (Lingui's ids: 6 characters). */
const STRING_LITERAL = /[`"']([A-Za-z0-9_-]{6})[`"']/g;

type Messages = Record<string, unknown>;

export interface ChunkLike {
  type: "chunk";
  fileName: string;
  code: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
}

export function routeMessages(): Plugin {
  let browserBuild = false;
  return {
    name: "upm-route-messages",
    apply: "build",
    configResolved(config) {
      browserBuild = !config.build.ssr;
    },
    async generateBundle(_options, bundle) {
      if (!browserBuild) return;
      const chunks = Object.values(bundle).filter(
        (item): item is ChunkLike & typeof item => item.type === "chunk",
      );
      const catalogues = new Map<string, Messages>();
      for (const chunk of chunks) {
        const locale = chunk.facadeModuleId?.match(CATALOGUE_MODULE)?.[1];
        if (locale) catalogues.set(locale, await evaluateCatalogue(chunk));
      }
      if (!catalogues.size)
        this.error("No message catalogue chunk (client/src/locales/<locale>/index.ts) in the build");
      const knownIds = new Set([...catalogues.values()].flatMap((messages) => Object.keys(messages)));
      const split = splitIdsByRoute(chunks, knownIds);

      const files = new Map<string, string>();
      for (const [locale, messages] of catalogues) {
        files.set(`${locale}-layout.js`, messageModule(messages, split.layout));
        for (const [route, ids] of split.routes)
          files.set(`${locale}-${route}.js`, messageModule(messages, ids));
      }
      const hash = crypto.createHash("sha256");
      for (const [name, source] of [...files].sort()) hash.update(name).update(source);
      const folder = `assets/messages-${hash.digest("base64url").slice(0, 10)}`;
      for (const [name, source] of files)
        this.emitFile({ type: "asset", fileName: `${folder}/${name}`, source });
      this.emitFile({
        type: "asset",
        fileName: ".vite/messages.json",
        source: JSON.stringify({ folder: `/${folder}`, routes: [...split.routes.keys()].sort() }, null, 2),
      });
    },
  };
}

/** The compiled messages a catalogue chunk exports (it imports nothing: JSON and an export). */
async function evaluateCatalogue(chunk: ChunkLike): Promise<Messages> {
  if (chunk.imports.length || chunk.dynamicImports.length) {
    throw new Error(`The catalogue chunk ${chunk.fileName} imports other chunks; it cannot be read alone`);
  }
  const url = `data:text/javascript;base64,${Buffer.from(chunk.code).toString("base64")}`;
  const module = (await import(/* @vite-ignore */ url)) as { messages?: Messages };
  if (!module.messages) throw new Error(`The catalogue chunk ${chunk.fileName} exports no messages`);
  return module.messages;
}

/** The ids each page's chunks can reach beyond the layout's, and the layout's own. */
export function splitIdsByRoute(chunks: ChunkLike[], knownIds: Set<string>) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const idsOf = new Map<string, Set<string>>();
  const ids = (chunk: ChunkLike) => {
    let found = idsOf.get(chunk.fileName);
    if (!found) {
      found = new Set(
        [...chunk.code.matchAll(STRING_LITERAL)].map((m) => m[1]).filter((id) => knownIds.has(id)),
      );
      idsOf.set(chunk.fileName, found);
    }
    return found;
  };
  const isRoute = (chunk: ChunkLike) => ROUTE_MODULE.test(chunk.facadeModuleId ?? "");
  const isCatalogue = (chunk: ChunkLike) => CATALOGUE_MODULE.test(chunk.facadeModuleId ?? "");
  /** Every id of the chunks reachable from `start` by any import, not entering another page or a catalogue. */
  const reachableIds = (start: ChunkLike) => {
    const seen = new Set<string>();
    const found = new Set<string>();
    const visit = (chunk: ChunkLike) => {
      if (seen.has(chunk.fileName) || isCatalogue(chunk) || (chunk !== start && isRoute(chunk))) return;
      seen.add(chunk.fileName);
      for (const id of ids(chunk)) found.add(id);
      for (const file of [...chunk.imports, ...chunk.dynamicImports]) {
        const next = byFile.get(file);
        if (next) visit(next);
      }
    };
    visit(start);
    return found;
  };

  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error("The client build has no entry chunk");
  const layout = reachableIds(entry);
  const routes = new Map<string, Set<string>>();
  for (const chunk of chunks.filter(isRoute)) {
    const route = chunk.facadeModuleId!.match(ROUTE_MODULE)![1];
    routes.set(route, new Set([...reachableIds(chunk)].filter((id) => !layout.has(id))));
  }
  return { layout, routes };
}

/** An ES module exporting the messages of `ids` (JSON.parse: parsed faster than an object literal). */
function messageModule(messages: Messages, ids: Set<string>): string {
  const picked: Messages = {};
  for (const id of [...ids].sort()) if (id in messages) picked[id] = messages[id];
  return `export const messages=JSON.parse(${JSON.stringify(JSON.stringify(picked))});\n`;
}

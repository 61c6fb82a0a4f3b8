import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isLocale, SOURCE_LOCALE, type Locale } from "../../shared/locale";
import {
  parseCollectionFile,
  sortCollection,
  type CollectionMeta,
  type ContentPage,
} from "../../shared/content/collections";
import type { CollectionName } from "../../shared/content/schema";

/**
 * Reads content/<locale>/<collection>/*.md from disk, in Node: for the Vite plugin at build time, for the
 * server (sitemap) and for tests. The browser never runs this; it gets the plugin's output. Its imports are
 * relative, not "@shared/": Vite loads it with its config, where the path aliases do not apply yet.
 */

// server/lib in development, dist/server in production: both two levels below the project root.
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const CONTENT_ROOT = path.join(projectRoot, "content");
export const DEFAULT_LOCALE = "en";

export function collectionDir(name: CollectionName, locale = DEFAULT_LOCALE): string {
  return path.join(CONTENT_ROOT, locale, name);
}

/** The collection's Markdown files, absolute paths, sorted; none when the language has no such folder. */
export function collectionFiles(name: CollectionName, locale = DEFAULT_LOCALE): string[] {
  const dir = collectionDir(name, locale);
  if (locale !== DEFAULT_LOCALE && !fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".md"))
    .sort()
    .map((file) => path.join(dir, file));
}

const slugOf = (file: string) => path.basename(file, ".md");
const relative = (file: string) => path.relative(projectRoot, file);

/** The language a content file is written in: its folder under content/ ("en", "ar"). */
export function languageOfFile(file: string): Locale {
  const [folder] = path.relative(CONTENT_ROOT, file).split(path.sep);
  return isLocale(folder) ? folder : SOURCE_LOCALE;
}

/** One page, parsed and validated, its figures written in its language; errors name the file. */
export function readContentPage<Name extends CollectionName>(name: Name, file: string): ContentPage<Name> {
  return parseCollectionFile(
    name,
    relative(file),
    slugOf(file),
    fs.readFileSync(file, "utf8"),
    languageOfFile(file),
  );
}

/** Every page of a collection with its file, in the site's order. */
export function readCollection<Name extends CollectionName>(
  name: Name,
  locale = DEFAULT_LOCALE,
): (ContentPage<Name> & { file: string })[] {
  const pages = collectionFiles(name, locale).map((file) => ({ file, ...readContentPage(name, file) }));
  const order = sortCollection(
    name,
    pages.map((p) => p.meta),
  );
  return order.map((meta) => pages.find((p) => p.meta === meta)!);
}

const indexes = new Map<string, unknown>();

/** The metadata of a collection's pages, in order; read once per process (the files ship with the build). */
export function loadCollectionIndex<Name extends CollectionName>(
  name: Name,
  locale = DEFAULT_LOCALE,
): CollectionMeta[Name][] {
  const key = `${locale}/${name}`;
  if (!indexes.has(key))
    indexes.set(
      key,
      readCollection(name, locale).map((p) => p.meta),
    );
  return indexes.get(key) as CollectionMeta[Name][];
}

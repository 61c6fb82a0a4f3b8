import type { I18n, Messages } from "@lingui/core";
import type { Locale } from "@shared/locale";
import { createI18n, loadCatalogue } from "./i18n";

/**
 * The browser's interface messages, split by page in the production build (docs/decisions/0043, and the first
 * visit's 120 KB JavaScript budget, docs/benchmarks.md §4b; written by
 * scripts/vite/route-messages-plugin.ts): the layout's messages before hydration, and each page's own
 * messages with its chunk (app/lazy-page.ts), merged into the one Lingui instance of the page. The server
 * names the folder of this build's files in the page's state; without one (the development server, tests) the
 * language's whole catalogue is loaded instead, and a page's own load does nothing.
 */

interface PageMessagesState {
  folder?: string;
  locale: Locale;
  i18n?: I18n;
  /** A page's messages that arrived before the instance was made (they load in parallel at start-up). */
  early: Messages;
}

const state: PageMessagesState = { locale: "en", early: {} };

/** Where this build's split messages are (the page's state) and the page's language. */
export function setMessagesFolder(folder: string | undefined, locale: Locale) {
  state.folder = folder;
  state.locale = locale;
}

async function importMessages(name: string): Promise<Messages> {
  const url = `${state.folder}/${state.locale}-${name}.js`;
  return ((await import(/* @vite-ignore */ url)) as { messages: Messages }).messages;
}

/** The page's Lingui instance: the layout's messages and those of the pages loaded so far. */
export async function createPageI18n(): Promise<I18n> {
  const messages = state.folder ? await importMessages("layout") : await loadCatalogue(state.locale);
  state.i18n = createI18n(state.locale, { ...messages, ...state.early });
  return state.i18n;
}

const ROUTE_MODULE = /^src\/app\/routes\/(.+)\.tsx$/;

/** Loads the messages of a page module (src/app/routes/<name>.tsx) into the page's instance. */
export async function loadRouteMessages(module: string): Promise<void> {
  const route = module.match(ROUTE_MODULE)?.[1];
  if (!state.folder || !route || typeof document === "undefined") return;
  const messages = await importMessages(route);
  if (state.i18n) state.i18n.load(state.locale, messages);
  else Object.assign(state.early, messages);
}

import { PassThrough } from "node:stream";
import { dehydrate } from "@tanstack/react-query";
import { renderToPipeableStream } from "react-dom/server";
import { directionOf, LOCALES, splitLocalePath } from "@shared/locale";
import type { User } from "@shared/user";
import type { RenderRequest, RenderResult } from "@shared/render";
import { getQueryFn, setApiFetch } from "@/lib/api-client";
import { renderHeadTags, serializeJsonForScript } from "@/lib/head";
import { catalogueModule, createI18n, loadCatalogue } from "@/lib/i18n";
import { createQueryClient } from "@/lib/query-client";
import { userKeys } from "@/lib/query-keys";
import type { RenderContext } from "@/lib/render-context";
import { App } from "./app/app";
import { EAGER_LAYOUT_MODULES } from "./app/layout/deferred";
import { findRoute, routes } from "./app/routes";

/** A browser gives up on a render after this long; better an error page than a hung request. */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * Renders a page with React's streaming renderer, waiting for every Suspense boundary (data and lazy
 * chunks), so the HTML holds the whole page and its head for visitors and crawlers alike.
 */
export async function render({
  url,
  site,
  apiFetch,
  hasSession,
  messages,
}: RenderRequest): Promise<RenderResult> {
  const { pathname, search } = new URL(url, "http://localhost");
  // The language is the path's (/ar/… is Arabic); the route is found without the prefix.
  const { locale, path } = splitLocalePath(pathname);
  // Each render has its own Lingui instance: renders of both languages run at once on this process.
  const i18n = createI18n(locale, await loadCatalogue(locale));
  const queryClient = createQueryClient();
  setApiFetch(queryClient, apiFetch);
  // The header shows the signed-in state in the first HTML, not after a flash of "Sign in".
  if (hasSession) {
    await queryClient.prefetchQuery({
      queryKey: userKeys.current,
      queryFn: getQueryFn<User | null>({ on401: "returnNull" }),
    });
  } else {
    queryClient.setQueryData(userKeys.current, null);
  }
  const context: RenderContext = { head: null, status: 200 };
  const route = findRoute(path);
  await route.page.preload();

  const errors: unknown[] = [];
  const appHtml = await new Promise<string>((resolve, reject) => {
    const stream = renderToPipeableStream(
      <App
        queryClient={queryClient}
        site={site}
        i18n={i18n}
        ssr={{ path: pathname, search: search.slice(1), context }}
      />,
      {
        // Every boundary is complete when the stream starts (onAllReady), so write each one in place: with
        // the default chunk size React moves large ones to the end of the document, hidden until an inline
        // script swaps them in, which delays the first paint of the page's content and doubles its markup.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const sink = new PassThrough();
          let html = "";
          sink.on("data", (chunk) => (html += chunk));
          sink.on("end", () => resolve(html));
          stream.pipe(sink);
        },
        onShellError: reject,
        onError(error) {
          errors.push(error);
        },
      },
    );
    setTimeout(() => stream.abort(new Error("render timed out")), RENDER_TIMEOUT_MS).unref();
  });

  return {
    status: context.status,
    lang: locale,
    dir: directionOf(locale),
    headTags: context.head ? renderHeadTags(context.head) : "",
    appHtml,
    stateJson: serializeJsonForScript({ site, queries: dehydrate(queryClient), messages }),
    // The page's messages are preloaded by the server from the build's split (RenderRequest.messages).
    modules: [...(messages ? [] : [catalogueModule(locale)]), route.page.module, ...EAGER_LAYOUT_MODULES],
    errors,
  };
}

/** Every module a render may name in `modules` (the server checks them against the build's manifest). */
export function preloadableModules(): string[] {
  return [
    ...new Set([
      ...LOCALES.map(catalogueModule),
      ...routes.map((route) => route.page.module),
      ...EAGER_LAYOUT_MODULES,
    ]),
  ];
}

import { dehydrate } from "@tanstack/react-query";
import { options } from "preact";
import { renderToStringAsync } from "preact-render-to-string";
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

// A part that fails to render shows its error boundary's fallback, as in the browser, instead of failing
// the whole page; the boundary reports the error to the render (components/query-error-boundary.tsx).
(options as { errorBoundaries?: boolean }).errorBoundaries = true;

// translate="no" marks people's own words (names, usernames, emails). preact/compat turns it into
// `translate: false` for the browser, where setting the element's property writes translate="no"; the
// server's renderer leaves a false attribute out, so it is put back here for the HTML.
const compatVnode = options.vnode;
options.vnode = (vnode) => {
  compatVnode?.(vnode);
  const props = vnode.props as Record<string, unknown> | null;
  if (typeof vnode.type === "string" && props?.translate === false) props.translate = "no";
};

/** Rejects when `work` takes longer than `ms`: better an error page than a hung request. */
function withTimeout<T>(work: Promise<T> | T, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("render timed out")), ms);
    timer.unref();
    Promise.resolve(work).then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Renders a page with Preact's renderer, waiting for every Suspense boundary (data and lazy chunks) and
 * writing each in place, so the HTML holds the whole page and its head for visitors and crawlers alike.
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
  const context: RenderContext = { head: null, status: 200, errors: [], frameOrigins: [] };
  const route = findRoute(path);
  await route.page.preload();

  const appHtml = await withTimeout(
    renderToStringAsync(
      <App
        queryClient={queryClient}
        site={site}
        i18n={i18n}
        ssr={{ path: pathname, search: search.slice(1), context }}
      />,
    ),
    RENDER_TIMEOUT_MS,
  );

  return {
    status: context.status,
    lang: locale,
    dir: directionOf(locale),
    headTags: context.head ? renderHeadTags(context.head) : "",
    appHtml,
    stateJson: serializeJsonForScript({ site, queries: dehydrate(queryClient), messages }),
    // The page's messages are preloaded by the server from the build's split (RenderRequest.messages).
    modules: [...(messages ? [] : [catalogueModule(locale)]), route.page.module, ...EAGER_LAYOUT_MODULES],
    errors: context.errors,
    frameOrigins: [...new Set(context.frameOrigins)],
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

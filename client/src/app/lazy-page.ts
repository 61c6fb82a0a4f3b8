import { createElement, type ComponentType } from "react";
import { loadRouteMessages } from "@/lib/page-messages";

export interface LazyPage {
  Page: ComponentType;
  /**
   * Loads the page's chunk and, in the browser, its interface messages; rendering after it resolved never
   * suspends (hydration relies on that).
   */
  preload(): Promise<void>;
  /** The page module's key in the client build's manifest (src/app/routes/….tsx). */
  module: string;
}

/**
 * Like React.lazy, but with a preload the server render and the browser call before rendering the matched
 * route, so the first paint is the server's HTML, not a spinner.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, module: string): LazyPage {
  let component: ComponentType | undefined;
  let ready = false;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= Promise.all([load(), loadRouteMessages(module)]).then(([loaded]) => {
      component = loaded.default;
      ready = true;
    }));
  function Page() {
    if (!ready || !component) throw preload();
    return createElement(component);
  }
  return { Page, preload, module };
}

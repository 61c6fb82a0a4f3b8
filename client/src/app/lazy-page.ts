import { createElement, type ComponentType } from "react";

export interface LazyPage {
  Page: ComponentType;
  /** Loads the page's chunk; rendering after it resolved never suspends (hydration relies on that). */
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
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then((module) => {
      component = module.default;
    }));
  function Page() {
    if (!component) throw preload();
    return createElement(component);
  }
  return { Page, preload, module };
}

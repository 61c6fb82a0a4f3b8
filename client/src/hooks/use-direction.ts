import { useSyncExternalStore } from "react";

export type Direction = "ltr" | "rtl";

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["dir"] });
  return () => observer.disconnect();
}

const documentDirection = (): Direction => (document.documentElement.dir === "rtl" ? "rtl" : "ltr");

/**
 * The page's direction, read from <html dir> (server/render/document.ts writes it). Radix's Tabs, menus and
 * navigation menu write `dir` on their own elements, "ltr" unless told, which would keep them left to right
 * on an Arabic page: the ui/ wrappers pass this in. The server renders and hydrates left to right (the only
 * direction today); an Arabic page will pass its direction from the render context here.
 */
export function useDirection(): Direction {
  return useSyncExternalStore(subscribe, documentDirection, () => "ltr");
}

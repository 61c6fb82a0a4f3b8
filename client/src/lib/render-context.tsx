import { createContext, useContext } from "react";
import type { HeadData } from "./head";

/**
 * What a server render learns while rendering: the page's head tags and HTTP status. Pages report them
 * through hooks; the server reads them after the render and before it writes the document.
 */
export interface RenderContext {
  head: HeadData | null;
  status: number;
}

export const RenderContextValue = createContext<RenderContext | null>(null);

export function useRenderContext(): RenderContext | null {
  return useContext(RenderContextValue);
}

/** Sets the response status of a server render (404 for not-found pages); no effect in the browser. */
export function useHttpStatus(status: number) {
  const context = useRenderContext();
  if (context) context.status = status;
}

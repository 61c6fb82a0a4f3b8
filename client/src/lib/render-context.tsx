import { createContext, useContext } from "react";
import type { HeadData } from "./head";

/**
 * What a server render learns while rendering: the page's head tags and HTTP status, and the errors a
 * part of the page met (its error boundary showed its fallback instead). Pages report them through hooks;
 * the server reads them after the render and before it writes the document (a page with errors is logged
 * and never cached).
 */
export interface RenderContext {
  head: HeadData | null;
  status: number;
  errors: unknown[];
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

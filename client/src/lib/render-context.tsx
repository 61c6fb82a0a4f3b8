import { createContext, useContext } from "react";
import type { HeadData } from "./head";

/**
 * What a server render learns while rendering: the page's head tags and HTTP status, the errors a part of
 * the page met (its error boundary showed its fallback instead), and the other sites it frames. Pages
 * report them through hooks; the server reads them after the render and before it writes the document (a
 * page with errors is logged and never cached).
 */
export interface RenderContext {
  head: HeadData | null;
  status: number;
  errors: unknown[];
  /** Origins the page shows in frames (a listing's video player): its Content-Security-Policy allows them. */
  frameOrigins: string[];
}

export const RenderContextValue = createContext<RenderContext | null>(null);

export function useRenderContext(): RenderContext | null {
  return useContext(RenderContextValue);
}

/**
 * Names the origins a page frames, so the server's Content-Security-Policy for it allows them (`frame-src`;
 * every other page allows none) and the page's `<meta name="frame-origins">` says so to its code.
 */
export function useFrameOrigins(origins: string[]) {
  const context = useRenderContext();
  if (context) context.frameOrigins.push(...origins);
}

/** The origins this document may frame: what its server render named (see useFrameOrigins). */
export function documentFrameOrigins(): string[] {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="frame-origins"]');
  return meta?.content.split(" ").filter(Boolean) ?? [];
}

/** Sets the response status of a server render (404 for not-found pages); no effect in the browser. */
export function useHttpStatus(status: number) {
  const context = useRenderContext();
  if (context) context.status = status;
}

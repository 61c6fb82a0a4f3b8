import type { StyleSpecification } from "maplibre-gl";

type Engine = typeof import("./engine");

/**
 * The map engine and the base map's style, loaded when a map is about to be drawn, never with the page
 * (engine.ts says why); null when the map left the page meanwhile (`gone`). Throws when the browser cannot
 * draw WebGL, so the caller shows that the map is not available.
 */
export async function loadMapEngine(
  gone: () => boolean,
): Promise<{ engine: Engine; style: StyleSpecification } | null> {
  const engine = await import("./engine");
  if (gone()) return null;
  if (!engine.hasWebGL()) throw new Error("WebGL is not available");
  const style = await engine.loadStyle();
  if (gone()) return null;
  return { engine, style };
}

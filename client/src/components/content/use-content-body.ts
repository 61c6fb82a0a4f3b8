import type { ContentBody } from "@shared/content/types";

const loaded = new WeakMap<() => Promise<{ default: ContentBody }>, ContentBody>();
const pending = new WeakMap<() => Promise<{ default: ContentBody }>, Promise<void>>();

/**
 * The body of a content page, loaded from its own chunk. Suspends until loaded: the server render waits for
 * it, and during hydration React keeps the server's HTML until the chunk arrives.
 */
export function useContentBody(load: () => Promise<{ default: ContentBody }>): ContentBody {
  const body = loaded.get(load);
  if (body) return body;
  let promise = pending.get(load);
  if (!promise) {
    promise = load().then((module) => {
      loaded.set(load, module.default);
    });
    pending.set(load, promise);
  }
  throw promise;
}

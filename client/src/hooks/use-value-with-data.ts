import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useReducer, useRef } from "react";

/** A query's options as `queryOptions()` makes them (its key and its function). */
export interface LoadableQuery {
  queryKey: readonly unknown[];
}

/** Answered (data or an error): a part reading it renders instead of suspending. */
function isAnswered(client: QueryClient, query: LoadableQuery): boolean {
  const state = client.getQueryState(query.queryKey);
  return state !== undefined && (state.data !== undefined || state.status === "error");
}

/**
 * `value` once the queries it needs (`queriesFor(value)`) are answered; until then the last value whose
 * queries were, while they load. A search page passes its filters through this, so a new search keeps the
 * old results on screen (dimmed) instead of falling back to a skeleton and losing the focus and the scroll
 * position: what React's useDeferredValue did with Suspense, which Preact's does not (docs/decisions/0065).
 * `key` names the value (two equal filters are one search).
 */
export function useValueWithData<T>(value: T, key: string, queriesFor: (value: T) => LoadableQuery[]): T {
  const client = useQueryClient();
  const shown = useRef({ key, value });
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const ready = shown.current.key === key || queriesFor(value).every((query) => isAnswered(client, query));
  if (ready) shown.current = { key, value };

  useEffect(() => {
    if (ready) return;
    let current = true;
    // A failed query is answered too (its error is in the cache): the part shows its error boundary.
    void Promise.allSettled(
      queriesFor(value).map((query) =>
        client.ensureQueryData(query as Parameters<QueryClient["ensureQueryData"]>[0]),
      ),
    ).then(() => {
      if (current) rerender();
    });
    return () => {
      current = false;
    };
    // The key names the value; queriesFor is the same function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ready, client]);

  return shown.current.value;
}

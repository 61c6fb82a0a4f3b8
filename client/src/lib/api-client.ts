import type { QueryClient, QueryFunction } from "@tanstack/react-query";
import { TOTAL_COUNT_ESTIMATED_HEADER, TOTAL_COUNT_HEADER, type ApiError as ApiErrorBody } from "@shared/api";
import { isNoFilter } from "@shared/listing-options";
import type { ApiFetch } from "@shared/render";

/** How requests leave the app: the browser's fetch, or on the server an in-process call into the API. */
export type { ApiFetch };

/**
 * The page's language (the server writes it in `<html lang>`), sent as Accept-Language so that the API's
 * messages for people (errors, field errors) come back in it, cookie or not (docs/architecture.md
 * §Languages). The data the API answers never depends on it.
 */
export function pageLanguage(): "en" | "ar" {
  return typeof document !== "undefined" && document.documentElement.lang === "ar" ? "ar" : "en";
}

const browserFetch: ApiFetch = (url, init) => {
  const headers = new Headers(init?.headers);
  if (!headers.has("Accept-Language")) headers.set("Accept-Language", pageLanguage());
  return fetch(url, { ...init, headers, credentials: "include" });
};
const fetchByClient = new WeakMap<QueryClient, ApiFetch>();

/** The server render gives each request's QueryClient a fetch that carries that visitor's host and cookie. */
export function setApiFetch(client: QueryClient, apiFetch: ApiFetch) {
  fetchByClient.set(client, apiFetch);
}

export function apiFetchFor(client: QueryClient | undefined): ApiFetch {
  return (client && fetchByClient.get(client)) ?? browserFetch;
}

/** A non-OK answer: message "{status}: {text}" (docs/api.md §Errors), its field errors kept for forms. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: ApiErrorBody | null,
  ) {
    super(message);
  }
  get fieldErrors(): Record<string, string[]> {
    return this.body?.fieldErrors ?? {};
  }
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text();
  let body: ApiErrorBody | null = null;
  try {
    body = JSON.parse(text) as ApiErrorBody;
  } catch {
    // Not JSON: the text itself is the message.
  }
  const detail = (body && typeof body.message === "string" ? body.message : text) || res.statusText;
  throw new ApiRequestError(res.status, `${res.status}: ${detail}`, body);
}

/** Sends JSON (when there is a body) with cookies; throws ApiRequestError on a non-OK answer. */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  client?: QueryClient,
): Promise<Response> {
  const res = await apiFetchFor(client)(url, {
    method,
    headers: data === undefined ? {} : { "Content-Type": "application/json" },
    body: data === undefined ? undefined : JSON.stringify(data),
  });
  await throwIfResNotOk(res);
  return res;
}

/** One page of a paged list: its items and how many match in all. */
export interface Page<T> {
  items: T[];
  total: number;
  /** Large result sets are counted approximately by the server; pages then say "about N". */
  totalIsEstimate: boolean;
}

/** GETs one page of a paged list: the items are the body, the counts come in the X-Total-Count headers. */
export async function getPage<T>(url: string, apiFetch: ApiFetch, signal?: AbortSignal): Promise<Page<T>> {
  const res = await apiFetch(url, { signal });
  await throwIfResNotOk(res);
  return {
    items: (await res.json()) as T[],
    total: Number(res.headers.get(TOTAL_COUNT_HEADER) ?? 0),
    totalIsEstimate: res.headers.get(TOTAL_COUNT_ESTIMATED_HEADER) === "true",
  };
}

type UnauthorizedBehavior = "returnNull" | "throw";

/** The default query function: GET on the key's segments joined by "/". */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, client, signal }) => {
    const res = await apiFetchFor(client)(queryKey.join("/"), { signal });
    if (on401 === "returnNull" && res.status === 401) return null as T;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/** Builds "path?a=1&b=2" leaving out empty and "all" values, as the filters send them. */
export function withQuery(path: string, params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (isNoFilter(value)) continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { TOTAL_COUNT_HEADER } from "@shared/api";
import type { Agency, Agent } from "@shared/agent";
import type { Listing } from "@shared/listing";
import { apiFetchFor, throwIfResNotOk, withQuery, type ApiFetch } from "@/lib/api-client";

export type AgentListing = Omit<Listing, "agent" | "description">;

export interface AgentSearchParams {
  search?: string;
  area?: string;
  language?: string;
  agency?: number;
  page?: number;
  limit?: number;
}

export const agentKeys = {
  list: (params: AgentSearchParams) => ["/api/agents", params] as const,
  detail: (id: number) => ["/api/agents", id] as const,
  listings: (id: number, page: number, limit: number) =>
    ["/api/agents", id, "listings", { page, limit }] as const,
  agencies: () => ["/api/agencies"] as const,
};

async function getPage<T>(url: string, apiFetch: ApiFetch, signal?: AbortSignal) {
  const res = await apiFetch(url, { signal });
  await throwIfResNotOk(res);
  return { items: (await res.json()) as T[], total: Number(res.headers.get(TOTAL_COUNT_HEADER) ?? 0) };
}

export function useAgents(params: AgentSearchParams) {
  return useSuspenseQuery(
    queryOptions({
      queryKey: agentKeys.list(params),
      queryFn: ({ client, signal }) =>
        getPage<Agent>(withQuery("/api/agents", { ...params }), apiFetchFor(client), signal),
    }),
  );
}

/** One agent, or null when there is no such agent on this site (the page shows a not-found message). */
export function useAgent(id: number) {
  return useSuspenseQuery(
    queryOptions({
      queryKey: agentKeys.detail(id),
      queryFn: async ({ client, signal }) => {
        const res = await apiFetchFor(client)(`/api/agents/${id}`, { signal });
        if (res.status === 404) return null;
        await throwIfResNotOk(res);
        return (await res.json()) as Agent;
      },
    }),
  );
}

export function useAgentListings(id: number, page: number, limit: number) {
  return useSuspenseQuery(
    queryOptions({
      queryKey: agentKeys.listings(id, page, limit),
      queryFn: ({ client, signal }) =>
        getPage<AgentListing>(
          withQuery(`/api/agents/${id}/listings`, { page, limit }),
          apiFetchFor(client),
          signal,
        ),
    }),
  );
}

export function useAgencies() {
  return useSuspenseQuery(
    queryOptions({
      queryKey: agentKeys.agencies(),
      queryFn: async ({ client, signal }) => {
        const res = await apiFetchFor(client)("/api/agencies", { signal });
        await throwIfResNotOk(res);
        return (await res.json()) as Agency[];
      },
    }),
  );
}

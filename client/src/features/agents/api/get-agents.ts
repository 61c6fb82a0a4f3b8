import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import type { Agency, Agent } from "@shared/agent";
import type { ListingSummary } from "@shared/listing";
import { apiFetchFor, getPage, throwIfResNotOk, withQuery } from "@/lib/api-client";
import { agentKeys } from "@/lib/query-keys";

export interface AgentSearchParams {
  search?: string;
  area?: string;
  language?: string;
  agency?: number;
  page?: number;
  limit?: number;
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
        getPage<ListingSummary>(
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
      queryKey: agentKeys.agencies,
      queryFn: async ({ client, signal }) => {
        const res = await apiFetchFor(client)("/api/agencies", { signal });
        await throwIfResNotOk(res);
        return (await res.json()) as Agency[];
      },
    }),
  );
}

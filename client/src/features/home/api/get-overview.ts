import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import type { SiteOverview } from "@shared/stats";
import { apiFetchFor, throwIfResNotOk } from "@/lib/api-client";
import { statsKeys } from "@/lib/query-keys";

export function getOverviewQueryOptions() {
  return queryOptions({
    queryKey: statsKeys.overview,
    queryFn: async ({ client, signal }) => {
      const res = await apiFetchFor(client)("/api/stats/overview", { signal });
      await throwIfResNotOk(res);
      return (await res.json()) as SiteOverview;
    },
  });
}

export function useOverview() {
  return useSuspenseQuery(getOverviewQueryOptions());
}

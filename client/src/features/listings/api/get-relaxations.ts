import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SearchListingsParams } from "@shared/listing";
import type { SearchRelaxations } from "@shared/search-relaxation";
import { apiFetchFor, throwIfResNotOk, withQuery } from "@/lib/api-client";
import { listingKeys } from "@/lib/query-keys";

/** Without paging and order: the suggestions are the same for every page and sort of a search. */
function relaxationParams(params: SearchListingsParams): SearchListingsParams {
  const { page: _page, limit: _limit, sort: _sort, ...filters } = params;
  return filters;
}

export function getRelaxationsQueryOptions(params: SearchListingsParams) {
  const filters = relaxationParams(params);
  return queryOptions({
    queryKey: listingKeys.relaxations(filters),
    queryFn: async ({ client, signal }): Promise<SearchRelaxations> => {
      const res = await apiFetchFor(client)(withQuery("/api/properties/search/relaxations", filters), {
        signal,
      });
      await throwIfResNotOk(res);
      return (await res.json()) as SearchRelaxations;
    },
  });
}

/** Loaded after the empty results show (not during the server render): the help follows the answer. */
export function useRelaxations(params: SearchListingsParams) {
  return useQuery(getRelaxationsQueryOptions(params));
}

import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { SearchListingsParams } from "@shared/listing";
import { apiFetchFor, throwIfResNotOk, withQuery } from "@/lib/api-client";

/** GET /api/properties/facets: each dimension counted with every other filter applied but its own. */
export interface Facets {
  locations: { name: string; count: number }[];
  propertyTypes: { type: string; count: number }[];
}

export function getFacetsQueryOptions(params: SearchListingsParams) {
  return queryOptions({
    queryKey: ["/api/properties/facets", params] as const,
    queryFn: async ({ client, signal }): Promise<Facets> => {
      const res = await apiFetchFor(client)(withQuery("/api/properties/facets", params), { signal });
      await throwIfResNotOk(res);
      return (await res.json()) as Facets;
    },
    staleTime: 60_000,
  });
}

/**
 * The counts beside the location suggestions and the property types. They are a help, not the page: asked
 * for once the page runs (never holding up the server's render), kept while the next ones load, and simply
 * left out when they fail.
 */
export function useFacets(params: SearchListingsParams): Facets | undefined {
  const { data } = useQuery({
    ...getFacetsQueryOptions(params),
    placeholderData: keepPreviousData,
    retry: 1,
  });
  return data;
}

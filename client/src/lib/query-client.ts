import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api-client";

/** No automatic retries or refetches; data never goes stale on its own (docs/product.md §Interface). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

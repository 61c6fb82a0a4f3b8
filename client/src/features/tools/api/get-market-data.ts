import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import type { PriceIndex, Transaction } from "@shared/market";
import { apiFetchFor, getPage, throwIfResNotOk, withQuery } from "@/lib/api-client";
import { marketKeys } from "@/lib/query-keys";

export interface PriceIndexParams {
  emirate?: string;
  propertyType?: string;
}

export interface TransactionsParams {
  location?: string;
  emirate?: string;
  propertyType?: string;
  beds?: string;
  from?: string;
  to?: string;
  sort?: string;
  page?: number;
  limit?: number;
}

export function getPriceIndexQueryOptions(params: PriceIndexParams) {
  return queryOptions({
    queryKey: marketKeys.priceIndex(params),
    queryFn: async ({ client, signal }) => {
      const res = await apiFetchFor(client)(withQuery("/api/market/price-index", { ...params }), { signal });
      await throwIfResNotOk(res);
      return (await res.json()) as PriceIndex;
    },
  });
}

export function usePriceIndex(params: PriceIndexParams) {
  return useSuspenseQuery(getPriceIndexQueryOptions(params));
}

export function getTransactionsQueryOptions(params: TransactionsParams) {
  return queryOptions({
    queryKey: marketKeys.transactions(params),
    queryFn: ({ client, signal }) =>
      getPage<Transaction>(withQuery("/api/market/transactions", { ...params }), apiFetchFor(client), signal),
  });
}

export function useTransactions(params: TransactionsParams) {
  return useSuspenseQuery(getTransactionsQueryOptions(params));
}

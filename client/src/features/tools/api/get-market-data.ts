import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { TOTAL_COUNT_HEADER } from "@shared/api";
import type { PriceIndex, Transaction } from "@shared/market";
import { apiFetchFor, throwIfResNotOk, withQuery } from "@/lib/api-client";

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

export interface TransactionPage {
  items: Transaction[];
  total: number;
}

export const marketDataKeys = {
  priceIndex: (params: PriceIndexParams) => ["/api/market/price-index", params] as const,
  transactions: (params: TransactionsParams) => ["/api/market/transactions", params] as const,
};

export function getPriceIndexQueryOptions(params: PriceIndexParams) {
  return queryOptions({
    queryKey: marketDataKeys.priceIndex(params),
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
    queryKey: marketDataKeys.transactions(params),
    queryFn: async ({ client, signal }): Promise<TransactionPage> => {
      const res = await apiFetchFor(client)(withQuery("/api/market/transactions", { ...params }), { signal });
      await throwIfResNotOk(res);
      return {
        items: (await res.json()) as Transaction[],
        total: Number(res.headers.get(TOTAL_COUNT_HEADER) ?? 0),
      };
    },
  });
}

export function useTransactions(params: TransactionsParams) {
  return useSuspenseQuery(getTransactionsQueryOptions(params));
}

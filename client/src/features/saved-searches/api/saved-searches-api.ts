import { queryOptions, useQueryClient, useMutation } from "@tanstack/react-query";
import type { AlertUnsubscribeState, SavedSearch, SavedSearchFrequency } from "@shared/saved-search";
import { apiFetchFor, apiRequest, throwIfResNotOk } from "@/lib/api-client";
import { savedSearchKeys } from "@/lib/query-keys";

export interface SaveSearchInput {
  name: string;
  filters: Record<string, string>;
  frequency: SavedSearchFrequency;
}

export type SavedSearchChanges = Partial<SaveSearchInput>;

export function getSavedSearchesQueryOptions(userId: number) {
  return queryOptions({
    queryKey: savedSearchKeys.list(userId),
    queryFn: async ({ client, signal }) => {
      const res = await apiFetchFor(client)("/api/saved-searches", { signal });
      await throwIfResNotOk(res);
      return (await res.json()) as SavedSearch[];
    },
  });
}

/**
 * Saves a search. The key makes a retry of the same attempt (a double click, a lost answer) one save
 * (docs/decisions/0030-idempotency-keys.md); the dialog makes a new key for each attempt.
 */
export async function saveSearch(input: SaveSearchInput, idempotencyKey: string): Promise<SavedSearch> {
  const res = await apiFetchFor(undefined)("/api/saved-searches", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey },
    body: JSON.stringify(input),
  });
  await throwIfResNotOk(res);
  return (await res.json()) as SavedSearch;
}

export async function changeSavedSearch(id: number, changes: SavedSearchChanges): Promise<SavedSearch> {
  return (await apiRequest("PATCH", `/api/saved-searches/${id}`, changes)).json();
}

export async function deleteSavedSearch(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/saved-searches/${id}`);
}

export async function markSavedSearchSeen(id: number): Promise<SavedSearch> {
  return (await apiRequest("POST", `/api/saved-searches/${id}/seen`)).json();
}

/** Saving, changing or deleting a search refreshes every list of them. */
export function useSavedSearchMutation<Args, Result>(run: (args: Args) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

export function getUnsubscribeStateQueryOptions(token: string) {
  return queryOptions({
    queryKey: savedSearchKeys.unsubscribe(token),
    queryFn: async ({ client, signal }) => {
      const res = await apiFetchFor(client)(`/api/alerts/unsubscribe/${encodeURIComponent(token)}`, {
        signal,
      });
      // A tampered or cut link: the page says so (with a 400) rather than fail.
      if (res.status === 400) return "invalid" as const;
      await throwIfResNotOk(res);
      return (await res.json()) as AlertUnsubscribeState;
    },
  });
}

export async function unsubscribeFromAlert(token: string): Promise<AlertUnsubscribeState> {
  return (await apiRequest("POST", `/api/alerts/unsubscribe/${encodeURIComponent(token)}`)).json();
}

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { toast } from "@/hooks/use-toast";
import { apiRequest } from "./api-client";
import { useAuth } from "./auth";

export const favouriteIdsKey = ["/api/favourites/ids"] as const;
const STORAGE_KEY = "upm.favourites";

/* Signed-out visitors: favourites live in this browser only. */
const localListeners = new Set<() => void>();
let localSnapshot: number[] | null = null;
const EMPTY: number[] = [];

function readLocal(): number[] {
  if (localSnapshot) return localSnapshot;
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "[]");
    const ids = Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
    // No favourites: the very snapshot hydration used, so no card renders again after hydration.
    localSnapshot = ids.length ? ids : EMPTY;
  } catch {
    localSnapshot = EMPTY;
  }
  return localSnapshot;
}

function writeLocal(ids: number[]) {
  localSnapshot = ids;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Private mode or full storage: keep the in-memory copy for this visit.
  }
  localListeners.forEach((listener) => listener());
}

function useLocalFavourites(): number[] {
  return useSyncExternalStore(
    (listener) => {
      localListeners.add(listener);
      return () => localListeners.delete(listener);
    },
    readLocal,
    // The server (and hydration) never sees the browser's storage: nothing is favourite until mounted.
    () => EMPTY,
  );
}

/**
 * A listing's favourite state and toggle: saved to the account when signed in, kept in the browser
 * otherwise. Browser favourites move to the account when the visitor signs in.
 */
export function useFavourite(listingId: number) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const local = useLocalFavourites();
  const { data: accountIds = EMPTY } = useQuery<number[]>({
    queryKey: favouriteIdsKey,
    enabled: Boolean(user),
  });

  const mutation = useMutation({
    mutationFn: async (save: boolean) => {
      await apiRequest(save ? "PUT" : "DELETE", `/api/favourites/${listingId}`);
    },
    onMutate: (save) => {
      queryClient.setQueryData<number[]>(favouriteIdsKey, (ids = []) =>
        save ? [listingId, ...ids.filter((id) => id !== listingId)] : ids.filter((id) => id !== listingId),
      );
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: favouriteIdsKey });
      toast({ title: "Could not update favourites", description: error.message, variant: "destructive" });
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: ["/api/favourites"], exact: false, refetchType: "none" }),
  });

  const isFavourite = (user ? accountIds : local).includes(listingId);
  const toggle = useCallback(() => {
    if (user) {
      mutation.mutate(!isFavourite);
      return;
    }
    writeLocal(isFavourite ? readLocal().filter((id) => id !== listingId) : [listingId, ...readLocal()]);
  }, [user, isFavourite, listingId, mutation]);

  return { isFavourite, toggle, isPending: mutation.isPending };
}

/** Once signed in, move favourites saved in this browser to the account. */
export function useMergeLocalFavourites() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!user) return;
    const pending = readLocal();
    if (!pending.length) return;
    void Promise.allSettled(pending.map((id) => apiRequest("PUT", `/api/favourites/${id}`))).then(() => {
      writeLocal([]);
      void queryClient.invalidateQueries({ queryKey: favouriteIdsKey });
    });
  }, [user, queryClient]);
}

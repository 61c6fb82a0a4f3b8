import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { errorText } from "@/lib/error-text";
import { toast } from "@/hooks/use-toast";
import { apiRequest } from "@/lib/api-client";
import { useAuth } from "@/lib/auth";
import { favouriteKeys } from "@/lib/query-keys";

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

/** Subscribes to nothing: the value only differs between the server render (and hydration) and after. */
const subscribeToNothing = () => () => {};

/** False on the server and while hydrating, true once mounted in the browser. */
function useIsMounted(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

interface Favourites {
  /** The saved listings' ids, newest first. */
  ids: readonly number[];
  /** Signed in and the account's ids are still loading. */
  accountLoading: boolean;
  isFavourite(listingId: number): boolean;
  isPending(listingId: number): boolean;
  toggle(listingId: number): void;
}

const FavouritesContext = createContext<Favourites | null>(null);

/**
 * Favourites for the whole page: saved to the account when signed in, kept in the browser otherwise
 * (browser favourites move to the account when the visitor signs in). One provider holds the one query
 * and the one mutation; each card's heart only reads it, so a page of 24 cards starts no observers of
 * its own (hydration cost on phones, docs/decisions/0022-start-up-cost-on-phones.md).
 */
export function FavouritesProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const local = useLocalFavourites();
  const { data: accountIds = EMPTY, isPending: accountIdsPending } = useQuery<number[]>({
    queryKey: favouriteKeys.ids,
    enabled: Boolean(user),
  });
  const [pending, setPending] = useState<ReadonlySet<number>>(() => new Set());
  const markPending = useCallback((listingId: number, isPending: boolean) => {
    setPending((ids) => {
      const next = new Set(ids);
      if (isPending) next.add(listingId);
      else next.delete(listingId);
      return next;
    });
  }, []);

  const { mutate } = useMutation({
    mutationFn: async ({ listingId, save }: { listingId: number; save: boolean }) => {
      await apiRequest(save ? "PUT" : "DELETE", `/api/favourites/${listingId}`);
    },
    onMutate: ({ listingId, save }) => {
      markPending(listingId, true);
      queryClient.setQueryData<number[]>(favouriteKeys.ids, (ids = []) =>
        save ? [listingId, ...ids.filter((id) => id !== listingId)] : ids.filter((id) => id !== listingId),
      );
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: favouriteKeys.ids });
      toast({ title: "Could not update favourites", description: errorText(error), variant: "destructive" });
    },
    onSettled: (_data, _error, { listingId }) => {
      markPending(listingId, false);
      return queryClient.invalidateQueries({
        queryKey: favouriteKeys.all,
        exact: false,
        refetchType: "none",
      });
    },
  });

  const ids = user ? accountIds : local;
  // Part of the same update as the ids: no extra render of every heart on the page.
  const accountLoading = Boolean(user) && accountIdsPending;
  const value = useMemo<Favourites>(
    () => ({
      ids,
      accountLoading,
      isFavourite: (listingId) => ids.includes(listingId),
      isPending: (listingId) => pending.has(listingId),
      toggle: (listingId) => {
        if (user && accountLoading) {
          // Pressed while the account's favourites are still loading (a heart pressed as the page appeared,
          // replayed once it hydrated): saved or removed by what the account holds, and after that load, so
          // its answer cannot overwrite the change.
          void queryClient.ensureQueryData<number[]>({ queryKey: favouriteKeys.ids }).then(
            (known) => mutate({ listingId, save: !known.includes(listingId) }),
            (error: unknown) =>
              toast({
                title: "Could not update favourites",
                description: errorText(error),
                variant: "destructive",
              }),
          );
          return;
        }
        const save = !ids.includes(listingId);
        if (user) return mutate({ listingId, save });
        writeLocal(save ? [listingId, ...readLocal()] : readLocal().filter((id) => id !== listingId));
      },
    }),
    [ids, accountLoading, pending, user, mutate, queryClient],
  );
  return <FavouritesContext.Provider value={value}>{children}</FavouritesContext.Provider>;
}

/**
 * Every saved listing's id, newest first, and whether they are known yet: not on the server nor while
 * hydrating (a guest's are in this browser only), nor while the account's are loading. Only the components
 * that show them render again once mounted; the provider's value stays as hydrated.
 */
export function useFavouriteIds(): { ids: readonly number[]; known: boolean } {
  const favourites = useContext(FavouritesContext);
  if (!favourites) throw new Error("useFavouriteIds needs a FavouritesProvider above it");
  const mounted = useIsMounted();
  return { ids: favourites.ids, known: mounted && !favourites.accountLoading };
}

/** A listing's favourite state and toggle (inside FavouritesProvider). */
export function useFavourite(listingId: number) {
  const favourites = useContext(FavouritesContext);
  if (!favourites) throw new Error("useFavourite needs a FavouritesProvider above it");
  return {
    isFavourite: favourites.isFavourite(listingId),
    isPending: favourites.isPending(listingId),
    toggle: () => favourites.toggle(listingId),
  };
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
      void queryClient.invalidateQueries({ queryKey: favouriteKeys.ids });
    });
  }, [user, queryClient]);
}

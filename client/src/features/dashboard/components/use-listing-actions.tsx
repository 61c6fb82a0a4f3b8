import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ListingStatus } from "@shared/listing";
import type { MyListing } from "@shared/my-listing";
import { toast } from "@/hooks/use-toast";
import { errorText } from "@/lib/error-text";
import { useLocale } from "@/lib/i18n";
import { dashboardKeys, listingKeys } from "@/lib/query-keys";
import { changeListingStatus, confirmListing, deleteListing } from "../api/dashboard-api";
import { titleInSentence } from "./listing-title";
import { STATUS_CHANGED } from "./listing-status";

/**
 * What an owner does to one of their listings from the dashboard: confirm it is still available, change its
 * status, delete it. Each says how it went in a toast and refreshes the dashboard's and the search's lists.
 */
export function useListingActions(listing: MyListing) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: dashboardKeys.allListings }),
      queryClient.invalidateQueries({ queryKey: listingKeys.all }),
    ]);
  const onError = (title: string) => (error: Error) =>
    toast({ title, description: errorText(error), variant: "destructive" });
  const titleText = titleInSentence(listing, locale);

  const confirm = useMutation({
    mutationFn: () => confirmListing(listing.id),
    onSuccess: async () => {
      await refresh();
      toast({
        title: t`Availability confirmed`,
        description: <Trans>{titleText} stays in search for another 30 days.</Trans>,
      });
    },
    onError: onError(t`Could not confirm`),
  });
  const changeStatus = useMutation({
    mutationFn: (status: ListingStatus) => changeListingStatus(listing.id, status),
    onSuccess: async (updated) => {
      await refresh();
      toast({ title: i18n._(STATUS_CHANGED[updated.status]), description: titleInSentence(updated, locale) });
    },
    onError: onError(t`Could not change the status`),
  });
  const remove = useMutation({
    mutationFn: () => deleteListing(listing.id),
    onSuccess: async () => {
      await refresh();
      toast({ title: t`Listing deleted`, description: titleText });
    },
    onError: onError(t`Could not delete the listing`),
  });

  const busy = confirm.isPending || changeStatus.isPending || remove.isPending;
  return { confirm, changeStatus, remove, busy };
}

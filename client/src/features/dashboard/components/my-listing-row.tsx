import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  AlertTriangle,
  CheckCircle2,
  ChevronDown,
  Eye,
  EyeOff,
  MessageSquare,
  Pencil,
  Sparkles,
  Trash2,
} from "lucide-react";
import { Link } from "wouter";
import type { ListingStatus } from "@shared/listing";
import { confirmedAgoText, listingFreshness } from "@shared/listing-freshness";
import { responsiveImageProps } from "@shared/media";
import type { MyListing } from "@shared/my-listing";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { errorText } from "@/lib/error-text";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { toast } from "@/hooks/use-toast";
import { formatAedWithFils, formatCount, formatDate, formatPrice } from "@shared/format";
import { dashboardKeys, listingKeys } from "@/lib/query-keys";
import { cn } from "@/lib/utils";
import { changeListingStatus, confirmListing, deleteListing } from "../api/dashboard-api";
import { STATUS_LABELS, STATUS_STYLES, statusActionsFor } from "./listing-status";

const ON_MARKET: readonly ListingStatus[] = ["published", "under-offer"];

function Freshness({ listing }: { listing: MyListing }) {
  if (!ON_MARKET.includes(listing.status)) {
    return (
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <EyeOff className="size-4 shrink-0" aria-hidden="true" />
        {listing.status === "draft"
          ? "Draft: only you can see it"
          : "Off the market: not shown to the public"}
      </p>
    );
  }
  const { days, state } = listingFreshness(listing.confirmedAt);
  if (state === "hidden") {
    return (
      <p className="flex items-center gap-1.5 text-sm font-medium text-destructive">
        <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
        Hidden from search — confirm to show again ({confirmedAgoText(days).toLowerCase()})
      </p>
    );
  }
  if (state === "due") {
    return (
      <p className="flex items-center gap-1.5 text-sm font-medium text-amber-800">
        <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
        {confirmedAgoText(days)}: confirm it soon, or it leaves search after 30 days
      </p>
    );
  }
  return (
    <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
      <CheckCircle2 className="size-4 shrink-0 text-emerald-700" aria-hidden="true" />
      {confirmedAgoText(days)}
    </p>
  );
}

export function MyListingRow({ listing }: { listing: MyListing }) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: dashboardKeys.allListings }),
      queryClient.invalidateQueries({ queryKey: listingKeys.all }),
    ]);
  const onError = (title: string) => (error: Error) =>
    toast({ title, description: errorText(error), variant: "destructive" });

  const confirm = useMutation({
    mutationFn: () => confirmListing(listing.id),
    onSuccess: async () => {
      await refresh();
      toast({
        title: "Availability confirmed",
        description: `${listing.title} stays in search for another 30 days.`,
      });
    },
    onError: onError("Could not confirm"),
  });
  const changeStatus = useMutation({
    mutationFn: (status: ListingStatus) => changeListingStatus(listing.id, status),
    onSuccess: async (updated) => {
      await refresh();
      toast({
        title: `Listing is now ${STATUS_LABELS[updated.status].toLowerCase()}`,
        description: updated.title,
      });
    },
    onError: onError("Could not change the status"),
  });
  const remove = useMutation({
    mutationFn: () => deleteListing(listing.id),
    onSuccess: async () => {
      await refresh();
      toast({ title: "Listing deleted", description: listing.title });
    },
    onError: onError("Could not delete the listing"),
  });

  const busy = confirm.isPending || changeStatus.isPending || remove.isPending;
  const onMarket = ON_MARKET.includes(listing.status);
  const featuredUntil = listing.featured === 1 ? listing.featuredUntil : null;
  const order = listing.latestOrder;

  return (
    <article
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:flex-row"
      aria-labelledby={`listing-${listing.id}`}
    >
      <Link
        href={`/property/${listing.id}`}
        className="relative block h-40 w-full shrink-0 overflow-hidden rounded-lg bg-muted sm:h-32 sm:w-48"
        tabIndex={-1}
        aria-hidden="true"
      >
        <img
          {...responsiveImageProps(listing.imageUrl, "(min-width: 640px) 192px, 100vw")}
          alt=""
          className="size-full object-cover"
          loading="lazy"
          decoding="async"
        />
      </Link>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className={cn("rounded-md px-2 py-0.5 text-xs font-semibold", STATUS_STYLES[listing.status])}>
            {STATUS_LABELS[listing.status]}
          </span>
          {listing.featured === 1 && <Badge variant="featured">Featured</Badge>}
          <span className="text-sm font-semibold">{formatPrice(listing.price, listing.priceType)}</span>
        </div>
        <h3 id={`listing-${listing.id}`} className="font-semibold leading-snug">
          <Link href={`/property/${listing.id}`} className="hover:underline">
            {listing.title}
          </Link>
        </h3>
        <p className="text-sm text-muted-foreground">
          {listing.location}, {listing.emirate}
        </p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <li className="flex items-center gap-1.5">
            <Eye className="size-4 text-muted-foreground" aria-hidden="true" />
            {formatCount(listing.views)} {listing.views === 1 ? "view" : "views"}
          </li>
          <li className="flex items-center gap-1.5">
            <MessageSquare className="size-4 text-muted-foreground" aria-hidden="true" />
            {formatCount(listing.enquiryCount)} {listing.enquiryCount === 1 ? "enquiry" : "enquiries"}
            {listing.unreadEnquiryCount > 0 && (
              <Link href="/dashboard?tab=enquiries" className="font-medium text-primary hover:underline">
                ({listing.unreadEnquiryCount} unread)
              </Link>
            )}
          </li>
        </ul>
        <Freshness listing={listing} />
        {(featuredUntil || order) && (
          <div className="text-sm">
            {featuredUntil && (
              <p className="flex items-center gap-1.5 font-medium">
                <Sparkles className="size-4 text-amber-600" aria-hidden="true" />
                Featured until {formatDate(featuredUntil, "short")}
              </p>
            )}
            {order && (
              <p className="text-muted-foreground">
                Latest order {order.reference}: {order.days} days, {formatAedWithFils(order.amountAed)},{" "}
                {order.status}
                {order.endsAt && order.status !== "cancelled"
                  ? ` (ends ${formatDate(order.endsAt, "short")})`
                  : ""}
              </p>
            )}
          </div>
        )}

        <div className="flex flex-wrap gap-2 pt-2">
          {onMarket && (
            <Button type="button" size="sm" disabled={busy} onClick={() => confirm.mutate()}>
              <CheckCircle2 aria-hidden="true" />
              Confirm still available
            </Button>
          )}
          <Button asChild size="sm" variant="outline">
            <Link href={`/create-listing?edit=${listing.id}`} aria-label={`Edit ${listing.title}`}>
              <Pencil aria-hidden="true" />
              Edit
            </Link>
          </Button>
          {listing.status === "published" && (
            <Button asChild size="sm" variant="outline">
              <Link href={`/upgrade/${listing.id}`} aria-label={`Upgrade ${listing.title}`}>
                <Sparkles aria-hidden="true" />
                {featuredUntil ? "Extend featuring" : "Upgrade"}
              </Link>
            </Button>
          )}
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={busy}
                aria-label={`Change status of ${listing.title}`}
              >
                Status
                <ChevronDown aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start">
              {statusActionsFor(listing.status, listing.priceType).map((action) => (
                <DropdownMenuItem key={action.status} onSelect={() => changeStatus.mutate(action.status)}>
                  {action.label}
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
          <ConfirmDialog
            trigger={
              <Button
                type="button"
                size="sm"
                variant="ghost"
                className="text-destructive hover:text-destructive"
                disabled={busy}
                aria-label={`Delete ${listing.title}`}
              >
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            }
            title="Delete this listing?"
            description={
              <>
                “{listing.title}” and its enquiries and orders will be deleted for good. To take it off the
                market for now, mark it as {listing.priceType === "rent" ? "rented" : "sold"} or unpublish it
                instead.
              </>
            }
            cancelLabel="Keep it"
            confirmLabel="Delete listing"
            destructive
            onConfirm={() => remove.mutate()}
          />
        </div>
      </div>
    </article>
  );
}

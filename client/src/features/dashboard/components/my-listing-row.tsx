import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
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
import type { FeaturedOrderStatus } from "@shared/featured-plans";
import type { ListingStatus } from "@shared/listing";
import { confirmedAgoText, listingFreshness, type FreshnessState } from "@shared/listing-freshness";
import { listingText } from "@shared/listing-text";
import { emirateNameOf, locationName } from "@shared/localised-names";
import { responsiveImageProps } from "@shared/media";
import type { MyModerationNotice } from "@shared/moderation";
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
import { formatAedWithFils, formatDate, formatPrice } from "@shared/format";
import { useFormatLocale, useLocale } from "@/lib/i18n";
import { dashboardKeys, listingKeys } from "@/lib/query-keys";
import { cn } from "@/lib/utils";
import { changeListingStatus, confirmListing, deleteListing } from "../api/dashboard-api";
import { LISTING_STATUS_LABELS } from "@shared/option-labels";
import { STATUS_CHANGED, STATUS_STYLES, statusActionsFor } from "./listing-status";
import { ModerationNotices } from "./moderation-notices";

const ON_MARKET: readonly ListingStatus[] = ["published", "under-offer"];

const ORDER_STATUS: Record<FeaturedOrderStatus, MessageDescriptor> = {
  pending: msg`pending`,
  active: msg`active`,
  expired: msg`expired`,
  cancelled: msg`cancelled`,
};

/** A badge beside the status for a listing on the market that is due for confirmation or already hidden. */
const FRESHNESS_BADGE: Record<
  Exclude<FreshnessState, "fresh">,
  { label: MessageDescriptor; style: string }
> = {
  due: { label: msg`Due for confirmation`, style: "bg-amber-100 text-amber-900" },
  hidden: { label: msg`Hidden from search`, style: "bg-red-100 text-red-900" },
};

function Freshness({ listing, state, days }: { listing: MyListing; state: FreshnessState; days: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  if (!ON_MARKET.includes(listing.status)) {
    return (
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <EyeOff className="size-4 shrink-0" aria-hidden="true" />
        {listing.status === "draft"
          ? t`Draft: only you can see it`
          : t`Off the market: not shown to the public`}
      </p>
    );
  }
  const ago = confirmedAgoText(days, locale);
  if (state === "hidden") {
    const agoInSentence = locale === "en" ? ago.toLowerCase() : ago;
    return (
      <p className="flex items-center gap-1.5 text-sm font-medium text-destructive">
        <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
        {t`Hidden from search — confirm to show again (${agoInSentence})`}
      </p>
    );
  }
  if (state === "due") {
    return (
      <p className="flex items-center gap-1.5 text-sm font-medium text-amber-800">
        <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
        {t`${ago}: confirm it soon, or it leaves search after 30 days`}
      </p>
    );
  }
  return (
    <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
      <CheckCircle2 className="size-4 shrink-0 text-emerald-700" aria-hidden="true" />
      {ago}
    </p>
  );
}

export function MyListingRow({
  listing,
  notices = [],
}: {
  listing: MyListing;
  /** Moderators' messages about this listing (docs/decisions/0050). */
  notices?: MyModerationNotice[];
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const formatLocale = useFormatLocale();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: dashboardKeys.allListings }),
      queryClient.invalidateQueries({ queryKey: listingKeys.all }),
    ]);
  const onError = (title: string) => (error: Error) =>
    toast({ title, description: errorText(error), variant: "destructive" });
  // The Arabic title on Arabic pages when the owner gave one, else the title as written (decision 0044).
  const { title, lang: titleLang } = listingText(listing, locale);
  /** The listing's title inside a toast or a sentence, isolated and marked with its language. */
  const titleText = (
    <bdi lang={titleLang} dir="auto">
      {title}
    </bdi>
  );

  /**
   * The listing's title after a button's word, for screen readers only ("Edit Sea view apartment…"), so
   * that each row's buttons are told apart; in its own language, isolated.
   */
  const forTitle = (
    <span className="sr-only">
      {" "}
      <bdi lang={titleLang}>{title}</bdi>
    </span>
  );

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
      toast({
        title: i18n._(STATUS_CHANGED[updated.status]),
        description: (
          <bdi lang={listingText(updated, locale).lang} dir="auto">
            {listingText(updated, locale).title}
          </bdi>
        ),
      });
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
  const statusActions = statusActionsFor(listing.status, listing.priceType);
  const onMarket = ON_MARKET.includes(listing.status);
  const { days, state } = listingFreshness(listing.confirmedAt);
  const freshnessBadge = onMarket && state !== "fresh" ? FRESHNESS_BADGE[state] : null;
  const featuredUntil = listing.featured === 1 ? listing.featuredUntil : null;
  const order = listing.latestOrder;
  const place = t`${locationName(listing.location, locale)}, ${emirateNameOf(listing.emirate, locale)}`;

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
            {i18n._(LISTING_STATUS_LABELS[listing.status])}
          </span>
          {freshnessBadge && (
            <span className={cn("rounded-md px-2 py-0.5 text-xs font-semibold", freshnessBadge.style)}>
              {i18n._(freshnessBadge.label)}
            </span>
          )}
          {listing.featured === 1 && (
            <Badge variant="featured">
              <Trans>Featured</Trans>
            </Badge>
          )}
          <bdi className="text-sm font-semibold">
            {formatPrice(listing.price, listing.priceType, formatLocale)}
          </bdi>
        </div>
        <h3 id={`listing-${listing.id}`} className="font-semibold leading-snug">
          <Link href={`/property/${listing.id}`} className="hover:underline" lang={titleLang} dir="auto">
            {title}
          </Link>
        </h3>
        <p className="text-sm text-muted-foreground">{place}</p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <li className="flex items-center gap-1.5">
            <Eye className="size-4 text-muted-foreground" aria-hidden="true" />
            <Plural value={listing.views} one="# view" other="# views" />
          </li>
          <li className="flex items-center gap-1.5">
            <MessageSquare className="size-4 text-muted-foreground" aria-hidden="true" />
            <Plural value={listing.enquiryCount} one="# enquiry" other="# enquiries" />
            {listing.unreadEnquiryCount > 0 && (
              <Link href="/dashboard?tab=enquiries" className="font-medium text-primary hover:underline">
                <Plural value={listing.unreadEnquiryCount} one="(# unread)" other="(# unread)" />
              </Link>
            )}
          </li>
        </ul>
        <Freshness listing={listing} state={state} days={days} />
        <ModerationNotices notices={notices} />
        {(featuredUntil || order) && (
          <div className="text-sm">
            {featuredUntil && (
              <p className="flex items-center gap-1.5 font-medium">
                <Sparkles className="size-4 text-amber-600" aria-hidden="true" />
                <Trans>Featured until {formatDate(featuredUntil, "short", formatLocale)}</Trans>
              </p>
            )}
            {order && (
              <OrderLine
                reference={order.reference}
                days={order.days}
                amount={formatAedWithFils(order.amountAed, formatLocale)}
                status={i18n._(ORDER_STATUS[order.status])}
                endsOn={
                  order.endsAt && order.status !== "cancelled"
                    ? formatDate(order.endsAt, "short", formatLocale)
                    : null
                }
              />
            )}
          </div>
        )}

        <div className="flex flex-wrap gap-2 pt-2">
          {onMarket && (
            <Button type="button" size="sm" disabled={busy} onClick={() => confirm.mutate()}>
              <CheckCircle2 aria-hidden="true" />
              <Trans>Confirm still available</Trans>
            </Button>
          )}
          <Button asChild size="sm" variant="outline">
            <Link href={`/create-listing?edit=${listing.id}`}>
              <Pencil aria-hidden="true" />
              <Trans>Edit</Trans>
              {forTitle}
            </Link>
          </Button>
          {listing.status === "published" && (
            <Button asChild size="sm" variant="outline">
              <Link href={`/upgrade/${listing.id}`}>
                <Sparkles aria-hidden="true" />
                {featuredUntil ? t`Extend featuring` : t`Upgrade`}
                {forTitle}
              </Link>
            </Button>
          )}
          {/* Hidden for review or removed: moderators decide the status, so there is nothing to choose. */}
          {statusActions.length > 0 && (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button type="button" size="sm" variant="outline" disabled={busy}>
                  <Trans>Status</Trans>
                  {forTitle}
                  <ChevronDown aria-hidden="true" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="start">
                {statusActions.map((action) => (
                  <DropdownMenuItem key={action.status} onSelect={() => changeStatus.mutate(action.status)}>
                    {i18n._(action.label)}
                  </DropdownMenuItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
          )}
          <ConfirmDialog
            trigger={
              <Button
                type="button"
                size="sm"
                variant="ghost"
                className="text-destructive hover:text-destructive"
                disabled={busy}
              >
                <Trash2 aria-hidden="true" />
                <Trans>Delete</Trans>
                {forTitle}
              </Button>
            }
            title={t`Delete this listing?`}
            description={
              listing.priceType === "rent" ? (
                <Trans>
                  “{titleText}” and its enquiries and orders will be deleted for good. To take it off the
                  market for now, mark it as rented or unpublish it instead.
                </Trans>
              ) : (
                <Trans>
                  “{titleText}” and its enquiries and orders will be deleted for good. To take it off the
                  market for now, mark it as sold or unpublish it instead.
                </Trans>
              )
            }
            cancelLabel={t`Keep it`}
            confirmLabel={t`Delete listing`}
            destructive
            onConfirm={() => remove.mutate()}
          />
        </div>
      </div>
    </article>
  );
}

/** "Latest order INV-2026-000123: 30 days, AED 1,500, active (ends 15 Nov 2026)". */
function OrderLine({
  reference,
  days,
  amount,
  status,
  endsOn,
}: {
  reference: string;
  days: number;
  amount: string;
  status: string;
  endsOn: string | null;
}) {
  const ref = (
    <bdi translate="no" dir="ltr">
      {reference}
    </bdi>
  );
  const price = <bdi>{amount}</bdi>;
  return (
    <p className="text-muted-foreground">
      {endsOn ? (
        <Trans>
          Latest order {ref}: <Plural value={days} one="# day" other="# days" />, {price}, {status} (ends{" "}
          {endsOn})
        </Trans>
      ) : (
        <Trans>
          Latest order {ref}: <Plural value={days} one="# day" other="# days" />, {price}, {status}
        </Trans>
      )}
    </p>
  );
}

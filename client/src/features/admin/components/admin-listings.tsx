import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { formatDate } from "@shared/format";
import type { AdminListing } from "@shared/moderation";
import { useFormatLocale, useLocalisedPath } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { LISTING_STATUS_LABELS } from "@shared/option-labels";
import { NOTICE_STATUS_NAMES, REASON_NAMES } from "./labels";
import { ReportSignalNotes } from "./report-signals";

const STATUS_STYLE: Partial<Record<AdminListing["status"], string>> = {
  hidden: "bg-orange-100 text-orange-900",
  removed: "bg-red-100 text-red-900",
  published: "bg-emerald-100 text-emerald-900",
};

/** Listings as the console lists them: status, open reports by reason, and the latest open message. */
export function AdminListingList({ listings, empty }: { listings: AdminListing[]; empty: string }) {
  if (!listings.length) {
    return <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">{empty}</p>;
  }
  return (
    <ul className="space-y-3">
      {listings.map((listing) => (
        <li key={listing.id}>
          <AdminListingCard listing={listing} />
        </li>
      ))}
    </ul>
  );
}

function AdminListingCard({ listing }: { listing: AdminListing }) {
  const { i18n } = useLingui();
  const formatLocale = useFormatLocale();
  return (
    <article
      aria-labelledby={`admin-listing-${listing.id}`}
      className="flex flex-col gap-2 rounded-xl border bg-card p-4"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span
          className={cn(
            "rounded-md px-2 py-0.5 text-xs font-semibold",
            STATUS_STYLE[listing.status] ?? "bg-muted text-foreground",
          )}
        >
          {i18n._(LISTING_STATUS_LABELS[listing.status])}
        </span>
        <span className="text-muted-foreground">
          <Trans>
            #<bdi>{listing.id}</bdi> · {listing.location}, {listing.emirate}
          </Trans>
        </span>
        {listing.openReports > 0 && (
          <span className="font-medium text-orange-900">
            <Plural value={listing.openReports} one="# open report" other="# open reports" />
          </span>
        )}
      </div>
      <h3 id={`admin-listing-${listing.id}`} className="font-semibold">
        <Link href={`/admin/listings/${listing.id}`} className="hover:underline" dir="auto">
          {listing.title}
        </Link>
      </h3>
      <p className="text-sm text-muted-foreground">
        {listing.ownerUsername ? (
          <Trans>
            Owner: <bdi translate="no">{listing.ownerUsername}</bdi> · listed{" "}
            {formatDate(listing.createdAt, "short", formatLocale)}
          </Trans>
        ) : (
          <Trans>Sample listing without an owner account</Trans>
        )}
      </p>
      {listing.reasons.length > 0 && (
        <ul className="flex flex-wrap gap-2 text-xs">
          {listing.reasons.map((item) => (
            <li key={item.reason} className="rounded-full border px-2 py-0.5">
              {i18n._(REASON_NAMES[item.reason])} · <bdi>{item.count}</bdi>
            </li>
          ))}
        </ul>
      )}
      <ReportSignalNotes signals={listing.reportSignals} />
      {listing.notice && (
        <p className="text-sm">
          <span className="font-medium">{i18n._(NOTICE_STATUS_NAMES[listing.notice.status])}</span>
          {listing.notice.ownerReply && (
            <>
              {": "}
              <q dir="auto">{listing.notice.ownerReply}</q>
            </>
          )}
        </p>
      )}
    </article>
  );
}

/** A search box that works as a plain GET form (before the page's code runs, and after). */
export function AdminSearchForm({ action, q, label }: { action: string; q: string; label: string }) {
  const { t } = useLingui();
  const path = useLocalisedPath(action);
  return (
    <form method="get" action={path} role="search" className="flex gap-2">
      <label htmlFor="admin-search" className="sr-only">
        {label}
      </label>
      <input
        id="admin-search"
        name="q"
        type="search"
        dir="auto"
        defaultValue={q}
        placeholder={label}
        className="flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
      />
      <button
        type="submit"
        className="h-10 shrink-0 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90"
      >
        {t`Search`}
      </button>
    </form>
  );
}

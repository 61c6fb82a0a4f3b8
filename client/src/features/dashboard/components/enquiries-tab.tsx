import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { Mail, MailOpen, MessagesSquare, Phone } from "lucide-react";
import { useState } from "react";
import { Link, useSearch } from "wouter";
import type { MyEnquiry } from "@shared/enquiry";
import { errorText } from "@/lib/error-text";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { formatDateTime } from "@shared/format";
import { textLanguage } from "@shared/listing-text";
import { dashboardKeys } from "@/lib/query-keys";
import { useValueWithData } from "@/hooks/use-value-with-data";
import { useFormatLocale } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { ENQUIRIES_PAGE_SIZE, getMyEnquiriesQueryOptions, markEnquiry } from "../api/dashboard-api";
import { conversationKeys } from "../api/conversations-api";
import { ThreadPanel, UnreadBadge } from "./conversation-thread";
import { PagedListHeading, Pager } from "./pager";

function EnquiryItem({ enquiry, startOpen }: { enquiry: MyEnquiry; startOpen: boolean }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(startOpen);
  const formatLocale = useFormatLocale();
  const queryClient = useQueryClient();
  const mark = useMutation({
    mutationFn: (read: boolean) => markEnquiry(enquiry.id, read),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.allEnquiries }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.allListings }),
        queryClient.invalidateQueries({ queryKey: conversationKeys.unread }),
      ]),
    onError: (error) =>
      toast({
        title: t`Could not update the enquiry`,
        description: errorText(error),
        variant: "destructive",
      }),
  });
  return (
    <li>
      <article
        className={cn(
          "rounded-xl border p-4",
          enquiry.read ? "bg-card" : "border-primary/40 bg-secondary/40",
        )}
        aria-labelledby={`enquiry-${enquiry.id}`}
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3
              id={`enquiry-${enquiry.id}`}
              className={cn("flex items-center gap-2", !enquiry.read && "font-semibold")}
            >
              {!enquiry.read && (
                <span className="rounded bg-primary px-1.5 py-0.5 text-xs font-semibold text-primary-foreground">
                  <Trans>New</Trans>
                </span>
              )}
              {enquiry.senderDeleted ? (
                // The sender deleted their account: their details are gone (docs/decisions/0052).
                <span className="italic text-muted-foreground">
                  <Trans>Deleted user</Trans>
                </span>
              ) : (
                <bdi lang={textLanguage(enquiry.name)} dir="auto">
                  {enquiry.name}
                </bdi>
              )}
            </h3>
            <p className="text-sm text-muted-foreground">
              <Trans>
                About{" "}
                <Link
                  href={`/property/${enquiry.propertyId}`}
                  className="text-primary hover:underline"
                  lang={textLanguage(enquiry.propertyTitle)}
                  dir="auto"
                >
                  {enquiry.propertyTitle}
                </Link>
              </Trans>
            </p>
          </div>
          <time dateTime={enquiry.createdAt} className="text-sm text-muted-foreground">
            {formatDateTime(enquiry.createdAt, formatLocale)}
          </time>
        </div>
        <p
          className="mt-3 whitespace-pre-line break-words text-sm"
          lang={textLanguage(enquiry.message)}
          dir="auto"
        >
          {enquiry.message}
        </p>
        {enquiry.senderDeleted ? (
          <p className="mt-3 text-sm text-muted-foreground">
            <Trans>The sender has deleted their account, so their contact details are no longer here.</Trans>
          </p>
        ) : enquiry.email === null ? (
          // Hidden until the owner replies in the site, as the privacy policy says (docs/decisions/0054).
          <p className="mt-3 text-sm text-muted-foreground">
            <Trans>The sender&apos;s email and phone appear here once you have replied in the site.</Trans>
          </p>
        ) : (
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <li>
              <a
                href={`mailto:${enquiry.email}`}
                className="flex items-center gap-1.5 text-primary hover:underline"
              >
                <Mail className="size-4" aria-hidden="true" />
                <bdi translate="no">{enquiry.email}</bdi>
              </a>
            </li>
            {enquiry.phone && (
              <li>
                <a
                  href={`tel:${enquiry.phone.replace(/[^\d+]/g, "")}`}
                  className="flex items-center gap-1.5 text-primary hover:underline"
                >
                  <Phone className="size-4" aria-hidden="true" />
                  <bdi dir="ltr">{enquiry.phone}</bdi>
                </a>
              </li>
            )}
          </ul>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            aria-expanded={open}
            aria-controls={`enquiry-${enquiry.id}-thread`}
            onClick={() => setOpen(!open)}
          >
            <MessagesSquare aria-hidden="true" />
            {open ? t`Hide conversation` : enquiry.replied ? t`Open conversation` : t`Reply`}
            {enquiry.unread > 0 && !open && <UnreadBadge count={enquiry.unread} />}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={mark.isPending}
            onClick={() => mark.mutate(!enquiry.read)}
          >
            {enquiry.read ? <Mail aria-hidden="true" /> : <MailOpen aria-hidden="true" />}
            {enquiry.read ? t`Mark as unread` : t`Mark as read`}
          </Button>
        </div>
        {open && <ThreadPanel panelId={`enquiry-${enquiry.id}-thread`} conversationId={enquiry.id} />}
      </article>
    </li>
  );
}

export function EnquiriesTab() {
  const { t } = useLingui();
  // A mail's link names the thread to open: /dashboard?tab=enquiries&thread=42.
  const threadId = Number(new URLSearchParams(useSearch()).get("thread"));
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [page, setPage] = useState(1);
  // The page on screen stays until the next one's enquiries are here (its heading keeps the focus).
  const shown = useValueWithData({ page, unreadOnly }, `${page}:${unreadOnly}`, (next) => [
    getMyEnquiriesQueryOptions(next.page, next.unreadOnly),
  ]);
  const { data } = useSuspenseQuery(getMyEnquiriesQueryOptions(shown.page, shown.unreadOnly));
  const show = (unread: boolean) => {
    setUnreadOnly(unread);
    setPage(1);
  };
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PagedListHeading id="enquiries-heading">
          <Trans>Enquiries</Trans>
        </PagedListHeading>
        <div className="inline-flex rounded-md border p-0.5" role="group" aria-label={t`Show`}>
          {[
            { unread: false, label: t`All` },
            { unread: true, label: t`Unread` },
          ].map((option) => (
            <button
              key={String(option.unread)}
              type="button"
              aria-pressed={unreadOnly === option.unread}
              onClick={() => show(option.unread)}
              className={cn(
                "rounded px-3 py-1 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                unreadOnly === option.unread
                  ? "bg-primary text-primary-foreground"
                  : "text-muted-foreground hover:bg-muted",
              )}
            >
              {option.label}
            </button>
          ))}
        </div>
      </div>
      {data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          {shown.unreadOnly
            ? t`No unread enquiries: you are up to date.`
            : t`No enquiries yet. Buyers and tenants write to you from your listings' pages; their messages arrive here.`}
        </p>
      ) : (
        <ul className="space-y-3">
          {data.items.map((enquiry) => (
            <EnquiryItem key={enquiry.id} enquiry={enquiry} startOpen={enquiry.id === threadId} />
          ))}
        </ul>
      )}
      <Pager
        page={shown.page}
        pageSize={ENQUIRIES_PAGE_SIZE}
        total={data.total}
        onPage={setPage}
        label={t`Enquiry pages`}
        headingId="enquiries-heading"
      />
    </div>
  );
}

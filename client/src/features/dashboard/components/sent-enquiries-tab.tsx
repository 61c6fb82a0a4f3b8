import { Trans, useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { MessagesSquare } from "lucide-react";
import { useState } from "react";
import { Link, useSearch } from "wouter";
import type { SentEnquiry } from "@shared/conversation";
import { formatDateTime } from "@shared/format";
import { listingText, textLanguage } from "@shared/listing-text";
import { Button } from "@/components/ui/button";
import { useFormatLocale, useLocale } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { getSentEnquiriesQueryOptions, SENT_ENQUIRIES_PAGE_SIZE } from "../api/conversations-api";
import { ThreadPanel, UnreadBadge } from "./conversation-thread";
import { PagedListHeading, Pager, useShownPage } from "./pager";

function SentEnquiryItem({ enquiry, startOpen }: { enquiry: SentEnquiry; startOpen: boolean }) {
  const { t } = useLingui();
  const formatLocale = useFormatLocale();
  const [open, setOpen] = useState(startOpen);
  const locale = useLocale();
  const title = listingText({ title: enquiry.propertyTitle, titleAr: enquiry.propertyTitleAr }, locale);
  return (
    <li>
      <article
        className={cn(
          "rounded-xl border p-4",
          enquiry.unread > 0 ? "border-primary/40 bg-secondary/40" : "bg-card",
        )}
        aria-labelledby={`sent-enquiry-${enquiry.id}`}
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3
            id={`sent-enquiry-${enquiry.id}`}
            className={cn("min-w-0", enquiry.unread > 0 && "font-semibold")}
          >
            <Link
              href={`/property/${enquiry.propertyId}`}
              className="text-primary hover:underline"
              lang={title.lang}
              dir="auto"
            >
              {title.title}
            </Link>
          </h3>
          <time dateTime={enquiry.lastMessageAt} className="text-sm text-muted-foreground">
            {formatDateTime(enquiry.lastMessageAt, formatLocale)}
          </time>
        </div>
        <p className="mt-2 line-clamp-2 break-words text-sm text-muted-foreground">
          {enquiry.lastMessageSide === "owner" ? t`The lister:` : t`You:`}{" "}
          <span lang={textLanguage(enquiry.lastMessage)} dir="auto">
            {enquiry.lastMessage}
          </span>
        </p>
        <div className="mt-3">
          <Button
            type="button"
            size="sm"
            variant={enquiry.unread > 0 ? "default" : "outline"}
            aria-expanded={open}
            aria-controls={`sent-enquiry-${enquiry.id}-thread`}
            onClick={() => setOpen(!open)}
          >
            <MessagesSquare aria-hidden="true" />
            {open ? t`Hide conversation` : t`Open conversation`}
            {enquiry.unread > 0 && !open && <UnreadBadge count={enquiry.unread} />}
          </Button>
        </div>
        {open && <ThreadPanel panelId={`sent-enquiry-${enquiry.id}-thread`} conversationId={enquiry.id} />}
      </article>
    </li>
  );
}

/** The enquiries the signed-in visitor sent, with the listers' replies (docs/decisions/0054). */
export function SentEnquiriesTab() {
  const { t } = useLingui();
  const [shownPage, setPage] = useShownPage(getSentEnquiriesQueryOptions);
  const threadId = Number(new URLSearchParams(useSearch()).get("thread"));
  const { data } = useSuspenseQuery(getSentEnquiriesQueryOptions(shownPage));
  return (
    <div className="space-y-4">
      <PagedListHeading id="sent-enquiries-heading">
        <Trans>My enquiries</Trans>
      </PagedListHeading>
      {data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          <Trans>
            Enquiries you send while signed in appear here, with the replies. Enquiries sent without signing
            in are answered by email only.
          </Trans>
        </p>
      ) : (
        <ul className="space-y-3">
          {data.items.map((enquiry) => (
            <SentEnquiryItem key={enquiry.id} enquiry={enquiry} startOpen={enquiry.id === threadId} />
          ))}
        </ul>
      )}
      <Pager
        page={shownPage}
        pageSize={SENT_ENQUIRIES_PAGE_SIZE}
        total={data.total}
        onPage={setPage}
        label={t`Pages of my enquiries`}
        headingId="sent-enquiries-heading"
      />
    </div>
  );
}

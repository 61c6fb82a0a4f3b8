import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { Mail, MailOpen, Phone, Reply } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { MyEnquiry } from "@shared/enquiry";
import { errorText } from "@/lib/error-text";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { formatDateTime } from "@shared/format";
import { dashboardKeys } from "@/lib/query-keys";
import { RESULTS_HEADING_CLASS } from "@/lib/scroll-to-results";
import { cn } from "@/lib/utils";
import { ENQUIRIES_PAGE_SIZE, getMyEnquiriesQueryOptions, markEnquiry } from "../api/dashboard-api";
import { Pager } from "./pager";

function replyLink(enquiry: MyEnquiry): string {
  const subject = `Re: ${enquiry.propertyTitle}`;
  const quoted = enquiry.message
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  const body = `Dear ${enquiry.name},\n\nThank you for your enquiry about ${enquiry.propertyTitle}.\n\n\n${quoted}`;
  return `mailto:${enquiry.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

function EnquiryItem({ enquiry }: { enquiry: MyEnquiry }) {
  const queryClient = useQueryClient();
  const mark = useMutation({
    mutationFn: (read: boolean) => markEnquiry(enquiry.id, read),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.allEnquiries }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.allListings }),
      ]),
    onError: (error) =>
      toast({ title: "Could not update the enquiry", description: errorText(error), variant: "destructive" }),
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
                  New
                </span>
              )}
              {enquiry.name}
            </h3>
            <p className="text-sm text-muted-foreground">
              About{" "}
              <Link href={`/property/${enquiry.propertyId}`} className="text-primary hover:underline">
                {enquiry.propertyTitle}
              </Link>
            </p>
          </div>
          <time dateTime={enquiry.createdAt} className="text-sm text-muted-foreground">
            {formatDateTime(enquiry.createdAt)}
          </time>
        </div>
        <p className="mt-3 whitespace-pre-line break-words text-sm">{enquiry.message}</p>
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <li>
            <a
              href={`mailto:${enquiry.email}`}
              className="flex items-center gap-1.5 text-primary hover:underline"
            >
              <Mail className="size-4" aria-hidden="true" />
              {enquiry.email}
            </a>
          </li>
          {enquiry.phone && (
            <li>
              <a
                href={`tel:${enquiry.phone.replace(/[^\d+]/g, "")}`}
                className="flex items-center gap-1.5 text-primary hover:underline"
              >
                <Phone className="size-4" aria-hidden="true" />
                {enquiry.phone}
              </a>
            </li>
          )}
        </ul>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button asChild size="sm">
            <a href={replyLink(enquiry)}>
              <Reply className="rtl:-scale-x-100" aria-hidden="true" />
              Reply by email
            </a>
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={mark.isPending}
            onClick={() => mark.mutate(!enquiry.read)}
          >
            {enquiry.read ? <Mail aria-hidden="true" /> : <MailOpen aria-hidden="true" />}
            {enquiry.read ? "Mark as unread" : "Mark as read"}
          </Button>
        </div>
      </article>
    </li>
  );
}

export function EnquiriesTab() {
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [page, setPage] = useState(1);
  const { data } = useSuspenseQuery(getMyEnquiriesQueryOptions(page, unreadOnly));
  const show = (unread: boolean) => {
    setUnreadOnly(unread);
    setPage(1);
  };
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="enquiries-heading"
          tabIndex={-1}
          className={cn("text-lg font-semibold", RESULTS_HEADING_CLASS)}
        >
          Enquiries
        </h2>
        <div className="inline-flex rounded-md border p-0.5" role="group" aria-label="Show">
          {[
            { unread: false, label: "All" },
            { unread: true, label: "Unread" },
          ].map((option) => (
            <button
              key={option.label}
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
          {unreadOnly
            ? "No unread enquiries: you are up to date."
            : "No enquiries yet. Buyers and tenants write to you from your listings' pages; their messages arrive here."}
        </p>
      ) : (
        <ul className="space-y-3">
          {data.items.map((enquiry) => (
            <EnquiryItem key={enquiry.id} enquiry={enquiry} />
          ))}
        </ul>
      )}
      <Pager
        page={page}
        pageSize={ENQUIRIES_PAGE_SIZE}
        total={data.total}
        onPage={setPage}
        label="Enquiry pages"
        headingId="enquiries-heading"
      />
    </div>
  );
}

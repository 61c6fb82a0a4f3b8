import { Plural } from "@lingui/react/macro";
import { Eye, MessageSquare } from "lucide-react";
import { Link } from "wouter";
import type { MyListing } from "@shared/my-listing";

/** How often the listing was viewed and asked about, with a link to the enquiries not yet read. */
export function ListingRowCounts({ listing }: { listing: MyListing }) {
  return (
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
  );
}

import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { getUnreadEnquiryCountQueryOptions } from "../api/dashboard-api";

/** The unread enquiries beside the tab's name; fetched in the browser, so it never holds the page up. */
export function UnreadCount() {
  const { t } = useLingui();
  const { data: count } = useQuery(getUnreadEnquiryCountQueryOptions());
  if (!count) return null;
  return (
    <span className="ms-1.5 rounded-full bg-primary px-1.5 py-0.5 text-xs font-semibold leading-none text-primary-foreground">
      {count > 99 ? "99+" : count}
      <span className="sr-only"> {t`unread`}</span>
    </span>
  );
}

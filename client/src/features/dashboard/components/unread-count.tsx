import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { getUnreadCountsQueryOptions } from "../api/conversations-api";

/**
 * Unread messages beside a tab's name: on the enquiries received ("received") or in those sent ("sent");
 * fetched in the browser, so it never holds the page up.
 */
export function UnreadCount({ side }: { side: "received" | "sent" }) {
  const { t } = useLingui();
  const { data } = useQuery(getUnreadCountsQueryOptions());
  const count = data?.[side];
  if (!count) return null;
  return (
    <span className="ms-1.5 rounded-full bg-primary px-1.5 py-0.5 text-xs font-semibold leading-none text-primary-foreground">
      {count > 99 ? "99+" : count}
      <span className="sr-only"> {t`unread`}</span>
    </span>
  );
}

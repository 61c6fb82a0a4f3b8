import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Sparkles } from "lucide-react";
import type { FeaturedOrderStatus } from "@shared/featured-plans";
import { formatAedWithFils, formatDate } from "@shared/format";
import type { MyListing } from "@shared/my-listing";
import { useFormatLocale } from "@/lib/i18n";

const ORDER_STATUS: Record<FeaturedOrderStatus, MessageDescriptor> = {
  pending: msg`pending`,
  active: msg`active`,
  expired: msg`expired`,
  cancelled: msg`cancelled`,
};

/** Until when the listing is featured, and its latest featuring order; nothing when it has neither. */
export function ListingFeaturing({ listing }: { listing: MyListing }) {
  const { i18n } = useLingui();
  const formatLocale = useFormatLocale();
  const featuredUntil = listing.featured === 1 ? listing.featuredUntil : null;
  const order = listing.latestOrder;
  if (!featuredUntil && !order) return null;
  return (
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

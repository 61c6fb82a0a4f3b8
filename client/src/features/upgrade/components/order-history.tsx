import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { FeaturedOrder } from "@shared/featured-plans";
import { formatAedWithFils, formatDate } from "@shared/format";
import { useFormatLocale } from "@/lib/i18n";

const STATUS_TEXT: Record<FeaturedOrder["status"], MessageDescriptor> = {
  pending: msg`Awaiting payment`,
  active: msg`Active`,
  expired: msg`Ended`,
  cancelled: msg`Cancelled`,
};

function OrderRow({ order }: { order: FeaturedOrder }) {
  const { i18n } = useLingui();
  const locale = useFormatLocale();
  const day = (instant: string) => formatDate(instant, "short", locale);
  const amount = formatAedWithFils(order.amountAed, locale);
  const days = order.days;
  const ordered = day(order.createdAt);
  const [from, to] = order.startsAt && order.endsAt ? [day(order.startsAt), day(order.endsAt)] : [];
  return (
    <li className="grid gap-1 p-4 text-sm sm:grid-cols-[1fr_auto] sm:items-center">
      <div>
        <p className="font-medium">
          <bdi translate="no">{order.reference}</bdi> · <Plural value={days} one="# day" other="# days" /> ·{" "}
          <bdi>{amount}</bdi>
        </p>
        <p className="text-muted-foreground">
          <Trans>Ordered {ordered}</Trans>
          {from && to && (
            <>
              {" · "}
              <Trans>
                featured {from} to {to}
              </Trans>
            </>
          )}
        </p>
      </div>
      <span className="font-medium">{i18n._(STATUS_TEXT[order.status])}</span>
    </li>
  );
}

export function OrderHistory({ orders }: { orders: FeaturedOrder[] }) {
  if (!orders.length) return null;
  return (
    <section aria-labelledby="orders-heading" className="space-y-3">
      <h2 id="orders-heading" className="text-xl font-semibold">
        <Trans>Orders</Trans>
      </h2>
      <ul className="divide-y rounded-xl border">
        {orders.map((order) => (
          <OrderRow key={order.id} order={order} />
        ))}
      </ul>
    </section>
  );
}

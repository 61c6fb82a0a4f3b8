import type { FeaturedOrder } from "@shared/featured-plans";
import { formatAedWithFils, formatDate } from "@shared/format";

const STATUS_TEXT: Record<FeaturedOrder["status"], string> = {
  pending: "Awaiting payment",
  active: "Active",
  expired: "Ended",
  cancelled: "Cancelled",
};

export function OrderHistory({ orders }: { orders: FeaturedOrder[] }) {
  if (!orders.length) return null;
  return (
    <section aria-labelledby="orders-heading" className="space-y-3">
      <h2 id="orders-heading" className="text-xl font-semibold">
        Orders
      </h2>
      <ul className="divide-y rounded-xl border">
        {orders.map((order) => (
          <li key={order.id} className="grid gap-1 p-4 text-sm sm:grid-cols-[1fr_auto] sm:items-center">
            <div>
              <p className="font-medium">
                {order.reference} · {order.days} days · {formatAedWithFils(order.amountAed)}
              </p>
              <p className="text-muted-foreground">
                Ordered {formatDate(order.createdAt, "short")}
                {order.startsAt && order.endsAt
                  ? ` · featured ${formatDate(order.startsAt, "short")} to ${formatDate(order.endsAt, "short")}`
                  : ""}
              </p>
            </div>
            <span className="font-medium">{STATUS_TEXT[order.status]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { CheckCircle2, FileText, Sparkles } from "lucide-react";
import { useRef, useState, useEffect } from "react";
import { Link } from "wouter";
import { FEATURED_PLANS, type FeaturedPlan, type UpgradeResult } from "@shared/featured-plans";
import type { Listing } from "@shared/listing";
import { responsiveImageProps } from "@shared/media";
import { errorText } from "@/lib/error-text";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { formatAed, formatAedWithFils, formatDate, formatPrice } from "@shared/format";
import { cn } from "@/lib/utils";
import { useSubmitGuard, settled } from "@/lib/form-safety";
import { isPrivateQuery, listingKeys } from "@/lib/query-keys";
import {
  createOrderAttempts,
  featuredUntilLabel,
  featuredUntilOf,
  getOrdersQueryOptions,
  orderPlacedMessages,
  planEnd,
  runningPlanEnd,
  upgradeListing,
} from "../api/upgrade-api";
import { OrderHistory } from "./order-history";

const STATUS_NAMES: Record<Listing["status"], string> = {
  draft: "a draft",
  published: "published",
  "under-offer": "under offer",
  sold: "sold",
  rented: "rented",
  archived: "archived",
};

/** `featuredUntil`: an ISO instant (the server's order end, or the running plan's). */
function ListingSummary({ listing, featuredUntil }: { listing: Listing; featuredUntil: string | null }) {
  return (
    <div className="flex gap-4 rounded-xl border bg-card p-4">
      <img
        {...responsiveImageProps(listing.imageUrl, "128px")}
        alt=""
        className="h-20 w-28 shrink-0 rounded-lg object-cover sm:h-24 sm:w-32"
      />
      <div className="min-w-0 space-y-1">
        <p className="font-semibold leading-snug">{listing.title}</p>
        <p className="text-sm text-muted-foreground">
          {listing.location}, {listing.emirate} ·{" "}
          <span className="whitespace-nowrap">{formatPrice(listing.price, listing.priceType)}</span>
        </p>
        <p className="text-sm">
          {featuredUntil ? (
            <span className="inline-flex items-center gap-1.5 font-medium">
              <Sparkles className="size-4 text-amber-600" aria-hidden="true" />
              {featuredUntilLabel(featuredUntil)}
            </span>
          ) : (
            <span className="text-muted-foreground">Not featured</span>
          )}
        </p>
      </div>
    </div>
  );
}

function PlanOption({
  plan,
  chosen,
  disabled,
  onChoose,
  ends,
}: {
  plan: FeaturedPlan;
  chosen: boolean;
  disabled: boolean;
  onChoose: () => void;
  ends: Date;
}) {
  return (
    <label
      className={cn(
        "flex cursor-pointer flex-col gap-2 rounded-xl border-2 p-5 focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2",
        chosen ? "border-primary bg-secondary/60" : "border-border",
        disabled && "cursor-not-allowed opacity-60",
      )}
    >
      <span className="flex items-center justify-between gap-3">
        <span className="flex items-center gap-2 font-semibold">
          <input
            type="radio"
            name="plan"
            value={plan.id}
            checked={chosen}
            disabled={disabled}
            onChange={onChoose}
            className="size-4 accent-[var(--color-primary)]"
          />
          {plan.name}
        </span>
        <span className="text-lg font-bold">{formatAed(plan.priceAed)}</span>
      </span>
      <span className="text-sm text-muted-foreground">
        First in search results and on the home page, with the Featured badge, until{" "}
        {formatDate(ends, "short")}. About {formatAed(plan.priceAed / plan.days)} a day.
      </span>
    </label>
  );
}

/** Choose a plan, confirm it, and the listing is featured at once (paid by invoice). */
export function UpgradePanel({ listing }: { listing: Listing }) {
  const queryClient = useQueryClient();
  const { data: orders } = useSuspenseQuery(getOrdersQueryOptions(listing.id));
  const [planId, setPlanId] = useState<FeaturedPlan["id"]>("7-days");
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<UpgradeResult | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const plan = FEATURED_PLANS.find((p) => p.id === planId)!;
  const runningEnd = listing.featured === 1 ? runningPlanEnd(orders) : null;
  const canUpgrade = listing.status === "published";

  // One key per confirmation attempt, so a retry after a lost answer is the same order (server side), and
  // a guard so a double click sends one request at all (page side).
  const [attempts] = useState(() => createOrderAttempts());
  const { guard, pending } = useSubmitGuard();
  const mutation = useMutation({
    mutationFn: () => upgradeListing(listing.id, planId, attempts.keyFor(planId)),
    onSettled: (_data, error) => attempts.settle(error ?? undefined),
    onSuccess: async (upgraded) => {
      setResult(upgraded);
      setConfirming(false);
      await Promise.all([
        queryClient.invalidateQueries({ predicate: isPrivateQuery }),
        queryClient.invalidateQueries({ queryKey: listingKeys.all }),
      ]);
      toast({ title: "Listing featured", description: orderPlacedMessages(upgraded).toast });
    },
    onError: (error) =>
      toast({
        title: "The upgrade did not go through",
        description: errorText(error),
        variant: "destructive",
      }),
  });

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  return (
    <div className="space-y-8">
      <ListingSummary
        listing={listing}
        featuredUntil={(result && featuredUntilOf(result)) ?? runningEnd?.toISOString() ?? null}
      />

      {result ? (
        <section
          className="rounded-xl border border-emerald-300 bg-emerald-50 p-6"
          aria-labelledby="upgrade-done"
        >
          <h2
            ref={resultRef}
            tabIndex={-1}
            id="upgrade-done"
            className="flex items-center gap-2 text-xl font-semibold focus-visible:outline-none"
          >
            <CheckCircle2 className="size-6 text-emerald-700" aria-hidden="true" />
            {orderPlacedMessages(result).heading}
          </h2>
          <p className="mt-2 text-sm">
            Order {result.order.reference}: {result.order.days} days,{" "}
            {formatAedWithFils(result.order.amountAed)}, payable by invoice. The invoice is sent to your
            account's email address.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button asChild>
              <Link href="/dashboard">Back to dashboard</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href={`/property/${listing.id}`}>View listing</Link>
            </Button>
          </div>
        </section>
      ) : (
        <section aria-labelledby="plans-heading" className="space-y-4">
          <h2 id="plans-heading" className="text-xl font-semibold">
            {runningEnd ? "Extend featuring" : "Choose a plan"}
          </h2>
          {!canUpgrade && (
            <p
              className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
              role="note"
            >
              Only a published listing can be featured, and this one is {STATUS_NAMES[listing.status]}.{" "}
              <Link href="/dashboard" className="font-medium underline">
                Change its status in your dashboard
              </Link>
              .
            </p>
          )}
          <fieldset disabled={!canUpgrade || confirming} className="grid gap-4 sm:grid-cols-2">
            <legend className="sr-only">Featured plans</legend>
            {FEATURED_PLANS.map((option) => (
              <PlanOption
                key={option.id}
                plan={option}
                chosen={planId === option.id}
                disabled={!canUpgrade || confirming}
                onChoose={() => setPlanId(option.id)}
                ends={planEnd(option.days, runningEnd)}
              />
            ))}
          </fieldset>
          {runningEnd && canUpgrade && (
            <p className="text-sm text-muted-foreground">
              Your current plan runs until {formatDate(runningEnd, "short")}; a new plan starts when it ends.
            </p>
          )}

          {confirming ? (
            <div
              className="space-y-4 rounded-xl border bg-muted/40 p-5"
              role="group"
              aria-labelledby="confirm-heading"
            >
              <h3 id="confirm-heading" className="font-semibold">
                Confirm your order
              </h3>
              <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
                <dt className="text-muted-foreground">Plan</dt>
                <dd>{plan.name}</dd>
                <dt className="text-muted-foreground">Featured until</dt>
                <dd>{formatDate(planEnd(plan.days, runningEnd), "short")}</dd>
                <dt className="text-muted-foreground">Amount</dt>
                <dd className="font-semibold">{formatAed(plan.priceAed)}</dd>
                <dt className="text-muted-foreground">Payment</dt>
                <dd className="flex items-center gap-1.5">
                  <FileText className="size-4" aria-hidden="true" />
                  Invoice, sent by email; the listing is featured at once
                </dd>
              </dl>
              <div className="flex flex-col-reverse gap-3 sm:flex-row">
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => setConfirming(false)}
                  disabled={pending}
                >
                  Change plan
                </Button>
                <Button
                  type="button"
                  onClick={guard(() => settled(mutation.mutateAsync()))}
                  disabled={pending}
                >
                  {pending ? "Ordering…" : `Confirm and pay ${formatAed(plan.priceAed)} by invoice`}
                </Button>
              </div>
            </div>
          ) : (
            <Button
              type="button"
              className="w-full sm:w-auto"
              disabled={!canUpgrade}
              onClick={() => setConfirming(true)}
            >
              Continue with {plan.name}
            </Button>
          )}
        </section>
      )}

      <OrderHistory orders={orders} />
    </div>
  );
}

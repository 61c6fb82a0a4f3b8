import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { CheckCircle2, FileText, Sparkles } from "lucide-react";
import { useRef, useState, useEffect } from "react";
import { Link } from "wouter";
import {
  FEATURED_PLANS,
  type FeaturedPlan,
  type FeaturedPlanId,
  type UpgradeResult,
  UAE_VAT_PERCENT,
  vatBreakdownOfInclusivePrice,
} from "@shared/featured-plans";
import type { Listing } from "@shared/listing";
import { listingText } from "@shared/listing-text";
import { emirateName, locationName } from "@shared/localised-names";
import { responsiveImageProps } from "@shared/media";
import { errorText } from "@/lib/error-text";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { formatAed, formatAedWithFils, formatDate, formatPrice } from "@shared/format";
import { useFormatLocale, useLocale } from "@/lib/i18n";
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

/** "Only a published listing can be featured, and this one is …" */
const STATUS_NAMES: Record<Listing["status"], MessageDescriptor> = {
  draft: msg`Only a published listing can be featured, and this one is a draft.`,
  published: msg`Only a published listing can be featured.`,
  "under-offer": msg`Only a published listing can be featured, and this one is under offer.`,
  sold: msg`Only a published listing can be featured, and this one is sold.`,
  rented: msg`Only a published listing can be featured, and this one is rented.`,
  archived: msg`Only a published listing can be featured, and this one is archived.`,
  hidden: msg`Only a published listing can be featured, and this one is hidden while moderators review it.`,
  removed: msg`Only a published listing can be featured, and this one was removed by moderators.`,
};

const PLAN_NAMES: Record<FeaturedPlanId, MessageDescriptor> = {
  "7-days": msg`7 days featured`,
  "30-days": msg`30 days featured`,
};

/** `featuredUntil`: an ISO instant (the server's order end, or the running plan's). */
function ListingSummary({ listing, featuredUntil }: { listing: Listing; featuredUntil: string | null }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const formatLocale = useFormatLocale();
  const shown = listingText(listing, locale);
  return (
    <div className="flex gap-4 rounded-xl border bg-card p-4">
      <img
        {...responsiveImageProps(listing.imageUrl, "128px")}
        alt=""
        className="h-20 w-28 shrink-0 rounded-lg object-cover sm:h-24 sm:w-32"
      />
      <div className="min-w-0 space-y-1">
        <p className="font-semibold leading-snug" lang={shown.lang} dir="auto">
          {shown.title}
        </p>
        <p className="text-sm text-muted-foreground">
          {locationName(listing.location, locale)}
          {locale === "ar" ? "، " : ", "}
          {emirateName(listing.emirate, locale)} ·{" "}
          <bdi className="whitespace-nowrap">
            {formatPrice(listing.price, listing.priceType, formatLocale)}
          </bdi>
        </p>
        <p className="text-sm">
          {featuredUntil ? (
            <span className="inline-flex items-center gap-1.5 font-medium">
              <Sparkles className="size-4 text-amber-600" aria-hidden="true" />
              {featuredUntilLabel(i18n, featuredUntil)}
            </span>
          ) : (
            <span className="text-muted-foreground">
              <Trans>Not featured</Trans>
            </span>
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
  const { i18n } = useLingui();
  const formatLocale = useFormatLocale();
  const [price, perDay, endDate] = [
    formatAed(plan.priceAed, formatLocale),
    formatAed(plan.priceAed / plan.days, formatLocale),
    formatDate(ends, "short", formatLocale),
  ];
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
          {i18n._(PLAN_NAMES[plan.id])}
        </span>
        <bdi className="text-lg font-bold">{price}</bdi>
      </span>
      <span className="text-sm text-muted-foreground">
        <Trans>
          First in search results and on the home page, with the Featured badge, until {endDate}. About{" "}
          <bdi>{perDay}</bdi> a day.
        </Trans>
      </span>
    </label>
  );
}

/** "Order INV-…: 7 days, AED 149.00, payable by invoice. …" once the order is placed. */
function OrderPlacedText({ result }: { result: UpgradeResult }) {
  const formatLocale = useFormatLocale();
  const { reference, days } = result.order;
  const amount = formatAedWithFils(result.order.amountAed, formatLocale);
  return (
    <Trans>
      Order <bdi translate="no">{reference}</bdi>: <Plural value={days} one="# day" other="# days" />,{" "}
      <bdi>{amount}</bdi>, payable by invoice. The invoice is sent to your account&apos;s email address.
    </Trans>
  );
}

/** Choose a plan, confirm it, and the listing is featured at once (paid by invoice). */
export function UpgradePanel({ listing }: { listing: Listing }) {
  const queryClient = useQueryClient();
  const { t, i18n } = useLingui();
  const formatLocale = useFormatLocale();
  const { data: orders } = useSuspenseQuery(getOrdersQueryOptions(listing.id));
  const [planId, setPlanId] = useState<FeaturedPlan["id"]>("7-days");
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<UpgradeResult | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const plan = FEATURED_PLANS.find((p) => p.id === planId)!;
  const runningEnd = listing.featured === 1 ? runningPlanEnd(orders) : null;
  const canUpgrade = listing.status === "published";
  const planName = i18n._(PLAN_NAMES[plan.id]);
  const planPrice = formatAed(plan.priceAed, formatLocale);
  const runningUntil = runningEnd ? formatDate(runningEnd, "short", formatLocale) : "";

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
      toast({ title: t`Listing featured`, description: orderPlacedMessages(i18n, upgraded).toast });
    },
    onError: (error) =>
      toast({
        title: t`The upgrade did not go through`,
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
            {orderPlacedMessages(i18n, result).heading}
          </h2>
          <p className="mt-2 text-sm">
            <OrderPlacedText result={result} />
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button asChild>
              <Link href="/dashboard">
                <Trans>Back to dashboard</Trans>
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link href={`/property/${listing.id}`}>
                <Trans>View listing</Trans>
              </Link>
            </Button>
          </div>
        </section>
      ) : (
        <section aria-labelledby="plans-heading" className="space-y-4">
          <h2 id="plans-heading" className="text-xl font-semibold">
            {runningEnd ? t`Extend featuring` : t`Choose a plan`}
          </h2>
          {!canUpgrade && (
            <p
              className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
              role="note"
            >
              {i18n._(STATUS_NAMES[listing.status])}{" "}
              <Link href="/dashboard" className="font-medium underline">
                <Trans>Change its status in your dashboard.</Trans>
              </Link>
            </p>
          )}
          <fieldset disabled={!canUpgrade || confirming} className="grid gap-4 sm:grid-cols-2">
            <legend className="sr-only">
              <Trans>Featured plans</Trans>
            </legend>
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
          <p id="plan-prices-vat" className="text-sm text-muted-foreground">
            <Trans>Prices include {UAE_VAT_PERCENT}% VAT.</Trans>
          </p>
          {runningEnd && canUpgrade && (
            <p className="text-sm text-muted-foreground">
              <Trans>Your current plan runs until {runningUntil}; a new plan starts when it ends.</Trans>
            </p>
          )}

          {confirming ? (
            <div
              className="space-y-4 rounded-xl border bg-muted/40 p-5"
              role="group"
              aria-labelledby="confirm-heading"
            >
              <h3 id="confirm-heading" className="font-semibold">
                <Trans>Confirm your order</Trans>
              </h3>
              <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
                <dt className="text-muted-foreground">
                  <Trans>Plan</Trans>
                </dt>
                <dd>{planName}</dd>
                <dt className="text-muted-foreground">
                  <Trans>Featured until</Trans>
                </dt>
                <dd>{formatDate(planEnd(plan.days, runningEnd), "short", formatLocale)}</dd>
                <dt className="text-muted-foreground">
                  <Trans>Amount</Trans>
                </dt>
                <dd className="font-semibold">
                  <bdi>{planPrice}</bdi>
                </dd>
                <dt className="text-muted-foreground">
                  <Trans>Of which VAT ({UAE_VAT_PERCENT}%)</Trans>
                </dt>
                <dd>
                  {/* formatAedWithFils, not formatFils: the money chunk every page loads stays as it was. */}
                  <bdi>
                    {formatAedWithFils(
                      vatBreakdownOfInclusivePrice(plan.priceAed).vatFils / 100,
                      formatLocale,
                    )}
                  </bdi>
                </dd>
                <dt className="text-muted-foreground">
                  <Trans>Payment</Trans>
                </dt>
                <dd className="flex items-center gap-1.5">
                  <FileText className="size-4" aria-hidden="true" />
                  <Trans>Invoice, sent by email; the listing is featured at once</Trans>
                </dd>
              </dl>
              <div className="flex flex-col-reverse gap-3 sm:flex-row">
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => setConfirming(false)}
                  disabled={pending}
                >
                  <Trans>Change plan</Trans>
                </Button>
                <Button
                  type="button"
                  onClick={guard(() => settled(mutation.mutateAsync()))}
                  disabled={pending}
                >
                  {pending ? t`Ordering…` : t`Confirm and pay ${planPrice} by invoice`}
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
              <Trans>Continue with {planName}</Trans>
            </Button>
          )}
        </section>
      )}

      <OrderHistory orders={orders} />
    </div>
  );
}

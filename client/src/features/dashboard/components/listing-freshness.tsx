import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { AlertTriangle, CheckCircle2, EyeOff } from "lucide-react";
import type { ListingStatus } from "@shared/listing";
import { confirmedAgoText, type FreshnessState } from "@shared/listing-freshness";
import { useLocale } from "@/lib/i18n";

/** The statuses of a listing on the market: only these need confirming (docs/product.md §Freshness). */
export const ON_MARKET: readonly ListingStatus[] = ["published", "under-offer"];

/** A badge beside the status for a listing on the market that is due for confirmation or already hidden. */
export const FRESHNESS_BADGE: Record<
  Exclude<FreshnessState, "fresh">,
  { label: MessageDescriptor; style: string }
> = {
  due: { label: msg`Due for confirmation`, style: "bg-amber-100 text-amber-900" },
  hidden: { label: msg`Hidden from search`, style: "bg-red-100 text-red-900" },
};

interface ListingFreshnessProps {
  status: ListingStatus;
  state: FreshnessState;
  /** Days since the owner last confirmed the listing is available. */
  days: number;
}

/** When the listing was last confirmed, and what to do about it; who sees it when it is off the market. */
export function ListingFreshness({ status, state, days }: ListingFreshnessProps) {
  const { t } = useLingui();
  const locale = useLocale();
  if (!ON_MARKET.includes(status)) {
    return (
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <EyeOff className="size-4 shrink-0" aria-hidden="true" />
        {status === "draft" ? t`Draft: only you can see it` : t`Off the market: not shown to the public`}
      </p>
    );
  }
  const ago = confirmedAgoText(days, locale);
  if (state === "hidden") {
    const agoInSentence = locale === "en" ? ago.toLowerCase() : ago;
    return (
      <p className="flex items-center gap-1.5 text-sm font-medium text-destructive">
        <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
        {t`Hidden from search — confirm to show again (${agoInSentence})`}
      </p>
    );
  }
  if (state === "due") {
    return (
      <p className="flex items-center gap-1.5 text-sm font-medium text-amber-800">
        <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
        {t`${ago}: confirm it soon, or it leaves search after 30 days`}
      </p>
    );
  }
  return (
    <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
      <CheckCircle2 className="size-4 shrink-0 text-emerald-700" aria-hidden="true" />
      {ago}
    </p>
  );
}

import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Clock } from "lucide-react";
import type { ReplyTime } from "@shared/agency";
import { formatCount } from "@shared/format";
import { useFormatLocale } from "@/lib/i18n";

/** "Usually replies within about 2 hours": the median reply time, or why there is none yet. */
export function ReplyTimeNote({ replyTime }: { replyTime: ReplyTime }) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  if (!replyTime) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="reply-time">
        <Clock className="size-4 shrink-0" aria-hidden="true" />
        <Trans>Reply time: not enough answered enquiries yet</Trans>
      </p>
    );
  }
  const minutes = replyTime.medianMinutes;
  const hours = Math.round(minutes / 60);
  const days = Math.round(minutes / (60 * 24));
  const count = formatCount(replyTime.enquiries, locale);
  const minuteCount = formatCount(minutes, locale);
  const hourCount = formatCount(hours, locale);
  const dayCount = formatCount(days, locale);
  const span =
    minutes < 60
      ? t`${plural(minutes, { one: `${minuteCount} minute`, other: `${minuteCount} minutes` })}`
      : minutes < 48 * 60
        ? t`${plural(hours, { one: `${hourCount} hour`, other: `${hourCount} hours` })}`
        : t`${plural(days, { one: `${dayCount} day`, other: `${dayCount} days` })}`;
  return (
    <p className="flex items-center gap-2 text-sm" data-testid="reply-time">
      <Clock className="size-4 shrink-0 text-primary" aria-hidden="true" />
      <span>
        <Trans>Median reply time: {span}</Trans>{" "}
        <span className="text-muted-foreground">
          {t`${plural(replyTime.enquiries, { one: `(from ${count} enquiry in 90 days)`, other: `(from ${count} enquiries in 90 days)` })}`}
        </span>
      </span>
    </p>
  );
}

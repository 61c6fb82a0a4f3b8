import { Plural, useLingui } from "@lingui/react/macro";
import { REPORT_BURST_MIN, type ReportSignals } from "@shared/moderation";

/**
 * What a moderator should know about who sent a listing's open reports (docs/decisions/0058): how many
 * people they are, and a warning when many came from one address or in a burst, the marks of one person or
 * a group trying to take a listing down.
 */
export function ReportSignalNotes({ signals }: { signals: ReportSignals }) {
  const { t } = useLingui();
  if (signals.people === 0) return null;
  return (
    <ul aria-label={t`Who reported it`} className="flex flex-wrap gap-2 text-xs">
      <li className="rounded-full border px-2 py-0.5">
        <Plural value={signals.people} one="From # person" other="From # people" />
      </li>
      {signals.fromOneAddress >= 2 && (
        <li className="rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-950">
          <Plural
            value={signals.fromOneAddress}
            one="# report from one address"
            other="# reports from one address"
          />
        </li>
      )}
      {signals.inBurst >= REPORT_BURST_MIN && (
        // "2 minutes" is REPORT_BURST_SECONDS: the two change together.
        <li className="rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-950">
          <Plural
            value={signals.inBurst}
            one="# report within 2 minutes"
            other="# reports within 2 minutes"
          />
        </li>
      )}
    </ul>
  );
}

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatCount } from "@shared/format";
import { useFormatLocale } from "@/lib/i18n";
import { EDITOR_STEPS } from "../listing-form";
import type { DraftStatus } from "../use-draft-autosave";

const DRAFT_STATUS_TEXT: Record<Exclude<DraftStatus, "idle">, MessageDescriptor> = {
  saving: msg`Saving draft…`,
  saved: msg`Draft saved`,
  failed: msg`Draft not saved: check your connection; it is tried again with your next change`,
};

/** Whether the new listing's draft is saved, told as it changes. */
export function DraftStatusLine({ status }: { status: DraftStatus }) {
  const { i18n } = useLingui();
  return (
    <p className="min-h-5 text-sm text-muted-foreground" role="status" data-testid="draft-status">
      {status === "idle" ? "" : i18n._(DRAFT_STATUS_TEXT[status])}
    </p>
  );
}

/** Tells screen readers which step is open, as it changes. */
export function StepAnnouncement({ step }: { step: number }) {
  const { i18n } = useLingui();
  const formatLocale = useFormatLocale();
  const [stepNumber, stepCount, stepTitle] = [
    formatCount(step + 1, formatLocale),
    formatCount(EDITOR_STEPS.length, formatLocale),
    i18n._(EDITOR_STEPS[step].title),
  ];
  return (
    <p className="sr-only" aria-live="polite">
      <Trans>
        Step {stepNumber} of {stepCount}: {stepTitle}
      </Trans>
    </p>
  );
}

import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CheckCircle2 } from "lucide-react";
import { useEffect, useId, useState, type FormEvent, type RefObject } from "react";
import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportReason } from "@shared/moderation-options";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { ApiRequestError } from "@/lib/api-client";
import { useReportListing } from "../api/report-listing";

const REASON_LABELS: Record<ReportReason, MessageDescriptor> = {
  unavailable: msg`It is no longer available`,
  "wrong-details": msg`Wrong price or details`,
  "fake-photos": msg`Fake or stolen photos`,
  duplicate: msg`It is a duplicate of another listing`,
  scam: msg`It looks like a scam`,
  other: msg`Something else`,
};

function failureText(i18n: I18n, error: Error): string {
  if (error instanceof ApiRequestError && error.status === 409) {
    return i18n._(msg`You have already reported this listing. Our moderators will look at it.`);
  }
  if (error instanceof ApiRequestError && error.status === 429) {
    return i18n._(msg`You have sent several reports in a short time. Please try again later.`);
  }
  if (error instanceof ApiRequestError && error.status === 404) {
    return i18n._(msg`This listing is no longer available.`);
  }
  return i18n._(msg`Your report could not be sent. Please check your connection and try again.`);
}

/**
 * "Report this listing"'s dialog: the reasons (radio buttons in a fieldset) and a note, required for
 * "Something else". Anyone can report, signed in or not; the server takes one report per visitor. Loaded
 * when its button (report-listing.tsx) is first pressed.
 */
export default function ReportListingDialog({
  listingId,
  open,
  onOpenChange,
  opener,
}: {
  listingId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: focus goes back there on close (there is no Radix trigger to find). */
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<{ reason?: string; note?: string }>({});
  const report = useReportListing(listingId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (report.isPending) return;
    const found: typeof errors = {};
    if (!reason) found.reason = t`Choose what is wrong with the listing`;
    if (reason === "other" && !note.trim()) found.note = t`Tell us what is wrong with the listing`;
    if (note.length > REPORT_NOTE_MAX) found.note = t`The note must be at most 1,000 characters`;
    setErrors(found);
    if (found.reason || found.note || !reason) return;
    report.mutate({ reason, note: note.trim() || undefined });
  };

  // Each opening starts a new report: the last one's answer and errors are gone.
  useEffect(() => {
    if (!open) return;
    report.reset();
    setErrors({});
    // Only when it opens: `report` is a new object each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const done = report.isSuccess;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <DialogTitle>
          <Trans>Report this listing</Trans>
        </DialogTitle>
        {done ? (
          <div role="status" className="space-y-4">
            <p className="flex items-start gap-2">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
              <Trans>Thank you. Our moderators will review this listing.</Trans>
            </p>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button">
                  <Trans>Close</Trans>
                </Button>
              </DialogClose>
            </DialogFooter>
          </div>
        ) : (
          <form method="post" noValidate onSubmit={submit} className="space-y-4">
            <DialogDescription>
              <Trans>
                Tell us what is wrong. Listings reported by several visitors are hidden until a moderator
                checks them.
              </Trans>
            </DialogDescription>
            <fieldset
              aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
              aria-invalid={errors.reason ? true : undefined}
            >
              <legend className="mb-2 text-sm font-medium">
                <Trans>What is wrong?</Trans>
              </legend>
              <div className="space-y-2">
                {REPORT_REASONS.map((value) => (
                  <label key={value} className="flex cursor-pointer items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name="reason"
                      value={value}
                      checked={reason === value}
                      onChange={() => setReason(value)}
                      className="size-4 accent-primary"
                    />
                    {i18n._(REASON_LABELS[value])}
                  </label>
                ))}
              </div>
              {errors.reason && (
                <p id={`${id}-reason-error`} className="mt-1 text-sm font-medium text-destructive">
                  {errors.reason}
                </p>
              )}
            </fieldset>
            <div className="space-y-1">
              <label htmlFor={`${id}-note`} className="text-sm font-medium">
                {reason === "other" ? t`Details` : t`Details (optional)`}
              </label>
              <Textarea
                id={`${id}-note`}
                dir="auto"
                value={note}
                maxLength={REPORT_NOTE_MAX}
                onChange={(event) => setNote(event.target.value)}
                aria-invalid={errors.note ? true : undefined}
                aria-describedby={errors.note ? `${id}-note-error` : undefined}
                rows={3}
              />
              {errors.note && (
                <p id={`${id}-note-error`} className="text-sm font-medium text-destructive">
                  {errors.note}
                </p>
              )}
            </div>
            {report.isError && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {failureText(i18n, report.error)}
              </p>
            )}
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  <Trans>Cancel</Trans>
                </Button>
              </DialogClose>
              <Button type="submit" disabled={report.isPending}>
                <Trans>Send report</Trans>
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

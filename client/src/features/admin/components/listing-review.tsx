import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Link } from "wouter";
import { formatDateTime } from "@shared/format";
import { EDIT_REQUEST_DAYS, type AdminListingDetail } from "@shared/moderation";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { ReasonField } from "./reason-field";
import { toast } from "@/hooks/use-toast";
import { ApiRequestError } from "@/lib/api-client";
import { errorText } from "@/lib/error-text";
import { settled, useSubmitGuard } from "@/lib/form-safety";
import { useFormatLocale } from "@/lib/i18n";
import { adminKeys } from "@/lib/query-keys";
import { moderateListing, verifyListing, type ModerationAction } from "../api/admin-api";
import { LISTING_STATUS_LABELS } from "@shared/option-labels";
import { NOTICE_STATUS_NAMES, REASON_NAMES } from "./labels";
import { ReportSignalNotes } from "./report-signals";

/**
 * One listing under review: its reports, the messages to its owner, the three decisions, and verifying it by
 * hand while a moderator has not.
 */
export function ListingReview({ listing }: { listing: AdminListingDetail }) {
  const { t, i18n } = useLingui();
  const formatLocale = useFormatLocale();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: (action: ModerationAction) => moderateListing(listing.id, action),
    onSuccess: async (updated, action) => {
      queryClient.setQueryData(adminKeys.listing(listing.id), updated);
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      setDone(
        action.kind === "approve"
          ? t`Approved: the listing is ${i18n._(LISTING_STATUS_LABELS[updated.status])}.`
          : action.kind === "remove"
            ? t`Removed. The owner has been told.`
            : t`Changes requested. The owner has been told.`,
      );
    },
  });

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight" dir="auto">
          {listing.title}
        </h1>
        <p className="mt-1 text-sm text-muted-foreground">
          <Trans>
            #<bdi>{listing.id}</bdi> · {i18n._(LISTING_STATUS_LABELS[listing.status])} · {listing.location},{" "}
            {listing.emirate}
          </Trans>{" "}
          {listing.ownerUsername && (
            <Trans>
              · owner <bdi translate="no">{listing.ownerUsername}</bdi>
            </Trans>
          )}
        </p>
        {(listing.status === "published" || listing.status === "under-offer") && (
          <p className="mt-1 text-sm">
            <Link href={`/property/${listing.id}`} className="font-medium text-primary hover:underline">
              <Trans>Open the listing&apos;s page</Trans>
            </Link>
          </p>
        )}
      </div>

      {done && (
        <p
          role="status"
          className="rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-950"
        >
          {done}
        </p>
      )}

      <section aria-labelledby="reports-heading" className="space-y-3">
        <h2 id="reports-heading" className="text-lg font-semibold">
          <Trans>Reports</Trans>
        </h2>
        <ReportSignalNotes signals={listing.reportSignals} />
        {listing.reports.length ? (
          <ul className="space-y-2">
            {listing.reports.map((report) => (
              <li key={report.id} className="rounded-lg border p-3 text-sm">
                <p className="font-medium">
                  {i18n._(REASON_NAMES[report.reason])}{" "}
                  <span className="font-normal text-muted-foreground">
                    · {formatDateTime(report.createdAt, formatLocale)} ·{" "}
                    {report.reporterUsername ? (
                      <bdi translate="no">{report.reporterUsername}</bdi>
                    ) : (
                      <Trans>anonymous visitor</Trans>
                    )}{" "}
                    · {report.status === "open" ? <Trans>open</Trans> : <Trans>resolved</Trans>}
                  </span>
                </p>
                {report.note && (
                  <p className="mt-1 whitespace-pre-line" dir="auto">
                    {report.note}
                  </p>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">
            <Trans>No reports.</Trans>
          </p>
        )}
      </section>

      {listing.notices.length > 0 && (
        <section aria-labelledby="notices-heading" className="space-y-3">
          <h2 id="notices-heading" className="text-lg font-semibold">
            <Trans>Messages to the owner</Trans>
          </h2>
          <ul className="space-y-2">
            {listing.notices.map((notice) => (
              <li key={notice.id} className="rounded-lg border p-3 text-sm">
                <p className="font-medium">
                  {notice.kind === "edit-request" ? <Trans>Edit request</Trans> : <Trans>Removal</Trans>} ·{" "}
                  {i18n._(NOTICE_STATUS_NAMES[notice.status])} ·{" "}
                  {formatDateTime(notice.createdAt, formatLocale)}
                </p>
                <p className="mt-1 whitespace-pre-line" dir="auto">
                  {notice.message}
                </p>
                {notice.ownerReply && (
                  <p className="mt-2 border-s-2 ps-2">
                    <span className="font-medium">
                      <Trans>Owner&apos;s answer:</Trans>
                    </span>{" "}
                    <span dir="auto">{notice.ownerReply}</span>
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="decide-heading" className="space-y-4">
        <h2 id="decide-heading" className="text-lg font-semibold">
          <Trans>Decide</Trans>
        </h2>
        {act.isError && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errorText(act.error)}
          </p>
        )}
        <div className="grid gap-4 lg:grid-cols-3">
          <DecisionForm
            title={t`Approve`}
            description={t`Reports are resolved and the listing goes back to the status it had.`}
            textLabel={t`Note for the audit log (optional)`}
            required={false}
            submitLabel={t`Approve`}
            pending={act.isPending}
            error={fieldError(act.error, "note")}
            onSubmit={(text) => act.mutate({ kind: "approve", note: text || undefined })}
          />
          <DecisionForm
            title={t`Request changes`}
            description={t`The owner is told by email and in the dashboard, and has ${EDIT_REQUEST_DAYS} days to fix it.`}
            textLabel={t`What should the owner change?`}
            required
            submitLabel={t`Request changes`}
            pending={act.isPending}
            error={fieldError(act.error, "message")}
            onSubmit={(text) =>
              act.mutate({ kind: "request-changes", message: text, days: EDIT_REQUEST_DAYS })
            }
          />
          <DecisionForm
            title={t`Remove`}
            description={t`The listing leaves the site; the owner reads your reason.`}
            textLabel={t`Reason for removing it`}
            required
            destructive
            submitLabel={t`Remove`}
            pending={act.isPending || listing.status === "removed"}
            error={fieldError(act.error, "reason")}
            onSubmit={(text) => act.mutate({ kind: "remove", reason: text })}
          />
        </div>
      </section>

      {listing.verification?.method !== "moderator" && <VerifySection listing={listing} />}
    </div>
  );
}

/**
 * Verifying by hand, or why the listing cannot be verified now: the server refuses sample listings (their
 * permits are invented) and listings with open review flags, so the console says so instead of offering a
 * button that would be refused.
 */
function VerifySection({ listing }: { listing: AdminListingDetail }) {
  const id = useId();
  if (!listing.isSample && listing.openFlags === 0) return <VerifyListingForm listingId={listing.id} />;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        <Trans>Verify</Trans>
      </h2>
      <p className="rounded-xl border p-4 text-sm text-muted-foreground">
        {listing.isSample ? (
          <Trans>This is a sample listing: its permit number is invented, so it cannot be verified.</Trans>
        ) : (
          <Trans>
            This listing has open review flags. Resolve them in the{" "}
            <Link href="/admin" className="underline underline-offset-2">
              queue
            </Link>{" "}
            before verifying it.
          </Trans>
        )}
      </p>
    </section>
  );
}

/**
 * "Mark as verified": a moderator checked the permit in the regulator's system and the photos, and found the
 * listing right (docs/decisions/0051), with an optional reason for the audit log (listing.verify).
 */
function VerifyListingForm({ listingId }: { listingId: number }) {
  const { t } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const [note, setNote] = useState("");
  const verify = useMutation({
    mutationFn: (text: string) => verifyListing(listingId, text || undefined),
    onSuccess: async () => {
      setNote("");
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      toast({ title: t`Listing verified` });
    },
    onError: (error) =>
      toast({
        title: t`Could not verify the listing`,
        description: errorText(error),
        variant: "destructive",
      }),
  });
  const { guard, pending } = useSubmitGuard();
  const submit = guard((event: FormEvent) => {
    event.preventDefault();
    return settled(verify.mutateAsync(note.trim()));
  });
  const error = fieldError(verify.error, "note");
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        <Trans>Verify</Trans>
      </h2>
      <form method="post" noValidate onSubmit={submit} className="space-y-2 rounded-xl border p-4">
        <p className="text-sm text-muted-foreground">
          <Trans>
            You checked the permit in the regulator&apos;s system and the photos, and found the listing right.
            The listing shows the verified badge until a flag opens on it or its owner changes its permit
            number or emirate.
          </Trans>
        </p>
        <ReasonField id={`${id}-note`} value={note} onChange={setNote} error={error} />
        <Button type="submit" disabled={pending}>
          <Trans>Mark as verified</Trans>
        </Button>
      </form>
    </section>
  );
}

function fieldError(error: Error | null, field: string): string | undefined {
  return error instanceof ApiRequestError ? error.fieldErrors[field]?.[0] : undefined;
}

function DecisionForm({
  title,
  description,
  textLabel,
  required,
  destructive = false,
  submitLabel,
  pending,
  error,
  onSubmit,
}: {
  title: string;
  description: ReactNode;
  textLabel: string;
  required: boolean;
  destructive?: boolean;
  submitLabel: string;
  pending: boolean;
  error?: string;
  onSubmit: (text: string) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState("");
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (required && !text.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onSubmit(text.trim());
  };
  const shown = missing ? t`Write this before you decide` : error;
  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="space-y-2 rounded-xl border p-4"
    >
      <h3 id={`${id}-title`} className="font-semibold">
        {title}
      </h3>
      <p className="text-sm text-muted-foreground">{description}</p>
      <label htmlFor={`${id}-text`} className="block text-sm font-medium">
        {textLabel}
      </label>
      <Textarea
        id={`${id}-text`}
        dir="auto"
        rows={3}
        maxLength={2000}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
      />
      {shown && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {shown}
        </p>
      )}
      <Button type="submit" variant={destructive ? "destructive" : "default"} disabled={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}

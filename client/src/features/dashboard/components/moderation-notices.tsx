import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ShieldAlert } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { formatDate } from "@shared/format";
import type { MyModerationNotice } from "@shared/moderation";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { errorText } from "@/lib/error-text";
import { useFormatLocale } from "@/lib/i18n";
import { dashboardKeys } from "@/lib/query-keys";
import { replyToModerationNotice } from "../api/dashboard-api";

/**
 * Moderators' messages about one listing, newest first (docs/decisions/0050): an edit request with its
 * deadline, or a removal with its reason, and the owner's answer. While a message is open the owner can
 * answer it ("Fixed: …" once the listing is edited, or why it is right as it is).
 */
export function ModerationNotices({ notices }: { notices: MyModerationNotice[] }) {
  if (!notices.length) return null;
  return (
    <div className="space-y-2">
      {notices.map((notice) => (
        <NoticeCard key={notice.id} notice={notice} />
      ))}
    </div>
  );
}

function NoticeCard({ notice }: { notice: MyModerationNotice }) {
  const { t } = useLingui();
  const formatLocale = useFormatLocale();
  const id = useId();
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const reply = useMutation({
    mutationFn: (message: string) => replyToModerationNotice(notice.id, message),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.moderationNotices }),
  });
  const waiting = notice.status === "open";
  const due = notice.dueAt ? formatDate(notice.dueAt, "long", formatLocale) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reply.isPending) return;
    if (!answer.trim()) {
      setFieldError(t`Write your answer`);
      return;
    }
    setFieldError(null);
    reply.mutate(answer.trim());
  };
  const heading =
    notice.kind === "edit-request"
      ? t`Moderators ask you to change this listing`
      : t`Moderators removed this listing`;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-lg border border-orange-300 bg-orange-50 p-3 text-sm text-orange-950"
    >
      <h4 id={`${id}-heading`} className="flex items-center gap-1.5 font-semibold">
        <ShieldAlert className="size-4 shrink-0" aria-hidden="true" />
        {heading}
      </h4>
      <p className="mt-1 whitespace-pre-line" dir="auto">
        {notice.message}
      </p>
      {notice.kind === "edit-request" && waiting && due && (
        <p className="mt-1 font-medium">
          <Trans>Edit the listing and answer by {due}, or it will be unpublished.</Trans>
        </p>
      )}
      {notice.status === "expired" && (
        <p className="mt-1 font-medium">
          <Trans>The days to answer passed, so the listing was unpublished.</Trans>
        </p>
      )}
      {notice.status === "closed" && (
        <p className="mt-1 font-medium">
          <Trans>A moderator has decided; this message is closed.</Trans>
        </p>
      )}
      {notice.ownerReply && (
        <div className="mt-2 rounded-md bg-white/70 p-2">
          <p className="font-medium">
            {notice.status === "answered" ? (
              <Trans>Your answer (a moderator will look at it):</Trans>
            ) : (
              <Trans>Your answer:</Trans>
            )}
          </p>
          <p className="whitespace-pre-line" dir="auto">
            {notice.ownerReply}
          </p>
        </div>
      )}
      {waiting && (
        <form method="post" noValidate onSubmit={submit} className="mt-2 space-y-2">
          <label htmlFor={`${id}-answer`} className="block font-medium">
            <Trans>Answer the moderators</Trans>
          </label>
          <Textarea
            id={`${id}-answer`}
            dir="auto"
            rows={2}
            value={answer}
            maxLength={2000}
            placeholder={t`Fixed: I replaced the photos.`}
            onChange={(event) => setAnswer(event.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${id}-answer-error` : undefined}
            className="bg-white"
          />
          {fieldError && (
            <p id={`${id}-answer-error`} className="font-medium text-destructive">
              {fieldError}
            </p>
          )}
          {reply.isError && (
            <p role="alert" className="font-medium text-destructive">
              {errorText(reply.error)}
            </p>
          )}
          <Button type="submit" size="sm" disabled={reply.isPending}>
            <Trans>Send answer</Trans>
          </Button>
        </form>
      )}
    </section>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { REPLY_BODY_MAX, type Conversation } from "@shared/conversation";
import { formatDateTime } from "@shared/format";
import { textLanguage } from "@shared/listing-text";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { ApiRequestError } from "@/lib/api-client";
import { errorText } from "@/lib/error-text";
import { useFormatLocale } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import {
  getConversationQueryOptions,
  markConversationRead,
  refreshConversations,
  sendReply,
} from "../api/conversations-api";

/**
 * An enquiry's thread and the reply form, for either party (docs/decisions/0054-conversations.md). Opening it
 * marks it read for the reader's side. A draft keeps one Idempotency-Key until it is sent, so a double
 * click or a retry sends it once.
 */
export function ConversationThread({ id }: { id: number }) {
  const { t } = useLingui();
  const { data: conversation, error, isPending } = useQuery(getConversationQueryOptions(id));
  const queryClient = useQueryClient();
  const unread = conversation?.unread ?? 0;
  useEffect(() => {
    if (unread > 0)
      void markConversationRead(id)
        .then(() => refreshConversations(queryClient, id))
        .catch(() => undefined);
  }, [id, unread, queryClient]);
  if (isPending) return <p className="text-sm text-muted-foreground">{t`Loading the conversation…`}</p>;
  if (error || !conversation)
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorText(error)}
      </p>
    );
  return (
    <div className="space-y-3">
      <Messages conversation={conversation} />
      {conversation.visitorDeleted ? (
        <p className="text-sm text-muted-foreground">
          <Trans>The sender has deleted their account, so replies cannot reach them.</Trans>
        </p>
      ) : conversation.listerDeleted ? (
        <p className="text-sm text-muted-foreground">
          <Trans>This lister has left the site; the conversation is closed.</Trans>
        </p>
      ) : (
        <ReplyForm id={id} />
      )}
    </div>
  );
}

function Messages({ conversation }: { conversation: Conversation }) {
  const { t } = useLingui();
  const formatLocale = useFormatLocale();
  return (
    <ol className="space-y-2" aria-label={t`Messages`}>
      {conversation.messages.map((message) => (
        <li
          key={message.id}
          className={cn(
            "max-w-[85%] rounded-lg border px-3 py-2 text-sm",
            message.mine ? "ms-auto bg-primary/10" : "me-auto bg-card",
          )}
        >
          <p className="text-xs text-muted-foreground">
            {message.mine ? t`You` : message.side === "owner" ? t`The lister` : t`The enquirer`}
            {" · "}
            <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, formatLocale)}</time>
          </p>
          <p className="mt-1 whitespace-pre-line break-words" lang={textLanguage(message.body)} dir="auto">
            {message.body}
          </p>
        </li>
      ))}
    </ol>
  );
}

function ReplyForm({ id }: { id: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const fieldId = useId();
  const [body, setBody] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  const send = useMutation({
    mutationFn: (text: string) => {
      key.current ??= crypto.randomUUID();
      return sendReply(id, text, key.current);
    },
    onSuccess: async () => {
      key.current = null;
      setBody("");
      setFieldError(null);
      await refreshConversations(queryClient, id);
    },
    onError: (error) => {
      // A refusal the server decided ends this attempt; a lost answer keeps the key for the retry.
      if (
        error instanceof ApiRequestError &&
        error.status >= 400 &&
        error.status < 500 &&
        error.status !== 409
      )
        key.current = null;
      // The server words its errors in the page's language.
      const bodyError = error instanceof ApiRequestError ? error.fieldErrors.body?.[0] : undefined;
      setFieldError(bodyError ?? errorText(error));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const text = body.trim();
    if (!text) return setFieldError(t`Enter a message`);
    if (text.length > REPLY_BODY_MAX) return setFieldError(t`Message must be at most 4,000 characters`);
    send.mutate(text);
  };
  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-2">
      <label htmlFor={fieldId} className="text-sm font-medium">
        <Trans>Your reply</Trans>
      </label>
      <Textarea
        id={fieldId}
        dir="auto"
        rows={3}
        value={body}
        maxLength={REPLY_BODY_MAX}
        onChange={(event) => {
          setBody(event.target.value);
          key.current = null;
        }}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={fieldError ? `${fieldId}-error` : undefined}
      />
      {fieldError && (
        <p id={`${fieldId}-error`} role="alert" className="text-sm text-destructive">
          {fieldError}
        </p>
      )}
      <Button type="submit" size="sm" disabled={send.isPending}>
        <Send className="rtl:-scale-x-100" aria-hidden="true" />
        <Trans>Send reply</Trans>
      </Button>
    </form>
  );
}

/** The opened conversation under an enquiry (`panelId` is what its button's aria-controls names). */
export function ThreadPanel({ panelId, conversationId }: { panelId: string; conversationId: number }) {
  return (
    <div id={panelId} className="mt-4 border-t pt-4">
      <ConversationThread id={conversationId} />
    </div>
  );
}

/** How many messages in a conversation are unread, as a badge on the button that opens it. */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useLingui();
  return (
    <span className="rounded-full bg-primary-foreground px-1.5 text-xs font-semibold text-primary">
      {count}
      <span className="sr-only"> {t`unread`}</span>
    </span>
  );
}

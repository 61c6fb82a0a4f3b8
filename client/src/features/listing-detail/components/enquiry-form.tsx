import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { zodResolver } from "@/lib/zod-resolver";
import { CheckCircle2 } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import {
  ENQUIRY_MESSAGE_MAX,
  enquiryInputSchema,
  type EnquiryFormValues,
  type EnquiryInput,
} from "@shared/enquiry";
import { ContactFields } from "@/components/contact-fields";
import { FormFieldRow } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { ApiRequestError } from "@/lib/api-client";
import { useAuth } from "@/lib/auth";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { settled, useKeepTypedValues, useSubmitGuard } from "@/lib/form-safety";
import { useSendEnquiry } from "../api/send-enquiry";
import { isArabicText } from "../listing-text";

interface EnquiryFormProps {
  listingId: number;
  listingTitle: string;
  /** Who answers: the agent's name, or null for the owner. */
  recipient: string | null;
}

function failureText(i18n: I18n, error: Error): string {
  if (error instanceof ApiRequestError && error.status === 429) {
    return i18n._(
      msg`You have sent several enquiries in a short time. Please wait a few minutes and try again.`,
    );
  }
  if (error instanceof ApiRequestError && error.status === 404) {
    return i18n._(msg`This listing is no longer available, so the enquiry could not be sent.`);
  }
  if (error instanceof ApiRequestError && error.status === 400) {
    return i18n._(msg`Please check the highlighted fields.`);
  }
  return i18n._(msg`Your enquiry could not be sent. Please check your connection and try again.`);
}

/** Name, email, optional phone and a message; validated here and again by the server with the same schema. */
export function EnquiryForm({ listingId, listingTitle, recipient }: EnquiryFormProps) {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  // A person's name is theirs, in whatever script they wrote it.
  const name = recipient ? (
    <span dir="auto" translate="no">
      {recipient}
    </span>
  ) : null;
  const send = useSendEnquiry(listingId);
  const form = useForm<EnquiryFormValues, unknown, EnquiryInput>({
    resolver: zodResolver(enquiryInputSchema),
    // Signed in, the server knows who is writing too: the page arrives with the name and email filled in.
    defaultValues: {
      name: user?.username ?? "",
      email: user?.email ?? "",
      phone: "",
      // The title is quoted when it is in the page's language; an owner's title in another language would
      // make the message half in one language and half in the other.
      message:
        isArabicText(listingTitle) === (i18n.locale === "ar")
          ? t`Hello, I'm interested in "${listingTitle}". Is it still available, and when could I view it?`
          : t`Hello, I'm interested in this property. Is it still available, and when could I view it?`,
    },
  });

  // Signing in after the page loaded: fill in who is writing, without overwriting typing.
  useEffect(() => {
    if (!user) return;
    if (!form.getValues("name")) form.setValue("name", user.username);
    if (!form.getValues("email")) form.setValue("email", user.email);
  }, [user, form]);

  const formRef = useKeepTypedValues(form);
  const { guard, pending } = useSubmitGuard();
  const onSubmit = guard(
    form.handleSubmit((values) =>
      settled(send.mutateAsync(values, { onError: (error) => applyServerFieldErrors(form, error) })),
    ),
  );

  if (send.isSuccess) {
    return (
      <div role="status" className="space-y-3 rounded-lg border border-primary/30 bg-secondary/60 p-4">
        <p className="flex items-center gap-2 font-semibold">
          <CheckCircle2 className="size-5 text-primary" aria-hidden="true" />
          <Trans>Enquiry sent</Trans>
        </p>
        <p className="text-sm text-muted-foreground">
          {name ? (
            <Trans>
              {name} will reply to <bdi translate="no">{send.data.email}</bdi>.
            </Trans>
          ) : (
            <Trans>
              The owner will reply to <bdi translate="no">{send.data.email}</bdi>.
            </Trans>
          )}
        </p>
        {user && (
          <p className="text-sm">
            <Link
              href="/dashboard?tab=my-enquiries"
              className="text-primary underline-offset-4 hover:underline"
            >
              <Trans>Follow the conversation in My enquiries</Trans>
            </Link>
          </p>
        )}
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            send.reset();
            form.setValue("message", "");
          }}
        >
          <Trans>Send another message</Trans>
        </Button>
      </div>
    );
  }

  return (
    <Form {...form}>
      <form
        method="post"
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        className="space-y-4"
        aria-label={t`Enquiry`}
      >
        {send.isError && (
          <p
            role="alert"
            className="rounded-md border border-destructive/50 bg-destructive/5 p-3 text-sm text-destructive"
          >
            {failureText(i18n, send.error)}
          </p>
        )}
        <ContactFields />
        <FormFieldRow
          control={form.control}
          name="message"
          label={t`Message`}
          description={
            // The email and phone reach the lister only once they reply in the site (docs/decisions/0054).
            name ? (
              <Trans>
                Goes to {name} with your name; they see your email and phone once they reply to you.
              </Trans>
            ) : (
              <Trans>
                Goes to the owner with your name; they see your email and phone once they reply to you.
              </Trans>
            )
          }
        >
          {(field) => <Textarea rows={5} maxLength={ENQUIRY_MESSAGE_MAX} dir="auto" {...field} />}
        </FormFieldRow>
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? <Trans>Sending…</Trans> : <Trans>Send enquiry</Trans>}
        </Button>
      </form>
    </Form>
  );
}

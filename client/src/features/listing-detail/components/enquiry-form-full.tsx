import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { zodResolver } from "@/lib/zod-resolver";
import { CheckCircle2 } from "lucide-react";
import { useEffect, useLayoutEffect } from "react";
import { useForm, type Path } from "react-hook-form";
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
import {
  DeliveryNote,
  enquiryDefaults,
  recipientName,
  type EnquiryFormProps,
  type StartedForm,
} from "./enquiry-form";

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

/**
 * Name, email, optional phone and a message; validated here and again by the server with the same schema.
 * Loaded when the visitor starts using the plain form the page shows first (enquiry-form.tsx), and put in
 * its place when they send: it takes over with what was typed there and the focus where it was, and sends.
 */
export function FullEnquiryForm({
  listingId,
  listingTitle,
  recipient,
  started,
}: EnquiryFormProps & { started: StartedForm }) {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  // A person's name is theirs, in whatever script they wrote it.
  const name = recipientName(recipient);
  const send = useSendEnquiry(listingId);
  const form = useForm<EnquiryFormValues, unknown, EnquiryInput>({
    resolver: zodResolver(enquiryInputSchema),
    // Signed in, the server knows who is writing too: the page arrives with the name and email filled in.
    defaultValues: enquiryDefaults(user, listingTitle, i18n),
  });

  // Signing in after the page loaded: fill in who is writing, without overwriting typing.
  useEffect(() => {
    if (!user) return;
    if (!form.getValues("name")) form.setValue("name", user.username);
    if (!form.getValues("email")) form.setValue("email", user.email);
  }, [user, form]);

  const formRef = useKeepTypedValues(form);
  // What the plain form held becomes this form's, before the browser paints it.
  useLayoutEffect(() => {
    for (const [name, value] of Object.entries(started.values))
      form.setValue(name as Path<EnquiryFormValues>, value, { shouldDirty: true });
    const focused = started.focused && formRef.current?.elements.namedItem(started.focused.name);
    if (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement) {
      focused.focus();
      if (started.focused?.selection) focused.setSelectionRange(...started.focused.selection);
    }
    // Once, on mount: the plain form is gone from here on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const { guard, pending } = useSubmitGuard();
  const onSubmit = guard(
    form.handleSubmit((values) =>
      settled(send.mutateAsync(values, { onError: (error) => applyServerFieldErrors(form, error) })),
    ),
  );
  // Sent from the plain form (or before hydration): sent now, once, through this form's own checks.
  useEffect(() => {
    formRef.current?.requestSubmit();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
          description={<DeliveryNote name={name} />}
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

import { msg } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { zodResolver } from "@/lib/zod-resolver";
import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { slugify } from "@shared/locations";
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_SUBJECTS,
  contactInputSchema,
  type ContactInput,
  type ContactMessage,
  type ContactSubject,
} from "@shared/contact";
import { ContactFields } from "@/components/contact-fields";
import { FormFieldRow, SelectField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/hooks/use-toast";
import { ApiRequestError } from "@/lib/api-client";
import { formatCount } from "@shared/format";
import { useFormatLocale } from "@/lib/i18n";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { settled, useKeepTypedValues, useSubmitGuard } from "@/lib/form-safety";
import { useSendContactMessage } from "../api/send-contact-message";

/** contactInputSchema's limits: the boxes stop where the server would refuse. */
const CONTACT_FIELD_MAX_LENGTHS = { name: 100, email: 254, phone: 32 };
/** The subjects are stored in English (contact_messages.subject); people read them in the page's language. */
const SUBJECT_LABELS: Record<ContactSubject, MessageDescriptor> = {
  "General question": msg`General question`,
  "Listing problem": msg`Listing problem`,
  "Report a listing": msg`Report a listing`,
  "Agencies and advertising": msg`Agencies and advertising`,
  "Privacy request": msg`Privacy request`,
  Other: msg`Other`,
};

/** `?subject=report-a-listing` preselects a subject, so other pages can link straight to the right form. */
export function subjectFromParam(value: string | null): ContactSubject | undefined {
  return CONTACT_SUBJECTS.find((subject) => slugify(subject) === value);
}

function explainFailure(error: unknown, i18n: I18n): { title: string; description: string } {
  if (error instanceof ApiRequestError && error.status === 429) {
    return {
      title: i18n._(msg`Too many messages`),
      description: i18n._(
        msg`You have sent several messages in a short time. Please wait a few minutes and try again.`,
      ),
    };
  }
  const title = i18n._(msg`Message not sent`);
  if (error instanceof ApiRequestError && error.status === 400) {
    return { title, description: i18n._(msg`Please check the form and try again.`) };
  }
  if (error instanceof ApiRequestError) {
    return {
      title,
      description: i18n._(
        msg`Something went wrong on our side. Your text is still in the form; please try again.`,
      ),
    };
  }
  return {
    title,
    description: i18n._(msg`We could not reach the server. Check your connection and try again.`),
  };
}

function ThankYou({ name, onAnother }: { name: string; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Move focus to the confirmation so keyboard and screen reader users hear that the message went.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="rounded-xl border border-primary/30 bg-secondary/60 p-6 sm:p-8" role="status">
      <CheckCircle2 className="size-8 text-primary" aria-hidden="true" />
      <h2 ref={heading} tabIndex={-1} className="mt-3 text-2xl font-semibold focus:outline-none">
        <Trans>
          Thank you, <bdi dir="auto">{name}</bdi>
        </Trans>
      </h2>
      <p className="mt-2 leading-relaxed">
        <Trans>
          Your message has been sent. We read every message and reply by email to the address you gave.
        </Trans>
      </p>
      <Button type="button" variant="outline" className="mt-6" onClick={onAnother}>
        <Trans>Send another message</Trans>
      </Button>
    </div>
  );
}

/** The contact form: validated with the server's own schema, server field errors shown beside the fields. */
export function ContactForm({ initialSubject }: { initialSubject?: ContactSubject }) {
  const { t, i18n } = useLingui();
  const locale = useFormatLocale();
  const subjectOptions = CONTACT_SUBJECTS.map((subject) => ({
    value: subject,
    label: i18n._(SUBJECT_LABELS[subject]),
  }));
  const [sentBy, setSentBy] = useState<string | null>(null);
  const send = useSendContactMessage();
  const form = useForm<ContactInput, unknown, ContactMessage>({
    resolver: zodResolver(contactInputSchema),
    defaultValues: { name: "", email: "", phone: "", subject: initialSubject, message: "" },
  });
  const messageLength = form.watch("message")?.length ?? 0;
  const typed = formatCount(messageLength, locale);
  const limit = formatCount(CONTACT_MESSAGE_MAX, locale);
  const formRef = useKeepTypedValues(form);
  const { guard, pending } = useSubmitGuard();

  const onSubmit = (values: ContactMessage) =>
    settled(
      send.mutateAsync(values, {
        onSuccess: () => {
          setSentBy(values.name);
          form.reset({ name: "", email: "", phone: "", subject: undefined, message: "" });
          // The server's receipt is in English; the page says the same in its own language.
          toast({
            title: t`Message sent`,
            description: t`Thank you. Your message has been sent and we will reply by email.`,
          });
        },
        onError: (error) => {
          applyServerFieldErrors(form, error);
          toast({ ...explainFailure(error, i18n), variant: "destructive" });
        },
      }),
    );

  if (sentBy) return <ThankYou name={sentBy} onAnother={() => setSentBy(null)} />;

  return (
    <Form {...form}>
      <form
        method="post"
        ref={formRef}
        onSubmit={guard(form.handleSubmit(onSubmit))}
        noValidate
        className="space-y-5"
        aria-label={t`Contact us`}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <ContactFields
            maxLength={CONTACT_FIELD_MAX_LENGTHS}
            phoneHint={
              <Trans>
                If you would rather we call, e.g. <bdi dir="ltr">+971 50 123 4567</bdi>.
              </Trans>
            }
          />
          <SelectField
            control={form.control}
            name="subject"
            label={t`Subject`}
            placeholder={t`Choose a subject`}
            options={subjectOptions}
          />
        </div>
        <FormFieldRow
          control={form.control}
          name="message"
          label={t`Message`}
          description={
            <Trans>
              If it is about a listing, include its link or number. <bdi>{typed}</bdi> of <bdi>{limit}</bdi>{" "}
              characters.
            </Trans>
          }
        >
          {(field) => <Textarea rows={7} maxLength={CONTACT_MESSAGE_MAX} dir="auto" {...field} />}
        </FormFieldRow>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button type="submit" size="lg" disabled={pending}>
            {pending ? t`Sending…` : t`Send message`}
          </Button>
          <p className="text-sm text-muted-foreground">
            <Trans>
              We use your details only to answer you; see our{" "}
              <Link href="/privacy-policy" className="font-medium text-primary underline underline-offset-2">
                privacy policy
              </Link>
              .
            </Trans>
          </p>
        </div>
      </form>
    </Form>
  );
}

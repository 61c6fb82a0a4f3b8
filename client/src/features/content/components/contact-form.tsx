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
import { applyServerFieldErrors } from "@/lib/form-errors";
import { settled, useKeepTypedValues, useSubmitGuard } from "@/lib/form-safety";
import { useSendContactMessage } from "../api/send-contact-message";

/** contactInputSchema's limits: the boxes stop where the server would refuse. */
const CONTACT_FIELD_MAX_LENGTHS = { name: 100, email: 254, phone: 32 };
const SUBJECT_OPTIONS = CONTACT_SUBJECTS.map((subject) => ({ value: subject, label: subject }));

/** `?subject=report-a-listing` preselects a subject, so other pages can link straight to the right form. */
export function subjectFromParam(value: string | null): ContactSubject | undefined {
  return CONTACT_SUBJECTS.find((subject) => slugify(subject) === value);
}

function explainFailure(error: unknown): { title: string; description: string } {
  if (error instanceof ApiRequestError && error.status === 429) {
    return {
      title: "Too many messages",
      description: "You have sent several messages in a short time. Please wait a few minutes and try again.",
    };
  }
  if (error instanceof ApiRequestError && error.status === 400) {
    return { title: "Message not sent", description: "Please check the form and try again." };
  }
  if (error instanceof ApiRequestError) {
    return {
      title: "Message not sent",
      description: "Something went wrong on our side. Your text is still in the form; please try again.",
    };
  }
  return {
    title: "Message not sent",
    description: "We could not reach the server. Check your connection and try again.",
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
        Thank you, {name}
      </h2>
      <p className="mt-2 leading-relaxed">
        Your message has been sent. We read every message and reply by email to the address you gave.
      </p>
      <Button type="button" variant="outline" className="mt-6" onClick={onAnother}>
        Send another message
      </Button>
    </div>
  );
}

/** The contact form: validated with the server's own schema, server field errors shown beside the fields. */
export function ContactForm({ initialSubject }: { initialSubject?: ContactSubject }) {
  const [sentBy, setSentBy] = useState<string | null>(null);
  const send = useSendContactMessage();
  const form = useForm<ContactInput, unknown, ContactMessage>({
    resolver: zodResolver(contactInputSchema),
    defaultValues: { name: "", email: "", phone: "", subject: initialSubject, message: "" },
  });
  const messageLength = form.watch("message")?.length ?? 0;
  const formRef = useKeepTypedValues(form);
  const { guard, pending } = useSubmitGuard();

  const onSubmit = (values: ContactMessage) =>
    settled(
      send.mutateAsync(values, {
        onSuccess: (receipt) => {
          setSentBy(values.name);
          form.reset({ name: "", email: "", phone: "", subject: undefined, message: "" });
          toast({ title: "Message sent", description: receipt.message });
        },
        onError: (error) => {
          applyServerFieldErrors(form, error);
          toast({ ...explainFailure(error), variant: "destructive" });
        },
      }),
    );

  if (sentBy) return <ThankYou name={sentBy} onAnother={() => setSentBy(null)} />;

  return (
    <Form {...form}>
      <form
        ref={formRef}
        onSubmit={guard(form.handleSubmit(onSubmit))}
        noValidate
        className="space-y-5"
        aria-label="Contact us"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <ContactFields
            maxLength={CONTACT_FIELD_MAX_LENGTHS}
            phoneHint="If you would rather we call, e.g. +971 50 123 4567."
          />
          <SelectField
            control={form.control}
            name="subject"
            label="Subject"
            placeholder="Choose a subject"
            options={SUBJECT_OPTIONS}
          />
        </div>
        <FormFieldRow
          control={form.control}
          name="message"
          label="Message"
          description={
            <>
              If it is about a listing, include its link or number. {formatCount(messageLength)} of{" "}
              {formatCount(CONTACT_MESSAGE_MAX)} characters.
            </>
          }
        >
          {(field) => <Textarea rows={7} maxLength={CONTACT_MESSAGE_MAX} {...field} />}
        </FormFieldRow>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button type="submit" size="lg" disabled={pending}>
            {pending ? "Sending…" : "Send message"}
          </Button>
          <p className="text-sm text-muted-foreground">
            We use your details only to answer you; see our{" "}
            <Link href="/privacy-policy" className="font-medium text-primary underline underline-offset-2">
              privacy policy
            </Link>
            .
          </p>
        </div>
      </form>
    </Form>
  );
}

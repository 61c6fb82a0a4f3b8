import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { ENQUIRY_MESSAGE_MAX } from "@shared/enquiry-limits";
import type { User } from "@shared/user";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useAuth } from "@/lib/auth";
import { takeTypedBeforeHydration } from "@/lib/form-safety";
import { isArabicText } from "../listing-text";

export interface EnquiryFormProps {
  listingId: number;
  listingTitle: string;
  /** Who answers: the agent's name, or null for the owner. */
  recipient: string | null;
}

/** What the plain form hands the full one when the visitor sends: what was typed, where the focus was. */
export interface StartedForm {
  values: Record<string, string>;
  focused: { name: string; selection: [number, number] | null } | null;
}

type FullForm = ComponentType<EnquiryFormProps & { started: StartedForm }>;

/** The form's boxes as the page first shows them: signed in, the name and email filled in. */
export function enquiryDefaults(user: User | null, listingTitle: string, i18n: I18n) {
  return {
    name: user?.username ?? "",
    email: user?.email ?? "",
    phone: "",
    // The title is quoted when it is in the page's language; an owner's title in another language would
    // make the message half in one language and half in the other.
    message:
      isArabicText(listingTitle) === (i18n.locale === "ar")
        ? i18n._(
            msg`Hello, I'm interested in "${listingTitle}". Is it still available, and when could I view it?`,
          )
        : i18n._(
            msg`Hello, I'm interested in this property. Is it still available, and when could I view it?`,
          ),
  };
}

/** The agent's name as the form writes it (in its own direction, never machine-translated), or null. */
export function recipientName(recipient: string | null): ReactNode {
  return recipient ? (
    <span dir="auto" translate="no">
      {recipient}
    </span>
  ) : null;
}

/** Who gets the enquiry and when they see the sender's email and phone (docs/decisions/0054). */
export function DeliveryNote({ name }: { name: ReactNode }) {
  return name ? (
    <Trans>Goes to {name} with your name; they see your email and phone once they reply to you.</Trans>
  ) : (
    <Trans>Goes to the owner with your name; they see your email and phone once they reply to you.</Trans>
  );
}

const loadFullForm = () => import("./enquiry-form-full").then((module) => module.FullEnquiryForm);

/** What the visitor changed in the plain form, and where they are in it. */
function startedFrom(form: HTMLFormElement): StartedForm {
  const values: Record<string, string> = {};
  for (const control of form.elements) {
    if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) continue;
    if (control.name && control.value !== control.defaultValue) values[control.name] = control.value;
  }
  const active = document.activeElement;
  const inForm =
    (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) &&
    active.form === form &&
    active.name;
  return {
    values,
    focused: inForm
      ? {
          name: active.name,
          // An email box has no text selection to read (null), a text box and a textarea do.
          selection:
            active.selectionStart === null || active.selectionEnd === null
              ? null
              : [active.selectionStart, active.selectionEnd],
        }
      : null,
  };
}

/**
 * The enquiry form (name, email, optional phone, message). The page shows it as plain boxes; its checks
 * (zod, react-hook-form: about 50 KB gzip) start loading when the visitor first focuses it or types (issue
 * 26's first visit budget). The full form (enquiry-form-full.tsx) takes over when the visitor sends, with
 * what was typed, and sends it through its checks; a send before hydration (lib/early-click.ts holds it)
 * too. Not before: new boxes in the middle of typing lose what the browser keeps and cannot hand over, such
 * as an email box's selection, so the next key would add to the old text instead of replacing it. The full
 * form shows no field error before a send anyway (react-hook-form's default mode).
 */
export function EnquiryForm(props: EnquiryFormProps) {
  const [loaded, setLoaded] = useState<{ Form: FullForm } | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const loading = useRef<Promise<FullForm> | null>(null);
  const started = useRef<StartedForm | null>(null);

  const preload = () =>
    (loading.current ??= loadFullForm().catch((error: unknown) => {
      // The next focus or send asks again.
      loading.current = null;
      throw error;
    }));
  const send = () => {
    setLoadFailed(false);
    preload().then(
      (Form) => setLoaded({ Form }),
      () => setLoadFailed(true),
    );
  };

  if (loaded) {
    // Read from the plain form in the render that replaces it, not when the code arrived: React renders
    // and commits this in one task, so a key typed or a Send pressed in between is never lost.
    if (!started.current && formRef.current) started.current = startedFrom(formRef.current);
    return <loaded.Form {...props} started={started.current ?? { values: {}, focused: null }} />;
  }
  return (
    <PlainEnquiryForm
      {...props}
      formRef={formRef}
      loadFailed={loadFailed}
      onStart={() => void preload().catch(() => {})}
      onSend={send}
    />
  );
}

/** One labelled box, drawn as the full form's FormItem draws it (so nothing moves when it takes over). */
function PlainField({
  label,
  description,
  children,
}: {
  label: ReactNode;
  description?: ReactNode;
  children: (ids: { id: string; describedBy?: string }) => ReactNode;
}) {
  const id = useId();
  const describedBy = description ? `${id}-description` : undefined;
  return (
    <div className="space-y-2">
      <label className="text-sm font-medium leading-none" htmlFor={id}>
        {label}
      </label>
      {children({ id, describedBy })}
      {description && (
        <p id={describedBy} className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
    </div>
  );
}

function PlainEnquiryForm({
  listingTitle,
  recipient,
  formRef,
  loadFailed,
  onStart,
  onSend,
}: EnquiryFormProps & {
  formRef: React.RefObject<HTMLFormElement | null>;
  /** The full form's code did not arrive when the visitor sent. */
  loadFailed: boolean;
  onStart: () => void;
  onSend: () => void;
}) {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const defaults = enquiryDefaults(user, listingTitle, i18n);
  // Hydration writes the server's text back into a <textarea>: what was typed before it goes back in.
  useLayoutEffect(() => {
    for (const control of formRef.current?.elements ?? []) {
      const typed = takeTypedBeforeHydration(control);
      if (typeof typed === "string" && "value" in control) (control as HTMLInputElement).value = typed;
    }
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const name = recipientName(recipient);
  return (
    <form
      method="post"
      ref={formRef}
      noValidate
      onFocus={onStart}
      onInput={onStart}
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
      className="space-y-4"
      aria-label={t`Enquiry`}
    >
      {loadFailed && (
        <p
          role="alert"
          className="rounded-md border border-destructive/50 bg-destructive/5 p-3 text-sm text-destructive"
        >
          <Trans>Your enquiry could not be sent. Please check your connection and try again.</Trans>
        </p>
      )}
      <PlainField label={t`Your name`}>
        {({ id }) => (
          <Input id={id} name="name" autoComplete="name" dir="auto" defaultValue={defaults.name} />
        )}
      </PlainField>
      <PlainField label={t`Email`}>
        {({ id }) => (
          <Input
            id={id}
            name="email"
            dir="auto"
            type="email"
            autoComplete="email"
            inputMode="email"
            defaultValue={defaults.email}
          />
        )}
      </PlainField>
      <PlainField
        label={
          <Trans>
            Phone <span className="font-normal text-muted-foreground">(optional)</span>
          </Trans>
        }
      >
        {({ id }) => (
          <Input
            id={id}
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            dir="auto"
            defaultValue=""
          />
        )}
      </PlainField>
      <PlainField label={t`Message`} description={<DeliveryNote name={name} />}>
        {({ id, describedBy }) => (
          <Textarea
            id={id}
            name="message"
            rows={5}
            maxLength={ENQUIRY_MESSAGE_MAX}
            dir="auto"
            aria-describedby={describedBy}
            defaultValue={defaults.message}
          />
        )}
      </PlainField>
      <Button type="submit" className="w-full">
        <Trans>Send enquiry</Trans>
      </Button>
    </form>
  );
}

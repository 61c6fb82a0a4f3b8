import type { ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { settled, useKeepTypedValues, useSubmitGuard } from "@/lib/form-safety";

/**
 * A form that sends once however often it is clicked and keeps what was typed before hydration
 * (lib/form-safety), inside shadcn's `Form`. `onSubmit` gets the validated values (its errors are shown by
 * the caller's mutation); `children` get whether it is sending, for the submit button.
 */
export function SafeForm<T extends FieldValues, U extends FieldValues>({
  form,
  onSubmit,
  className,
  children,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form context will do
  form: UseFormReturn<T, any, U>;
  onSubmit: (values: U) => Promise<unknown>;
  className?: string;
  children: (pending: boolean) => ReactNode;
}) {
  const formRef = useKeepTypedValues(form);
  const { guard, pending } = useSubmitGuard();
  return (
    <Form {...form}>
      {/*
        Post, never the browser's default GET: sent before the page's code ran, the head's recorder holds the
        send until the form has hydrated (docs/decisions/0059), and what was typed never reaches an address.
      */}
      <form
        method="post"
        ref={formRef}
        noValidate
        className={className}
        onSubmit={guard(form.handleSubmit((values) => settled(onSubmit(values))))}
      >
        {children(pending)}
      </form>
    </Form>
  );
}

/** The form's full-width submit button, which says what it is doing while the form is sending. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" className="w-full" disabled={pending}>
      {pending ? pendingLabel : children}
    </Button>
  );
}

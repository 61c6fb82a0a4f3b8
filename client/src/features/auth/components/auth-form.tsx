import type { ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import { SafeForm } from "@/components/safe-form";
import { applyServerFieldErrors } from "@/lib/form-errors";

/** How the auth forms send: a mutation's `mutateAsync`, told what to do on success and on error. */
type Send<T> = (
  values: T,
  handlers: { onSuccess: () => void; onError: (error: unknown) => void },
) => Promise<unknown>;

/**
 * A sign-in or registration form: sends the values once through `send`, calls `onDone` when it succeeds and
 * puts the server's field errors next to their fields when it does not.
 */
export function AuthForm<T extends Record<string, string>>({
  form,
  send,
  onDone,
  children,
}: {
  form: UseFormReturn<T>;
  send: Send<T>;
  onDone: () => void;
  children: (pending: boolean) => ReactNode;
}) {
  return (
    <SafeForm
      form={form}
      className="space-y-4"
      onSubmit={(values) =>
        send(values, { onSuccess: onDone, onError: (error) => applyServerFieldErrors(form, error) })
      }
    >
      {children}
    </SafeForm>
  );
}

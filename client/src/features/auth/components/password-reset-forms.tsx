import { Trans, useLingui } from "@lingui/react/macro";
import { errorText } from "@/lib/error-text";
import { zodResolver } from "@/lib/zod-resolver";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import {
  confirmPasswordResetSchema,
  requestPasswordResetSchema,
  type ConfirmPasswordResetInput,
  type RequestPasswordResetInput,
} from "@shared/password-reset";
import { TextField } from "@/components/form-field";
import { SafeForm, SubmitButton } from "@/components/safe-form";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { ApiRequestError, apiRequest } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";

/**
 * The API's answer is a fixed sentence in English; the forms say the same in the page's language, so only
 * whether it succeeded is taken from it.
 */
async function post<T>(url: string, body: T): Promise<void> {
  await apiRequest("POST", url, body);
}

export function RequestResetForm() {
  const { t } = useLingui();
  const form = useForm<RequestPasswordResetInput>({
    resolver: zodResolver(requestPasswordResetSchema),
    defaultValues: { email: "" },
  });
  const request = useMutation({
    mutationFn: (values: RequestPasswordResetInput) => post("/api/password-reset/request", values),
    onError: (error) => {
      if (!applyServerFieldErrors(form, error))
        toast({ title: t`Could not send the link`, description: errorText(error), variant: "destructive" });
    },
  });
  if (request.isSuccess) {
    return (
      <div role="status" className="rounded-lg border bg-secondary/50 p-4">
        <p className="font-medium">
          <Trans>Check your email</Trans>
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          <Trans>
            If an account uses that email, we have sent it a link to choose a new password. The link works
            once, within an hour.
          </Trans>
        </p>
      </div>
    );
  }
  return (
    <SafeForm form={form} className="space-y-4" onSubmit={(values) => request.mutateAsync(values)}>
      {(pending) => (
        <>
          <TextField
            control={form.control}
            name="email"
            label={t`Email of your account`}
            type="email"
            autoComplete="email"
            dir="auto"
          />
          <SubmitButton pending={pending} pendingLabel={t`Sending…`}>
            <Trans>Send reset link</Trans>
          </SubmitButton>
        </>
      )}
    </SafeForm>
  );
}

export function ChooseNewPasswordForm({ token }: { token: string }) {
  const { t } = useLingui();
  const form = useForm<ConfirmPasswordResetInput>({
    resolver: zodResolver(confirmPasswordResetSchema),
    defaultValues: { token, password: "" },
  });
  const confirm = useMutation({
    mutationFn: (values: ConfirmPasswordResetInput) => post("/api/password-reset/confirm", values),
    onError: (error) => {
      applyServerFieldErrors(form, error);
      const tokenError = error instanceof ApiRequestError ? error.fieldErrors.token?.[0] : undefined;
      toast({
        title: t`Password not changed`,
        description: tokenError ?? errorText(error),
        variant: "destructive",
      });
    },
  });
  if (confirm.isSuccess) {
    return (
      <div role="status" className="space-y-3 rounded-lg border bg-secondary/50 p-4">
        <p className="font-medium">
          <Trans>Your password has been changed. Sign in with the new one.</Trans>
        </p>
        <Button asChild>
          <Link href="/auth">
            <Trans>Sign in</Trans>
          </Link>
        </Button>
      </div>
    );
  }
  const tokenError = form.formState.errors.token?.message;
  return (
    <SafeForm form={form} className="space-y-4" onSubmit={(values) => confirm.mutateAsync(values)}>
      {(pending) => (
        <>
          {tokenError && (
            <p role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive">
              {tokenError}{" "}
              <Trans>
                <Link href="/forgot-password" className="underline">
                  Ask for a new link
                </Link>
                .
              </Trans>
            </p>
          )}
          <TextField
            control={form.control}
            name="password"
            label={t`New password`}
            type="password"
            autoComplete="new-password"
          />
          <SubmitButton pending={pending} pendingLabel={t`Saving…`}>
            <Trans>Set new password</Trans>
          </SubmitButton>
        </>
      )}
    </SafeForm>
  );
}

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

async function post<T>(url: string, body: T): Promise<string> {
  const answer = (await (await apiRequest("POST", url, body)).json()) as { message: string };
  return answer.message;
}

export function RequestResetForm() {
  const form = useForm<RequestPasswordResetInput>({
    resolver: zodResolver(requestPasswordResetSchema),
    defaultValues: { email: "" },
  });
  const request = useMutation({
    mutationFn: (values: RequestPasswordResetInput) => post("/api/password-reset/request", values),
    onError: (error) => {
      if (!applyServerFieldErrors(form, error))
        toast({ title: "Could not send the link", description: errorText(error), variant: "destructive" });
    },
  });
  if (request.isSuccess) {
    return (
      <div role="status" className="rounded-lg border bg-secondary/50 p-4">
        <p className="font-medium">Check your email</p>
        <p className="mt-1 text-sm text-muted-foreground">{request.data}</p>
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
            label="Email of your account"
            type="email"
            autoComplete="email"
          />
          <SubmitButton pending={pending} pendingLabel="Sending…">
            Send reset link
          </SubmitButton>
        </>
      )}
    </SafeForm>
  );
}

export function ChooseNewPasswordForm({ token }: { token: string }) {
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
        title: "Password not changed",
        description: tokenError ?? errorText(error),
        variant: "destructive",
      });
    },
  });
  if (confirm.isSuccess) {
    return (
      <div role="status" className="space-y-3 rounded-lg border bg-secondary/50 p-4">
        <p className="font-medium">{confirm.data}</p>
        <Button asChild>
          <Link href="/auth">Sign in</Link>
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
              <Link href="/forgot-password" className="underline">
                Ask for a new link
              </Link>
              .
            </p>
          )}
          <TextField
            control={form.control}
            name="password"
            label="New password"
            type="password"
            autoComplete="new-password"
          />
          <SubmitButton pending={pending} pendingLabel="Saving…">
            Set new password
          </SubmitButton>
        </>
      )}
    </SafeForm>
  );
}

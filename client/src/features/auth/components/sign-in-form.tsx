import { zodResolver } from "@/lib/zod-resolver";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { loginInputSchema, type LoginInput } from "@shared/user";
import { TextField } from "@/components/form-field";
import { SafeForm, SubmitButton } from "@/components/safe-form";
import { useAuth } from "@/lib/auth";
import { applyServerFieldErrors } from "@/lib/form-errors";

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { loginMutation } = useAuth();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { username: "", password: "" },
  });
  return (
    <SafeForm
      form={form}
      className="space-y-4"
      onSubmit={(values) =>
        loginMutation.mutateAsync(values, {
          onSuccess: onSignedIn,
          onError: (error) => applyServerFieldErrors(form, error),
        })
      }
    >
      {(pending) => (
        <>
          <TextField
            control={form.control}
            name="username"
            label="Username or email"
            autoComplete="username"
          />
          <TextField
            control={form.control}
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            labelAside={
              <Link href="/forgot-password" className="text-sm text-primary hover:underline">
                Forgot password?
              </Link>
            }
          />
          <SubmitButton pending={pending} pendingLabel="Signing in…">
            Sign in
          </SubmitButton>
        </>
      )}
    </SafeForm>
  );
}

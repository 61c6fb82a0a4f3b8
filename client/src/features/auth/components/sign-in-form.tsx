import { Trans, useLingui } from "@lingui/react/macro";
import { zodResolver } from "@/lib/zod-resolver";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { loginInputSchema, type LoginInput } from "@shared/user";
import { TextField } from "@/components/form-field";
import { SubmitButton } from "@/components/safe-form";
import { useAuth } from "@/lib/auth";
import { AuthForm } from "./auth-form";

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useLingui();
  const { loginMutation } = useAuth();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { username: "", password: "" },
  });
  return (
    <AuthForm form={form} send={loginMutation.mutateAsync} onDone={onSignedIn}>
      {(pending) => (
        <>
          <TextField
            control={form.control}
            name="username"
            label={t`Username or email`}
            autoComplete="username"
            dir="auto"
          />
          <TextField
            control={form.control}
            name="password"
            label={t`Password`}
            type="password"
            autoComplete="current-password"
            labelAside={
              <Link href="/forgot-password" className="text-sm text-primary hover:underline">
                <Trans>Forgot password?</Trans>
              </Link>
            }
          />
          <SubmitButton pending={pending} pendingLabel={t`Signing in…`}>
            <Trans>Sign in</Trans>
          </SubmitButton>
        </>
      )}
    </AuthForm>
  );
}

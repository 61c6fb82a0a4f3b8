import { Trans, useLingui } from "@lingui/react/macro";
import { zodResolver } from "@/lib/zod-resolver";
import { useForm } from "react-hook-form";
import { registerInputSchema, type RegisterInput } from "@shared/user";
import { TextField } from "@/components/form-field";
import { SubmitButton } from "@/components/safe-form";
import { useAuth } from "@/lib/auth";
import { AuthForm } from "./auth-form";

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useLingui();
  const { registerMutation } = useAuth();
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerInputSchema),
    defaultValues: { username: "", email: "", password: "" },
  });
  // A double tap on "Create account" sends one request (a second would answer 409 "taken").
  return (
    <AuthForm form={form} send={registerMutation.mutateAsync} onDone={onRegistered}>
      {(pending) => (
        <>
          <TextField
            control={form.control}
            name="username"
            label={t`Username`}
            autoComplete="username"
            dir="auto"
            description={t`3–32 letters, digits, dots, dashes or underscores. Shown on your listings.`}
          />
          <TextField
            control={form.control}
            name="email"
            label={t`Email`}
            type="email"
            autoComplete="email"
            dir="auto"
          />
          <TextField
            control={form.control}
            name="password"
            label={t`Password`}
            type="password"
            autoComplete="new-password"
            description={t`At least 8 characters. A short sentence is easy to remember and hard to guess.`}
          />
          <SubmitButton pending={pending} pendingLabel={t`Creating account…`}>
            <Trans>Create account</Trans>
          </SubmitButton>
        </>
      )}
    </AuthForm>
  );
}

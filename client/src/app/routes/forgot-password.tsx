import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useSearch } from "wouter";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { ChooseNewPasswordForm, RequestResetForm } from "@/features/auth/components/password-reset-forms";
import { usePageMeta } from "@/lib/seo";

/** Ask for a reset link; the emailed link comes back here with ?token= to set the new password. */
export default function ForgotPasswordPage() {
  const { t } = useLingui();
  const token = new URLSearchParams(useSearch()).get("token");
  const heading = token ? t`Choose a new password` : t`Forgot your password?`;
  usePageMeta({
    title: heading,
    description: t`Reset the password of your account with a one-time link sent to your email. The link works once, within an hour.`,
    path: "/forgot-password",
    noindex: true,
  });
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold">{heading}</h1>
          <CardDescription>
            {token ? (
              <Trans>
                Pick a new password for your account. You will be signed out on every other device.
              </Trans>
            ) : (
              <Trans>
                Enter the email of your account and we will send you a link to choose a new password.
              </Trans>
            )}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {token ? <ChooseNewPasswordForm token={token} /> : <RequestResetForm />}
          <p className="text-center text-sm text-muted-foreground">
            <Trans>
              Remembered it?{" "}
              <Link href="/auth" className="text-primary hover:underline">
                Sign in
              </Link>
            </Trans>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

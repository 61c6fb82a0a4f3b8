import { Link, useSearch } from "wouter";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { ChooseNewPasswordForm, RequestResetForm } from "@/features/auth/components/password-reset-forms";
import { usePageMeta } from "@/lib/seo";

/** Ask for a reset link; the emailed link comes back here with ?token= to set the new password. */
export default function ForgotPasswordPage() {
  const token = new URLSearchParams(useSearch()).get("token");
  usePageMeta({
    title: token ? "Choose a new password" : "Forgot your password?",
    description:
      "Reset the password of your account with a one-time link sent to your email. The link works once, within an hour.",
    path: "/forgot-password",
    noindex: true,
  });
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold">{token ? "Choose a new password" : "Forgot your password?"}</h1>
          <CardDescription>
            {token
              ? "Pick a new password for your account. You will be signed out on every other device."
              : "Enter the email of your account and we will send you a link to choose a new password."}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {token ? <ChooseNewPasswordForm token={token} /> : <RequestResetForm />}
          <p className="text-center text-sm text-muted-foreground">
            Remembered it?{" "}
            <Link href="/auth" className="text-primary hover:underline">
              Sign in
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

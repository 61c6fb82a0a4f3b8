import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { useLocation, useSearch } from "wouter";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { RegisterForm } from "@/features/auth/components/register-form";
import { SignInForm } from "@/features/auth/components/sign-in-form";
import { useAuth } from "@/lib/auth";
import { safeRedirectPath } from "@/lib/safe-redirect";
import { usePageMeta } from "@/lib/seo";
import { useSite } from "@/lib/site";

/** Sign in and registration on one page; afterwards back to where the visitor came from (?next=). */
export default function AuthPage() {
  const site = useSite();
  const { t } = useLingui();
  const params = new URLSearchParams(useSearch());
  const next = safeRedirectPath(params.get("next"));
  const initialTab = params.get("tab") === "register" ? "register" : "sign-in";
  const { user } = useAuth();
  const [, navigate] = useLocation();
  usePageMeta({
    title: t`Sign in or create an account`,
    description: t`Sign in to ${site.siteName} to list property, manage your listings and enquiries, and keep your favourites on every device.`,
    path: "/auth",
    noindex: true,
  });
  useEffect(() => {
    if (user) navigate(next, { replace: true });
  }, [user, next, navigate]);

  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 lg:grid-cols-2">
      <div className="space-y-4">
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Your {site.siteName} account</Trans>
        </h1>
        <p className="text-muted-foreground">
          <Trans>One account for everything you do here:</Trans>
        </p>
        <ul className="list-disc space-y-2 ps-5 text-muted-foreground">
          <li>
            <Trans>
              List a property for sale or rent, with photos, and publish it once it has its permit.
            </Trans>
          </li>
          <li>
            <Trans>Answer enquiries from buyers and tenants in one inbox.</Trans>
          </li>
          <li>
            <Trans>Keep favourites on your phone and your laptop alike.</Trans>
          </li>
          <li>
            <Trans>Feature a listing for 7 or 30 days, paid by invoice.</Trans>
          </li>
        </ul>
      </div>
      <Card>
        <CardHeader>
          <CardDescription>
            <Trans>Sign in, or create a free account in under a minute.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs defaultValue={initialTab}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="sign-in">
                <Trans>Sign in</Trans>
              </TabsTrigger>
              <TabsTrigger value="register">
                <Trans>Register</Trans>
              </TabsTrigger>
            </TabsList>
            <TabsContent value="sign-in">
              <SignInForm onSignedIn={() => navigate(next)} />
            </TabsContent>
            <TabsContent value="register">
              <RegisterForm onRegistered={() => navigate(next)} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}

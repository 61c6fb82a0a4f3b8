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
  const params = new URLSearchParams(useSearch());
  const next = safeRedirectPath(params.get("next"));
  const initialTab = params.get("tab") === "register" ? "register" : "sign-in";
  const { user } = useAuth();
  const [, navigate] = useLocation();
  usePageMeta({
    title: "Sign in or create an account",
    description: `Sign in to ${site.siteName} to list property, manage your listings and enquiries, and keep your favourites on every device.`,
    path: "/auth",
    noindex: true,
  });
  useEffect(() => {
    if (user) navigate(next, { replace: true });
  }, [user, next, navigate]);

  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 lg:grid-cols-2">
      <div className="space-y-4">
        <h1 className="text-3xl font-bold tracking-tight">Your {site.siteName} account</h1>
        <p className="text-muted-foreground">One account for everything you do here:</p>
        <ul className="list-disc space-y-2 ps-5 text-muted-foreground">
          <li>List a property for sale or rent, with photos, and publish it once it has its permit.</li>
          <li>Answer enquiries from buyers and tenants in one inbox.</li>
          <li>Keep favourites on your phone and your laptop alike.</li>
          <li>Feature a listing for 7 or 30 days, paid by invoice.</li>
        </ul>
      </div>
      <Card>
        <CardHeader>
          <CardDescription>Sign in, or create a free account in under a minute.</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs defaultValue={initialTab}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="sign-in">Sign in</TabsTrigger>
              <TabsTrigger value="register">Register</TabsTrigger>
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

import { Trans, useLingui } from "@lingui/react/macro";
import { errorText } from "@/lib/error-text";
import { zodResolver } from "@/lib/zod-resolver";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "wouter";
import { changePasswordInputSchema, type ChangePasswordInput } from "@shared/account";
import type { User } from "@shared/user";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/form-field";
import { SafeForm } from "@/components/safe-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/hooks/use-toast";
import { formatDate } from "@shared/format";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useFormatLocale } from "@/lib/i18n";
import { favouriteKeys, isPrivateQuery, userKeys } from "@/lib/query-keys";
import { changePassword, signOutEverywhere } from "../api/dashboard-api";
import { DeleteAccount, DownloadMyData } from "./account-data";

function ChangePasswordForm() {
  const { t } = useLingui();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordInputSchema),
    defaultValues: { currentPassword: "", newPassword: "" },
  });
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      form.reset();
      toast({
        title: t`Password changed`,
        description: t`Every other device has been signed out.`,
      });
    },
    onError: (error) => {
      if (!applyServerFieldErrors(form, error)) {
        toast({ title: t`Password not changed`, description: errorText(error), variant: "destructive" });
      }
    },
  });
  return (
    <SafeForm form={form} className="space-y-4" onSubmit={(values) => mutation.mutateAsync(values)}>
      {(pending) => (
        <>
          <TextField
            control={form.control}
            name="currentPassword"
            label={t`Current password`}
            type="password"
            autoComplete="current-password"
          />
          <TextField
            control={form.control}
            name="newPassword"
            label={t`New password`}
            type="password"
            autoComplete="new-password"
            description={t`8 to 128 characters. A few unrelated words make a strong one.`}
          />
          <Button type="submit" disabled={pending}>
            {pending ? t`Changing…` : t`Change password`}
          </Button>
        </>
      )}
    </SafeForm>
  );
}

function SignOutEverywhere() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const mutation = useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => {
      queryClient.setQueryData(userKeys.current, null);
      queryClient.removeQueries({
        predicate: (query) => isPrivateQuery(query) || query.queryKey[0] === favouriteKeys.all[0],
      });
      toast({
        title: t`Signed out everywhere`,
        description: t`Every device, this one included, is signed out.`,
      });
      navigate("/");
    },
    onError: (error) =>
      toast({
        title: t`Could not sign out everywhere`,
        description: errorText(error),
        variant: "destructive",
      }),
  });
  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant="outline" disabled={mutation.isPending}>
          <LogOut className="rtl:-scale-x-100" aria-hidden="true" />
          <Trans>Sign out everywhere</Trans>
        </Button>
      }
      title={t`Sign out on every device?`}
      description={t`Every browser and phone signed in to your account is signed out, this one included. You can sign in again straight away.`}
      cancelLabel={t`Cancel`}
      confirmLabel={t`Sign out everywhere`}
      onConfirm={() => mutation.mutate()}
    />
  );
}

export function AccountTab({ user }: { user: User }) {
  const formatLocale = useFormatLocale();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Your account</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="space-y-2 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="shrink-0 text-muted-foreground">
                <Trans>Username</Trans>
              </dt>
              <dd className="truncate font-medium" translate="no" dir="ltr">
                {user.username}
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="shrink-0 text-muted-foreground">
                <Trans>Email</Trans>
              </dt>
              <dd className="truncate font-medium" translate="no" dir="ltr">
                {user.email}
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="shrink-0 text-muted-foreground">
                <Trans>Member since</Trans>
              </dt>
              <dd className="font-medium">{formatDate(user.createdAt, "short", formatLocale)}</dd>
            </div>
          </dl>
        </CardContent>
      </Card>
      <Card className="lg:row-span-2">
        <CardHeader>
          <CardTitle>
            <Trans>Change password</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Other devices signed in to your account are signed out when it changes.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Sign out everywhere</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              Lost a phone, or signed in on a shared computer? End every session of your account at once.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <SignOutEverywhere />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Your data</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Your rights under the UAE Personal Data Protection Law, in one place.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <DownloadMyData />
        </CardContent>
      </Card>
      <Card className="border-destructive/40">
        <CardHeader>
          <CardTitle>
            <Trans>Delete my account</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              Deletes your account and the personal data we hold, except what others need and the law keeps.
            </Trans>{" "}
            <Link href="/privacy-policy#section-delete-your-account" className="text-primary underline">
              <Trans>What is deleted and what is kept</Trans>
            </Link>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <DeleteAccount />
        </CardContent>
      </Card>
    </div>
  );
}

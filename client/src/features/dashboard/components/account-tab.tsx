import { errorText } from "@/lib/error-text";
import { zodResolver } from "@/lib/zod-resolver";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { changePasswordInputSchema, type ChangePasswordInput } from "@shared/account";
import type { User } from "@shared/user";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/hooks/use-toast";
import { currentUserKey } from "@/lib/auth";
import { formatDay } from "@/lib/dates";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { settled, useKeepTypedValues, useSubmitGuard } from "@/lib/form-safety";
import { changePassword, signOutEverywhere } from "../api/dashboard-api";

function ChangePasswordForm() {
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordInputSchema),
    defaultValues: { currentPassword: "", newPassword: "" },
  });
  const formRef = useKeepTypedValues(form);
  const { guard, pending } = useSubmitGuard();
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      form.reset();
      toast({ title: "Password changed", description: "Every other device has been signed out." });
    },
    onError: (error) => {
      if (!applyServerFieldErrors(form, error)) {
        toast({ title: "Password not changed", description: errorText(error), variant: "destructive" });
      }
    },
  });
  return (
    <Form {...form}>
      <form
        ref={formRef}
        noValidate
        className="space-y-4"
        onSubmit={guard(form.handleSubmit((values) => settled(mutation.mutateAsync(values))))}
      >
        <FormField
          control={form.control}
          name="currentPassword"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Current password</FormLabel>
              <FormControl>
                <Input type="password" autoComplete="current-password" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="newPassword"
          render={({ field }) => (
            <FormItem>
              <FormLabel>New password</FormLabel>
              <FormControl>
                <Input type="password" autoComplete="new-password" {...field} />
              </FormControl>
              <FormDescription>8 to 128 characters. A few unrelated words make a strong one.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" disabled={pending}>
          {pending ? "Changing…" : "Change password"}
        </Button>
      </form>
    </Form>
  );
}

function SignOutEverywhere() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const mutation = useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => {
      queryClient.setQueryData(currentUserKey, null);
      queryClient.removeQueries({
        predicate: (query) =>
          String(query.queryKey[0]).startsWith("/api/my") || query.queryKey[0] === "/api/favourites",
      });
      toast({
        title: "Signed out everywhere",
        description: "Every device, this one included, is signed out.",
      });
      navigate("/");
    },
    onError: (error) =>
      toast({
        title: "Could not sign out everywhere",
        description: errorText(error),
        variant: "destructive",
      }),
  });
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="outline" disabled={mutation.isPending}>
          <LogOut aria-hidden="true" />
          Sign out everywhere
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Sign out on every device?</AlertDialogTitle>
        <AlertDialogDescription>
          Every browser and phone signed in to your account is signed out, this one included. You can sign in
          again straight away.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => mutation.mutate()}>Sign out everywhere</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

export function AccountTab({ user }: { user: User }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Your account</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="space-y-2 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Username</dt>
              <dd className="truncate font-medium">{user.username}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Email</dt>
              <dd className="truncate font-medium">{user.email}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Member since</dt>
              <dd className="font-medium">{formatDay(user.createdAt)}</dd>
            </div>
          </dl>
        </CardContent>
      </Card>
      <Card className="lg:row-span-2">
        <CardHeader>
          <CardTitle>Change password</CardTitle>
          <CardDescription>
            Other devices signed in to your account are signed out when it changes.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Sign out everywhere</CardTitle>
          <CardDescription>
            Lost a phone, or signed in on a shared computer? End every session of your account at once.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <SignOutEverywhere />
        </CardContent>
      </Card>
    </div>
  );
}

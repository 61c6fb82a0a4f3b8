import { zodResolver } from "@/lib/zod-resolver";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { loginInputSchema, type LoginInput } from "@shared/user";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { useAuth } from "@/lib/auth";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { settled, useKeepTypedValues, useSubmitGuard } from "@/lib/form-safety";
import { AuthField } from "./auth-field";

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { loginMutation } = useAuth();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { username: "", password: "" },
  });
  const formRef = useKeepTypedValues(form);
  const { guard, pending } = useSubmitGuard();
  return (
    <Form {...form}>
      <form
        ref={formRef}
        noValidate
        className="space-y-4"
        onSubmit={guard(
          form.handleSubmit((values) =>
            settled(
              loginMutation.mutateAsync(values, {
                onSuccess: onSignedIn,
                onError: (error) => applyServerFieldErrors(form, error),
              }),
            ),
          ),
        )}
      >
        <AuthField control={form.control} name="username" label="Username or email" autoComplete="username" />
        <AuthField
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
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? "Signing in…" : "Sign in"}
        </Button>
      </form>
    </Form>
  );
}

import { zodResolver } from "@/lib/zod-resolver";
import { useForm } from "react-hook-form";
import { registerInputSchema, type RegisterInput } from "@shared/user";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { useAuth } from "@/lib/auth";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { settled, useKeepTypedValues, useSubmitGuard } from "@/lib/form-safety";
import { AuthField } from "./auth-field";

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { registerMutation } = useAuth();
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerInputSchema),
    defaultValues: { username: "", email: "", password: "" },
  });
  const formRef = useKeepTypedValues(form);
  // A double tap on "Create account" sends one request (a second would answer 409 "taken").
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
              registerMutation.mutateAsync(values, {
                onSuccess: onRegistered,
                onError: (error) => applyServerFieldErrors(form, error),
              }),
            ),
          ),
        )}
      >
        <AuthField
          control={form.control}
          name="username"
          label="Username"
          autoComplete="username"
          description="3–32 letters, digits, dots, dashes or underscores. Shown on your listings."
        />
        <AuthField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
        <AuthField
          control={form.control}
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          description="At least 8 characters. A short sentence is easy to remember and hard to guess."
        />
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? "Creating account…" : "Create account"}
        </Button>
      </form>
    </Form>
  );
}

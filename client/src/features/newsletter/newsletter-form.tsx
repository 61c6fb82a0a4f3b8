import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import { errorText } from "@/lib/error-text";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/hooks/use-toast";
import { ApiRequestError, apiRequest } from "@/lib/api-client";
import { useSubmitGuard } from "@/lib/form-safety";

/**
 * The rule of the shared schema (shared/newsletter.ts), without zod: this form is in every page's footer,
 * so its code loads with every page and must stay small (docs/decisions/0022). The server checks the
 * email with the schema itself and its field error shows here.
 */
function emailProblem(input: HTMLInputElement) {
  if (!input.value.trim()) return msg`Enter your email address`;
  if (input.validity.typeMismatch) return msg`Enter a valid email address`;
  return undefined;
}

/**
 * The footer's newsletter box: idempotent on the server, confirmed in a toast. The box is uncontrolled,
 * so an address typed before the page's code has run stays where it is when the page hydrates.
 */
export function NewsletterForm() {
  const id = useId();
  const { t, i18n } = useLingui();
  const [problem, setProblem] = useState<string>();
  const { guard, pending } = useSubmitGuard();

  const subscribe = guard(async (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const input = form.elements.namedItem("email") as HTMLInputElement;
    const problemMessage = emailProblem(input);
    const invalid = problemMessage && i18n._(problemMessage);
    setProblem(invalid);
    if (invalid) {
      input.focus();
      return;
    }
    try {
      const res = await apiRequest("POST", "/api/newsletter", { email: input.value.trim() });
      const answer = (await res.json()) as { message: string };
      toast({ title: t`Subscribed!`, description: answer.message });
      form.reset();
    } catch (error) {
      const fieldError = error instanceof ApiRequestError ? error.fieldErrors.email?.[0] : undefined;
      if (fieldError) {
        setProblem(fieldError);
        input.focus();
        return;
      }
      const description = errorText(error);
      toast({ title: t`Subscription failed`, description, variant: "destructive" });
    }
  });

  return (
    <form
      method="post"
      onSubmit={subscribe}
      noValidate
      aria-label={t`Newsletter`}
      className="flex flex-col gap-2"
    >
      <label htmlFor={`${id}-email`} className="text-sm font-medium leading-none text-foreground">
        <Trans>Monthly market update by email</Trans>
      </label>
      <div className="flex gap-2">
        <Input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          dir="ltr"
          aria-invalid={problem !== undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        <Button type="submit" disabled={pending}>
          {pending ? t`Subscribing…` : t`Subscribe`}
        </Button>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
    </form>
  );
}

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
function emailProblem(input: HTMLInputElement): string | undefined {
  if (!input.value.trim()) return "Enter your email address";
  if (input.validity.typeMismatch) return "Enter a valid email address";
  return undefined;
}

/**
 * The footer's newsletter box: idempotent on the server, confirmed in a toast. The box is uncontrolled,
 * so an address typed before the page's code has run stays where it is when the page hydrates.
 */
export function NewsletterForm() {
  const id = useId();
  const [problem, setProblem] = useState<string>();
  const { guard, pending } = useSubmitGuard();

  const subscribe = guard(async (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const input = form.elements.namedItem("email") as HTMLInputElement;
    const invalid = emailProblem(input);
    setProblem(invalid);
    if (invalid) {
      input.focus();
      return;
    }
    try {
      const res = await apiRequest("POST", "/api/newsletter", { email: input.value.trim() });
      const answer = (await res.json()) as { message: string };
      toast({ title: "Subscribed!", description: answer.message });
      form.reset();
    } catch (error) {
      const fieldError = error instanceof ApiRequestError ? error.fieldErrors.email?.[0] : undefined;
      if (fieldError) {
        setProblem(fieldError);
        input.focus();
        return;
      }
      const description = errorText(error);
      toast({ title: "Subscription failed", description, variant: "destructive" });
    }
  });

  return (
    <form onSubmit={subscribe} noValidate aria-label="Newsletter" className="flex flex-col gap-2">
      <label htmlFor={`${id}-email`} className="text-sm font-medium leading-none text-foreground">
        Monthly market update by email
      </label>
      <div className="flex gap-2">
        <Input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={problem !== undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        <Button type="submit" disabled={pending}>
          {pending ? "Subscribing…" : "Subscribe"}
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

import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { CheckCircle2, MailX } from "lucide-react";
import { Link } from "wouter";
import type { NewsletterUnsubscribeState } from "@shared/newsletter";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { errorText } from "@/lib/error-text";
import { useHttpStatus } from "@/lib/render-context";
import { getNewsletterUnsubscribeQueryOptions, unsubscribeFromNewsletter } from "../api/unsubscribe-api";

function InvalidLink() {
  useHttpStatus(400);
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight">
        <Trans>This unsubscribe link is not valid</Trans>
      </h1>
      <p className="mt-3 text-muted-foreground">
        <Trans>
          It may have been cut short or changed. Use the link from the latest newsletter email, or write to us
          through the contact form and we will remove your address.
        </Trans>
      </p>
      <Button asChild className="mt-6">
        <Link href="/contact-us">
          <Trans>Contact us</Trans>
        </Link>
      </Button>
    </>
  );
}

/**
 * The page a newsletter's unsubscribe link opens, signed in or not (docs/decisions/0052). A GET never
 * unsubscribes (link checkers open links); one button does, and mail programs POST here by RFC 8058.
 */
export function NewsletterUnsubscribe({ token }: { token: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const options = getNewsletterUnsubscribeQueryOptions(token);
  const { data } = useSuspenseQuery(options);
  const mutation = useMutation({
    mutationFn: () => unsubscribeFromNewsletter(token),
    onSuccess: () => {
      const unsubscribed: NewsletterUnsubscribeState = { subscribed: false, email: null };
      queryClient.setQueryData(options.queryKey, unsubscribed);
    },
    onError: (error) =>
      toast({ title: t`Could not unsubscribe`, description: errorText(error), variant: "destructive" }),
  });
  if (!data) return <InvalidLink />;
  if (!data.subscribed) {
    return (
      <div role="status">
        <CheckCircle2 className="mx-auto size-10 text-primary" aria-hidden="true" />
        <h1 className="mt-3 text-2xl font-bold tracking-tight">
          <Trans>You are unsubscribed</Trans>
        </h1>
        <p className="mt-3 text-muted-foreground">
          <Trans>We will not send you the newsletter again. You can subscribe again at any time.</Trans>
        </p>
        <Button asChild variant="outline" className="mt-6">
          <Link href="/">
            <Trans>Go home</Trans>
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <>
      <MailX className="mx-auto size-10 text-primary" aria-hidden="true" />
      <h1 className="mt-3 text-2xl font-bold tracking-tight">
        <Trans>Unsubscribe from the newsletter?</Trans>
      </h1>
      <p className="mt-3 text-muted-foreground">
        <Trans>
          The monthly market update will no longer be sent to{" "}
          <bdi translate="no" dir="ltr" className="font-medium text-foreground">
            {data.email}
          </bdi>
          .
        </Trans>
      </p>
      <Button className="mt-6" disabled={mutation.isPending} onClick={() => mutation.mutate()}>
        {mutation.isPending ? t`Unsubscribing…` : t`Unsubscribe`}
      </Button>
    </>
  );
}

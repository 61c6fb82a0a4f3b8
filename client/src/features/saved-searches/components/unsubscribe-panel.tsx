import { Trans } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { MailX } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { errorText } from "@/lib/error-text";
import { useHttpStatus } from "@/lib/render-context";
import {
  getUnsubscribeStateQueryOptions,
  unsubscribeFromAlert,
  useSavedSearchMutation,
} from "../api/saved-searches-api";

/**
 * The page an alert's unsubscribe link opens (no sign-in): it names the search and stops its mail with
 * one button. Mail programs that support RFC 8058 unsubscribe without it, by a POST to the same address.
 */
export function UnsubscribePanel({ token }: { token: string }) {
  const { data } = useSuspenseQuery(getUnsubscribeStateQueryOptions(token));
  const stop = useSavedSearchMutation(() => unsubscribeFromAlert(token));
  if (data === "invalid") return <InvalidLink />;
  const done = stop.isSuccess || data.frequency === "none";
  return (
    <section className="mx-auto max-w-lg px-4 py-16 text-center" aria-labelledby="unsubscribe-title">
      <MailX className="mx-auto size-10 text-primary" aria-hidden="true" />
      {data.name === null ? (
        <>
          <h1 id="unsubscribe-title" className="mt-4 text-2xl font-bold tracking-tight">
            <Trans>This saved search was deleted</Trans>
          </h1>
          <p className="mt-3 text-muted-foreground">
            <Trans>You will not get any more emails for it.</Trans>
          </p>
        </>
      ) : done ? (
        <div role="status">
          <h1 id="unsubscribe-title" className="mt-4 text-2xl font-bold tracking-tight">
            <Trans>You are unsubscribed</Trans>
          </h1>
          <p className="mt-3 text-muted-foreground">
            <Trans>
              You will no longer get emails for “<bdi>{data.name}</bdi>”. The search stays in your dashboard,
              where you can turn its alerts back on.
            </Trans>
          </p>
        </div>
      ) : (
        <>
          <h1 id="unsubscribe-title" className="mt-4 text-2xl font-bold tracking-tight">
            <Trans>Stop email alerts?</Trans>
          </h1>
          <p className="mt-3 text-muted-foreground">
            <Trans>
              You get emails about new listings that match your saved search “<bdi>{data.name}</bdi>”.
            </Trans>
          </p>
          <Button className="mt-6" disabled={stop.isPending} onClick={() => stop.mutate(undefined)}>
            <Trans>Unsubscribe</Trans>
          </Button>
          {stop.error && (
            <p role="alert" className="mt-3 text-sm text-destructive">
              {errorText(stop.error)}
            </p>
          )}
        </>
      )}
      <p className="mt-8">
        <Link
          href="/dashboard?tab=saved-searches"
          className="font-medium text-primary underline underline-offset-2"
        >
          <Trans>Manage your saved searches</Trans>
        </Link>
      </p>
    </section>
  );
}

function InvalidLink() {
  useHttpStatus(400);
  return (
    <section className="mx-auto max-w-lg px-4 py-16 text-center" aria-labelledby="unsubscribe-title">
      <p className="text-sm font-semibold text-primary">
        <bdi>400</bdi>
      </p>
      <h1 id="unsubscribe-title" className="mt-2 text-2xl font-bold tracking-tight">
        <Trans>This unsubscribe link is not valid</Trans>
      </h1>
      <p className="mt-3 text-muted-foreground">
        <Trans>
          It may have been cut short or changed. Use the link in the latest alert email, or change your alerts
          under Saved searches in your dashboard.
        </Trans>
      </p>
      <Button asChild className="mt-6">
        <Link href="/dashboard?tab=saved-searches">
          <Trans>Go to your dashboard</Trans>
        </Link>
      </Button>
    </section>
  );
}

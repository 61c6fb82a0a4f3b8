import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { errorText } from "@/lib/error-text";
import { RetryBoundary } from "@/components/query-error-boundary";
import { Button } from "@/components/ui/button";

/** What went wrong, in the page's language: the network, or the server's own words (already localised). */
function FailureText({ error }: { error: unknown }) {
  const { t } = useLingui();
  if (error instanceof TypeError)
    return <>{t`Could not reach the server. Check your connection and try again.`}</>;
  return <>{errorText(error, t`Something went wrong. Please try again.`)}</>;
}

/**
 * A page that failed to load (a 500, a 429, no network) shows a way out instead of a blank screen. Keyed
 * by the path by its caller, so moving to another page clears the error.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <RetryBoundary
      fallback={(error, retry) => (
        <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
          <h1 className="text-2xl font-bold">
            <Trans>This page could not be loaded</Trans>
          </h1>
          <p className="mt-3 text-muted-foreground" dir="auto">
            <FailureText error={error} />
          </p>
          <div className="mt-6 flex gap-3">
            <Button onClick={retry}>
              <Trans>Try again</Trans>
            </Button>
            <Button asChild variant="outline">
              <Link href="/">
                <Trans>Go home</Trans>
              </Link>
            </Button>
          </div>
        </div>
      )}
    >
      {children}
    </RetryBoundary>
  );
}

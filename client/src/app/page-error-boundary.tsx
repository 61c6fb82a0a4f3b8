import type { ReactNode } from "react";
import { Link } from "wouter";
import { errorText } from "@/lib/error-text";
import { RetryBoundary } from "@/components/query-error-boundary";
import { Button } from "@/components/ui/button";

/**
 * A page that failed to load (a 500, a 429, no network) shows a way out instead of a blank screen. Keyed
 * by the path by its caller, so moving to another page clears the error.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <RetryBoundary
      fallback={(error, retry) => (
        <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
          <h1 className="text-2xl font-bold">This page could not be loaded</h1>
          <p className="mt-3 text-muted-foreground">{errorText(error)}</p>
          <div className="mt-6 flex gap-3">
            <Button onClick={retry}>Try again</Button>
            <Button asChild variant="outline">
              <Link href="/">Go home</Link>
            </Button>
          </div>
        </div>
      )}
    >
      {children}
    </RetryBoundary>
  );
}

import { Trans } from "@lingui/react/macro";
import { QueryErrorResetBoundary } from "@tanstack/react-query";
import { AlertTriangle } from "lucide-react";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { errorText } from "@/lib/error-text";
import { RenderContextValue, type RenderContext } from "@/lib/render-context";
import { Button } from "@/components/ui/button";

/** What to show instead of the failed part; `retry` renders it again, its failed queries refetched. */
type Fallback = (error: Error, retry: () => void) => ReactNode;

interface BoundaryProps {
  onReset: () => void;
  fallback: Fallback;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { error: Error | null }> {
  // On the server, the render's context: the error is reported to the render instead of the console.
  static override contextType = RenderContextValue;
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    const render = this.context as RenderContext | null;
    if (render) render.errors.push(error);
    else console.error(error, info?.componentStack);
  }

  private retry = () => {
    this.props.onReset();
    this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return this.props.fallback(this.state.error, this.retry);
  }
}

/** Catches an error below it (a failed query, a failed render) and shows `fallback` with a retry. */
export function RetryBoundary({ fallback, children }: { fallback: Fallback; children: ReactNode }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <Boundary onReset={reset} fallback={fallback}>
          {children}
        </Boundary>
      )}
    </QueryErrorResetBoundary>
  );
}

/**
 * Keeps a failed query (a network error, a server error) to its own part of the page, with a retry,
 * instead of taking the whole page down.
 */
export function QueryErrorBoundary({ label, children }: { label: string; children: ReactNode }) {
  return (
    <RetryBoundary
      fallback={(error, retry) => (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4"
        >
          <p className="flex items-center gap-2 font-medium text-destructive">
            <AlertTriangle className="size-4" aria-hidden="true" />
            <Trans>{label} could not be loaded</Trans>
          </p>
          <p className="text-sm text-muted-foreground">{errorText(error)}</p>
          <Button type="button" variant="outline" size="sm" onClick={retry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
    >
      {children}
    </RetryBoundary>
  );
}

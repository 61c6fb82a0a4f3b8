import { QueryErrorResetBoundary } from "@tanstack/react-query";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { Link } from "wouter";
import { errorText } from "@/lib/error-text";
import { Button } from "@/components/ui/button";

interface Props {
  onReset: () => void;
  children: ReactNode;
}

/** A page that failed to load (a 500, a 429, no network) shows a way out instead of a blank screen. */
class PageBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">This page could not be loaded</h1>
        <p className="mt-3 text-muted-foreground">{errorText(this.state.error)}</p>
        <div className="mt-6 flex gap-3">
          <Button
            onClick={() => {
              this.props.onReset();
              this.setState({ error: null });
            }}
          >
            Try again
          </Button>
          <Button asChild variant="outline">
            <Link href="/">Go home</Link>
          </Button>
        </div>
      </div>
    );
  }
}

/** Keyed by the path by its caller, so moving to another page clears the error. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => <PageBoundary onReset={reset}>{children}</PageBoundary>}
    </QueryErrorResetBoundary>
  );
}

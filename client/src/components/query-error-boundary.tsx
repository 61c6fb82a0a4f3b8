import { QueryErrorResetBoundary } from "@tanstack/react-query";
import { AlertTriangle } from "lucide-react";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { errorText } from "@/lib/error-text";
import { Button } from "@/components/ui/button";

interface BoundaryProps {
  onReset: () => void;
  label: string;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { error: Error | null }> {
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
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4"
      >
        <p className="flex items-center gap-2 font-medium text-destructive">
          <AlertTriangle className="size-4" aria-hidden="true" />
          {this.props.label} could not be loaded
        </p>
        <p className="text-sm text-muted-foreground">{errorText(this.state.error)}</p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            this.props.onReset();
            this.setState({ error: null });
          }}
        >
          Try again
        </Button>
      </div>
    );
  }
}

/**
 * Keeps a failed query (a network error, a server error) to its own part of the page, with a retry,
 * instead of taking the whole page down.
 */
export function QueryErrorBoundary({ label, children }: { label: string; children: ReactNode }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <Boundary onReset={reset} label={label}>
          {children}
        </Boundary>
      )}
    </QueryErrorResetBoundary>
  );
}

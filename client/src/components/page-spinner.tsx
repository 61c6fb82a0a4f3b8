import { Trans } from "@lingui/react/macro";

/** Centred spinner while a page's code loads (docs/product.md §Pages). */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-live="polite">
      <span
        className="size-10 animate-spin rounded-full border-4 border-primary/20 border-t-primary"
        aria-hidden="true"
      />
      <span className="sr-only">
        <Trans>Loading page…</Trans>
      </span>
    </div>
  );
}

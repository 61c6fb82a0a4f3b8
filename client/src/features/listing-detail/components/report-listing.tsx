import { Trans } from "@lingui/react/macro";
import { Flag } from "lucide-react";
import { lazy, Suspense } from "react";
import { Button } from "@/components/ui/button";
import { useDialogOnDemand } from "@/hooks/use-dialog-on-demand";

const loadDialog = () => import("./report-listing-dialog");
const ReportListingDialog = lazy(loadDialog);

/**
 * "Report this listing": a button whose dialog (report-listing-dialog.tsx, with Radix's dialog code) loads
 * when it is first pressed, not with the property page (the first visit's 120 KB JavaScript budget,
 * docs/benchmarks.md §4b). A press before hydration is replayed once the button is hydrated
 * (lib/early-click.ts).
 */
export function ReportListing({ listingId }: { listingId: number }) {
  const { open, setOpen, wanted, button, openDialog } = useDialogOnDemand();
  return (
    <>
      <Button
        ref={button}
        type="button"
        variant="ghost"
        size="sm"
        className="text-muted-foreground"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={() => void loadDialog()}
        onClick={openDialog}
      >
        <Flag aria-hidden="true" />
        <Trans>Report this listing</Trans>
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <ReportListingDialog listingId={listingId} open={open} onOpenChange={setOpen} opener={button} />
        </Suspense>
      )}
    </>
  );
}

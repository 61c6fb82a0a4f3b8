import { Trans } from "@lingui/react/macro";
import { Flag } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Button } from "@/components/ui/button";

const loadDialog = () => import("./report-listing-dialog");
const ReportListingDialog = lazy(loadDialog);

/**
 * "Report this listing": a button whose dialog (report-listing-dialog.tsx, with Radix's dialog code) loads
 * when it is first pressed, not with the property page (issue 26's first visit budget). A press before
 * hydration is replayed once the button is hydrated (lib/early-click.ts).
 */
export function ReportListing({ listingId }: { listingId: number }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
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
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
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

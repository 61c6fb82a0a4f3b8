import { Trans } from "@lingui/react/macro";
import { Button } from "@/components/ui/button";

/** Above a new listing's form when the owner's saved draft was put back in it, with a way to start afresh. */
export function DraftRestoredNotice({ disabled, onDiscard }: { disabled: boolean; onDiscard: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-secondary/50 px-4 py-3 text-sm"
    >
      <p>
        <span className="font-medium">
          <Trans>Draft restored</Trans>
        </span>
        <span className="text-muted-foreground">
          {" · "}
          <Trans>your work from before, photos included</Trans>
        </span>
      </p>
      <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={onDiscard}>
        <Trans>Discard draft</Trans>
      </Button>
    </div>
  );
}

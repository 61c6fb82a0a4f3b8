import { Trans } from "@lingui/react/macro";
import { FlaskConical } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** Said loudly while the transactions behind a tool are generated sample data, not registered sales. */
export function SampleDataNotice({ what }: { what: "figures" | "sales" }) {
  return (
    <div
      className="flex gap-3 rounded-lg border-2 border-black bg-muted/40 p-4"
      role="note"
      data-testid="sample-data-notice"
    >
      <FlaskConical className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <Badge variant="sample">
          <Trans>Sample data</Trans>
        </Badge>
        <p className="mt-2 text-sm">
          {what === "figures" ? (
            <Trans>
              These figures come from a generated sample of sale transactions that follows typical 2023–2026
              price levels and trends.
            </Trans>
          ) : (
            <Trans>
              These sales come from a generated sample of sale transactions that follows typical 2023–2026
              price levels and trends.
            </Trans>
          )}{" "}
          <Trans>
            It demonstrates the tool; it is not the land departments&apos; registered sales, so do not use it
            to value a property. For registered Dubai sales, use the Dubai Land Department&apos;s Dubai REST
            app.
          </Trans>
        </p>
      </div>
    </div>
  );
}

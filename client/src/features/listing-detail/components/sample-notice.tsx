import { Trans } from "@lingui/react/macro";
import { Info } from "lucide-react";

/** Seeded demo data says so plainly, so nobody mistakes it for a real offer. */
export function SampleNotice() {
  return (
    <div role="note" className="flex items-start gap-3 rounded-lg bg-black p-3 text-sm text-white">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        <Trans>
          <span className="font-semibold">Sample Listing.</span> This property is demonstration data: the
          photos are illustrations and the agent details are not real. Enquiries are stored but reach no real
          agent.
        </Trans>
      </p>
    </div>
  );
}

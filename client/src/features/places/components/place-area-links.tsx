import { Suspense, type ComponentProps } from "react";
import type { LocationCount } from "@shared/market";
import { Skeleton } from "@/components/ui/skeleton";
import { useLocationCounts } from "../api/get-market";
import { AreaLinks } from "./area-links";
import { UAE_SITE_BASE_URL } from "./dubai-only-notice";

function LiveAreaLinks({ include }: { include: (area: LocationCount) => boolean }) {
  const { data } = useLocationCounts();
  return <AreaLinks areas={data.filter(include)} />;
}

/**
 * An area or emirate page's links to areas: those `include` keeps, with their live counts; or, for a place
 * outside this site's scope, `offSiteAreas` on the UAE-wide site, without counts.
 */
export function PlaceAreaLinks({
  outOfScope,
  offSiteAreas,
  include,
}: {
  outOfScope: boolean;
  offSiteAreas: ComponentProps<typeof AreaLinks>["areas"];
  include: (area: LocationCount) => boolean;
}) {
  if (outOfScope) return <AreaLinks areas={offSiteAreas} external={UAE_SITE_BASE_URL} />;
  return (
    <Suspense fallback={<Skeleton className="h-32" />}>
      <LiveAreaLinks include={include} />
    </Suspense>
  );
}

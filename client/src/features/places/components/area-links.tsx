import { Link } from "wouter";
import type { LocationCount } from "@shared/market";
import { formatCount } from "@shared/format";

/**
 * Links to area pages with their live listing counts. `external` points them at another site (a Dubai-only
 * site linking to non-Dubai areas on the UAE-wide site).
 */
export function AreaLinks({
  areas,
  external,
}: {
  areas: (Pick<LocationCount, "location" | "slug"> & { listingCount?: number })[];
  external?: string;
}) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {areas.map((area) => {
        const content = (
          <>
            <span className="font-medium">{area.location}</span>
            {area.listingCount !== undefined && (
              <span className="text-sm text-muted-foreground">
                {formatCount(area.listingCount)} {area.listingCount === 1 ? "listing" : "listings"}
              </span>
            )}
          </>
        );
        const className =
          "flex items-center justify-between gap-3 rounded-lg border bg-card px-4 py-3 transition hover:border-primary hover:bg-secondary/40";
        return (
          <li key={area.slug}>
            {external ? (
              <a href={`${external}/areas/${area.slug}`} className={className}>
                {content}
              </a>
            ) : (
              <Link href={`/areas/${area.slug}`} className={className}>
                {content}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

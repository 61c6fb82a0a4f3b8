import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import type { LocationCount } from "@shared/market";
import { formatCount } from "@shared/format";
import { locationName } from "@shared/localised-names";
import { useFormatLocale, useLocale, useLocalisedPath } from "@/lib/i18n";

/** "1 listing", "12 listings"; in Arabic one of six forms ("إعلانان", "3 إعلانات", "11 إعلانًا"). */
function ListingCount({ count }: { count: number }) {
  const { t } = useLingui();
  const shown = formatCount(count, useFormatLocale());
  return t`${plural(count, { one: `${shown} listing`, other: `${shown} listings` })}`;
}

/**
 * Links to area pages with their live listing counts, names in the page's language. `external` points them
 * at another site (a Dubai-only site linking to non-Dubai areas on the UAE-wide site), in the same language.
 */
export function AreaLinks({
  areas,
  external,
}: {
  areas: (Pick<LocationCount, "location" | "slug"> & { listingCount?: number })[];
  external?: string;
}) {
  const locale = useLocale();
  const externalBase = `${external ?? ""}${useLocalisedPath("/areas")}`;
  return (
    <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {areas.map((area) => {
        const content = (
          <>
            <span className="font-medium">{locationName(area.location, locale)}</span>
            {area.listingCount !== undefined && (
              <span className="text-sm text-muted-foreground">
                <ListingCount count={area.listingCount} />
              </span>
            )}
          </>
        );
        const className =
          "flex items-center justify-between gap-3 rounded-lg border bg-card px-4 py-3 transition hover:border-primary hover:bg-secondary/40";
        return (
          <li key={area.slug}>
            {external ? (
              <a href={`${externalBase}/${area.slug}`} className={className}>
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

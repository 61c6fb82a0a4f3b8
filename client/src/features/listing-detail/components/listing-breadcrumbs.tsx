import { useLingui } from "@lingui/react/macro";
import { ChevronRight } from "lucide-react";
import { Fragment } from "react";
import { Link } from "wouter";
import type { Listing } from "@shared/listing";
import { breadcrumbTrail } from "../listing-meta";

/** Home › Buy|Rent › Emirate › Location: each step a page of its own. */
export function ListingBreadcrumbs({ listing }: { listing: Listing }) {
  const { t, i18n } = useLingui();
  const trail = breadcrumbTrail(i18n, listing);
  return (
    <nav aria-label={t`Breadcrumb`}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
        {trail.map((crumb, i) => (
          <Fragment key={crumb.path}>
            {i > 0 && (
              <li aria-hidden="true" className="flex items-center">
                <ChevronRight className="size-3.5 rtl:-scale-x-100" />
              </li>
            )}
            <li>
              <Link
                href={crumb.path}
                className="rounded-sm underline-offset-4 hover:text-foreground hover:underline"
              >
                {crumb.name}
              </Link>
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}

import type { ReactNode } from "react";
import type { ListingSummary } from "@shared/listing";

/** A step of a page's breadcrumb trail. */
export interface ProfileCrumb {
  name: string;
  path: string;
}

/**
 * What the agency and agent profile pages take from other features, given by the app/routes page that
 * composes them (features never import each other): listing cards and the breadcrumb trail.
 */
export interface ProfileComposition {
  renderListing: (listing: ListingSummary) => ReactNode;
  breadcrumbs: {
    render: (crumbs: ProfileCrumb[]) => ReactNode;
    jsonLd: (crumbs: ProfileCrumb[]) => object[];
  };
}

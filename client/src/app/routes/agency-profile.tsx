import { AgencyProfilePage } from "@/features/agents/components/agency-profile-page";
import type { ProfileComposition } from "@/features/agents/components/profile-composition";
import { Breadcrumbs } from "@/features/content/components/breadcrumbs";
import { breadcrumbJsonLd } from "@/features/content/json-ld";
import { PropertyCard } from "@/features/listings/components/property-card";
import { useLocale } from "@/lib/i18n";
import { useSite } from "@/lib/site";

/** Listing cards and the breadcrumb trail of the profile pages (agencies and agents). */
export function useProfileComposition(): ProfileComposition {
  const site = useSite();
  const locale = useLocale();
  return {
    renderListing: (listing) => <PropertyCard listing={listing} />,
    breadcrumbs: {
      render: (crumbs) => <Breadcrumbs crumbs={crumbs} />,
      jsonLd: (crumbs) => [breadcrumbJsonLd(site, crumbs, locale)],
    },
  };
}

/** /agencies/:id and /ar/agencies/:id: an agency's public profile, with its agents and live listings. */
export default function AgencyProfileRoute() {
  return <AgencyProfilePage composition={useProfileComposition()} />;
}

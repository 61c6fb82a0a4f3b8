import { Trans, useLingui } from "@lingui/react/macro";
import type { ListingSummary } from "@shared/listing";
import { localisePath, type Locale } from "@shared/locale";
import type { ProfileComposition, ProfileCrumb } from "./profile-composition";

/** The id in a profile's address (/agents/:id, /agencies/:id), or null when it cannot be one (a 404). */
export function parseProfileId(id: string): number | null {
  const numeric = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  // The database's ids are 32-bit integers.
  return numeric === null || numeric > 2_147_483_647 ? null : numeric;
}

/** The breadcrumb trail of a profile page: Home › Find an agent › the profile. */
export function useProfileCrumbs(name: string, path: string): ProfileCrumb[] {
  const { t } = useLingui();
  return [
    { name: t`Home`, path: "/" },
    { name: t`Find an agent`, path: "/find-agent" },
    { name, path },
  ];
}

/** What the schema.org RealEstateAgent of an agent or agency starts with; each profile adds its own fields. */
export function realEstateAgentJsonLd(
  profile: { name: string; path: string; phone?: string | null; email?: string | null },
  baseUrl: string,
  language: Locale,
) {
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateAgent",
    name: profile.name,
    url: `${baseUrl}${localisePath(profile.path, language)}`,
    ...(profile.phone ? { telephone: profile.phone } : {}),
    ...(profile.email ? { email: profile.email } : {}),
  };
}

/** A profile's live listings as cards, or a line saying there are none. */
export function ProfileListings({
  listings,
  renderListing,
  className,
}: {
  listings: ListingSummary[];
  renderListing: ProfileComposition["renderListing"];
  className: string;
}) {
  if (listings.length === 0) {
    return (
      <p className="text-muted-foreground">
        <Trans>No live listings at the moment.</Trans>
      </p>
    );
  }
  return (
    <ul className={className}>
      {listings.map((listing) => (
        <li key={listing.id}>{renderListing(listing)}</li>
      ))}
    </ul>
  );
}

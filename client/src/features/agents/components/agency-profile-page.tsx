import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useParams } from "wouter";
import type { AgencyProfile } from "@shared/agency";
import { formatCount } from "@shared/format";
import { emirateNameOf } from "@shared/localised-names";
import { localisePath } from "@shared/locale";
import { NotFoundPage } from "@/components/not-found-page";
import { agencyListingsQueryOptions, agencyProfileQueryOptions } from "../api/agency-account";
import { AgentCard, OwnName } from "./agent-card";
import { ReplyTimeNote } from "./reply-time";
import { OfficeNumberSuffix } from "./office-number";
import { parseProfileId, ProfileListings, realEstateAgentJsonLd, useProfileCrumbs } from "./profile-parts";
import type { ProfileComposition } from "./profile-composition";
import { useFormatLocale, useLocale } from "@/lib/i18n";
import { usePageMeta } from "@/lib/seo";
import { useSite } from "@/lib/site";

const LISTINGS_SHOWN = 12;

function AgencyNotFound() {
  const { t } = useLingui();
  return (
    <NotFoundPage
      title={t`Agency not found`}
      description={t`We have no agency at this address.`}
      actionHref="/find-agent"
      actionLabel={<Trans>Find an agent</Trans>}
    >
      <Trans>This agency is not listed on this site.</Trans>
    </NotFoundPage>
  );
}

function Listings({
  agency,
  renderListing,
}: {
  agency: AgencyProfile;
  renderListing: ProfileComposition["renderListing"];
}) {
  const { data } = useSuspenseQuery(agencyListingsQueryOptions(agency.id, 1, LISTINGS_SHOWN));
  return (
    <ProfileListings
      listings={data.items}
      renderListing={renderListing}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
    />
  );
}

function AgencyPage({ agency, composition }: { agency: AgencyProfile; composition: ProfileComposition }) {
  const { breadcrumbs, renderListing } = composition;
  const { t } = useLingui();
  const site = useSite();
  const language = useLocale();
  const locale = useFormatLocale();
  const path = `/agencies/${agency.id}`;
  const crumbs = useProfileCrumbs(agency.name, path);
  const place = emirateNameOf(agency.emirate, language);
  const listings = formatCount(agency.listingCount, locale);
  usePageMeta({
    title: t`${agency.name}: real estate agency in ${place}`,
    description: t`${agency.name}, real estate agency in ${place}: its agents, live listings and how quickly it answers enquiries.`,
    path,
    jsonLd: [
      ...breadcrumbs.jsonLd(crumbs),
      {
        ...realEstateAgentJsonLd({ ...agency, path }, site.baseUrl, language),
        address: { "@type": "PostalAddress", addressRegion: agency.emirate, addressCountry: "AE" },
        ...(agency.orn ? { identifier: { "@type": "PropertyValue", name: "ORN", value: agency.orn } } : {}),
        employee: agency.agents.map((agent) => ({
          "@type": "RealEstateAgent",
          name: agent.name,
          url: `${site.baseUrl}${localisePath(`/agents/${agent.id}`, language)}`,
        })),
      },
    ],
  });
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      {breadcrumbs.render(crumbs)}
      <header className="mt-4 space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">
          <OwnName name={agency.name} />
        </h1>
        <p className="text-muted-foreground">
          {place}
          <OfficeNumberSuffix emirate={agency.emirate} orn={agency.orn} />
          {" · "}
          {t`${plural(agency.listingCount, { one: `${listings} live listing`, other: `${listings} live listings` })}`}
        </p>
        <ReplyTimeNote replyTime={agency.replyTime} />
      </header>
      <section className="mt-8" aria-labelledby="agency-listings">
        <h2 id="agency-listings" className="mb-4 text-xl font-semibold">
          <Trans>Live listings</Trans>
        </h2>
        <Listings agency={agency} renderListing={renderListing} />
      </section>
      {agency.agents.length > 0 && (
        <section className="mt-10" aria-labelledby="agency-agents">
          <h2 id="agency-agents" className="mb-4 text-xl font-semibold">
            <Trans>Agents</Trans>
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {agency.agents.map((agent) => (
              <li key={agent.id}>
                <AgentCard agent={agent} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** /agencies/:id (and /ar/agencies/:id): an agency's profile, live listings, agents and reply time. */
export function AgencyProfilePage({ composition }: { composition: ProfileComposition }) {
  const { id = "" } = useParams<{ id: string }>();
  const numeric = parseProfileId(id);
  if (numeric === null) return <AgencyNotFound />;
  return <AgencyById id={numeric} composition={composition} />;
}

function AgencyById({ id, composition }: { id: number; composition: ProfileComposition }) {
  const { data } = useSuspenseQuery(agencyProfileQueryOptions(id));
  if (!data) return <AgencyNotFound />;
  return <AgencyPage agency={data} composition={composition} />;
}

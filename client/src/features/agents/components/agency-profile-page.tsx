import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, useParams } from "wouter";
import type { AgencyProfile } from "@shared/agency";
import { formatCount } from "@shared/format";
import { emirateNameOf } from "@shared/localised-names";
import { localisePath } from "@shared/locale";
import { NotFoundMessage } from "@/components/not-found-message";
import { agencyListingsQueryOptions, agencyProfileQueryOptions } from "../api/agency-account";
import { AgentCard, OwnName } from "./agent-card";
import { ReplyTimeNote } from "./reply-time";
import { officeNumberLabel } from "../lib/agent-text";
import type { ProfileComposition } from "./profile-composition";
import { useFormatLocale, useLocale } from "@/lib/i18n";
import { usePageMeta } from "@/lib/seo";
import { useSite } from "@/lib/site";

const LISTINGS_SHOWN = 12;

function AgencyNotFound() {
  const { t } = useLingui();
  usePageMeta({
    title: t`Agency not found`,
    description: t`We have no agency at this address.`,
    noindex: true,
  });
  return (
    <NotFoundMessage
      title={t`Agency not found`}
      actions={
        <Link
          href="/find-agent"
          className="mt-6 rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground"
        >
          <Trans>Find an agent</Trans>
        </Link>
      }
    >
      <Trans>This agency is not listed on this site.</Trans>
    </NotFoundMessage>
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
  if (data.items.length === 0) {
    return (
      <p className="text-muted-foreground">
        <Trans>No live listings at the moment.</Trans>
      </p>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {data.items.map((listing) => (
        <li key={listing.id}>{renderListing(listing)}</li>
      ))}
    </ul>
  );
}

function AgencyPage({ agency, composition }: { agency: AgencyProfile; composition: ProfileComposition }) {
  const { breadcrumbs, renderListing } = composition;
  const { t, i18n } = useLingui();
  const site = useSite();
  const language = useLocale();
  const locale = useFormatLocale();
  const path = `/agencies/${agency.id}`;
  const crumbs = [
    { name: t`Home`, path: "/" },
    { name: t`Find an agent`, path: "/find-agent" },
    { name: agency.name, path },
  ];
  const place = emirateNameOf(agency.emirate, language);
  const listings = formatCount(agency.listingCount, locale);
  usePageMeta({
    title: t`${agency.name}: real estate agency in ${place}`,
    description: t`${agency.name}, real estate agency in ${place}: its agents, live listings and how quickly it answers enquiries.`,
    path,
    jsonLd: [
      ...breadcrumbs.jsonLd(crumbs),
      {
        "@context": "https://schema.org",
        "@type": "RealEstateAgent",
        name: agency.name,
        url: `${site.baseUrl}${localisePath(path, language)}`,
        ...(agency.phone ? { telephone: agency.phone } : {}),
        ...(agency.email ? { email: agency.email } : {}),
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
          {agency.orn && (
            <>
              {" · "}
              <bdi>
                {officeNumberLabel(agency.emirate, i18n)}{" "}
                <bdi dir="ltr" translate="no">
                  {agency.orn}
                </bdi>
              </bdi>
            </>
          )}
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
  const numeric = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  if (numeric === null || numeric > 2_147_483_647) return <AgencyNotFound />;
  return <AgencyById id={numeric} composition={composition} />;
}

function AgencyById({ id, composition }: { id: number; composition: ProfileComposition }) {
  const { data } = useSuspenseQuery(agencyProfileQueryOptions(id));
  if (!data) return <AgencyNotFound />;
  return <AgencyPage agency={data} composition={composition} />;
}

import { Trans, useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, useParams } from "wouter";
import type { Agent } from "@shared/agent";
import { localisePath } from "@shared/locale";
import { NotFoundMessage } from "@/components/not-found-message";
import { useAgent, useAgentListings } from "../api/get-agents";
import { agentReplyTimeQueryOptions } from "../api/agency-account";
import { AgentCard, OwnName } from "./agent-card";
import { ReplyTimeNote } from "./reply-time";
import type { ProfileComposition } from "./profile-composition";
import { useLocale } from "@/lib/i18n";
import { usePageMeta } from "@/lib/seo";
import { useSite } from "@/lib/site";

const LISTINGS_SHOWN = 12;

function AgentNotFound() {
  const { t } = useLingui();
  usePageMeta({
    title: t`Agent not found`,
    description: t`We have no agent at this address.`,
    noindex: true,
  });
  return (
    <NotFoundMessage
      title={t`Agent not found`}
      actions={
        <Link
          href="/find-agent"
          className="mt-6 rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground"
        >
          <Trans>Find an agent</Trans>
        </Link>
      }
    >
      <Trans>This agent is not listed on this site.</Trans>
    </NotFoundMessage>
  );
}

function AgentPage({ agent, composition }: { agent: Agent; composition: ProfileComposition }) {
  const { breadcrumbs, renderListing } = composition;
  const { t } = useLingui();
  const site = useSite();
  const language = useLocale();
  const { data: replyTime } = useSuspenseQuery(agentReplyTimeQueryOptions(agent.id));
  const { data: listings } = useAgentListings(agent.id, 1, LISTINGS_SHOWN);
  const path = `/agents/${agent.id}`;
  const crumbs = [
    { name: t`Home`, path: "/" },
    { name: t`Find an agent`, path: "/find-agent" },
    { name: agent.name, path },
  ];
  const agencyName = agent.agency?.name ?? "";
  usePageMeta({
    title: agent.agency
      ? t`${agent.name}, property agent at ${agencyName}`
      : t`${agent.name}, property agent`,
    description: t`${agent.name}: languages, areas covered, live listings and how quickly they answer enquiries.`,
    path,
    jsonLd: [
      ...breadcrumbs.jsonLd(crumbs),
      {
        "@context": "https://schema.org",
        "@type": "RealEstateAgent",
        name: agent.name,
        url: `${site.baseUrl}${localisePath(path, language)}`,
        ...(agent.phone ? { telephone: agent.phone } : {}),
        ...(agent.email ? { email: agent.email } : {}),
        ...(agent.languages.length ? { knowsLanguage: agent.languages } : {}),
        ...(agent.areas.length ? { areaServed: agent.areas } : {}),
        ...(agent.agency
          ? {
              parentOrganization: {
                "@type": "RealEstateAgent",
                name: agent.agency.name,
                url: `${site.baseUrl}${localisePath(`/agencies/${agent.agency.id}`, language)}`,
              },
            }
          : {}),
      },
    ],
  });
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      {breadcrumbs.render(crumbs)}
      <h1 className="mt-4 text-3xl font-bold tracking-tight">
        <OwnName name={agent.name} />
      </h1>
      <div className="mt-4 grid gap-6 lg:grid-cols-[22rem_1fr]">
        <div className="space-y-3 pb-2">
          <AgentCard agent={agent} headingLevel={2} />
          <ReplyTimeNote replyTime={replyTime} />
        </div>
        <section aria-labelledby="agent-listings">
          <h2 id="agent-listings" className="mb-4 text-xl font-semibold">
            <Trans>Live listings</Trans>
          </h2>
          {listings.items.length === 0 ? (
            <p className="text-muted-foreground">
              <Trans>No live listings at the moment.</Trans>
            </p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2">
              {listings.items.map((listing) => (
                <li key={listing.id}>{renderListing(listing)}</li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}

/** /agents/:id (and /ar/agents/:id): an agent's profile, live listings and reply time. */
export function AgentProfilePage({ composition }: { composition: ProfileComposition }) {
  const { id = "" } = useParams<{ id: string }>();
  const numeric = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  if (numeric === null || numeric > 2_147_483_647) return <AgentNotFound />;
  return <AgentById id={numeric} composition={composition} />;
}

function AgentById({ id, composition }: { id: number; composition: ProfileComposition }) {
  const { data } = useAgent(id);
  if (!data) return <AgentNotFound />;
  return <AgentPage agent={data} composition={composition} />;
}

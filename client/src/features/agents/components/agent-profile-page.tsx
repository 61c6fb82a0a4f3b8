import { Trans, useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useParams } from "wouter";
import type { Agent } from "@shared/agent";
import { localisePath } from "@shared/locale";
import { NotFoundPage } from "@/components/not-found-page";
import { useAgent, useAgentListings } from "../api/get-agents";
import { agentReplyTimeQueryOptions } from "../api/agency-account";
import { AgentCard, OwnName } from "./agent-card";
import { ReplyTimeNote } from "./reply-time";
import type { ProfileComposition } from "./profile-composition";
import { parseProfileId, ProfileListings, realEstateAgentJsonLd, useProfileCrumbs } from "./profile-parts";
import { useLocale } from "@/lib/i18n";
import { usePageMeta } from "@/lib/seo";
import { useSite } from "@/lib/site";

const LISTINGS_SHOWN = 12;

function AgentNotFound() {
  const { t } = useLingui();
  return (
    <NotFoundPage
      title={t`Agent not found`}
      description={t`We have no agent at this address.`}
      actionHref="/find-agent"
      actionLabel={<Trans>Find an agent</Trans>}
    >
      <Trans>This agent is not listed on this site.</Trans>
    </NotFoundPage>
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
  const crumbs = useProfileCrumbs(agent.name, path);
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
        ...realEstateAgentJsonLd({ ...agent, path }, site.baseUrl, language),
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
          <ProfileListings
            listings={listings.items}
            renderListing={renderListing}
            className="grid gap-4 sm:grid-cols-2"
          />
        </section>
      </div>
    </div>
  );
}

/** /agents/:id (and /ar/agents/:id): an agent's profile, live listings and reply time. */
export function AgentProfilePage({ composition }: { composition: ProfileComposition }) {
  const { id = "" } = useParams<{ id: string }>();
  const numeric = parseProfileId(id);
  if (numeric === null) return <AgentNotFound />;
  return <AgentById id={numeric} composition={composition} />;
}

function AgentById({ id, composition }: { id: number; composition: ProfileComposition }) {
  const { data } = useAgent(id);
  if (!data) return <AgentNotFound />;
  return <AgentPage agent={data} composition={composition} />;
}

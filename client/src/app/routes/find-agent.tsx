import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Suspense, useEffect, useRef } from "react";
import { PageHeader } from "@/components/page-header";
import { X } from "lucide-react";
import { Link, useLocation, useSearch } from "wouter";
import { LOCATIONS } from "@shared/locations";
import { emirateNameOf, locationName } from "@shared/localised-names";
import { Skeleton } from "@/components/ui/skeleton";
import { useAgencies, useAgent, useAgentListings, useAgents } from "@/features/agents/api/get-agents";
import { AgencyList } from "@/features/agents/components/agency-list";
import {
  AgentCard,
  AgentContactLinks,
  agentAreas,
  AgentLanguages,
  OwnName,
} from "@/features/agents/components/agent-card";
import { AgentSearchForm } from "@/features/agents/components/agent-search-form";
import { readAgentFilters, writeAgentFilters, type AgentFilters } from "@/features/agents/lib/agent-filters";
import { languageName } from "@/features/agents/lib/agent-text";
import { BrokerNumber, OfficeNumberSuffix } from "@/features/agents/components/office-number";
import { Breadcrumbs } from "@/features/content/components/breadcrumbs";
import { Pagination } from "@/features/listings/components/pagination";
import { PropertyCard } from "@/features/listings/components/property-card";
import { formatCount } from "@shared/format";
import { useFormatLocale, useLocale } from "@/lib/i18n";
import { RESULTS_HEADING_CLASS } from "@/lib/scroll-to-results";
import { cn } from "@/lib/utils";
import { useSite } from "@/lib/site";
import { usePageWithTrail } from "../page-with-trail";
import { usePlaceName } from "@/features/listings/place-name";

const PATH = "/find-agent";
const PAGE_SIZE = 12;
const LISTINGS_PAGE_SIZE = 6;

const hrefFor = (filters: AgentFilters) => {
  const query = writeAgentFilters(filters);
  return query ? `${PATH}?${query}` : PATH;
};

function AgentListings({ agentId, filters }: { agentId: number; filters: AgentFilters }) {
  const { data } = useAgentListings(agentId, filters.listingsPage, LISTINGS_PAGE_SIZE);
  if (data.items.length === 0) {
    return (
      <p className="text-muted-foreground">
        <Trans>No live listings at the moment.</Trans>
      </p>
    );
  }
  return (
    <>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {data.items.map((listing) => (
          <PropertyCard key={listing.id} listing={listing} />
        ))}
      </div>
      <Pagination
        page={filters.listingsPage}
        total={data.total}
        pageSize={LISTINGS_PAGE_SIZE}
        hrefFor={(listingsPage) => hrefFor({ ...filters, listingsPage })}
        resultsHeadingId="agent-listings-heading"
      />
    </>
  );
}

/** The chosen agent (?agent=id): contacts and their live listings, above the search. */
function AgentPanel({ filters }: { filters: AgentFilters }) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const language = useLocale();
  const { data: agent } = useAgent(filters.agent!);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening an agent from the results scrolls here; move focus too, so keyboard and screen-reader users follow.
  useEffect(() => heading.current?.focus(), [filters.agent]);
  const closeHref = hrefFor({ ...filters, agent: undefined, listingsPage: 1 });
  if (!agent) {
    return (
      <p className="rounded-lg border bg-muted/40 p-4" role="alert">
        <Trans>That agent is not listed on this site.</Trans>{" "}
        <Link href={closeHref} className="font-medium text-primary underline">
          <Trans>Back to all agents</Trans>
        </Link>
      </p>
    );
  }
  const comma = language === "ar" ? "، " : ", ";
  const listings = formatCount(agent.listingCount, locale);
  const areas = agentAreas(agent.areas, language);
  const languages = <AgentLanguages languages={agent.languages} />;
  return (
    <section
      aria-labelledby="agent-panel-title"
      className="rounded-xl border-2 border-primary/30 bg-secondary/30 p-4 sm:p-6"
      data-testid="agent-panel"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2
            id="agent-panel-title"
            ref={heading}
            tabIndex={-1}
            className="text-2xl font-semibold focus:outline-none"
          >
            <OwnName name={agent.name} />
          </h2>
          <p className="text-muted-foreground">
            {agent.agency ? (
              <>
                <OwnName name={agent.agency.name} />
                {comma}
                {emirateNameOf(agent.agency.emirate, language)}
              </>
            ) : (
              <Trans>Independent</Trans>
            )}
            {agent.brn && (
              <>
                {" · "}
                <BrokerNumber agent={agent} brn={agent.brn} />
              </>
            )}
            {agent.agency && <OfficeNumberSuffix emirate={agent.agency.emirate} orn={agent.agency.orn} />}
          </p>
          <p className="mt-1 text-sm">
            <Trans>
              Speaks {languages}. Covers {areas}.
            </Trans>
          </p>
        </div>
        <Link
          href={closeHref}
          className="inline-flex items-center gap-1 rounded-md border bg-background px-3 py-1.5 text-sm font-medium hover:bg-muted"
        >
          <X className="size-4" aria-hidden="true" />
          <Trans>Close</Trans>
        </Link>
      </div>
      <AgentContactLinks agent={agent} className="mt-4" />
      <h3
        id="agent-listings-heading"
        tabIndex={-1}
        className={cn("mb-4 mt-6 text-lg font-semibold", RESULTS_HEADING_CLASS)}
      >
        {t`${plural(agent.listingCount, { one: `${listings} live listing`, other: `${listings} live listings` })}`}
      </h3>
      <Suspense fallback={<Skeleton className="h-72" />}>
        <AgentListings agentId={agent.id} filters={filters} />
      </Suspense>
    </section>
  );
}

function AgentResults({ filters }: { filters: AgentFilters }) {
  const { t, i18n } = useLingui();
  const locale = useFormatLocale();
  const language = useLocale();
  const { data } = useAgents({
    search: filters.search,
    area: filters.area,
    language: filters.language,
    agency: filters.agency,
    page: filters.page,
    limit: PAGE_SIZE,
  });
  const total = formatCount(data.total, locale);
  const area = filters.area && locationName(filters.area, language);
  const spoken = filters.language && (languageName(filters.language, i18n) ?? filters.language);
  const page = formatCount(filters.page, locale);
  const lastPage = formatCount(Math.ceil(data.total / PAGE_SIZE), locale);
  return (
    <>
      <p role="status" className="mb-4 text-sm text-muted-foreground" data-testid="agent-count">
        {t`${plural(data.total, { one: `${total} agent`, other: `${total} agents` })}`}
        {filters.search && (
          <>
            {" "}
            <Trans>
              matching “<bdi dir="auto">{filters.search}</bdi>”
            </Trans>
          </>
        )}
        {area && " " + t`covering ${area}`}
        {spoken && " " + t`speaking ${spoken}`}
        {data.total > PAGE_SIZE && t`, page ${page} of ${lastPage}`}
      </p>
      {data.items.length === 0 ? (
        <p className="rounded-lg border bg-muted/40 p-6 text-center">
          <Trans>No agents match this search. Try another area or language, or clear the name.</Trans>
        </p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {data.items.map((agent) => (
            <li key={agent.id}>
              <AgentCard
                agent={agent}
                listingsLink={
                  agent.listingCount > 0 ? (
                    <Link
                      href={hrefFor({ ...filters, agent: agent.id, listingsPage: 1 })}
                      className="block rounded-md bg-primary px-3 py-2 text-center text-sm font-medium text-primary-foreground hover:bg-primary/90"
                      onClick={() => window.scrollTo({ top: 0 })}
                    >
                      <Trans>
                        See <OwnName name={agent.name} />
                        &apos;s listings
                      </Trans>
                    </Link>
                  ) : null
                }
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={filters.page}
        total={data.total}
        pageSize={PAGE_SIZE}
        hrefFor={(page) => hrefFor({ ...filters, page, agent: undefined, listingsPage: 1 })}
        resultsHeadingId="agents-heading"
      />
    </>
  );
}

function Agencies() {
  const { data } = useAgencies();
  return (
    <AgencyList
      agencies={data}
      hrefFor={(agency) => hrefFor({ agency: agency.id, page: 1, listingsPage: 1 })}
    />
  );
}

/** /find-agent: agents and agencies, searchable by name, area and language, with each agent's listings. */
export default function FindAgentPage() {
  const site = useSite();
  const { t } = useLingui();
  const dubaiOnly = site.scope === "Dubai";
  const place = usePlaceName();
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = readAgentFilters(search);
  const locations = dubaiOnly ? LOCATIONS.filter((l) => l.emirate === "Dubai") : LOCATIONS;
  const crumbs = usePageWithTrail(t`Find an agent`, {
    title: t`Find a Property Agent in ${place}`,
    description: t`Search licensed property agents in ${place} by name, area and language: BRN, agency, languages spoken, areas covered, live listings and direct phone, WhatsApp and email.`,
    keywords: [
      "find a real estate agent Dubai",
      "RERA agent",
      "property broker UAE",
      "BRN check",
      "estate agents",
    ],
    path: PATH,
  });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <Breadcrumbs crumbs={crumbs} />
      <PageHeader title={t`Find an agent`} introGap="mt-3">
        <Trans>
          Agents and agencies in {place}, with the areas they cover, the languages they speak and how many
          homes they are marketing now. In Dubai every broker must hold a RERA Broker Registration Number
          (BRN): check it in the Dubai Land Department&apos;s Dubai REST app before you sign a Form A or Form
          B.
        </Trans>
      </PageHeader>

      {filters.agent !== undefined && (
        <div className="mt-8">
          <Suspense fallback={<Skeleton className="h-96" />}>
            <AgentPanel filters={filters} />
          </Suspense>
        </div>
      )}

      <div className="mt-8">
        <AgentSearchForm
          key={search}
          filters={filters}
          locations={locations}
          onSearch={(next) =>
            navigate(hrefFor({ ...filters, ...next, page: 1, agent: undefined, listingsPage: 1 }))
          }
        />
        {filters.agency !== undefined && (
          <p className="mt-3 text-sm">
            <Trans>Showing the agents of one agency.</Trans>{" "}
            <Link
              href={hrefFor({ ...filters, agency: undefined, page: 1 })}
              className="font-medium text-primary underline"
            >
              <Trans>Show all agencies</Trans>
            </Link>
          </p>
        )}
      </div>

      <section aria-labelledby="agents-heading" className="mt-8">
        <h2 id="agents-heading" tabIndex={-1} className={cn("sr-only", RESULTS_HEADING_CLASS)}>
          <Trans>Agents</Trans>
        </h2>
        <Suspense fallback={<Skeleton className="h-96" />}>
          <AgentResults filters={filters} />
        </Suspense>
      </section>

      <section aria-labelledby="agencies-heading" className="mt-14">
        <h2 id="agencies-heading" className="mb-4 text-2xl font-semibold">
          <Trans>Agencies</Trans>
        </h2>
        <Suspense fallback={<Skeleton className="h-48" />}>
          <Agencies />
        </Suspense>
      </section>
    </div>
  );
}

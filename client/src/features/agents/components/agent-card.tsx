import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Fragment, useId, type ReactNode } from "react";
import { Link } from "wouter";
import { Languages, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import type { Agent } from "@shared/agent";
import { emirateNameOf, locationName } from "@shared/localised-names";
import { Badge } from "@/components/ui/badge";
import { formatCount } from "@shared/format";
import { useFormatLocale, useLocale } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { AgentAvatar } from "@/components/agent-avatar";
import { languageName } from "../lib/agent-text";
import { BrokerNumber } from "./office-number";

export { brokerNumberLabel } from "../lib/agent-text";

/** "+971 50 111 2222" → "+971501112222" for tel: links. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** WhatsApp's click-to-chat link wants the number in international form, digits only. */
export function whatsappHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, "")}`;
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");
}

/**
 * A name people gave themselves (an agent, an agency): shown as written, in its own direction, and marked
 * as English when it is written in Latin letters, so an Arabic page reads it as a name, not as interface.
 */
export function OwnName({ name, className }: { name: string; className?: string }) {
  return (
    <bdi dir="auto" lang={/[A-Za-z]/.test(name) ? "en" : undefined} className={className}>
      {name}
    </bdi>
  );
}

/** The agent's languages, each in the page's language (or as written, when we have no name for it). */
export function AgentLanguages({ languages }: { languages: readonly string[] }) {
  const { i18n } = useLingui();
  const comma = useLocale() === "ar" ? "، " : ", ";
  return languages.map((language, i) => {
    const name = languageName(language, i18n);
    return (
      <Fragment key={language}>
        {i > 0 && comma}
        {name ?? <OwnName name={language} />}
      </Fragment>
    );
  });
}

/** The areas an agent covers, in the page's language. */
export function agentAreas(areas: readonly string[], language: "en" | "ar"): string {
  return areas.map((area) => locationName(area, language)).join(language === "ar" ? "، " : ", ");
}

/**
 * Call, WhatsApp and email buttons. Each one's accessible name says whom and where ("Call Sara Khan on +971
 * 50 111 2222") in words hidden from sight, so the agent's name keeps its own language and the number its
 * left-to-right order.
 */
export function AgentContactLinks({ agent, className }: { agent: Agent; className?: string }) {
  const who = <OwnName name={agent.name} />;
  const link =
    "inline-flex items-center gap-1.5 rounded-md border px-3 py-1.5 text-sm font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";
  return (
    <div className={cn("flex flex-wrap gap-2", className)}>
      {agent.phone && (
        <a href={telHref(agent.phone)} className={link}>
          <Phone className="size-4" aria-hidden="true" />
          <span>
            <Trans>
              Call
              <span className="sr-only">
                {" "}
                {who} on{" "}
                <bdi dir="ltr" translate="no">
                  {agent.phone}
                </bdi>
              </span>
            </Trans>
          </span>
        </a>
      )}
      {agent.whatsapp && (
        <a href={whatsappHref(agent.whatsapp)} className={link} target="_blank" rel="noopener noreferrer">
          <MessageCircle className="size-4" aria-hidden="true" />
          <span>
            <Trans>
              WhatsApp<span className="sr-only"> {who} (opens WhatsApp)</span>
            </Trans>
          </span>
        </a>
      )}
      {agent.email && (
        <a href={`mailto:${agent.email}`} className={link}>
          <Mail className="size-4" aria-hidden="true" />
          <span>
            <Trans>
              Email
              <span className="sr-only">
                {" "}
                {who} at <span translate="no">{agent.email}</span>
              </span>
            </Trans>
          </span>
        </a>
      )}
    </div>
  );
}

/** An agent in the search results: who, which agency, BRN, languages, areas, live listings, contacts. */
export function AgentCard({
  agent,
  headingLevel = 3,
  listingsLink,
}: {
  agent: Agent;
  headingLevel?: 2 | 3;
  /** Where the "see listings" link goes (the page decides how the agent's listings are shown). */
  listingsLink?: ReactNode;
}) {
  const locale = useFormatLocale();
  const language = useLocale();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // Named by the agent's name, so a screen reader's list of articles is not "article, article, …".
  const nameId = useId();
  const listings = formatCount(agent.listingCount, locale);
  return (
    <article
      aria-labelledby={nameId}
      className="flex h-full flex-col rounded-xl border bg-card p-4 shadow-sm"
      data-testid="agent-card"
    >
      <div className="flex items-start gap-3">
        <AgentAvatar
          photoUrl={agent.photoUrl}
          fallback={initialsOf(agent.name)}
          className="shrink-0 text-lg font-semibold text-secondary-foreground"
        />
        <div className="min-w-0">
          <Heading id={nameId} className="text-lg font-semibold leading-tight">
            <Link href={`/agents/${agent.id}`} className="hover:underline">
              <OwnName name={agent.name} />
            </Link>
          </Heading>
          {agent.agency && (
            <p className="text-sm text-muted-foreground">
              <Link href={`/agencies/${agent.agency.id}`} className="hover:underline">
                <OwnName name={agent.agency.name} />
              </Link>
              {language === "ar" ? "، " : ", "}
              {emirateNameOf(agent.agency.emirate, language)}
            </p>
          )}
          <div className="mt-1 flex flex-wrap gap-1.5">
            {agent.brn && (
              <Badge variant="outline">
                <BrokerNumber agent={agent} brn={agent.brn} />
              </Badge>
            )}
            {agent.isSample && (
              <Badge variant="sample">
                <Trans>Sample agent</Trans>
              </Badge>
            )}
          </div>
        </div>
      </div>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex gap-2">
          <dt>
            <Languages className="mt-0.5 size-4 text-primary" aria-hidden="true" />
            <span className="sr-only">
              <Trans>Languages</Trans>
            </span>
          </dt>
          <dd>
            {agent.languages.length ? (
              <AgentLanguages languages={agent.languages} />
            ) : (
              <Trans>Not given</Trans>
            )}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt>
            <MapPin className="mt-0.5 size-4 text-primary" aria-hidden="true" />
            <span className="sr-only">
              <Trans>Areas</Trans>
            </span>
          </dt>
          <dd>{agent.areas.length ? agentAreas(agent.areas, language) : <Trans>Not given</Trans>}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm font-medium" data-testid="agent-listing-count">
        <Plural
          value={agent.listingCount}
          one={`${listings} live listing`}
          other={`${listings} live listings`}
        />
      </p>
      <div className="mt-auto space-y-3 pt-4">
        <AgentContactLinks agent={agent} />
        {listingsLink}
      </div>
    </article>
  );
}

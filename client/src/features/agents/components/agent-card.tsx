import { useId, type ReactNode } from "react";
import { Languages, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import type { Agent } from "@shared/agent";
import { Badge } from "@/components/ui/badge";
import { formatCount } from "@shared/format";
import { cn } from "@/lib/utils";
import { AgentAvatar } from "@/components/agent-avatar";

/** "+971 50 111 2222" → "+971501112222" for tel: links. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** RERA's Broker Registration Number is Dubai's; other emirates license brokers under their own names. */
export function brokerNumberLabel(agent: Agent): string {
  return !agent.agency || agent.agency.emirate === "Dubai" ? "BRN" : "Broker licence";
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

export function AgentContactLinks({ agent, className }: { agent: Agent; className?: string }) {
  const link =
    "inline-flex items-center gap-1.5 rounded-md border px-3 py-1.5 text-sm font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";
  return (
    <div className={cn("flex flex-wrap gap-2", className)}>
      {agent.phone && (
        <a href={telHref(agent.phone)} className={link} aria-label={`Call ${agent.name} on ${agent.phone}`}>
          <Phone className="size-4" aria-hidden="true" />
          Call
        </a>
      )}
      {agent.whatsapp && (
        <a
          href={whatsappHref(agent.whatsapp)}
          className={link}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`WhatsApp ${agent.name} (opens WhatsApp)`}
        >
          <MessageCircle className="size-4" aria-hidden="true" />
          WhatsApp
        </a>
      )}
      {agent.email && (
        <a
          href={`mailto:${agent.email}`}
          className={link}
          aria-label={`Email ${agent.name} at ${agent.email}`}
        >
          <Mail className="size-4" aria-hidden="true" />
          Email
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
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // Named by the agent's name, so a screen reader's list of articles is not "article, article, …".
  const nameId = useId();
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
            {agent.name}
          </Heading>
          {agent.agency && (
            <p className="text-sm text-muted-foreground">
              {agent.agency.name}, {agent.agency.emirate}
            </p>
          )}
          <div className="mt-1 flex flex-wrap gap-1.5">
            {agent.brn && (
              <Badge variant="outline">
                {brokerNumberLabel(agent)} {agent.brn}
              </Badge>
            )}
            {agent.isSample && <Badge variant="sample">Sample agent</Badge>}
          </div>
        </div>
      </div>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex gap-2">
          <dt>
            <Languages className="mt-0.5 size-4 text-primary" aria-hidden="true" />
            <span className="sr-only">Languages</span>
          </dt>
          <dd>{agent.languages.join(", ") || "Not given"}</dd>
        </div>
        <div className="flex gap-2">
          <dt>
            <MapPin className="mt-0.5 size-4 text-primary" aria-hidden="true" />
            <span className="sr-only">Areas</span>
          </dt>
          <dd>{agent.areas.join(", ") || "Not given"}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm font-medium" data-testid="agent-listing-count">
        {formatCount(agent.listingCount)} {agent.listingCount === 1 ? "live listing" : "live listings"}
      </p>
      <div className="mt-auto space-y-3 pt-4">
        <AgentContactLinks agent={agent} />
        {listingsLink}
      </div>
    </article>
  );
}

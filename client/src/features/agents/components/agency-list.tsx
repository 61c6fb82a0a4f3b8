import { Link } from "wouter";
import type { Agency } from "@shared/agent";
import { Badge } from "@/components/ui/badge";
import { formatCount } from "@shared/format";

/** Agencies with their licence number, agents and live listings; each links to its agents. */
export function AgencyList({
  agencies,
  hrefFor,
}: {
  agencies: Agency[];
  hrefFor: (agency: Agency) => string;
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {agencies.map((agency) => (
        <li key={agency.id} className="rounded-lg border bg-card p-4">
          <div className="flex items-start justify-between gap-2">
            <p className="font-semibold">{agency.name}</p>
            {agency.isSample && <Badge variant="sample">Sample</Badge>}
          </div>
          <p className="text-sm text-muted-foreground">
            {agency.emirate}
            {agency.orn && ` · ${agency.emirate === "Dubai" ? "ORN" : "Licence"} ${agency.orn}`}
          </p>
          <p className="mt-2 text-sm">
            {formatCount(agency.agentCount)} {agency.agentCount === 1 ? "agent" : "agents"} ·{" "}
            {formatCount(agency.listingCount)} live {agency.listingCount === 1 ? "listing" : "listings"}
          </p>
          <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <Link href={hrefFor(agency)} className="font-medium text-primary underline">
              Agents of {agency.name}
            </Link>
            {agency.phone && (
              <a href={`tel:${agency.phone.replace(/[^\d+]/g, "")}`} className="text-primary underline">
                {agency.phone}
              </a>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

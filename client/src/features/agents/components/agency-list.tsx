import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import type { Agency } from "@shared/agent";
import { emirateNameOf } from "@shared/localised-names";
import { Badge } from "@/components/ui/badge";
import { formatCount } from "@shared/format";
import { useFormatLocale, useLocale } from "@/lib/i18n";
import { OfficeNumberSuffix } from "./office-number";
import { OwnName, telHref } from "./agent-card";

/** Agencies with their licence number, agents and live listings; each links to its agents. */
export function AgencyList({
  agencies,
  hrefFor,
}: {
  agencies: Agency[];
  hrefFor: (agency: Agency) => string;
}) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const language = useLocale();
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {agencies.map((agency) => {
        const agents = formatCount(agency.agentCount, locale);
        const listings = formatCount(agency.listingCount, locale);
        const name = <OwnName name={agency.name} />;
        return (
          <li key={agency.id} className="rounded-lg border bg-card p-4">
            <div className="flex items-start justify-between gap-2">
              <p className="font-semibold">{name}</p>
              {agency.isSample && (
                <Badge variant="sample">
                  <Trans>Sample</Trans>
                </Badge>
              )}
            </div>
            <p className="text-sm text-muted-foreground">
              {emirateNameOf(agency.emirate, language)}
              <OfficeNumberSuffix emirate={agency.emirate} orn={agency.orn} />
            </p>
            <p className="mt-2 text-sm">
              {t`${plural(agency.agentCount, { one: `${agents} agent`, other: `${agents} agents` })}`} ·{" "}
              {t`${plural(agency.listingCount, { one: `${listings} live listing`, other: `${listings} live listings` })}`}
            </p>
            <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <Link href={`/agencies/${agency.id}`} className="font-medium text-primary underline">
                <Trans>Page of {name}</Trans>
              </Link>
              <Link href={hrefFor(agency)} className="font-medium text-primary underline">
                <Trans>Agents of {name}</Trans>
              </Link>
              {agency.phone && (
                <a href={telHref(agency.phone)} className="text-primary underline">
                  <bdi dir="ltr" translate="no">
                    {agency.phone}
                  </bdi>
                </a>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

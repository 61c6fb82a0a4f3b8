import { Trans } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { myAgencyQueryOptions } from "../api/agency-account";
import { Agents } from "./agency-agents";
import { ApiKeys } from "./agency-api-keys";
import { Feed } from "./agency-feed";
import { Members } from "./agency-members";
import { CreateAgencyForm } from "./create-agency-form";

/**
 * The dashboard's Agency tab: create an agency, or manage yours (agents, people, API keys and feed for its
 * admins). Its forms check the server's own rules (shared/agency.ts) and show the server's refusals under
 * the fields they name; a toast only says what belongs to no field.
 */
export function AgencyTab() {
  const { data } = useSuspenseQuery(myAgencyQueryOptions());
  if (!data) return <CreateAgencyForm />;
  const { agency, role } = data;
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h2 className="text-xl font-semibold">
          <bdi>{agency.name}</bdi>
        </h2>
        <p className="text-muted-foreground">
          {role === "admin" ? (
            <Trans>You manage this agency.</Trans>
          ) : (
            <Trans>You are an agent of this agency.</Trans>
          )}{" "}
          <Link href={`/agencies/${agency.id}`} className="text-primary underline-offset-4 hover:underline">
            <Trans>See the agency's page</Trans>
          </Link>
        </p>
      </div>
      {role === "admin" && (
        <>
          <Agents agency={data} />
          <Members agency={data} />
          <ApiKeys />
          <Feed />
        </>
      )}
    </div>
  );
}

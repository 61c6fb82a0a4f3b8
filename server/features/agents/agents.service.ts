import type { Agency, Agent, AgentsQuery } from "@shared/agent";
import { publicPhotoUrl } from "@shared/media";
import type { SiteConfig } from "@shared/site";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/errors";
// Listing cards are the listings feature's shape; reuse its mapping rather than copy it.
import { getListingsByIds } from "../listings/listings.service";
import * as repository from "./agents.repository";

function scopeOf(site: SiteConfig): repository.AgentScope {
  return site.scope === "Dubai" ? { emirate: "Dubai" } : {};
}

function toAgent(row: repository.AgentRow, site: Pick<SiteConfig, "mediaBaseUrl">): Agent {
  return {
    id: row.id,
    name: row.name,
    brn: row.brn,
    phone: row.phone,
    whatsapp: row.whatsapp,
    email: row.email,
    photoUrl: row.photoUrl && publicPhotoUrl(row.photoUrl, site.mediaBaseUrl),
    languages: row.languages,
    areas: row.areas,
    agency:
      row.agencyId !== null && row.agencyName !== null && row.agencyEmirate !== null
        ? {
            id: row.agencyId,
            name: row.agencyName,
            orn: row.agencyOrn,
            emirate: row.agencyEmirate,
          }
        : null,
    listingCount: row.listingCount,
    isSample: row.isSample,
  };
}

export async function findAgents(db: Db, query: AgentsQuery, site: SiteConfig) {
  const { rows, total } = await repository.findAgents(db, query, scopeOf(site));
  return { items: rows.map((row) => toAgent(row, site)), total };
}

/** One agent; an agent of another emirate's agency reads as not found on a Dubai-scoped site. */
export async function getAgent(db: Db, id: number, site: SiteConfig): Promise<Agent> {
  const row = await repository.findAgentById(db, id, scopeOf(site));
  if (!row) throw AppError.notFound("Agent not found");
  return toAgent(row, site);
}

export async function findAgencies(db: Db, site: SiteConfig): Promise<Agency[]> {
  const rows = await repository.findAgencies(db, scopeOf(site));
  return rows;
}

export async function findAgentListings(
  db: Db,
  agentId: number,
  page: { page: number; limit: number },
  site: SiteConfig,
) {
  await getAgent(db, agentId, site);
  const { ids, total } = await repository.findAgentListingIds(db, agentId, scopeOf(site), page);
  return { items: await getListingsByIds(db, ids, site), total };
}

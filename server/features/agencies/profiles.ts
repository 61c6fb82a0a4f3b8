import type { Agent } from "@shared/agent";
import type { ReplyTime } from "@shared/agency";
import type { SiteConfig } from "@shared/site";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/errors";
import * as agentsService from "../agents/agents.service";
import { getListingsByIds } from "../listings/listings.service";
import * as repository from "./agencies.repository";

/**
 * Agency and agent profiles (issue 16, item 4; docs/decisions/0053): their live listings and their median
 * reply time to enquiries.
 */

/** Enquiries over this many days count towards the reply time. */
export const REPLY_TIME_WINDOW_DAYS = 90;
/** Fewer answered enquiries than this and no reply time is shown: one fast answer is not a habit. */
export const REPLY_TIME_MIN_ENQUIRIES = 3;

/** What a site shows of agencies and listings: a Dubai-scoped site only Dubai's. */
function scopeOf(site: SiteConfig): repository.ProfileScope {
  return site.scope === "Dubai" ? { emirate: "Dubai" } : {};
}

/**
 * The median time from an enquiry to its first reply, for the listings `scope` names, over the last
 * REPLY_TIME_WINDOW_DAYS days: the owner's (or agent's) first reply in the enquiry's thread,
 * `enquiries.owner_first_reply_at` (conversations, decision 0054). Reading an enquiry is not answering
 * it: before conversations existed this used the time an enquiry was first read, as the only response
 * recorded then (decision 0053). Every page and the API read the reply time from here.
 */
export async function medianReplyTime(
  db: Db,
  scope: { agencyId: number } | { agentId: number },
): Promise<ReplyTime> {
  const row = await repository.findReplyTimeStats(db, scope, REPLY_TIME_WINDOW_DAYS);
  if (!row || row.count < REPLY_TIME_MIN_ENQUIRIES || row.medianSeconds === null) return null;
  return { medianMinutes: Math.max(1, Math.round(Number(row.medianSeconds) / 60)), enquiries: row.count };
}

export async function agencyProfile(db: Db, id: number, site: SiteConfig) {
  const agency = await repository.findAgencyProfile(db, id, scopeOf(site));
  if (!agency) throw AppError.notFound("Agency not found");
  const { items } = await agentsService.findAgents(
    db,
    { page: 1, limit: 100, agency: id, search: undefined, area: undefined, language: undefined },
    site,
  );
  const listingCount = await repository.countAgencyPublicListings(db, id, scopeOf(site));
  return {
    ...agency,
    agents: items as Agent[],
    agentCount: items.length,
    listingCount,
    replyTime: await medianReplyTime(db, { agencyId: id }),
  };
}

/** One page of the agency's live listings, featured first then newest. */
export async function agencyListingsPage(
  db: Db,
  agencyId: number,
  page: { page: number; limit: number },
  site: SiteConfig,
) {
  await agencyProfile(db, agencyId, site);
  const ids = await repository.findAgencyPublicListingIds(db, agencyId, page, scopeOf(site));
  const total = await repository.countAgencyPublicListings(db, agencyId, scopeOf(site));
  return { items: await getListingsByIds(db, ids, site), total };
}

export async function agentReplyTime(db: Db, agentId: number, site: SiteConfig): Promise<ReplyTime> {
  await agentsService.getAgent(db, agentId, site);
  return medianReplyTime(db, { agentId });
}

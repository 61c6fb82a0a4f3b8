import { and, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Agent } from "@shared/agent";
import type { ReplyTime } from "@shared/agency";
import { PUBLIC_STATUSES } from "@shared/listing";
import type { SiteConfig } from "@shared/site";
import type { Db } from "../../db/client";
import { agencies, agencyListings, agents, enquiries, properties } from "../../db/schema";
import { AppError } from "../../lib/errors";
import * as agentsService from "../agents/agents.service";
import { getListingsByIds } from "../listings/listings.service";

/**
 * Agency and agent profiles (issue 16, item 4; docs/decisions/0053): their live listings and their median
 * reply time to enquiries.
 */

/** Enquiries over this many days count towards the reply time. */
export const REPLY_TIME_WINDOW_DAYS = 90;
/** Fewer answered enquiries than this and no reply time is shown: one fast answer is not a habit. */
export const REPLY_TIME_MIN_ENQUIRIES = 3;

/** Listings of an agency: those of its agents, and those it holds by reference (API and feed). */
function agencyListingCondition(agencyId: number): SQL {
  return or(
    inArray(
      properties.agentId,
      sql`(select ${agents.id} from ${agents} where ${agents.agencyId} = ${agencyId})`,
    ),
    inArray(
      properties.id,
      sql`(select ${agencyListings.propertyId} from ${agencyListings} where ${agencyListings.agencyId} = ${agencyId})`,
    ),
  )!;
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
  const listings =
    "agencyId" in scope ? agencyListingCondition(scope.agencyId) : eq(properties.agentId, scope.agentId);
  const [row] = await db
    .select({
      medianSeconds: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from (${enquiries.ownerFirstReplyAt} - ${enquiries.createdAt})))`,
      count: sql<number>`count(*)::int`,
    })
    .from(enquiries)
    .innerJoin(properties, eq(properties.id, enquiries.propertyId))
    .where(
      and(
        listings,
        sql`${enquiries.ownerFirstReplyAt} is not null`,
        sql`${enquiries.createdAt} > now() - make_interval(days => ${REPLY_TIME_WINDOW_DAYS})`,
      ),
    );
  if (!row || row.count < REPLY_TIME_MIN_ENQUIRIES || row.medianSeconds === null) return null;
  return { medianMinutes: Math.max(1, Math.round(Number(row.medianSeconds) / 60)), enquiries: row.count };
}

export async function agencyProfile(db: Db, id: number, site: SiteConfig) {
  const scope = site.scope === "Dubai" ? { emirate: "Dubai" as const } : {};
  const [agency] = await db
    .select({
      id: agencies.id,
      name: agencies.name,
      orn: agencies.orn,
      emirate: agencies.emirate,
      phone: agencies.phone,
      email: agencies.email,
      isSample: agencies.isSample,
    })
    .from(agencies)
    .where(and(eq(agencies.id, id), scope.emirate ? eq(agencies.emirate, scope.emirate) : undefined));
  if (!agency) throw AppError.notFound("Agency not found");
  const { items } = await agentsService.findAgents(
    db,
    { page: 1, limit: 100, agency: id, search: undefined, area: undefined, language: undefined },
    site,
  );
  const listingCount = await countAgencyListings(db, id, site);
  return {
    ...agency,
    agents: items as Agent[],
    agentCount: items.length,
    listingCount,
    replyTime: await medianReplyTime(db, { agencyId: id }),
  };
}

function publicInScope(site: SiteConfig): SQL[] {
  return [
    inArray(properties.status, [...PUBLIC_STATUSES]),
    ...(site.scope === "Dubai" ? [eq(properties.emirate, "Dubai")] : []),
  ];
}

async function countAgencyListings(db: Db, agencyId: number, site: SiteConfig) {
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(properties)
    .where(and(agencyListingCondition(agencyId), ...publicInScope(site)));
  return total;
}

/** One page of the agency's live listings, featured first then newest. */
export async function agencyListingsPage(
  db: Db,
  agencyId: number,
  page: { page: number; limit: number },
  site: SiteConfig,
) {
  await agencyProfile(db, agencyId, site);
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(agencyListingCondition(agencyId), ...publicInScope(site)))
    .orderBy(desc(properties.featured), desc(properties.createdAt), desc(properties.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const total = await countAgencyListings(db, agencyId, site);
  return {
    items: await getListingsByIds(
      db,
      rows.map((r) => r.id),
      site,
    ),
    total,
  };
}

export async function agentReplyTime(db: Db, agentId: number, site: SiteConfig): Promise<ReplyTime> {
  await agentsService.getAgent(db, agentId, site);
  return medianReplyTime(db, { agentId });
}

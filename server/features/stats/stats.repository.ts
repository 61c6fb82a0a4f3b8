import { and, eq, inArray, sql } from "drizzle-orm";
import { PUBLIC_STATUSES } from "@shared/listing";
import type { Db } from "../../db/client";
import { agencies, agents, properties } from "../../db/schema";

export interface ListingTotals {
  listings: number;
  forSale: number;
  forRent: number;
  offPlan: number;
}

/** Public listings, all of them or only Dubai's. */
function publicListings(dubaiOnly: boolean) {
  return and(
    inArray(properties.status, [...PUBLIC_STATUSES]),
    dubaiOnly ? eq(properties.emirate, "Dubai") : undefined,
  );
}

export async function countPublicListingsByEmirate(db: Db, dubaiOnly: boolean): Promise<Map<string, number>> {
  const rows = await db
    .select({ emirate: properties.emirate, count: sql<number>`count(*)::int` })
    .from(properties)
    .where(publicListings(dubaiOnly))
    .groupBy(properties.emirate);
  return new Map(rows.map((r) => [r.emirate, r.count]));
}

export async function countPublicListings(db: Db, dubaiOnly: boolean): Promise<ListingTotals> {
  const [totals] = await db
    .select({
      listings: sql<number>`count(*)::int`,
      forSale: sql<number>`(count(*) filter (where ${properties.priceType} = 'sale'))::int`,
      forRent: sql<number>`(count(*) filter (where ${properties.priceType} = 'rent'))::int`,
      offPlan: sql<number>`(count(*) filter (where ${properties.completionStatus} = 'off-plan'))::int`,
    })
    .from(properties)
    .where(publicListings(dubaiOnly));
  return totals;
}

/** Agents, or only those of agencies in Dubai. */
export async function countAgents(db: Db, dubaiOnly: boolean): Promise<number> {
  const [{ agentCount }] = await db
    .select({ agentCount: sql<number>`count(*)::int` })
    .from(agents)
    .leftJoin(agencies, eq(agencies.id, agents.agencyId))
    .where(dubaiOnly ? eq(agencies.emirate, "Dubai") : undefined);
  return agentCount;
}

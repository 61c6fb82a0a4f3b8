import { Router } from "express";
import { and, eq, inArray, sql } from "drizzle-orm";
import { PUBLIC_STATUSES } from "@shared/listing";
import { EMIRATES, emirateSlug } from "@shared/locations";
import type { SiteOverview } from "@shared/stats";
import type { AppContext } from "../../app-context";
import { agencies, agents, properties } from "../../db/schema";

/** Live counts for the home page (PRODUCT.md §5: live, not fixed numbers), within the site's scope. */
export function statsRoutes({ db }: AppContext): Router {
  const router = Router();
  router.get("/stats/overview", async (req, res) => {
    const dubaiOnly = req.site.scope === "Dubai";
    const scope = and(
      inArray(properties.status, [...PUBLIC_STATUSES]),
      dubaiOnly ? eq(properties.emirate, "Dubai") : undefined,
    );
    const [byEmirateRows, [totals], [{ agentCount }]] = await Promise.all([
      db
        .select({ emirate: properties.emirate, count: sql<number>`count(*)::int` })
        .from(properties)
        .where(scope)
        .groupBy(properties.emirate),
      db
        .select({
          listings: sql<number>`count(*)::int`,
          forSale: sql<number>`(count(*) filter (where ${properties.priceType} = 'sale'))::int`,
          forRent: sql<number>`(count(*) filter (where ${properties.priceType} = 'rent'))::int`,
          offPlan: sql<number>`(count(*) filter (where ${properties.completionStatus} = 'off-plan'))::int`,
        })
        .from(properties)
        .where(scope),
      db
        .select({ agentCount: sql<number>`count(*)::int` })
        .from(agents)
        .leftJoin(agencies, eq(agencies.id, agents.agencyId))
        .where(dubaiOnly ? eq(agencies.emirate, "Dubai") : undefined),
    ]);
    const counts = new Map(byEmirateRows.map((r) => [r.emirate, r.count]));
    const overview: SiteOverview = {
      ...totals,
      agents: agentCount,
      byEmirate: EMIRATES.filter((e) => !dubaiOnly || e === "Dubai").map((emirate) => ({
        emirate,
        slug: emirateSlug(emirate),
        listingCount: counts.get(emirate) ?? 0,
      })),
    };
    res.json(overview);
  });
  return router;
}

import type { Router } from "express";
import type { SiteOverview } from "@shared/stats";
import type { AppContext } from "../../app-context";
import { sharedAnswerCache } from "../../lib/public-cache";
import { json } from "../../http/openapi/api-description";
import { documentedRouter } from "../../http/openapi/documented-router";
import { exampleOverview } from "../../http/openapi/examples";
import { siteOverviewSchema } from "../../http/openapi/response-schemas";
import { getSiteOverview } from "./stats.service";

export function statsRoutes({ db, config }: AppContext): Router {
  // Three counts over every public listing, the same for every visitor of a site: one per site a minute.
  const overviews = sharedAnswerCache<SiteOverview>("site-overview", config.publicCacheTtlMs, 10);
  const routes = documentedRouter({ name: "Stats", description: "Live counts for the home page" });
  routes.get(
    "/stats/overview",
    {
      operationId: "getSiteOverview",
      summary: "Live listing counts for the home page, within the site's scope",
      access: "public",
      responses: {
        200: json(siteOverviewSchema.meta({ id: "SiteOverview" }), "Counts", exampleOverview),
      },
    },
    async (req, res) => {
      res.json(await overviews.getOrCompute(req.site.key, () => getSiteOverview(db, req.site)));
    },
  );
  return routes.router;
}

import { z } from "zod";
import { json, type ApiDescription } from "./api-description";
import { exampleOverview } from "./examples";

/** server/features/stats/stats.routes.ts */
export function describeStatsApi(api: ApiDescription) {
  const stats = api.feature({ name: "Stats", description: "Live counts for the home page" });
  stats.operation({
    method: "get",
    path: "/api/stats/overview",
    operationId: "getSiteOverview",
    summary: "Live listing counts for the home page, within the site's scope",
    access: "public",
    responses: {
      200: json(
        z
          .object({
            listings: z.number().int(),
            forSale: z.number().int(),
            forRent: z.number().int(),
            offPlan: z.number().int(),
            agents: z.number().int(),
            byEmirate: z.array(
              z.object({ emirate: z.string(), slug: z.string(), listingCount: z.number().int() }),
            ),
          })
          .meta({ id: "SiteOverview" }),
        "Counts",
        exampleOverview,
      ),
    },
  });
}

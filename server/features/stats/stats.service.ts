import { EMIRATES, emirateSlug } from "@shared/locations";
import type { SiteOverview } from "@shared/stats";
import type { SiteConfig } from "@shared/site";
import type { Db } from "../../db/client";
import * as repository from "./stats.repository";

/** Live counts for the home page (counted on each request, never fixed numbers), within the site's scope. */
export async function getSiteOverview(db: Db, site: SiteConfig): Promise<SiteOverview> {
  const dubaiOnly = site.scope === "Dubai";
  const [byEmirate, totals, agents] = await Promise.all([
    repository.countPublicListingsByEmirate(db, dubaiOnly),
    repository.countPublicListings(db, dubaiOnly),
    repository.countAgents(db, dubaiOnly),
  ]);
  return {
    ...totals,
    agents,
    byEmirate: EMIRATES.filter((e) => !dubaiOnly || e === "Dubai").map((emirate) => ({
      emirate,
      slug: emirateSlug(emirate),
      listingCount: byEmirate.get(emirate) ?? 0,
    })),
  };
}

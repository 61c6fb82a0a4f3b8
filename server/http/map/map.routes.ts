import { Router } from "express";
import { MAP_STYLE_PATH } from "@shared/map";
import land from "./basemap/uae-land.json" with { type: "json" };
import { buildDefaultStyle, LAND_PATH } from "./map-style";

/** The basemap changes with a deployment at most: a day in browsers, a week in shared caches. */
const CACHE = "public, max-age=86400, s-maxage=604800";

/**
 * The map's style (docs/decisions/0046-map-and-basemap.md). Without MAP_STYLE_URL, the default basemap
 * built from open data and served from here, so a fresh clone's map needs no network beyond the site;
 * with it, a redirect to the configured style (a tile service, or a self-hosted PMTiles extract): the map
 * always asks this address and follows.
 */
export function mapRoutes(options: { styleUrl: string | undefined }): Router {
  const router = Router();
  const style = JSON.stringify(buildDefaultStyle());
  const landJson = JSON.stringify(land);
  router.get(MAP_STYLE_PATH, (_req, res) => {
    if (options.styleUrl) {
      // Short: an operator who changes the setting should see the new style within minutes.
      res.setHeader("Cache-Control", "public, max-age=300");
      res.redirect(302, options.styleUrl);
      return;
    }
    res.setHeader("Cache-Control", CACHE);
    res.type("application/json").send(style);
  });
  router.get(LAND_PATH, (_req, res) => {
    res.setHeader("Cache-Control", CACHE);
    res.type("application/geo+json").send(landJson);
  });
  return router;
}

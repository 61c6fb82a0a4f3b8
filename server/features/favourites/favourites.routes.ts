import { Router } from "express";
import { favouriteParamsSchema } from "@shared/favourite";
import { pagingQuerySchema } from "@shared/listing";
import type { AppContext } from "../../app-context";
import { setPagingHeaders } from "../../lib/paging";
import { requireAuth } from "../../middleware/require-auth";
import { parsed, validate } from "../../middleware/validate";
import * as service from "./favourites.service";

/** Saved listings of a signed-in user (signed-out visitors keep favourites in the browser). */
export function favouritesRoutes({ db }: AppContext): Router {
  const router = Router();
  router.use("/favourites", requireAuth);

  router.get("/favourites", validate("query", pagingQuerySchema), async (req, res) => {
    const query = parsed(res, "query", pagingQuerySchema);
    const { items, total } = await service.listFavourites(db, req.user!.id, req.site, query);
    setPagingHeaders(req, res, query.page, query.limit, total);
    res.json(items);
  });

  router.get("/favourites/ids", async (req, res) => {
    res.json(await service.listFavouriteIds(db, req.user!.id));
  });

  router.put("/favourites/:propertyId", validate("params", favouriteParamsSchema), async (req, res) => {
    const { propertyId } = parsed(res, "params", favouriteParamsSchema);
    await service.saveFavourite(db, req.user!.id, propertyId, req.site);
    res.status(204).end();
  });

  router.delete("/favourites/:propertyId", validate("params", favouriteParamsSchema), async (req, res) => {
    const { propertyId } = parsed(res, "params", favouriteParamsSchema);
    await service.removeFavourite(db, req.user!.id, propertyId);
    res.status(204).end();
  });

  return router;
}

import type { SiteConfig } from "@shared/site";
import type { Db } from "../../db/client";
import { getListing, getListingsByIds } from "../listings/listings.service";
import * as repository from "./favourites.repository";

/** Only listings the visitor could open may be saved: getListing answers 404 for the rest. */
export async function saveFavourite(db: Db, userId: number, propertyId: number, site: SiteConfig) {
  await getListing(db, propertyId, site, userId);
  await repository.addFavourite(db, userId, propertyId);
}

export async function removeFavourite(db: Db, userId: number, propertyId: number) {
  await repository.removeFavourite(db, userId, propertyId);
}

export function listFavouriteIds(db: Db, userId: number) {
  return repository.findFavouriteIds(db, userId);
}

/**
 * The saved listings still public on this site, newest saved first. A saved listing that was since sold,
 * withdrawn or is out of this site's scope is left out rather than shown stale.
 */
export async function listFavourites(
  db: Db,
  userId: number,
  site: SiteConfig,
  page: { page: number; limit: number },
) {
  const ids = await repository.findFavouriteIds(db, userId);
  const visible = await getListingsByIds(db, ids, site);
  const start = (page.page - 1) * page.limit;
  return { items: visible.slice(start, start + page.limit), total: visible.length };
}

import type { ConfirmResult } from "@shared/my-listing";
import type { Db } from "../../db/client";
import { assertOwnsListing } from "../listings/listings.service";
import * as repository from "./dashboard.repository";

/**
 * The owner says the property is still available: the listing's freshness restarts, and a listing that
 * had dropped out of search for being unconfirmed (30 days) shows again.
 */
export async function confirmListing(
  db: Db,
  id: number,
  userId: number,
  now: Date = new Date(),
): Promise<ConfirmResult> {
  await assertOwnsListing(db, id, userId);
  const confirmedAt = await repository.setConfirmedAt(db, id, now);
  return { id, confirmedAt: confirmedAt.toISOString() };
}

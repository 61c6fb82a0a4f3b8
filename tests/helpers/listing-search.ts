import { and } from "drizzle-orm";
import { searchListingsQuerySchema } from "@shared/listing";
import type { Database } from "../../server/db/client";
import { properties } from "../../server/db/schema";
import {
  searchConditions,
  type ConditionOptions,
} from "../../server/features/listings/listings-search-conditions.repository";

/**
 * The ids a search's conditions match, sorted, with its parts written in the forms `options` names (the
 * map's box through the index or as ranges, a text through the vector or walking the order): a test of a
 * shortcut compares the fast form with the plain one on the same data.
 */
export async function idsMatching(
  database: Database,
  params: Record<string, string | undefined>,
  options: ConditionOptions,
): Promise<number[]> {
  const query = searchListingsQuerySchema.parse(params);
  const rows = await database.db
    .select({ id: properties.id })
    .from(properties)
    .where(and(...searchConditions(query, {}, options)));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** The names a test gave its listings (`ids`: name → id) of the items a search answered, sorted. */
export function namesOfFound(ids: Record<string, number>, items: { id: number }[]): string[] {
  const byId = new Map(Object.entries(ids).map(([key, id]) => [id, key]));
  return items.map((item) => byId.get(item.id)!).sort();
}

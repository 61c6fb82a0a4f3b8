import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * The condition of a CHECK constraint that keeps an enumeration column to the app's own list of values
 * (docs/decisions/0031-enumerations-in-the-database.md). The values are written inline, as a constraint
 * takes no parameters; they are constants of the code, never input.
 */
export function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const literals = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ");
  return sql`${column} in (${sql.raw(literals)})`;
}

import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { FLAG_KINDS, type FlagKind } from "@shared/trust-signals";
import { isOneOf } from "./one-of";
import { users } from "./users";
import { createdAt } from "./columns";
import { listingReference } from "./listing-reference";

/**
 * Why a listing waits for a moderator's look (docs/decisions/0051): a photo matching
 * another owner's, a permit number not in its emirate's form. A flag never hides a listing; while one is
 * open the listing is not verified. One open flag per listing and kind (a later save updates its details);
 * `resolvedBy` is the moderator, or null when the rule itself found the problem gone on a later save.
 */
export const listingFlags = pgTable(
  "listing_flags",
  {
    id: serial("id").primaryKey(),
    propertyId: listingReference(),
    kind: varchar("kind", { length: 24 }).$type<FlagKind>().notNull(),
    /** What the rule found, for staff: the matching listing and distance, the permit and its format. */
    details: jsonb("details").$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: createdAt(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: integer("resolved_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("listing_flags_open_key")
      .on(t.propertyId, t.kind)
      .where(sql`${t.resolvedAt} is null`),
    // The moderation queue: open flags, oldest first.
    index("listing_flags_open_created_idx")
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
    check("listing_flags_kind_check", isOneOf(t.kind, FLAG_KINDS)),
  ],
);

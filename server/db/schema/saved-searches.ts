import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { isOneOf } from "./one-of";
import { users } from "./users";
import { createdAt } from "./columns";
import { listingReference } from "./listing-reference";

/** How often a saved search mails its new matches (docs/decisions/0047); "none" keeps it without mail. */
export const ALERT_FREQUENCIES = ["instant", "daily", "weekly", "none"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** A signed-in person's search, kept as the filters of its URL, with the alert they chose. */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 80 }).notNull(),
    /** The search's URL filters (shared/search-filters.ts FILTER_KEYS), as the search page keeps them. */
    filters: jsonb("filters").$type<Record<string, string>>().notNull(),
    frequency: varchar("frequency", { length: 8 }).$type<AlertFrequency>().notNull().default("daily"),
    /** When the owner last looked at its matches: listings published since are its "new" ones. */
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the alert job last looked for new matches for it (instant, daily or weekly). */
    lastAlertedAt: timestamp("last_alerted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("saved_searches_user_idx").on(t.userId),
    index("saved_searches_frequency_idx").on(t.frequency, t.lastAlertedAt),
    check("saved_searches_frequency_check", isOneOf(t.frequency, ALERT_FREQUENCIES)),
  ],
);

/** Each listing mailed once per saved search: a row per listing an alert has carried. */
export const savedSearchDeliveries = pgTable(
  "saved_search_deliveries",
  {
    savedSearchId: integer("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    propertyId: listingReference(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.propertyId] })],
);

import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { agencies } from "./agents";
import { isOneOf } from "./one-of";
import { properties } from "./properties";
import { users } from "./users";
import { createdAt } from "./columns";

/**
 * Agencies' people and their own systems (docs/decisions/0053): who manages an
 * agency, its API keys, which listings are the agency's (by its own reference number) and its feed.
 */

/** admin: manages the agency (agents, keys, feed); agent: an agent of the agency with an account. */
export const AGENCY_ROLES = ["admin", "agent"] as const;
export type AgencyRole = (typeof AGENCY_ROLES)[number];

/** A user's membership of an agency: one agency per user. */
export const agencyMembers = pgTable(
  "agency_members",
  {
    agencyId: integer("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: varchar("role", { length: 8 }).$type<AgencyRole>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.userId] }),
    uniqueIndex("agency_members_user_idx").on(t.userId),
    check("agency_members_role_check", isOneOf(t.role, AGENCY_ROLES)),
  ],
);

/**
 * An agency's API key: only the SHA-256 of the token is kept, with its first characters (the prefix) so
 * that people can tell their keys apart. A revoked key stays listed, refused.
 */
export const agencyApiKeys = pgTable(
  "agency_api_keys",
  {
    id: serial("id").primaryKey(),
    agencyId: integer("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 60 }).notNull(),
    prefix: varchar("prefix", { length: 16 }).notNull(),
    /** Hex SHA-256 of the whole token. */
    keyHash: varchar("key_hash", { length: 64 }).notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("agency_api_keys_hash_idx").on(t.keyHash),
    index("agency_api_keys_agency_idx").on(t.agencyId),
  ],
);

/** Where an agency listing came from: its API or its feed (only feed listings leave with the feed). */
export const AGENCY_LISTING_SOURCES = ["api", "feed"] as const;
export type AgencyListingSource = (typeof AGENCY_LISTING_SOURCES)[number];

/** A listing of an agency, by the agency's own reference number (unique within the agency). */
export const agencyListings = pgTable(
  "agency_listings",
  {
    propertyId: integer("property_id")
      .primaryKey()
      .references(() => properties.id, { onDelete: "cascade" }),
    agencyId: integer("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    reference: varchar("reference", { length: 50 }).notNull(),
    source: varchar("source", { length: 8 }).$type<AgencyListingSource>().notNull(),
    /** A digest of the last feed entry written, so that an unchanged entry is not written again. */
    feedDigest: varchar("feed_digest", { length: 64 }),
  },
  (t) => [
    uniqueIndex("agency_listings_reference_idx").on(t.agencyId, t.reference),
    check("agency_listings_source_check", isOneOf(t.source, AGENCY_LISTING_SOURCES)),
  ],
);

export const FEED_FORMATS = ["xml", "json"] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

/** An agency's listing feed (one per agency), fetched by the `agencies.import-feeds` job. */
export const agencyFeeds = pgTable(
  "agency_feeds",
  {
    id: serial("id").primaryKey(),
    agencyId: integer("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    format: varchar("format", { length: 8 }).$type<FeedFormat>().notNull(),
    intervalMinutes: integer("interval_minutes").notNull().default(60),
    enabled: boolean("enabled").notNull().default(true),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    lastRunAt: timestamp("last_run_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("agency_feeds_agency_idx").on(t.agencyId),
    check("agency_feeds_format_check", isOneOf(t.format, FEED_FORMATS)),
  ],
);

export const FEED_RUN_OUTCOMES = ["ok", "partial", "failed"] as const;
export type FeedRunOutcome = (typeof FEED_RUN_OUTCOMES)[number];

/** One listing's problem in a feed run: its reference (or position), the field and what is wrong. */
export interface FeedListingError {
  reference: string | null;
  position: number;
  field: string | null;
  message: string;
}

/** The report of one import: from the feed's URL or an uploaded file. */
export const agencyFeedRuns = pgTable(
  "agency_feed_runs",
  {
    id: serial("id").primaryKey(),
    agencyId: integer("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    source: varchar("source", { length: 8 }).$type<"url" | "upload">().notNull(),
    outcome: varchar("outcome", { length: 8 }).$type<FeedRunOutcome>().notNull(),
    created: integer("created").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    unchanged: integer("unchanged").notNull().default(0),
    unpublished: integer("unpublished").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    /** Why the whole feed was refused (not XML or JSON, wrong root, too big, unreachable); null otherwise. */
    error: text("error"),
    /** Why the feed's missing listings were kept this run (too few entries imported); null when archived. */
    archiveSkipped: text("archive_skipped"),
    errors: jsonb("errors").$type<FeedListingError[]>().notNull().default([]),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("agency_feed_runs_agency_idx").on(t.agencyId, t.startedAt.desc()),
    check("agency_feed_runs_source_check", isOneOf(t.source, ["url", "upload"])),
    check("agency_feed_runs_outcome_check", isOneOf(t.outcome, FEED_RUN_OUTCOMES)),
  ],
);

import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { LISTING_STATUSES, type ListingStatus } from "@shared/listing-options";
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  NOTICE_KINDS,
  NOTICE_STATUSES,
  REPORT_REASONS,
  REPORT_STATUSES,
  type AuditAction,
  type AuditTargetType,
  type NoticeKind,
  type NoticeStatus,
  type ReportReason,
  type ReportStatus,
} from "@shared/moderation-options";
import { isOneOf } from "./one-of";
import { properties } from "./properties";
import { users } from "./users";
import { createdAt } from "./columns";
import { listingReference } from "./listing-reference";

/**
 * A visitor's report of a listing (docs/decisions/0050). `reporterKey` is who reported, for de-duplication:
 * `user:<id>` when signed in, else `visitor:<id>` from the signed anonymous cookie. One open report per
 * listing and visitor (the partial unique index); once resolved, the same visitor may report again.
 * `addressKey` is the network the report came from, as a keyed hash (never the address itself): what makes
 * one person count once when counting reporters (docs/decisions/0058); null on reports made before it.
 */
export const listingReports = pgTable(
  "listing_reports",
  {
    id: serial("id").primaryKey(),
    propertyId: listingReference(),
    reporterUserId: integer("reporter_user_id").references(() => users.id, { onDelete: "set null" }),
    reporterKey: varchar("reporter_key", { length: 80 }).notNull(),
    addressKey: varchar("address_key", { length: 64 }),
    reason: varchar("reason", { length: 16 }).$type<ReportReason>().notNull(),
    note: text("note"),
    status: varchar("status", { length: 8 }).$type<ReportStatus>().notNull().default("open"),
    createdAt: createdAt(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedById: integer("resolved_by_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("listing_reports_open_reporter_key")
      .on(t.propertyId, t.reporterKey)
      .where(sql`${t.status} = 'open'`),
    index("listing_reports_open_idx")
      .on(t.propertyId)
      .where(sql`${t.status} = 'open'`),
    // The reporters already judged on a listing, whom the hiding rule leaves out (docs/decisions/0058).
    index("listing_reports_resolved_idx")
      .on(t.propertyId)
      .where(sql`${t.status} = 'resolved'`),
    check("listing_reports_reason_check", isOneOf(t.reason, REPORT_REASONS)),
    check("listing_reports_status_check", isOneOf(t.status, REPORT_STATUSES)),
  ],
);

/**
 * The status a listing had before moderation took it out of view (hidden by reports), so approving puts it
 * back exactly as it was. One row per listing while it is held.
 */
export const listingHolds = pgTable(
  "listing_holds",
  {
    propertyId: integer("property_id")
      .primaryKey()
      .references(() => properties.id, { onDelete: "cascade" }),
    previousStatus: varchar("previous_status", { length: 16 }).$type<ListingStatus>().notNull(),
    heldAt: timestamp("held_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("listing_holds_previous_status_check", isOneOf(t.previousStatus, LISTING_STATUSES))],
);

/**
 * The strongest set of reports a moderator has judged and approved the listing against (docs/decisions/0058):
 * how many hiding reporters (signed-in accounts at distinct addresses) they came from. Reports hide the
 * listing again only when more new people than that report it. One row per listing, written on approval.
 */
export const listingReportReviews = pgTable(
  "listing_report_reviews",
  {
    propertyId: integer("property_id")
      .primaryKey()
      .references(() => properties.id, { onDelete: "cascade" }),
    judgedReporters: integer("judged_reporters").notNull(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("listing_report_reviews_judged_check", sql`${t.judgedReporters} >= 0`)],
);

/**
 * What a moderator told a listing's owner: an edit request (with the days to fix it) or a removal (with the
 * reason), and the owner's answer. The owner sees these in the dashboard; mail tells them too.
 */
export const moderationNotices = pgTable(
  "moderation_notices",
  {
    id: serial("id").primaryKey(),
    propertyId: listingReference(),
    kind: varchar("kind", { length: 16 }).$type<NoticeKind>().notNull(),
    message: text("message").notNull(),
    /** Edit requests: when the listing is unpublished if the owner has not answered. */
    dueAt: timestamp("due_at", { withTimezone: true }),
    status: varchar("status", { length: 10 }).$type<NoticeStatus>().notNull().default("open"),
    ownerReply: text("owner_reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    createdById: integer("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    index("moderation_notices_property_idx").on(t.propertyId, t.createdAt),
    index("moderation_notices_due_idx")
      .on(t.dueAt)
      .where(sql`${t.status} = 'open' and ${t.kind} = 'edit-request'`),
    check("moderation_notices_kind_check", isOneOf(t.kind, NOTICE_KINDS)),
    check("moderation_notices_status_check", isOneOf(t.status, NOTICE_STATUSES)),
  ],
);

/**
 * Every moderator and admin action, and the site's own hiding of a reported listing (actor null): who, what,
 * on what, when and why. Rows are only ever inserted. The actor's username is kept as it was, so the log
 * still reads after an account is renamed or deleted.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorUsername: varchar("actor_username", { length: 32 }),
    action: varchar("action", { length: 32 }).$type<AuditAction>().notNull(),
    targetType: varchar("target_type", { length: 8 }).$type<AuditTargetType>().notNull(),
    targetId: integer("target_id").notNull(),
    reason: text("reason"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("audit_log_actor_idx").on(t.actorId, t.createdAt.desc()),
    index("audit_log_target_idx").on(t.targetType, t.targetId, t.createdAt.desc()),
    check("audit_log_action_check", isOneOf(t.action, AUDIT_ACTIONS)),
    check("audit_log_target_type_check", isOneOf(t.targetType, AUDIT_TARGET_TYPES)),
  ],
);

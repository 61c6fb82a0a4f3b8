import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  boolean,
  check,
  jsonb,
} from "drizzle-orm/pg-core";
import {
  FEATURED_ORDER_STATUSES,
  FEATURED_PLAN_IDS,
  type FeaturedOrderStatus,
  type FeaturedPlanId,
} from "@shared/featured-plans";
import { PROPERTY_TYPES, type PropertyType } from "@shared/listing-options";
import { LOCALES, type Locale } from "@shared/locale";
import { EMIRATES, type Emirate } from "@shared/locations";
import { SITE_KEYS, type SiteKey } from "@shared/site";
import { isOneOf } from "./one-of";
import { users } from "./users";
import { createdAt } from "./columns";
import { listingReference } from "./listing-reference";

/** Messages from visitors to a listing's owner (signed in or not). */
export const enquiries = pgTable(
  "enquiries",
  {
    id: serial("id").primaryKey(),
    propertyId: listingReference(),
    senderUserId: integer("sender_user_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * When the sender deleted their account (docs/decisions/0052-peoples-data.md): name and email are then
     * empty and phone null, and pages show "Deleted user" in their language instead.
     */
    senderDeletedAt: timestamp("sender_deleted_at", { withTimezone: true }),
    /**
     * When the listing's side left: its owner deleted their account and nobody else answers for the listing
     * (docs/decisions/0054-conversations.md). The thread is then closed: the visitor reads it, and replies
     * are refused.
     */
    listerDeletedAt: timestamp("lister_deleted_at", { withTimezone: true }),
    name: varchar("name", { length: 100 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    phone: varchar("phone", { length: 32 }),
    message: text("message").notNull(),
    /** When the listing's side last opened the thread (null: unread, as "mark unread" also leaves it). */
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
    /**
     * The thread (docs/decisions/0054-conversations.md): messages from the other side not yet opened, per
     * side, kept with each message so the header's count is one indexed sum; when the visitor last opened
     * it; when the listing's side first replied in the site (it then sees the visitor's contact details;
     * agencies' reply times are read from it); and the last message's time, for ordering.
     */
    ownerUnread: integer("owner_unread").notNull().default(1),
    visitorUnread: integer("visitor_unread").notNull().default(0),
    visitorReadAt: timestamp("visitor_read_at", { withTimezone: true }),
    ownerFirstReplyAt: timestamp("owner_first_reply_at", { withTimezone: true }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The language of the page the enquiry was sent from: replies are mailed in it to a visitor without an
     * account (one with an account gets their saved language). Null for enquiries from before it was kept.
     */
    locale: varchar("locale", { length: 2 }).$type<Locale>(),
  },
  (t) => [
    index("enquiries_property_idx").on(t.propertyId, t.createdAt.desc()),
    index("enquiries_sender_idx").on(t.senderUserId, t.lastMessageAt.desc()),
    index("enquiries_owner_unread_idx")
      .on(t.propertyId)
      .where(sql`${t.ownerUnread} > 0`),
    index("enquiries_visitor_unread_idx")
      .on(t.senderUserId)
      .where(sql`${t.visitorUnread} > 0`),
    check("enquiries_locale_check", isOneOf(t.locale, LOCALES)),
  ],
);

export const favourites = pgTable(
  "favourites",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    propertyId: listingReference(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.propertyId] })],
);

/** Each price change of a listing, for the price history on its page. */
export const priceHistory = pgTable(
  "price_history",
  {
    id: serial("id").primaryKey(),
    propertyId: listingReference(),
    price: bigint("price", { mode: "number" }).notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("price_history_property_idx").on(t.propertyId, t.changedAt)],
);

/** Featured upgrades, recorded as orders behind a payment-provider interface. */
export const featuredOrders = pgTable(
  "featured_orders",
  {
    id: serial("id").primaryKey(),
    propertyId: listingReference(),
    /** Null once the account is deleted: the order is kept as a tax record (docs/decisions/0052). */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    plan: varchar("plan", { length: 16 }).$type<FeaturedPlanId>().notNull(),
    days: smallint("days").notNull(),
    /** The plan's price as charged, VAT included (docs/decisions/0057-vat-and-tax-invoice.md). */
    amountAed: integer("amount_aed").notNull(),
    /** The tax invoice's figures in fils (1/100 AED), fixed when ordered: net + VAT = total. */
    netFils: integer("net_fils").notNull(),
    vatFils: integer("vat_fils").notNull(),
    totalFils: integer("total_fils").notNull(),
    /** The VAT rate applied, in percent (5: UAE standard rate). */
    vatPercent: smallint("vat_percent").notNull(),
    provider: varchar("provider", { length: 32 }).notNull(),
    /** pending → active (paid or payable by invoice) → expired; or cancelled. */
    status: varchar("status", { length: 16 }).$type<FeaturedOrderStatus>().notNull(),
    reference: varchar("reference", { length: 64 }).notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("featured_orders_property_idx").on(t.propertyId),
    index("featured_orders_user_idx").on(t.userId),
    check("featured_orders_plan_check", isOneOf(t.plan, FEATURED_PLAN_IDS)),
    check("featured_orders_status_check", isOneOf(t.status, FEATURED_ORDER_STATUSES)),
    check("featured_orders_vat_sum_check", sql`${t.netFils} + ${t.vatFils} = ${t.totalFils}`),
    // At most one order of a listing waits for its payment: a second POST (a retry without an
    // Idempotency-Key, two at once) is refused with 409 by the database itself (docs/decisions/0060).
    uniqueIndex("featured_orders_one_pending_idx")
      .on(t.propertyId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Uploaded photos: re-encoded WebP variants stored under `key` by the storage driver. */
export const uploads = pgTable(
  "uploads",
  {
    id: serial("id").primaryKey(),
    /**
     * Null once the uploader's account is deleted (docs/decisions/0052): the row stays until the orphan
     * clean-up (uploads.clean-orphans) removes its files, which a cascade would have left behind.
     */
    ownerId: integer("owner_id").references(() => users.id, { onDelete: "set null" }),
    key: varchar("key", { length: 200 }).notNull(),
    /** The largest variant's storage key (`<key>-1600.webp`), not an address (shared/media.ts). */
    url: text("url").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    /**
     * The photo's 64-bit difference hash (server/lib/perceptual-hash.ts), for finding the same photo on
     * another owner's listing (docs/decisions/0051). Null for uploads older than the hash until the
     * uploads.hash-photos job reaches them.
     */
    photoHash: bigint("photo_hash", { mode: "bigint" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("uploads_key_idx").on(t.key),
    index("uploads_owner_idx").on(t.ownerId),
    // The orphan clean-up (uploads.clean-orphans) reads the oldest uploads first.
    index("uploads_created_idx").on(t.createdAt),
  ],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial("id").primaryKey(),
    email: varchar("email", { length: 254 }).notNull(),
    siteKey: varchar("site_key", { length: 32 }).$type<SiteKey>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("newsletter_email_lower_key").on(sql`lower(${t.email})`),
    check("newsletter_subscribers_site_key_check", isOneOf(t.siteKey, SITE_KEYS)),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 100 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    phone: varchar("phone", { length: 32 }),
    subject: varchar("subject", { length: 150 }).notNull(),
    message: text("message").notNull(),
    siteKey: varchar("site_key", { length: 32 }).$type<SiteKey>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("contact_messages_site_key_check", isOneOf(t.siteKey, SITE_KEYS))],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the token; the token itself only ever exists in the emailed link. */
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("password_reset_token_hash_idx").on(t.tokenHash)],
);

/** Mail that the app sends; with no SMTP configured it stays here (and in the log). */
export const emailOutbox = pgTable("email_outbox", {
  id: serial("id").primaryKey(),
  to: varchar("to", { length: 254 }).notNull(),
  subject: varchar("subject", { length: 200 }).notNull(),
  body: text("body").notNull(),
  /** The body carries a live secret (a reset link): it is cleared once the mail is sent. */
  carriesSecret: boolean("carries_secret").notNull().default(false),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** Sale transactions behind the price index and sold prices (sample data while isSample). */
export const transactions = pgTable(
  "transactions",
  {
    id: serial("id").primaryKey(),
    date: timestamp("date", { withTimezone: true }).notNull(),
    emirate: varchar("emirate", { length: 40 }).$type<Emirate>().notNull(),
    location: varchar("location", { length: 80 }).notNull(),
    propertyType: varchar("property_type", { length: 16 }).$type<PropertyType>().notNull(),
    beds: smallint("beds").notNull(),
    sqft: integer("sqft").notNull(),
    price: bigint("price", { mode: "number" }).notNull(),
    isSample: boolean("is_sample").notNull().default(false),
  },
  (t) => [
    index("transactions_date_idx").on(t.date.desc()),
    index("transactions_emirate_type_date_idx").on(t.emirate, t.propertyType, t.date),
    index("transactions_location_idx").on(t.location, t.date.desc()),
    check("transactions_emirate_check", isOneOf(t.emirate, EMIRATES)),
    check("transactions_property_type_check", isOneOf(t.propertyType, PROPERTY_TYPES)),
  ],
);

/** Fixed-window request counters shared by every instance (rate limits). */
export const rateLimitHits = pgTable("rate_limit_hits", {
  key: varchar("key", { length: 200 }).primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/**
 * Answers to writes sent with an `Idempotency-Key` header, kept 24 hours: the same key from the same user on
 * the same operation returns the first answer instead of writing twice (double clicks, retries after a
 * timeout). `statusCode` is null while the first request is still running.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The operation, e.g. "POST /api/properties". */
    scope: varchar("scope", { length: 100 }).notNull(),
    key: varchar("key", { length: 200 }).notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: varchar("request_hash", { length: 64 }).notNull(),
    statusCode: smallint("status_code"),
    responseBody: jsonb("response_body"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.scope, t.key] }),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);

/** The create-listing form's work in progress, one per user, so Back or a refresh loses nothing. */
export const listingDrafts = pgTable("listing_drafts", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The form's values as the client last saved them (validated loosely: a draft may be incomplete). */
  data: jsonb("data").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

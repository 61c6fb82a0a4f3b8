import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import {
  CATEGORIES,
  COMPLETION_STATUSES,
  FURNISHINGS,
  LISTING_STATUSES,
  PRICE_TYPES,
  PROPERTY_TYPES,
  type Category,
  type CompletionStatus,
  type Furnishing,
  type ListingStatus,
  type PriceType,
  type PropertyType,
} from "@shared/listing-options";
import { EMIRATES, type Emirate } from "@shared/locations";
import { VERIFICATION_METHODS, type VerificationMethod } from "@shared/trust-signals";
import { agents } from "./agents";
import { isOneOf } from "./one-of";
import { users } from "./users";
import { createdAt } from "./columns";

/**
 * What `shared/search-text.ts` normaliseForSearch does, where SQL can do it, so that Arabic words of a title
 * are found however they are typed (searchTerms looks for each Arabic word as typed and normalised):
 * NFKC, lower case; Arabic diacritics, Quranic marks, tatweel and invisible format characters removed;
 * أ إ آ ٱ → ا, ة → ه, ى → ي, ی → ي, ک → ك, ؤ → و, ئ → ي; Arabic-Indic and Persian digits → 0–9.
 * Punctuation and spaces are kept as they were (English search has always matched them as typed).
 * Every function here is immutable, as a generated column needs, on PostgreSQL 15+ and PGlite.
 */
const SEARCH_TEXT = sql.raw(
  "regexp_replace(translate(lower(normalize(" +
    "title || ' ' || coalesce(title_ar, '') || ' ' || location || ' ' || emirate, NFKC)), " +
    "'أإآٱةىیکؤئ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', 'ااااهييكوي01234567890123456789'), " +
    String.raw`'[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640\u00AD\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]', '', 'g')`,
);

/**
 * The words of a listing for full-text search (docs/decisions/0045), weighted as people judge a match: the
 * title (English and Arabic) and the place first (A), the description next (B), the amenities last (C).
 * English text is stemmed by PostgreSQL's English dictionary, Arabic by its Arabic one. `listing_words`
 * joins the amenities into one text (array_to_string is only stable; the migration declares this wrapper
 * immutable).
 */
const SEARCH_VECTOR = sql.raw(
  "setweight(to_tsvector('english'::regconfig, title || ' ' || location || ' ' || emirate), 'A') || " +
    "setweight(to_tsvector('arabic'::regconfig, coalesce(title_ar, '')), 'A') || " +
    "setweight(to_tsvector('english'::regconfig, description), 'B') || " +
    "setweight(to_tsvector('arabic'::regconfig, coalesce(description_ar, '')), 'B') || " +
    "setweight(to_tsvector('english'::regconfig, listing_words(amenities)), 'C')",
);

const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

export const properties = pgTable(
  "properties",
  {
    id: serial("id").primaryKey(),
    title: varchar("title", { length: 160 }).notNull(),
    description: text("description").notNull(),
    /**
     * The Arabic version of the title and description, when the owner gave one besides the main text
     * (which may itself be in Arabic or English): Arabic pages show these first (docs/decisions/0044).
     */
    titleAr: varchar("title_ar", { length: 160 }),
    descriptionAr: text("description_ar"),
    location: varchar("location", { length: 80 }).notNull(),
    emirate: varchar("emirate", { length: 40 }).$type<Emirate>().notNull(),
    /** AED; for rent, per year. */
    price: bigint("price", { mode: "number" }).notNull(),
    priceType: varchar("price_type", { length: 8 }).$type<PriceType>().notNull(),
    propertyType: varchar("property_type", { length: 16 }).$type<PropertyType>().notNull(),
    category: varchar("category", { length: 16 }).$type<Category>().notNull(),
    completionStatus: varchar("completion_status", { length: 16 }).$type<CompletionStatus>().notNull(),
    furnished: varchar("furnished", { length: 16 }).$type<Furnishing>().notNull(),
    beds: smallint("beds").notNull(),
    baths: smallint("baths").notNull(),
    sqft: integer("sqft").notNull(),
    /** 1 while a featured upgrade is active (docs/product.md §Featured plans). */
    featured: smallint("featured").notNull().default(0),
    featuredUntil: timestamp("featured_until", { withTimezone: true }),
    /** The cover photo, kept beside property_images so list queries need no join. */
    imageUrl: text("image_url").notNull(),
    amenities: text("amenities").array().notNull().default([]),
    permitNumber: varchar("permit_number", { length: 40 }),
    /**
     * The permit's validation address on DLD's Trakheesi (what the QR code on the permit opens), when the
     * lister gives it: the property page draws its QR code (docs/decisions/0056-permit-wording-and-qr.md).
     */
    permitValidationUrl: varchar("permit_validation_url", { length: 500 }),
    /**
     * The listing's video and 360° tour, when the lister gives them: a YouTube or Vimeo video, a Matterport
     * tour (or a 360° video), stored in the provider's canonical page form (shared/media-embeds.ts).
     */
    videoUrl: varchar("video_url", { length: 300 }),
    tourUrl: varchar("tour_url", { length: 300 }),
    status: varchar("status", { length: 16 }).$type<ListingStatus>().notNull().default("draft"),
    isSample: boolean("is_sample").notNull().default(false),
    ownerId: integer("owner_id").references(() => users.id, { onDelete: "cascade" }),
    agentId: integer("agent_id").references(() => agents.id, { onDelete: "set null" }),
    views: integer("views").notNull().default(0),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the owner was last mailed to confirm; one reminder per confirmation (dashboard feature). */
    confirmReminderSentAt: timestamp("confirm_reminder_sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the listing first went public (a draft published later is new to saved-search alerts then, not
     * at creation). Null while it has never been published.
     */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /**
     * Title, Arabic title, location and emirate for word search (trigram index), in the spelling search
     * compares (docs/decisions/0044-listings-in-two-languages.md): see SEARCH_TEXT below.
     */
    searchText: text("search_text").notNull().generatedAlwaysAs(SEARCH_TEXT),
    /** Full-text search: see SEARCH_VECTOR above (GIN index below). */
    searchVector: tsvector("search_vector").notNull().generatedAlwaysAs(SEARCH_VECTOR),
    /**
     * Where the home is (WGS 84 degrees), for the map and `bbox`/`near` search (docs/decisions/0046). Set by
     * the owner's pin, defaulting to the community's centre; null only for rows older than the map until
     * their backfill.
     */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    /**
     * How the listing is verified (shared/trust-signals.ts VERIFICATION_METHODS, docs/decisions/0051), null
     * when it is not: kept by the signals service on every save and whenever a review flag opens or closes.
     */
    verification: varchar("verification", { length: 16 }).$type<VerificationMethod>(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    /** The moderator who verified it; null for a rule's verification. */
    verifiedBy: integer("verified_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => {
    // Public search (docs/benchmarks.md). Partial indexes over public listings only, each carrying every
    // column that search filters on, so that a page of ids comes from the index alone (an index-only
    // scan, no table reads) whichever filters are set: walked in the order of the sort and stopped after
    // the page, or, for the filter index, ranged over purpose, emirate, type and beds for counts and small
    // result sets. listings-search-conditions.repository.ts writes the status condition exactly like the
    // predicate here.
    // DESC NULLS FIRST is what a query's plain "desc" means; an index in another null order does not
    // serve it (the old featured-order index never did).
    const isPublic = sql`${t.status} in ('published', 'under-offer')`;
    const filterColumns = [t.priceType, t.emirate, t.propertyType, t.beds] as const;
    const otherColumns = [t.category, t.completionStatus, t.furnished, t.isSample, t.confirmedAt] as const;
    return [
      index("properties_search_featured_idx")
        .on(
          t.featured.desc().nullsFirst(),
          t.createdAt.desc().nullsFirst(),
          t.id.desc().nullsFirst(),
          ...filterColumns,
          t.price,
          ...otherColumns,
          t.searchText,
        )
        .where(isPublic),
      index("properties_search_newest_idx")
        .on(
          t.createdAt.desc().nullsFirst(),
          t.id.desc().nullsFirst(),
          ...filterColumns,
          t.price,
          t.featured,
          ...otherColumns,
          t.searchText,
        )
        .where(isPublic),
      index("properties_search_price_idx")
        .on(t.price, t.id, ...filterColumns, t.featured, t.createdAt, ...otherColumns, t.searchText)
        .where(isPublic),
      index("properties_search_filter_idx")
        .on(...filterColumns, t.price, t.featured, t.createdAt, t.id, ...otherColumns)
        .where(isPublic),
      index("properties_location_idx").on(t.status, t.location),
      index("properties_owner_idx").on(t.ownerId),
      index("properties_agent_idx").on(t.agentId),
      index("properties_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
      // Full text with the equality filters beside the words (btree_gin, migration 0021): "jvc" for 1-bed
      // rents reads the ~900 listings that are both from the index, not the ~21,000 with the word from the
      // table (docs/decisions/0045-full-text-search.md).
      index("properties_search_vector_idx")
        .using(
          "gin",
          t.searchVector,
          t.priceType,
          t.emirate,
          t.propertyType,
          t.beds,
          t.baths,
          t.category,
          t.completionStatus,
          t.furnished,
          t.featured,
          t.location,
        )
        .where(isPublic),
      // Map search: a GiST index over the point, for `point(longitude, latitude) <@ box(...)`, behind the
      // purpose and the bedrooms (btree_gist, migration 0022): the tree is split by those first, so a box
      // with 2-bed rents reads the 2-bed rents in it, not every listing in it. Migrations 0020 and 0022 add
      // INCLUDE (the coordinates and the other filters' columns) so a box's count is an index-only scan;
      // drizzle cannot write INCLUDE (docs/decisions/0046-map-and-basemap.md).
      index("properties_location_point_idx")
        .using("gist", t.priceType, t.beds, sql`point(${t.longitude}, ${t.latitude})`)
        .where(sql`${isPublic} and ${t.latitude} is not null and ${t.longitude} is not null`),
      // The point alone, small (63 MB at 1,000,000 listings against the keyed index's 287 MB): a box with
      // words is read as a bitmap of the box intersected with the words' rows, and the bitmap of a busy
      // box (52,000 listings in the Dubai Marina viewport) is built in half the time from this index
      // (migration 0023, docs/decisions/0046-map-and-basemap.md).
      index("properties_map_point_idx")
        .using("gist", sql`point(${t.longitude}, ${t.latitude})`)
        .where(sql`${isPublic} and ${t.latitude} is not null and ${t.longitude} is not null`),
      // One permit, one advert (docs/decisions/0051): no two listings advertise with the same permit while
      // public or hidden for review, whoever owns them. Sample listings' permits are invented, so they
      // neither hold nor block one.
      uniqueIndex("properties_active_permit_key")
        .on(t.emirate, sql`upper(${t.permitNumber})`)
        .where(
          sql`${t.status} in ('published', 'under-offer', 'hidden') and not ${t.isSample} and ${t.permitNumber} is not null`,
        ),
      check("properties_verification_check", isOneOf(t.verification, VERIFICATION_METHODS)),
      check("properties_emirate_check", isOneOf(t.emirate, EMIRATES)),
      check("properties_price_type_check", isOneOf(t.priceType, PRICE_TYPES)),
      check("properties_property_type_check", isOneOf(t.propertyType, PROPERTY_TYPES)),
      check("properties_category_check", isOneOf(t.category, CATEGORIES)),
      check("properties_completion_status_check", isOneOf(t.completionStatus, COMPLETION_STATUSES)),
      check("properties_furnished_check", isOneOf(t.furnished, FURNISHINGS)),
      check("properties_status_check", isOneOf(t.status, LISTING_STATUSES)),
    ];
  },
);

export const propertyImages = pgTable(
  "property_images",
  {
    id: serial("id").primaryKey(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    url: text("url").notNull(),
  },
  (t) => [index("property_images_property_idx").on(t.propertyId, t.position)],
);

/**
 * Every word (lexeme) that any listing's search vector has ever held, kept by triggers on `properties`
 * (migration 0021): a word typed so far ("tow") becomes the whole words it can be ("tower", "town",
 * "townhous") before the search, which the GIN index finds far faster than a prefix (full-text.ts).
 * Words are never removed: one no listing holds any more only adds an alternative that matches nothing.
 */
export const searchLexemes = pgTable("search_lexemes", { lexeme: text("lexeme").notNull() }, (t) => [
  uniqueIndex("search_lexemes_lexeme_key").on(t.lexeme.op("text_pattern_ops")),
]);

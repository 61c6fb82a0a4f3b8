import { pgTable, primaryKey, text, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * Sitemap files as the `seo.sitemaps` job last wrote them, per site: crawlers get a stored file instead of
 * a walk over every listing on each request. Until the job has run, the files are built on request.
 */
export const sitemapFiles = pgTable(
  "sitemap_files",
  {
    siteKey: varchar("site_key", { length: 40 }).notNull(),
    /** The request path: /sitemap.xml, /sitemaps/pages.xml, /sitemaps/listings-1.xml… */
    path: varchar("path", { length: 80 }).notNull(),
    xml: text("xml").notNull(),
    generatedAt: timestamp("generated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteKey, t.path] })],
);

import { and, asc, eq, gte, inArray, max, or, sql, type SQL } from "drizzle-orm";
import { PUBLIC_STATUSES } from "@shared/listing";
import { freshnessCutoff } from "@shared/listing-freshness";
import type { Emirate } from "@shared/locations";
import type { Db } from "../../db/client";
import { properties, sitemapFiles, transactions } from "../../db/schema";

/** Set on Dubai-scoped sites: only that emirate's listings and transactions are listed. */
export interface SeoScope {
  emirate?: Emirate;
}

/** A listing changes for crawlers when it is edited or confirmed available again. */
const listingModified = sql<Date | string>`greatest(${properties.updatedAt}, ${properties.confirmedAt})`;

/**
 * The listings a visitor can find: public status, and confirmed within the freshness window (sample
 * listings are exempt), as search applies it — a listing search hides is not offered to crawlers either.
 */
function publicListings(scope: SeoScope): SQL | undefined {
  return and(
    inArray(properties.status, [...PUBLIC_STATUSES]),
    or(eq(properties.isSample, true), gte(properties.confirmedAt, freshnessCutoff())),
    scope.emirate ? eq(properties.emirate, scope.emirate) : undefined,
  );
}

export async function countPublicListings(db: Db, scope: SeoScope): Promise<number> {
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(properties)
    .where(publicListings(scope));
  return total;
}

/** Public listings by id, one sitemap file's worth. */
export async function findListingUrls(
  db: Db,
  scope: SeoScope,
  offset: number,
  limit: number,
): Promise<{ id: number; modified: Date }[]> {
  const rows = await db
    .select({ id: properties.id, modified: listingModified })
    .from(properties)
    .where(publicListings(scope))
    .orderBy(asc(properties.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({ id: r.id, modified: new Date(r.modified) }));
}

/** When the public listings of each location last changed. */
export async function findListingFreshnessByLocation(
  db: Db,
  scope: SeoScope,
): Promise<{ location: string; emirate: string; modified: Date }[]> {
  const rows = await db
    .select({
      location: properties.location,
      emirate: properties.emirate,
      modified: sql<Date | string>`max(${listingModified})`,
    })
    .from(properties)
    .where(publicListings(scope))
    .groupBy(properties.location, properties.emirate);
  return rows.map((r) => ({ location: r.location, emirate: r.emirate, modified: new Date(r.modified) }));
}

export async function findLatestTransactionDate(db: Db, scope: SeoScope): Promise<Date | null> {
  const [row] = await db
    .select({ latest: max(transactions.date) })
    .from(transactions)
    .where(scope.emirate ? eq(transactions.emirate, scope.emirate) : undefined);
  return row?.latest ? new Date(row.latest) : null;
}

/**
 * When each file of `size` listings (in id order, as findListingUrls pages them) last changed: one row per
 * file, the first file as chunk 0.
 */
export async function findListingChunkDates(db: Db, scope: SeoScope, size: number): Promise<Date[]> {
  const result = (await db.execute(sql`
    select chunk, max(modified) as modified from (
      select (row_number() over (order by ${properties.id}) - 1) / ${size} as chunk, ${listingModified} as modified
      from ${properties}
      where ${publicListings(scope)}
    ) files
    group by chunk
    order by chunk`)) as unknown as { rows: { chunk: number | string; modified: Date | string }[] };
  return result.rows.map((row) => new Date(row.modified));
}

export async function findSitemapFile(db: Db, siteKey: string, path: string): Promise<string | undefined> {
  const [row] = await db
    .select({ xml: sitemapFiles.xml })
    .from(sitemapFiles)
    .where(and(eq(sitemapFiles.siteKey, siteKey), eq(sitemapFiles.path, path)));
  return row?.xml;
}

/** A site's whole set of files at once: a crawler never sees an index pointing at a file not yet written. */
export async function replaceSitemapFiles(
  db: Db,
  siteKey: string,
  files: { path: string; xml: string }[],
  generatedAt: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(sitemapFiles).where(eq(sitemapFiles.siteKey, siteKey));
    if (files.length) {
      await tx.insert(sitemapFiles).values(files.map((file) => ({ siteKey, ...file, generatedAt })));
    }
  });
}

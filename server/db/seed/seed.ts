import { eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { agencies, agents, properties, transactions } from "../schema";
import { createListingAssigner, generateSampleAgencies, generateSampleAgents } from "./sample-agents";
import { generateSampleListing } from "./sample-listings";
import { generateSampleTransactions } from "./sample-transactions";

/** Rows per INSERT of the small tables (agencies, agents, transactions). */
const BATCH_SIZE = 1000;
/**
 * Listings per statement: the batch travels as one JSON parameter (about 1.3 kB a listing), so a statement
 * carries thousands of rows without nearing PostgreSQL's 65,535-parameter limit.
 */
const LISTING_BATCH_SIZE = 5000;
/**
 * From this size the secondary indexes of properties and property_images are dropped for the load and built
 * again afterwards (inside the same transaction): one sorted build is several times faster than
 * maintaining ten indexes row by row.
 */
const INDEX_REBUILD_MIN_LISTINGS = 50_000;

export interface SeedOptions {
  listings: number;
  now?: Date;
  onProgress?: (inserted: number, total: number) => void;
}

/**
 * Replaces the sample data (rows marked is_sample) with a fresh deterministic sample of the given size;
 * listings that users created are left alone. The listings load in one transaction, in batches of
 * thousands of rows per statement (`json_to_recordset`, the same SQL on PGlite and PostgreSQL).
 */
export async function seedSampleData(db: Db, options: SeedOptions): Promise<void> {
  const now = options.now ?? new Date();
  // Photos first, in one statement: the cascade from properties would otherwise delete them row by row.
  await db.execute(
    sql`delete from property_images pi using properties p where p.id = pi.property_id and p.is_sample`,
  );
  await db.delete(properties).where(eq(properties.isSample, true));
  await db.delete(agents).where(eq(agents.isSample, true));
  await db.delete(agencies).where(eq(agencies.isSample, true));

  const agencyRows = generateSampleAgencies();
  const agencyIds = (
    await db
      .insert(agencies)
      .values(agencyRows.map((a) => ({ ...a, isSample: true })))
      .returning({ id: agencies.id })
  ).map((r) => r.id);
  const agentRows = generateSampleAgents(agencyRows);
  const insertedAgents = await db
    .insert(agents)
    .values(
      agentRows.map(({ agencyIndex, ...a }) => ({
        ...a,
        agencyId: agencyIds[agencyIndex],
        isSample: true,
      })),
    )
    .returning({ id: agents.id });
  const agentIds = insertedAgents.map((agent) => agent.id);
  // Each listing goes to an agent covering its location; afterwards agents list the locations they got.
  const assigner = createListingAssigner(agentRows);
  const agentFor = (location: string) => agentIds[assigner.assign(location)];

  await db.transaction(async (tx) => {
    const restore = options.listings >= INDEX_REBUILD_MIN_LISTINGS ? await dropSecondaryIndexes(tx) : [];
    // Each batch is one statement; the next batch is generated while the database writes this one.
    let batch = generateBatch(0, Math.min(LISTING_BATCH_SIZE, options.listings), now, agentFor);
    for (let start = 0; start < options.listings; start += LISTING_BATCH_SIZE) {
      const writing = writeListingBatch(tx, batch);
      const nextStart = start + LISTING_BATCH_SIZE;
      const next =
        nextStart < options.listings
          ? generateBatch(
              nextStart,
              Math.min(LISTING_BATCH_SIZE, options.listings - nextStart),
              now,
              agentFor,
            )
          : "";
      await writing;
      options.onProgress?.(Math.min(nextStart, options.listings), options.listings);
      batch = next;
    }
    for (const definition of restore) await tx.execute(sql.raw(definition));
    await writeAgentAreas(tx, agentIds, assigner.listedAreas());
  });
  await seedSampleTransactions(db, now);
  // VACUUM (not only ANALYZE) sets the visibility map, so searches can answer from indexes alone.
  await db.execute(sql`vacuum analyze properties`);
  await db.execute(sql`vacuum analyze property_images`);
  await db.execute(sql`analyze transactions`);
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Drops, for the load, the indexes that no constraint owns on the two big tables and the photos' foreign
 * key; returns the statements that restore them (the key is checked again in one pass when re-added).
 */
async function dropSecondaryIndexes(tx: Tx): Promise<string[]> {
  const { rows: indexes } = (await tx.execute(sql`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = current_schema()
      and i.tablename in ('properties', 'property_images')
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
    order by i.indexname`)) as unknown as { rows: { name: string; definition: string }[] };
  const { rows: keys } = (await tx.execute(sql`
    select c.conname as name, pg_get_constraintdef(c.oid) as definition
    from pg_constraint c
    where c.conrelid = 'property_images'::regclass and c.contype = 'f'
    order by c.conname`)) as unknown as { rows: { name: string; definition: string }[] };
  // A larger sort memory for the builds, for this transaction only.
  await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  for (const { name } of indexes) await tx.execute(sql.raw(`drop index ${quote(name)}`));
  for (const { name } of keys) {
    await tx.execute(sql.raw(`alter table property_images drop constraint ${quote(name)}`));
  }
  return [
    ...indexes.map((index) => index.definition),
    ...keys.map((key) => `alter table property_images add constraint ${quote(key.name)} ${key.definition}`),
  ];
}

/**
 * Listings [start, start + count) of the sample as JSON rows for writeListingBatch (`n`: their order).
 * Batches are generated in order, so each listing's agent (agents take turns) is the same every time.
 */
function generateBatch(
  start: number,
  count: number,
  now: Date,
  agentFor: (location: string) => number,
): string {
  return JSON.stringify(
    Array.from({ length: count }, (_, i) => {
      const listing = generateSampleListing(start + i, now);
      return { ...listing, n: i, agent_id: agentFor(listing.location) };
    }),
  );
}

/**
 * One statement per batch: ids from the sequence in the batch's order (a listing's id order is its
 * index order), the listings, and their photos.
 */
async function writeListingBatch(tx: Tx, json: string): Promise<void> {
  await tx.execute(sql`
    with input as materialized (
      select nextval(pg_get_serial_sequence('properties', 'id'))::int as id, r.*
      from (
        select * from json_to_recordset(${json}::json) as r(
          n int, title varchar, "titleAr" varchar, description text, location varchar, emirate varchar, price bigint,
          "priceType" varchar, "propertyType" varchar, category varchar, "completionStatus" varchar,
          furnished varchar, beds smallint, baths smallint, sqft int, featured smallint, "imageUrl" text,
          amenities text[], images text[], "permitNumber" varchar, status varchar, agent_id int,
          "confirmedAt" timestamptz, "createdAt" timestamptz, "updatedAt" timestamptz,
          latitude double precision, longitude double precision
        )
        order by n
      ) r
    ),
    listings as (
      insert into properties (
        id, title, title_ar, description, location, emirate, price, price_type, property_type, category,
        completion_status, furnished, beds, baths, sqft, featured, image_url, amenities, permit_number,
        status, is_sample, agent_id, confirmed_at, created_at, updated_at, published_at, latitude, longitude
      )
      select
        id, title, "titleAr", description, location, emirate, price, "priceType", "propertyType", category,
        "completionStatus", furnished, beds, baths, sqft, featured, "imageUrl", amenities, "permitNumber",
        status, true, agent_id, "confirmedAt", "createdAt", "updatedAt", "createdAt", latitude, longitude
      from input
      order by id
    )
    insert into property_images (property_id, position, url)
    select input.id, (photo.n - 1)::smallint, photo.url
    from input, unnest(input.images) with ordinality as photo(url, n)
    order by input.id, photo.n`);
}

/** Sets the agents' areas in one statement. */
async function writeAgentAreas(tx: Tx, ids: number[], areas: string[][]): Promise<void> {
  const json = JSON.stringify(ids.map((id, i) => ({ id, areas: areas[i] })));
  await tx.execute(sql`
    update agents set areas = r.areas
    from json_to_recordset(${json}::json) as r(id int, areas text[])
    where agents.id = r.id`);
}

/** Replaces the sample sale history behind the price index and sold prices; real transactions stay. */
async function seedSampleTransactions(db: Db, now: Date): Promise<void> {
  await db.delete(transactions).where(eq(transactions.isSample, true));
  const rows = generateSampleTransactions(now);
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await db
      .insert(transactions)
      .values(rows.slice(start, start + BATCH_SIZE).map((row) => ({ ...row, isSample: true })));
  }
}

export async function countListings(db: Db): Promise<number> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(properties);
  return count;
}

import { eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { agencies, agents, properties, transactions } from "../schema";
import { generateSampleAgencies, generateSampleAgents } from "./sample-agents";
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
      agentRows.map(({ agencyIndex, emirate: _emirate, ...a }) => ({
        ...a,
        agencyId: agencyIds[agencyIndex],
        isSample: true,
      })),
    )
    .returning({ id: agents.id });
  const agentIdsByEmirate = new Map<string, number[]>();
  agentRows.forEach((agent, i) => {
    const ids = agentIdsByEmirate.get(agent.emirate) ?? [];
    ids.push(insertedAgents[i].id);
    agentIdsByEmirate.set(agent.emirate, ids);
  });

  await db.transaction(async (tx) => {
    const rebuild = options.listings >= INDEX_REBUILD_MIN_LISTINGS ? await dropSecondaryIndexes(tx) : [];
    for (let start = 0; start < options.listings; start += LISTING_BATCH_SIZE) {
      const count = Math.min(LISTING_BATCH_SIZE, options.listings - start);
      await insertListingBatch(tx, start, count, now, agentIdsByEmirate);
      options.onProgress?.(start + count, options.listings);
    }
    for (const definition of rebuild) await tx.execute(sql.raw(definition));
  });
  await seedSampleTransactions(db, now);
  // VACUUM (not only ANALYZE) sets the visibility map, so searches can answer from indexes alone.
  await db.execute(sql`vacuum analyze properties`);
  await db.execute(sql`vacuum analyze property_images`);
  await db.execute(sql`analyze transactions`);
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Drops the indexes that no constraint owns on the two big tables; returns their definitions. */
async function dropSecondaryIndexes(tx: Tx): Promise<string[]> {
  const { rows } = (await tx.execute(sql`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = current_schema()
      and i.tablename in ('properties', 'property_images')
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
    order by i.indexname`)) as unknown as { rows: { name: string; definition: string }[] };
  // A larger sort memory for the builds, for this transaction only.
  await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
  for (const { name } of rows) await tx.execute(sql.raw(`drop index "${name.replace(/"/g, '""')}"`));
  return rows.map((row) => row.definition);
}

/**
 * Listings [start, start + count) of the sample, with their photos: ids are taken from the sequence first so
 * that the photos can name their listing, and a listing's id order is its index order.
 */
async function insertListingBatch(
  tx: Tx,
  start: number,
  count: number,
  now: Date,
  agentIdsByEmirate: Map<string, number[]>,
): Promise<void> {
  const { rows: idRows } = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence('properties', 'id'))::int as id from generate_series(1, ${count}) g order by g`,
  )) as unknown as { rows: { id: number }[] };
  const batch = Array.from({ length: count }, (_, i) => {
    const { images, ...listing } = generateSampleListing(start + i, now);
    const emirateAgents = agentIdsByEmirate.get(listing.emirate) ?? [];
    return {
      ...listing,
      id: idRows[i].id,
      images,
      agent_id: emirateAgents[(start + i) % emirateAgents.length] ?? null,
    };
  });
  const json = JSON.stringify(batch);
  await tx.execute(sql`
    insert into properties (
      id, title, description, location, emirate, price, price_type, property_type, category,
      completion_status, furnished, beds, baths, sqft, featured, image_url, amenities, permit_number,
      status, is_sample, agent_id, confirmed_at, created_at, updated_at
    )
    select
      r.id, r.title, r.description, r.location, r.emirate, r.price, r."priceType", r."propertyType", r.category,
      r."completionStatus", r.furnished, r.beds, r.baths, r.sqft, r.featured, r."imageUrl", r.amenities,
      r."permitNumber", r.status, true, r.agent_id, r."confirmedAt", r."createdAt", r."updatedAt"
    from json_to_recordset(${json}::json) as r(
      id int, title varchar, description text, location varchar, emirate varchar, price bigint,
      "priceType" varchar, "propertyType" varchar, category varchar, "completionStatus" varchar,
      furnished varchar, beds smallint, baths smallint, sqft int, featured smallint, "imageUrl" text,
      amenities text[], "permitNumber" varchar, status varchar, agent_id int, "confirmedAt" timestamptz,
      "createdAt" timestamptz, "updatedAt" timestamptz
    )
    order by r.id`);
  await tx.execute(sql`
    insert into property_images (property_id, position, url)
    select r.id, (u.n - 1)::smallint, u.url
    from json_to_recordset(${json}::json) as r(id int, images text[]),
      unnest(r.images) with ordinality as u(url, n)
    order by r.id, u.n`);
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

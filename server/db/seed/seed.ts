import { eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { agencies, agents, properties, propertyImages, transactions } from "../schema";
import { generateSampleAgencies, generateSampleAgents } from "./sample-agents";
import { generateSampleListing } from "./sample-listings";
import { generateSampleTransactions } from "./sample-transactions";

/** Rows per INSERT: ~30 parameters a row stays far below PostgreSQL's 65,535-parameter limit. */
const BATCH_SIZE = 1000;

export interface SeedOptions {
  listings: number;
  now?: Date;
  onProgress?: (inserted: number, total: number) => void;
}

/**
 * Replaces the sample data (rows marked is_sample) with a fresh deterministic sample of the given size;
 * listings that users created are left alone. Inserts in multi-row batches, one transaction per batch.
 */
export async function seedSampleData(db: Db, options: SeedOptions): Promise<void> {
  const now = options.now ?? new Date();
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

  for (let start = 0; start < options.listings; start += BATCH_SIZE) {
    const count = Math.min(BATCH_SIZE, options.listings - start);
    const batch = Array.from({ length: count }, (_, i) => generateSampleListing(start + i, now));
    await db.transaction(async (tx) => {
      const ids = await tx
        .insert(properties)
        .values(
          batch.map(({ images: _images, ...listing }, i) => {
            const emirateAgents = agentIdsByEmirate.get(listing.emirate) ?? [];
            return {
              ...listing,
              isSample: true,
              agentId: emirateAgents[(start + i) % emirateAgents.length] ?? null,
            };
          }),
        )
        .returning({ id: properties.id });
      await tx
        .insert(propertyImages)
        .values(
          batch.flatMap((listing, i) =>
            listing.images.map((url, position) => ({ propertyId: ids[i].id, position, url })),
          ),
        );
    });
    options.onProgress?.(start + count, options.listings);
  }
  await seedSampleTransactions(db, now);
  await db.execute(sql`analyze properties`);
  await db.execute(sql`analyze transactions`);
}

/** Replaces the sample sale history behind the price index and sold prices; real transactions stay. */
async function seedSampleTransactions(db: Db, now: Date): Promise<void> {
  await db.delete(transactions).where(eq(transactions.isSample, true));
  const rows = generateSampleTransactions(now);
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await db.insert(transactions).values(
      rows.slice(start, start + BATCH_SIZE).map((row) => ({ ...row, isSample: true })),
    );
  }
}

export async function countListings(db: Db): Promise<number> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(properties);
  return count;
}

import { eq } from "drizzle-orm";
import { expect, vi } from "vitest";
import type { Database } from "../../server/db/client";
import { emailOutbox } from "../../server/db/schema";

export type OutboxRow = typeof emailOutbox.$inferSelect;

/** Every mail in the outbox to an address, oldest first. */
export async function outboxTo(database: Database, email: string): Promise<OutboxRow[]> {
  return database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(emailOutbox.id);
}

/**
 * The first mail to an address that matches, once it is there: mail is written after the answer is sent,
 * so the test polls (vi.waitFor) instead of sleeping, and fails with the address when none arrives.
 */
export async function waitForMailTo(
  database: Database,
  email: string,
  where: (row: OutboxRow) => boolean = () => true,
): Promise<OutboxRow> {
  return vi.waitFor(
    async () => {
      const found = (await outboxTo(database, email)).find(where);
      expect(found, `a mail to ${email}`).toBeDefined();
      return found!;
    },
    { timeout: 10_000, interval: 25 },
  );
}

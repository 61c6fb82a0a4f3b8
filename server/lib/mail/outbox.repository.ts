import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { emailOutbox } from "../../db/schema";

export async function insertOutboxMail(
  db: Db,
  mail: { to: string; subject: string; body: string; carriesSecret?: boolean },
): Promise<number> {
  const [row] = await db.insert(emailOutbox).values(mail).returning({ id: emailOutbox.id });
  return row.id;
}

/** Marks the mail sent; `clearedBody` replaces a body that must not outlive the sending. */
export async function markOutboxMailSent(db: Db, id: number, clearedBody?: string): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ sentAt: new Date(), ...(clearedBody === undefined ? {} : { body: clearedBody }) })
    .where(eq(emailOutbox.id, id));
}

export async function findOutboxMail(db: Db, id: number) {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row;
}

import { eq } from "drizzle-orm";
import type { Db } from "./client";
import { appSecrets } from "./schema";

/**
 * The secret stored under `name`, storing `candidate` first when there is none (the first instance wins),
 * so every instance of a cluster signs and checks alike: the session secret, the unsubscribe links' secret.
 */
export async function findOrInsertSecret(db: Db, name: string, candidate: string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: candidate }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return row.value;
}

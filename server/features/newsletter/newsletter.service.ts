import type { SiteConfig } from "@shared/site";
import type { Db } from "../../db/client";
import * as repository from "./newsletter.repository";

/**
 * Subscribing twice succeeds twice with the same answer: no conflict, so the form never reveals whether an
 * address was already on the list.
 */
export async function subscribe(db: Db, email: string, site: SiteConfig): Promise<void> {
  await repository.insertSubscriberIfNew(db, email, site.key);
}

import type { ContactMessage } from "@shared/contact";
import type { SiteConfig } from "@shared/site";
import type { Db } from "../../db/client";
import type { Logger } from "../../lib/logger";
import * as repository from "./contact.repository";

/**
 * Keeps a visitor's message for the team, tagged with the site it came from (the three sites share one
 * inbox). Only the id is logged: the message itself is personal data and stays in the database.
 */
export async function receiveContactMessage(
  db: Db,
  logger: Logger,
  message: ContactMessage,
  site: SiteConfig,
): Promise<void> {
  const id = await repository.insertContactMessage(db, message, site.key);
  logger.info({ contactMessageId: id, site: site.key, subject: message.subject }, "contact message received");
}

import type { ContactMessage } from "@shared/contact";
import type { SiteKey } from "@shared/site";
import type { Db } from "../../db/client";
import { contactMessages } from "../../db/schema";

export async function insertContactMessage(
  db: Db,
  message: ContactMessage,
  siteKey: SiteKey,
): Promise<number> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: message.name,
      email: message.email,
      phone: message.phone ?? null,
      subject: message.subject,
      message: message.message,
      siteKey,
    })
    .returning({ id: contactMessages.id });
  return row.id;
}

import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import type { Logger } from "../../lib/logger";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Every message is kept in email_outbox; with SMTP_URL it is also sent (and marked sent), otherwise it is
 * written to the log so the flow is complete without a mail server (PRODUCT.md §5).
 */
export function createMailer(db: Db, config: Config["mail"], logger: Logger): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  return {
    async send(mail) {
      const [row] = await db
        .insert(emailOutbox)
        .values({ to: mail.to, subject: mail.subject, body: mail.text })
        .returning({ id: emailOutbox.id });
      if (!transport) {
        logger.info(
          { outboxId: row.id, to: mail.to, subject: mail.subject, body: mail.text },
          "mail kept in outbox (no SMTP configured)",
        );
        return;
      }
      try {
        await transport.sendMail({ from: config.from, to: mail.to, subject: mail.subject, text: mail.text });
        await db.update(emailOutbox).set({ sentAt: new Date() }).where(eq(emailOutbox.id, row.id));
      } catch (error) {
        // The message stays unsent in the outbox for a retry; the visitor's request still succeeds.
        logger.error({ err: error, outboxId: row.id }, "mail delivery failed");
      }
    },
  };
}

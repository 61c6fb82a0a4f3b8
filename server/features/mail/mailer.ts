import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { Logger } from "../../lib/logger";
import { insertOutboxMail, markOutboxMailSent } from "./outbox.repository";

export interface Mail {
  to: string;
  subject: string;
  /**
   * Links in it are built from the site's configured base URL (`site.baseUrl`), never from request headers
   * (Host, X-Forwarded-Host, Origin, Referer): a client chooses those, and would choose where the link goes.
   */
  text: string;
  /** The body holds a live secret (a password-reset link): never logged in production, cleared once sent. */
  carriesSecret?: boolean;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** What a sent secret-bearing mail's body becomes in the outbox: the secret lives only in the inbox. */
export const CLEARED_BODY_NOTE = "[Cleared once sent: this message carried a one-time link.]";

/**
 * Every message is kept in email_outbox; with SMTP_URL it is also sent (and marked sent), otherwise it stays
 * there so the flow is complete without a mail server. Only outside production does the log
 * show an unsent message's body (a developer follows the link from it); in production the log says only
 * that the message is in the outbox, so no live link ever reaches a log. `transport` replaces SMTP (tests).
 */
export function createMailer(
  db: Db,
  config: Config["mail"],
  logger: Logger,
  transport: Transporter | null = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null,
): Mailer {
  return {
    async send(mail) {
      const outboxId = await insertOutboxMail(db, {
        to: mail.to,
        subject: mail.subject,
        body: mail.text,
        carriesSecret: mail.carriesSecret,
      });
      if (!transport) {
        if (config.logBodies) {
          logger.info(
            { outboxId, to: mail.to, subject: mail.subject, body: mail.text },
            "mail kept in outbox (no SMTP configured)",
          );
        } else {
          logger.info({ outboxId }, "mail kept in outbox (no SMTP configured)");
        }
        return;
      }
      try {
        await transport.sendMail({ from: config.from, to: mail.to, subject: mail.subject, text: mail.text });
        await markOutboxMailSent(db, outboxId, mail.carriesSecret ? CLEARED_BODY_NOTE : undefined);
      } catch (error) {
        // The message stays unsent in the outbox for a retry; the visitor's request still succeeds.
        logger.error({ err: error, outboxId }, "mail delivery failed");
      }
    },
  };
}

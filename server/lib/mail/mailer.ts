import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { Logger } from "../logger";
import { findOutboxMail, insertOutboxMail, markOutboxMailSent } from "./outbox.repository";

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
  /** An HTML alternative to `text` and extra headers (List-Unsubscribe): see MailExtras. */
  extras?: MailExtras;
}

/**
 * What a mail may carry besides its plain text (saved-search alerts, docs/decisions/0047): an HTML
 * alternative and extra headers. The outbox keeps the text (what the log and support read); these travel
 * with the mail's delivery job, which is a row in the same database and lives as long as the job's retries.
 */
export interface MailExtras {
  html?: string;
  headers?: Record<string, string>;
}

/** The data of a mail delivery job. */
export interface MailDelivery extends MailExtras {
  outboxId: number;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** What a sent secret-bearing mail's body becomes in the outbox: the secret lives only in the inbox. */
export const CLEARED_BODY_NOTE = "[Cleared once sent: this message carried a one-time link.]";

/** The job that sends one outbox message (server/jobs/catalogue.ts). */
export const MAIL_DELIVERY_JOB = "mail.deliver";

/** What the mailer needs of the job queue: server/jobs/job-runner.ts's JobQueue. */
export interface MailQueue {
  send(name: string, data: MailDelivery, options?: { singletonKey?: string }): Promise<void>;
}

/**
 * Every message is kept in email_outbox. With SMTP_URL and a job queue, a delivery job is queued and the
 * request goes on: SMTP is never waited on, and a failed delivery is retried with backoff by the job
 * (deliverOutboxMail). Without them the message stays in the outbox, so the flow is complete without a
 * mail server. Only outside production does the log show an unsent message's body (a developer follows
 * the link from it); in production the log says only that the message is in the outbox, so no live link
 * ever reaches a log.
 */
export function createMailer(db: Db, config: Config["mail"], logger: Logger, queue?: MailQueue): Mailer {
  return {
    async send(mail) {
      const outboxId = await insertOutboxMail(db, {
        to: mail.to,
        subject: mail.subject,
        body: mail.text,
        carriesSecret: mail.carriesSecret,
      });
      if (await queueOutboxDelivery(config, queue, { outboxId, ...mail.extras })) return;
      const reason = config.smtpUrl ? "no job runner" : "no SMTP configured";
      if (config.logBodies) {
        logger.info(
          { outboxId, to: mail.to, subject: mail.subject, body: mail.text },
          `mail kept in outbox (${reason})`,
        );
      } else {
        logger.info({ outboxId }, `mail kept in outbox (${reason})`);
      }
    },
  };
}

/**
 * Writes a message to the outbox without queueing its delivery, for a caller that writes it in its own
 * transaction with what the mail reports (saved-search alerts) and queues it with queueOutboxDelivery after.
 */
export function writeOutboxMail(db: Db, mail: Pick<Mail, "to" | "subject" | "text">): Promise<number> {
  return insertOutboxMail(db, { to: mail.to, subject: mail.subject, body: mail.text });
}

/**
 * Queues the delivery of an outbox message (already written, perhaps in the caller's transaction). False
 * when there is no SMTP_URL or job queue: the message then stays in the outbox.
 */
export async function queueOutboxDelivery(
  config: Config["mail"],
  queue: MailQueue | undefined,
  delivery: MailDelivery,
): Promise<boolean> {
  if (!config.smtpUrl || !queue) return false;
  await queue.send(MAIL_DELIVERY_JOB, delivery, { singletonKey: `outbox-${delivery.outboxId}` });
  return true;
}

export function createMailTransport(config: Config["mail"]): Transporter | null {
  return config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
}

/**
 * Sends one outbox message and marks it sent (clearing a secret-bearing body). Already sent: nothing to
 * do, so a job that ran twice sends once. A refused or unreachable server throws: the job is retried.
 */
export async function deliverOutboxMail(
  db: Db,
  transport: Transporter,
  from: string,
  outboxId: number,
  extras: MailExtras = {},
): Promise<"sent" | "already sent" | "missing"> {
  const mail = await findOutboxMail(db, outboxId);
  if (!mail) return "missing";
  if (mail.sentAt) return "already sent";
  await transport.sendMail({
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.body,
    ...(extras.html ? { html: extras.html } : {}),
    ...(extras.headers ? { headers: extras.headers } : {}),
  });
  await markOutboxMailSent(db, outboxId, mail.carriesSecret ? CLEARED_BODY_NOTE : undefined);
  return "sent";
}

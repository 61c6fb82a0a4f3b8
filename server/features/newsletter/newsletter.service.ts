import type { NewsletterUnsubscribeState } from "@shared/newsletter";
import type { SiteConfig } from "@shared/site";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/errors";
import { checkSignedIdToken, createSignedIdToken } from "../../lib/unsubscribe-links";
import type { Mailer } from "../../lib/mail/mailer";
import type { Locale } from "../../lib/mail/mail-language";
import {
  NEWSLETTER_UNSUBSCRIBE_PURPOSE,
  newsletterMailExtras,
  newsletterUnsubscribeLink,
  welcomeMail,
} from "./newsletter-mail";
import * as repository from "./newsletter.repository";

export interface NewsletterMailing {
  mailer: Mailer;
  /** lib/unsubscribe-links.ts unsubscribeSecret. */
  secret: string;
  /** The mailbox of List-Unsubscribe's mailto (MAIL_UNSUBSCRIBE_ADDRESS), if any. */
  mailbox: string | undefined;
  /** The language of the page the address was given on. */
  locale: Locale;
}

/**
 * Subscribing twice succeeds twice with the same answer: no conflict, so the form never reveals whether an
 * address was already on the list. A new address gets the welcome mail with its unsubscribe link, so
 * someone subscribed by another can stop it at once.
 */
export async function subscribe(
  db: Db,
  email: string,
  site: SiteConfig,
  mailing?: NewsletterMailing,
): Promise<void> {
  const id = await repository.insertSubscriberIfNew(db, email, site.key);
  if (id === null || !mailing) return;
  const token = createSignedIdToken(mailing.secret, NEWSLETTER_UNSUBSCRIBE_PURPOSE, id);
  const unsubscribeUrl = newsletterUnsubscribeLink(site, token, mailing.locale);
  const mail = welcomeMail(mailing.locale, { site, unsubscribeUrl });
  await mailing.mailer.send({
    to: email,
    subject: mail.subject,
    text: mail.text,
    extras: newsletterMailExtras(unsubscribeUrl, mailing.mailbox, token),
  });
}

export class InvalidNewsletterLinkError extends AppError {
  constructor() {
    super(
      400,
      "This unsubscribe link is not valid. Use the link from the latest newsletter email.",
      "bad_request",
    );
  }
}

/** "l•••@example.com": enough for the reader to recognise their address, not to learn someone else's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

function subscriptionIdOf(secret: string, token: string): number {
  const checked = checkSignedIdToken(secret, token, NEWSLETTER_UNSUBSCRIBE_PURPOSE);
  if (!checked.ok) throw new InvalidNewsletterLinkError();
  return checked.id;
}

/** What the unsubscribe page shows; a tampered or wrong-purpose link is a 400. */
export async function getUnsubscribeState(
  db: Db,
  secret: string,
  token: string,
): Promise<NewsletterUnsubscribeState> {
  const row = await repository.findSubscriber(db, subscriptionIdOf(secret, token));
  return row ? { subscribed: true, email: maskEmail(row.email) } : { subscribed: false, email: null };
}

/** Removes the address from the list; an address already removed answers the same. */
export async function unsubscribeByToken(db: Db, secret: string, token: string): Promise<void> {
  await repository.deleteSubscriber(db, subscriptionIdOf(secret, token));
}

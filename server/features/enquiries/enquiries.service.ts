import type { Enquiry, EnquiryInput, MyEnquiriesQuery, MyEnquiry } from "@shared/enquiry";
import { PUBLIC_STATUSES } from "@shared/listing";
import type { Locale } from "@shared/locale";
import type { SiteConfig } from "@shared/site";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/errors";
import { recipientLocale } from "../../lib/mail/mail-language";
import { findListingOwnerContact } from "../../lib/mail/listing-owner.repository";
import type { Mailer } from "../../lib/mail/mailer";
import { enquiryNotificationMail } from "./enquiry-mail";
import * as repository from "./enquiries.repository";

type EnquiryFields = Pick<
  repository.EnquiryRow,
  "id" | "propertyId" | "name" | "email" | "phone" | "message" | "createdAt"
>;

function toEnquiry(row: EnquiryFields): Enquiry {
  return {
    id: row.id,
    propertyId: row.propertyId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The sender's email and phone as the listing's side may see them: hidden until it has replied in the site,
 * as the privacy policy and the enquiry form promise (docs/decisions/0054-conversations.md). The inbox and
 * "download my data" both show received enquiries through this one rule.
 */
export function senderContactForLister(row: {
  email: string;
  phone: string | null;
  ownerFirstReplyAt: Date | null;
}): { email: string | null; phone: string | null } {
  const replied = row.ownerFirstReplyAt !== null;
  return { email: replied ? row.email : null, phone: replied ? row.phone : null };
}

/** An enquiry as the listing's side sees it (its inbox). */
function toMyEnquiry(row: repository.InboxRow): MyEnquiry {
  const replied = row.ownerFirstReplyAt !== null;
  return {
    ...toEnquiry(row),
    ...senderContactForLister(row),
    propertyTitle: row.propertyTitle,
    read: row.readAt !== null,
    senderDeleted: row.senderDeletedAt !== null,
    replied,
    unread: row.unread,
    lastMessageAt: row.lastMessageAt.toISOString(),
  };
}

/**
 * Stores a visitor's enquiry. Only listings the public can see take enquiries, and a Dubai-scoped site only
 * its Dubai ones: anything else reads as not found, as the listing page itself does.
 */
export async function sendEnquiry(
  db: Db,
  propertyId: number,
  input: EnquiryInput,
  site: SiteConfig,
  senderUserId: number | undefined,
  locale?: Locale,
): Promise<Enquiry> {
  const listing = await repository.findListingForEnquiry(db, propertyId);
  const isPublic = listing && (PUBLIC_STATUSES as readonly string[]).includes(listing.status);
  const inScope = listing && (site.scope !== "Dubai" || listing.emirate === "Dubai");
  if (!listing || !isPublic || !inScope) throw AppError.notFound("Listing not found");
  const row = await repository.insertEnquiry(db, {
    propertyId,
    senderUserId: senderUserId ?? null,
    name: input.name,
    email: input.email,
    phone: input.phone ?? null,
    message: input.message,
    locale: locale ?? null,
  });
  return toEnquiry(row);
}

export async function listMyEnquiries(db: Db, ownerId: number, query: MyEnquiriesQuery) {
  const { rows, total } = await repository.findEnquiriesForOwner(db, ownerId, {
    page: query.page,
    limit: query.limit,
    unreadOnly: query.unread,
  });
  return { items: rows.map(toMyEnquiry), total };
}

export async function markEnquiry(db: Db, id: number, ownerId: number, read: boolean): Promise<MyEnquiry> {
  const row = await repository.findInboxEnquiry(db, id);
  if (!row) throw AppError.notFound("Enquiry not found");
  if (row.ownerId !== ownerId && row.agentUserId !== ownerId)
    throw AppError.forbidden("This enquiry is about someone else's listing");
  await repository.setEnquiryRead(db, id, read);
  const updated = await repository.findInboxEnquiry(db, id);
  return toMyEnquiry(updated!);
}

/**
 * Tells the listing's owner by email (or the outbox when no SMTP is configured), in the owner's saved
 * language (English when they have not chosen one): the visitor's language says nothing about the
 * owner's. Sample listings have no owner account, so nobody is mailed for them; their enquiries still
 * reach the agency's inbox. The link is on the site's configured base URL, never on a host the request
 * named.
 */
export async function notifyOwnerOfEnquiry(db: Db, mailer: Mailer, enquiry: Enquiry, site: SiteConfig) {
  const owner = await findListingOwnerContact(db, enquiry.propertyId);
  if (!owner) return;
  const mail = enquiryNotificationMail(recipientLocale(owner.locale), {
    site,
    owner,
    listing: owner,
    enquiry,
  });
  await mailer.send({ to: owner.email, ...mail });
}

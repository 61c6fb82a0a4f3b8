import type { DeleteAccountInput } from "@shared/account";
import { publicPhotoUrl } from "@shared/media";
import type { SiteConfig } from "@shared/site";
import type { Db } from "../../db/client";
import { JOBS_SCHEMA } from "../../jobs/job-runner";
import { AppError } from "../../lib/errors";
import { verifyPassword } from "../auth/password";
import { endSessionsElsewhere, type EndStoredSessions } from "../auth/session";
import { senderContactForLister } from "../enquiries/enquiries.service";
import { placeholderImageFor } from "../../lib/sample-images";
import * as repository from "./account-data.repository";

/**
 * "Download my data" and "delete my account" (UAE PDPL, Federal Decree-Law 45 of 2021, articles 13 and
 * 15; docs/decisions/0052-peoples-data.md). personal-data.ts lists what each does with every table.
 */

/** Read by people first: what the file is, in the language of the privacy page's own list. */
const EXPORT_NOTE =
  "Everything this site holds about your account, as of exportedAt. The privacy policy (/privacy-policy) explains each part.";

function absolute(site: Pick<SiteConfig, "baseUrl" | "mediaBaseUrl">, ref: string): string {
  const url = publicPhotoUrl(ref, site.mediaBaseUrl);
  return url.startsWith("/") ? `${site.baseUrl}${url}` : url;
}

function threadOf<T extends { enquiryId: number }>(messages: T[], enquiryId: number) {
  return messages
    .filter((message) => message.enquiryId === enquiryId)
    .map(({ enquiryId: _, ...message }) => message);
}

export async function exportAccountData(
  db: Db,
  userId: number,
  site: Pick<SiteConfig, "baseUrl" | "mediaBaseUrl" | "siteName">,
  now: Date = new Date(),
) {
  const account = await repository.findAccount(db, userId);
  if (!account) throw AppError.unauthorized();
  const data = await repository.findExportData(db, account);
  const photosOf = new Map<number, string[]>();
  for (const image of data.images) {
    photosOf.set(image.propertyId, [...(photosOf.get(image.propertyId) ?? []), absolute(site, image.url)]);
  }
  return {
    about: EXPORT_NOTE,
    site: site.siteName,
    exportedAt: now.toISOString(),
    account: {
      id: account.id,
      username: account.username,
      email: account.email,
      locale: account.locale,
      role: account.role,
      createdAt: account.createdAt,
    },
    listings: data.ownListings.map(({ imageUrl, ...listing }) => ({
      ...listing,
      url: `${site.baseUrl}/property/${listing.id}`,
      photos: photosOf.get(listing.id) ?? [absolute(site, imageUrl)],
      moderationNotices: data.notices
        .filter((notice) => notice.propertyId === listing.id)
        .map(({ propertyId: _, ...notice }) => notice),
    })),
    uploads: data.ownUploads.map((upload) => ({ ...upload, url: absolute(site, upload.url) })),
    draft: data.drafts[0] ?? null,
    favourites: data.favouriteRows.map((row) => ({
      ...row,
      url: `${site.baseUrl}/property/${row.propertyId}`,
    })),
    savedSearches: data.searches,
    enquiriesSent: data.sent.map((enquiry) => ({
      ...enquiry,
      messages: threadOf(data.messages, enquiry.id),
    })),
    // As the inbox shows them: the sender's email and phone only once the person has replied in the site.
    enquiriesReceived: data.received.map(({ senderEmail, senderPhone, ownerFirstReplyAt, ...enquiry }) => {
      const contact = senderContactForLister({ email: senderEmail, phone: senderPhone, ownerFirstReplyAt });
      return {
        ...enquiry,
        senderEmail: contact.email,
        senderPhone: contact.phone,
        replied: ownerFirstReplyAt !== null,
        messages: threadOf(data.messages, enquiry.id),
      };
    }),
    agencyMemberships: data.memberships,
    newsletter: data.newsletter[0]
      ? { subscribed: true, email: data.newsletter[0].email, since: data.newsletter[0].since }
      : { subscribed: false },
    featuredOrders: data.orders,
    sessionsCount: data.sessionsCount,
    contactMessages: data.contact,
    agentProfiles: data.agentProfiles,
    reportsMade: data.reports,
    auditEntries: data.audit,
  };
}

export type AccountExport = Awaited<ReturnType<typeof exportAccountData>>;

/** Identifiers shorter than this are not cut from free text: two letters would match half the words. */
const MIN_IDENTIFIER_LENGTH = 3;

/**
 * A PostgreSQL regular expression matching any of the identifiers as whole words (case is ignored by the
 * caller's flags), or null when none is long enough. Phones also match as their digits alone.
 */
export function identifierPattern(values: string[]): string | null {
  const variants = new Set<string>();
  for (const raw of values) {
    const value = raw.trim();
    if (value.length >= MIN_IDENTIFIER_LENGTH) variants.add(value);
    if (/^[\d\s+()./-]+$/.test(value)) {
      const digits = value.replace(/\D/g, "");
      if (digits.length >= 7) variants.add(digits);
    }
  }
  if (!variants.size) return null;
  const parts = [...variants]
    .sort((a, b) => b.length - a.length)
    .map((value) => {
      const escaped = value.replace(/[\\^$.|?*+()[\]{}]/g, "\\$&");
      // \y is a word boundary in PostgreSQL's regular expressions; only next to a word character.
      return `${/^\w/.test(value) ? "\\y" : ""}${escaped}${/\w$/.test(value) ? "\\y" : ""}`;
    });
  return `(${parts.join("|")})`;
}

export class StaffAccountError extends AppError {
  constructor() {
    super(
      403,
      "A moderator or admin account is closed by another admin, who first takes its role away",
      "forbidden",
    );
  }
}

/**
 * Deletes the account after checking its password, in one transaction: listings archived and anonymised,
 * sent enquiries kept for their owners without the sender, the rest deleted (personal-data.ts), every
 * session ended. Sessions in Redis are ended inside the transaction, so Redis being away changes nothing.
 */
export async function deleteAccount(
  db: Db,
  userId: number,
  input: DeleteAccountInput,
  endStoredSessions?: EndStoredSessions,
): Promise<{ listingsArchived: number; sessionsEnded: number; agencyKeysRevoked: number }> {
  const account = await repository.findAccount(db, userId);
  if (!account) throw AppError.unauthorized();
  if (account.role !== "user") throw new StaffAccountError();
  if (!(await verifyPassword(account.passwordHash, input.password))) {
    throw AppError.badRequest("The password is not correct", {
      password: ["The password is not correct"],
    });
  }
  return db.transaction(async (tx) => {
    const locked = await repository.findAccount(tx, userId, true);
    if (!locked) throw AppError.unauthorized();
    const found = await repository.findIdentifiers(tx, locked);
    const pattern = identifierPattern([
      locked.username,
      locked.email,
      ...found.names,
      ...found.phones,
      ...found.emails,
    ]);
    const summary = await repository.eraseAccount(tx, locked, pattern, placeholderImageFor, found.emails);
    await repository.deleteQueuedDeliveries(tx, JOBS_SCHEMA, summary.outboxIds);
    await repository.scrubQueuedDeliveries(tx, JOBS_SCHEMA, summary.scrubbedOutboxIds, pattern);
    const inDatabase = await repository.deleteSessionsOf(tx, userId);
    const elsewhere = await endSessionsElsewhere(endStoredSessions, userId);
    return {
      listingsArchived: summary.listingsArchived,
      sessionsEnded: inDatabase + elsewhere,
      agencyKeysRevoked: summary.agencyKeysRevoked,
    };
  });
}

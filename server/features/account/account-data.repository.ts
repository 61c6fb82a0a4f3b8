import { and, asc, eq, inArray, isNull, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { PropertyType } from "@shared/listing-options";
import type { Db } from "../../db/client";
import {
  agencies,
  agencyApiKeys,
  agencyMembers,
  agents,
  auditLog,
  contactMessages,
  emailOutbox,
  enquiries,
  enquiryMessages,
  favourites,
  featuredOrders,
  idempotencyKeys,
  listingDrafts,
  listingHolds,
  listingReports,
  moderationNotices,
  newsletterSubscribers,
  passwordResetTokens,
  properties,
  propertyImages,
  rateLimitHits,
  savedSearches,
  sessions,
  uploads,
  users,
} from "../../db/schema";

/**
 * The SQL of "download my data" and "delete my account" (docs/decisions/0052-peoples-data.md); which
 * table is handled how is listed in personal-data.ts.
 */

export type AccountRow = typeof users.$inferSelect;

const sameEmail = (column: SQLWrapper, email: string) => sql`lower(${column}) = lower(${email})`;

/** The user's session rows, on every device (express-session keeps `{ passport: { user: id } }`). */
const sessionsOf = (userId: number) =>
  sql`(${sessions.sess}::jsonb -> 'passport' ->> 'user') = ${String(userId)}`;

/** The account row, locked for the rest of the transaction when `forUpdate` (two deletions at once). */
export async function findAccount(
  db: Db,
  userId: number,
  forUpdate = false,
): Promise<AccountRow | undefined> {
  const query = db.select().from(users).where(eq(users.id, userId));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

/** Enquiries this person sent: from the account, or signed out from the account's email. */
const sentBy = (account: Pick<AccountRow, "id" | "email">) =>
  or(eq(enquiries.senderUserId, account.id), sameEmail(enquiries.email, account.email))!;

/**
 * Enquiries this person received: on listings they own or are the named agent of, as their inbox lists
 * them (a query joining `properties` and, left, `agents`).
 */
const receivedBy = (account: Pick<AccountRow, "id">) =>
  or(eq(properties.ownerId, account.id), eq(agents.userId, account.id))!;

/** Audit log entries by the person, about them, or about their listings. */
const auditEntriesOf = (accountId: number, listingIds: number[]) =>
  or(
    eq(auditLog.actorId, accountId),
    and(eq(auditLog.targetType, "user"), eq(auditLog.targetId, accountId)),
    listingIds.length
      ? and(eq(auditLog.targetType, "listing"), inArray(auditLog.targetId, listingIds))
      : undefined,
  );

/** Runs every query of `queries` at once; each answer keeps its query's name. */
async function allOf<T extends Record<string, PromiseLike<unknown>>>(
  queries: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const answers = await Promise.all(
    Object.entries(queries).map(async ([name, query]) => [name, await query] as const),
  );
  return Object.fromEntries(answers) as { [K in keyof T]: Awaited<T[K]> };
}

/* ---------- Export ---------- */

export async function findExportData(db: Db, account: AccountRow) {
  const ownListings = await db
    .select({
      id: properties.id,
      title: properties.title,
      titleAr: properties.titleAr,
      description: properties.description,
      descriptionAr: properties.descriptionAr,
      status: properties.status,
      price: properties.price,
      priceType: properties.priceType,
      propertyType: properties.propertyType,
      category: properties.category,
      completionStatus: properties.completionStatus,
      furnished: properties.furnished,
      beds: properties.beds,
      baths: properties.baths,
      sqft: properties.sqft,
      location: properties.location,
      emirate: properties.emirate,
      latitude: properties.latitude,
      longitude: properties.longitude,
      amenities: properties.amenities,
      permitNumber: properties.permitNumber,
      imageUrl: properties.imageUrl,
      featuredUntil: properties.featuredUntil,
      views: properties.views,
      confirmedAt: properties.confirmedAt,
      publishedAt: properties.publishedAt,
      createdAt: properties.createdAt,
      updatedAt: properties.updatedAt,
    })
    .from(properties)
    .where(eq(properties.ownerId, account.id))
    .orderBy(asc(properties.id));
  const listingIds = ownListings.map((listing) => listing.id);

  const rest = await allOf({
    images: listingIds.length
      ? db
          .select({ propertyId: propertyImages.propertyId, url: propertyImages.url })
          .from(propertyImages)
          .where(inArray(propertyImages.propertyId, listingIds))
          .orderBy(asc(propertyImages.propertyId), asc(propertyImages.position))
      : Promise.resolve([]),
    notices: listingIds.length
      ? db
          .select({
            propertyId: moderationNotices.propertyId,
            kind: moderationNotices.kind,
            message: moderationNotices.message,
            status: moderationNotices.status,
            dueAt: moderationNotices.dueAt,
            ownerReply: moderationNotices.ownerReply,
            repliedAt: moderationNotices.repliedAt,
            createdAt: moderationNotices.createdAt,
            closedAt: moderationNotices.closedAt,
          })
          .from(moderationNotices)
          .where(inArray(moderationNotices.propertyId, listingIds))
          .orderBy(asc(moderationNotices.createdAt))
      : Promise.resolve([]),
    ownUploads: db
      .select({
        url: uploads.url,
        width: uploads.width,
        height: uploads.height,
        createdAt: uploads.createdAt,
      })
      .from(uploads)
      .where(eq(uploads.ownerId, account.id))
      .orderBy(asc(uploads.id)),
    drafts: db
      .select({ data: listingDrafts.data, updatedAt: listingDrafts.updatedAt })
      .from(listingDrafts)
      .where(eq(listingDrafts.userId, account.id)),
    favouriteRows: db
      .select({ propertyId: favourites.propertyId, title: properties.title, savedAt: favourites.createdAt })
      .from(favourites)
      .innerJoin(properties, eq(properties.id, favourites.propertyId))
      .where(eq(favourites.userId, account.id))
      .orderBy(asc(favourites.createdAt)),
    searches: db
      .select({
        name: savedSearches.name,
        filters: savedSearches.filters,
        frequency: savedSearches.frequency,
        createdAt: savedSearches.createdAt,
        updatedAt: savedSearches.updatedAt,
      })
      .from(savedSearches)
      .where(eq(savedSearches.userId, account.id))
      .orderBy(asc(savedSearches.id)),
    sent: db
      .select({
        id: enquiries.id,
        propertyId: enquiries.propertyId,
        propertyTitle: properties.title,
        name: enquiries.name,
        email: enquiries.email,
        phone: enquiries.phone,
        message: enquiries.message,
        sentAt: enquiries.createdAt,
      })
      .from(enquiries)
      .innerJoin(properties, eq(properties.id, enquiries.propertyId))
      .where(sentBy(account))
      .orderBy(asc(enquiries.createdAt)),
    received: db
      .select({
        id: enquiries.id,
        propertyId: enquiries.propertyId,
        propertyTitle: properties.title,
        senderName: enquiries.name,
        senderEmail: enquiries.email,
        senderPhone: enquiries.phone,
        senderDeleted: sql<boolean>`${enquiries.senderDeletedAt} is not null`,
        ownerFirstReplyAt: enquiries.ownerFirstReplyAt,
        message: enquiries.message,
        receivedAt: enquiries.createdAt,
        readAt: enquiries.readAt,
      })
      .from(enquiries)
      .innerJoin(properties, eq(properties.id, enquiries.propertyId))
      .leftJoin(agents, eq(agents.id, properties.agentId))
      .where(receivedBy(account))
      .orderBy(asc(enquiries.createdAt)),
    newsletter: db
      .select({ email: newsletterSubscribers.email, since: newsletterSubscribers.createdAt })
      .from(newsletterSubscribers)
      .where(sameEmail(newsletterSubscribers.email, account.email)),
    orders: db
      .select({
        reference: featuredOrders.reference,
        propertyId: featuredOrders.propertyId,
        plan: featuredOrders.plan,
        days: featuredOrders.days,
        amountAed: featuredOrders.amountAed,
        status: featuredOrders.status,
        startsAt: featuredOrders.startsAt,
        endsAt: featuredOrders.endsAt,
        createdAt: featuredOrders.createdAt,
      })
      .from(featuredOrders)
      .where(eq(featuredOrders.userId, account.id))
      .orderBy(asc(featuredOrders.createdAt)),
    sessionsCount: db
      .select({ sessionsCount: sql<number>`count(*)::int` })
      .from(sessions)
      .where(sessionsOf(account.id))
      .then(([row]) => row.sessionsCount),
    contact: db
      .select({
        name: contactMessages.name,
        email: contactMessages.email,
        phone: contactMessages.phone,
        subject: contactMessages.subject,
        message: contactMessages.message,
        sentAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(sameEmail(contactMessages.email, account.email))
      .orderBy(asc(contactMessages.createdAt)),
    agentProfiles: db
      .select({
        name: agents.name,
        brn: agents.brn,
        phone: agents.phone,
        whatsapp: agents.whatsapp,
        email: agents.email,
        photoUrl: agents.photoUrl,
        languages: agents.languages,
        areas: agents.areas,
      })
      .from(agents)
      .where(eq(agents.userId, account.id)),
    reports: db
      .select({
        propertyId: listingReports.propertyId,
        reason: listingReports.reason,
        note: listingReports.note,
        status: listingReports.status,
        createdAt: listingReports.createdAt,
      })
      .from(listingReports)
      .where(eq(listingReports.reporterUserId, account.id))
      .orderBy(asc(listingReports.createdAt)),
    audit: db
      .select({
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        reason: auditLog.reason,
        byYou: sql<boolean>`${auditLog.actorId} is not distinct from ${account.id}`,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(auditEntriesOf(account.id, listingIds))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id)),
    // Replies in the threads of enquiries they sent or received (conversations, docs/decisions/0054).
    messages: db
      .select({
        enquiryId: enquiryMessages.enquiryId,
        side: enquiryMessages.side,
        byYou: sql<boolean>`${enquiryMessages.authorUserId} is not distinct from ${account.id}`,
        body: enquiryMessages.body,
        createdAt: enquiryMessages.createdAt,
      })
      .from(enquiryMessages)
      .innerJoin(enquiries, eq(enquiries.id, enquiryMessages.enquiryId))
      .innerJoin(properties, eq(properties.id, enquiries.propertyId))
      .leftJoin(agents, eq(agents.id, properties.agentId))
      .where(or(sentBy(account), receivedBy(account), eq(enquiryMessages.authorUserId, account.id)))
      .orderBy(asc(enquiryMessages.createdAt), asc(enquiryMessages.id)),
    memberships: db
      .select({ agency: agencies.name, role: agencyMembers.role, since: agencyMembers.createdAt })
      .from(agencyMembers)
      .innerJoin(agencies, eq(agencies.id, agencyMembers.agencyId))
      .where(eq(agencyMembers.userId, account.id)),
  });
  return { ownListings, ...rest };
}

/* ---------- Deletion ---------- */

/** Every session row of the user, on every device. */
export async function deleteSessionsOf(tx: Db, userId: number): Promise<number> {
  const deleted = await tx.delete(sessions).where(sessionsOf(userId)).returning({ sid: sessions.sid });
  return deleted.length;
}

/** What identifies the person beyond the account: names and phones they gave in enquiries and profiles. */
export async function findIdentifiers(db: Db, account: AccountRow) {
  const [sent, profiles] = await Promise.all([
    db.select({ name: enquiries.name, phone: enquiries.phone }).from(enquiries).where(sentBy(account)),
    db
      .select({ name: agents.name, phone: agents.phone, whatsapp: agents.whatsapp, email: agents.email })
      .from(agents)
      .where(eq(agents.userId, account.id)),
  ]);
  const names = [...sent.map((row) => row.name), ...profiles.map((row) => row.name)];
  const phones = [
    ...sent.map((row) => row.phone),
    ...profiles.flatMap((row) => [row.phone, row.whatsapp]),
  ].filter((phone): phone is string => !!phone);
  const emails = profiles.map((row) => row.email).filter((email): email is string => !!email);
  return { names, phones, emails };
}

/** Every occurrence of the person's identifiers in `column`, case-insensitively, replaced by a marker. */
function scrubbed(column: SQLWrapper, pattern: string | null): SQL {
  return pattern ? sql`regexp_replace(${column}, ${pattern}, '[removed]', 'gi')` : sql`${column}`;
}

export interface DeletionSummary {
  listingsArchived: number;
  enquiriesAnonymised: number;
  /** Live API keys revoked because the person was their agency's last admin. */
  agencyKeysRevoked: number;
  /** Outbox mail deleted (addressed to the person): their queued deliveries go too. */
  outboxIds: number[];
  /** Outbox mail to others with the person's identifiers cut: their queued deliveries are scrubbed too. */
  scrubbedOutboxIds: number[];
}

/**
 * Revokes every live API key of the agencies where the person is the last admin: nobody would be left to
 * see, rotate or revoke them, while the agency's systems could still write its listings. The agencies' member
 * rows are locked first, so two admins deleting their accounts at once cannot each count the other and
 * leave the keys alive. Called before the person's membership is deleted.
 */
async function revokeKeysOfAgenciesLosingTheirLastAdmin(tx: Db, userId: number, now: Date): Promise<number> {
  const adminOf = await tx
    .select({ agencyId: agencyMembers.agencyId })
    .from(agencyMembers)
    .where(and(eq(agencyMembers.userId, userId), eq(agencyMembers.role, "admin")));
  let revoked = 0;
  for (const { agencyId } of adminOf) {
    const members = await tx
      .select({ userId: agencyMembers.userId, role: agencyMembers.role })
      .from(agencyMembers)
      .where(eq(agencyMembers.agencyId, agencyId))
      .for("update");
    if (members.some((member) => member.role === "admin" && member.userId !== userId)) continue;
    const keys = await tx
      .update(agencyApiKeys)
      .set({ revokedAt: now })
      .where(and(eq(agencyApiKeys.agencyId, agencyId), isNull(agencyApiKeys.revokedAt)))
      .returning({ id: agencyApiKeys.id });
    revoked += keys.length;
  }
  return revoked;
}

/**
 * Closes the threads whose listing side is the person alone: enquiries on their listings, and on listings
 * without an owner that name them as the agent. Nobody will read a reply there any more (decision 0054).
 * Called before their listings are detached from them.
 */
async function closeThreadsOfLister(tx: Db, userId: number, now: Date): Promise<void> {
  const listingsOnlyTheyAnswer = tx
    .select({ id: properties.id })
    .from(properties)
    .leftJoin(agents, eq(agents.id, properties.agentId))
    .where(or(eq(properties.ownerId, userId), and(isNull(properties.ownerId), eq(agents.userId, userId))));
  await tx
    .update(enquiries)
    .set({ listerDeletedAt: now })
    .where(and(inArray(enquiries.propertyId, listingsOnlyTheyAnswer), isNull(enquiries.listerDeletedAt)));
}

/**
 * The outbox, sent or waiting: mail addressed to the person is deleted; mail to others that names them (an
 * enquiry's notice naming the sender, a reply's notice) is kept without their name, email or phone, since
 * what it tells of (an enquiry, a reply) stays for the recipient without the person too.
 */
async function eraseFromOutbox(
  tx: Db,
  emails: string[],
  pattern: string | null,
): Promise<{ deleted: number[]; scrubbed: number[] }> {
  const addressedToThem = or(...emails.map((email) => sameEmail(emailOutbox.to, email)))!;
  const deleted = await tx.delete(emailOutbox).where(addressedToThem).returning({ id: emailOutbox.id });
  if (!pattern) return { deleted: deleted.map((row) => row.id), scrubbed: [] };
  const naming = await tx
    .update(emailOutbox)
    .set({ subject: scrubbed(emailOutbox.subject, pattern), body: scrubbed(emailOutbox.body, pattern) })
    .where(or(sql`${emailOutbox.subject} ~* ${pattern}`, sql`${emailOutbox.body} ~* ${pattern}`))
    .returning({ id: emailOutbox.id });
  return { deleted: deleted.map((row) => row.id), scrubbed: naming.map((row) => row.id) };
}

/**
 * Deletes or anonymises everything of the account, in the caller's transaction. `pattern` is a regular
 * expression (PostgreSQL ARE) matching the person's identifiers, or null when there are none long enough.
 */
export async function eraseAccount(
  tx: Db,
  account: AccountRow,
  pattern: string | null,
  placeholderImage: (type: PropertyType) => string,
  emails: string[],
): Promise<DeletionSummary> {
  const now = new Date();
  await closeThreadsOfLister(tx, account.id, now);
  const ownListings = await tx
    .select({ id: properties.id, propertyType: properties.propertyType })
    .from(properties)
    .where(eq(properties.ownerId, account.id));
  const listingIds = ownListings.map((row) => row.id);

  if (listingIds.length) {
    await tx.delete(propertyImages).where(inArray(propertyImages.propertyId, listingIds));
    await tx.delete(listingHolds).where(inArray(listingHolds.propertyId, listingIds));
    await tx
      .update(properties)
      .set({
        ownerId: null,
        agentId: null,
        status: sql`case when ${properties.status} = 'removed' then 'removed' else 'archived' end`,
        featured: 0,
        featuredUntil: null,
        title: scrubbed(properties.title, pattern),
        description: scrubbed(properties.description, pattern),
        titleAr: scrubbed(properties.titleAr, pattern),
        descriptionAr: scrubbed(properties.descriptionAr, pattern),
        updatedAt: now,
      })
      .where(inArray(properties.id, listingIds));
    await tx
      .update(moderationNotices)
      .set({ ownerReply: null })
      .where(inArray(moderationNotices.propertyId, listingIds));
    // The cover becomes the type's drawing: the person's photos go with their account.
    for (const type of new Set(ownListings.map((row) => row.propertyType))) {
      await tx
        .update(properties)
        .set({ imageUrl: placeholderImage(type) })
        .where(and(inArray(properties.id, listingIds), eq(properties.propertyType, type)));
    }
  }

  // Replies they wrote, and replies in threads they started: kept for the other party, without the person.
  if (pattern) {
    await tx
      .update(enquiryMessages)
      .set({ body: scrubbed(enquiryMessages.body, pattern) })
      .where(
        or(
          eq(enquiryMessages.authorUserId, account.id),
          inArray(
            enquiryMessages.enquiryId,
            tx.select({ id: enquiries.id }).from(enquiries).where(sentBy(account)),
          ),
        ),
      );
  }

  const anonymised = await tx
    .update(enquiries)
    .set({
      senderUserId: null,
      senderDeletedAt: now,
      name: "",
      email: "",
      phone: null,
      message: scrubbed(enquiries.message, pattern),
    })
    .where(sentBy(account))
    .returning({ id: enquiries.id });

  if (pattern) {
    await tx
      .update(listingReports)
      .set({ note: scrubbed(listingReports.note, pattern) })
      .where(eq(listingReports.reporterUserId, account.id));
    // The audit log is kept, without the person in its words: entries by them, about them or their listings.
    await tx
      .update(auditLog)
      .set({
        reason: scrubbed(auditLog.reason, pattern),
        details: sql`${scrubbed(sql`${auditLog.details}::text`, pattern)}::jsonb`,
      })
      .where(auditEntriesOf(account.id, listingIds));
  }
  await tx.update(auditLog).set({ actorUsername: null }).where(eq(auditLog.actorId, account.id));

  await tx.delete(favourites).where(eq(favourites.userId, account.id));
  await tx.delete(listingDrafts).where(eq(listingDrafts.userId, account.id));
  await tx.delete(savedSearches).where(eq(savedSearches.userId, account.id));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, account.id));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, account.id));
  await tx.delete(agents).where(eq(agents.userId, account.id));
  const agencyKeysRevoked = await revokeKeysOfAgenciesLosingTheirLastAdmin(tx, account.id, now);
  await tx.delete(agencyMembers).where(eq(agencyMembers.userId, account.id));
  await tx.delete(newsletterSubscribers).where(sameEmail(newsletterSubscribers.email, account.email));
  await tx.delete(contactMessages).where(sameEmail(contactMessages.email, account.email));
  const outbox = await eraseFromOutbox(tx, [account.email, ...emails], pattern);
  // Rate-limit counters keyed by what was typed at sign-in or password reset (middleware/rate-limit.ts).
  await tx
    .delete(rateLimitHits)
    .where(
      or(
        sql`position(lower(${account.email}) in ${rateLimitHits.key}) > 0`,
        sql`${rateLimitHits.key} like ${`%:${account.username.toLowerCase()}`}`,
        eq(rateLimitHits.key, account.username.toLowerCase()),
      ),
    );
  await tx.update(uploads).set({ ownerId: null }).where(eq(uploads.ownerId, account.id));
  await tx.update(featuredOrders).set({ userId: null }).where(eq(featuredOrders.userId, account.id));
  await tx.delete(users).where(eq(users.id, account.id));

  return {
    listingsArchived: listingIds.length,
    enquiriesAnonymised: anonymised.length,
    agencyKeysRevoked,
    outboxIds: outbox.deleted,
    scrubbedOutboxIds: outbox.scrubbed,
  };
}

async function hasJobTable(tx: Db, jobsSchema: string): Promise<boolean> {
  const exists = (await tx.execute(
    sql`select to_regclass(${`${jobsSchema}.job`}) is not null as present`,
  )) as unknown as {
    rows: { present: boolean }[];
  };
  return exists.rows[0]?.present === true;
}

const deliveryOf = (outboxIds: number[]) =>
  sql`data ->> 'outboxId' in (${sql.join(
    outboxIds.map((id) => sql`${String(id)}`),
    sql`, `,
  )})`;

/** Queued deliveries of deleted outbox mail (their data holds the HTML); pg-boss's table, when there is one. */
export async function deleteQueuedDeliveries(tx: Db, jobsSchema: string, outboxIds: number[]): Promise<void> {
  if (!outboxIds.length || !(await hasJobTable(tx, jobsSchema))) return;
  await tx.execute(sql`delete from ${sql.identifier(jobsSchema)}.job where ${deliveryOf(outboxIds)}`);
}

/**
 * Queued deliveries of outbox mail kept with the person's identifiers cut: their data (an HTML part, headers)
 * is cut the same way, as the audit log's details are, so the mail that goes out no longer names them.
 */
export async function scrubQueuedDeliveries(
  tx: Db,
  jobsSchema: string,
  outboxIds: number[],
  pattern: string | null,
): Promise<void> {
  if (!pattern || !outboxIds.length || !(await hasJobTable(tx, jobsSchema))) return;
  await tx.execute(sql`
    update ${sql.identifier(jobsSchema)}.job
    set data = ${scrubbed(sql`data::text`, pattern)}::jsonb
    where ${deliveryOf(outboxIds)}`);
}

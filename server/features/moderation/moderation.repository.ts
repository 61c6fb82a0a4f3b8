import { and, asc, desc, eq, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { ListingStatus } from "@shared/listing-options";
import type { AuditAction, AuditTargetType, ReportReason, UserRole } from "@shared/moderation-options";
import { queryRows, type Db } from "../../db/client";
import {
  auditLog,
  listingFlags,
  listingHolds,
  listingReportReviews,
  listingReports,
  moderationNotices,
  properties,
  users,
} from "../../db/schema";

export type NoticeRow = typeof moderationNotices.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;

/* ---------- Listings ---------- */

/** The listing a moderation step acts on, locked for the transaction so two moderators cannot interleave. */
export async function lockListing(db: Db, id: number) {
  const [row] = await db
    .select({
      id: properties.id,
      title: properties.title,
      titleAr: properties.titleAr,
      status: properties.status,
      emirate: properties.emirate,
      ownerId: properties.ownerId,
    })
    .from(properties)
    .where(eq(properties.id, id))
    .for("update");
  return row;
}

export async function setListingStatus(db: Db, id: number, status: ListingStatus): Promise<void> {
  await db
    .update(properties)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(properties.id, id));
}

export async function findHold(db: Db, propertyId: number) {
  const [row] = await db.select().from(listingHolds).where(eq(listingHolds.propertyId, propertyId));
  return row;
}

/** Keeps the status to come back to; an existing hold keeps the first one. */
export async function insertHold(db: Db, propertyId: number, previousStatus: ListingStatus): Promise<void> {
  await db.insert(listingHolds).values({ propertyId, previousStatus }).onConflictDoNothing();
}

export async function setHoldStatus(db: Db, propertyId: number, previousStatus: ListingStatus) {
  await db.update(listingHolds).set({ previousStatus }).where(eq(listingHolds.propertyId, propertyId));
}

export async function deleteHold(db: Db, propertyId: number): Promise<void> {
  await db.delete(listingHolds).where(eq(listingHolds.propertyId, propertyId));
}

/* ---------- Reports ---------- */

/** The new report, or undefined when this visitor already has an open report on the listing. */
export async function insertReport(
  db: Db,
  values: {
    propertyId: number;
    reporterUserId: number | null;
    reporterKey: string;
    addressKey: string | null;
    reason: ReportReason;
    note: string | null;
  },
) {
  const [row] = await db
    .insert(listingReports)
    .values(values)
    .onConflictDoNothing({
      target: [listingReports.propertyId, listingReports.reporterKey],
      where: sql`${listingReports.status} = 'open'`,
    })
    .returning();
  return row;
}

/**
 * The people whose open reports count towards hiding the listing (docs/decisions/0058): signed-in accounts,
 * counted by the address they reported from, so several accounts on one address are one person; leaving
 * out every account and address whose report on this listing a moderator has already judged.
 */
export async function countHidingReporters(db: Db, propertyId: number): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`
    select count(distinct r.address_key)::int as count
    from ${listingReports} r
    where r.property_id = ${propertyId} and r.status = 'open'
      and r.reporter_user_id is not null and r.address_key is not null
      and not exists (
        select 1 from ${listingReports} judged
        where judged.property_id = r.property_id and judged.status = 'resolved'
          and (judged.reporter_user_id = r.reporter_user_id or judged.address_key = r.address_key)
      )`,
  );
  return row.count;
}

/** How many hiding reporters the listing was last approved against; 0 when it never was. */
export async function findJudgedReporters(db: Db, propertyId: number): Promise<number> {
  const [row] = await db
    .select({ judged: listingReportReviews.judgedReporters })
    .from(listingReportReviews)
    .where(eq(listingReportReviews.propertyId, propertyId));
  return row?.judged ?? 0;
}

/** Keeps the strongest set of reports the listing was approved against. */
export async function recordJudgedReporters(db: Db, propertyId: number, judged: number): Promise<void> {
  await db
    .insert(listingReportReviews)
    .values({ propertyId, judgedReporters: judged })
    .onConflictDoUpdate({
      target: listingReportReviews.propertyId,
      set: {
        judgedReporters: sql`greatest(${listingReportReviews.judgedReporters}, excluded.judged_reporters)`,
        reviewedAt: sql`now()`,
      },
    });
}

export interface ReportSignalsRow {
  propertyId: number;
  people: number;
  fromOneAddress: number;
  inBurst: number;
}

/**
 * What the open reports on each listing look like to a moderator: how many people they are (an account
 * once, an anonymous address once), the most that came from one address, and the most that came within
 * `burstSeconds` of each other.
 */
export async function findReportSignals(
  db: Db,
  propertyIds: number[],
  burstSeconds: number,
): Promise<ReportSignalsRow[]> {
  if (!propertyIds.length) return [];
  return queryRows<ReportSignalsRow>(
    db,
    sql`
    select o.property_id as "propertyId",
      count(distinct coalesce('user:' || o.reporter_user_id, 'address:' || o.address_key, o.reporter_key))::int
        as "people",
      max(o.same_address)::int as "fromOneAddress",
      max(o.burst)::int as "inBurst"
    from (
      select r.property_id, r.reporter_user_id, r.address_key, r.reporter_key,
        case when r.address_key is null then 1
          else count(*) over (partition by r.property_id, r.address_key) end as same_address,
        count(*) over (
          partition by r.property_id order by r.created_at
          range between current row and ${burstSeconds}::int * interval '1 second' following
        ) as burst
      from ${listingReports} r
      where r.status = 'open' and r.property_id in (${sql.join(
        propertyIds.map((id) => sql`${id}`),
        sql`, `,
      )})
    ) o
    group by o.property_id`,
  );
}

export async function resolveReports(db: Db, propertyId: number, moderatorId: number | null) {
  const rows = await db
    .update(listingReports)
    .set({ status: "resolved", resolvedAt: sql`now()`, resolvedById: moderatorId })
    .where(and(eq(listingReports.propertyId, propertyId), eq(listingReports.status, "open")))
    .returning({ id: listingReports.id });
  return rows.length;
}

export async function findReports(db: Db, propertyId: number) {
  return db
    .select({
      id: listingReports.id,
      reason: listingReports.reason,
      note: listingReports.note,
      status: listingReports.status,
      reporterUsername: users.username,
      createdAt: listingReports.createdAt,
    })
    .from(listingReports)
    .leftJoin(users, eq(users.id, listingReports.reporterUserId))
    .where(eq(listingReports.propertyId, propertyId))
    .orderBy(
      desc(sql`${listingReports.status} = 'open'`),
      desc(listingReports.createdAt),
      desc(listingReports.id),
    )
    .limit(200);
}

/* ---------- Notices ---------- */

export async function insertNotice(
  db: Db,
  values: typeof moderationNotices.$inferInsert,
): Promise<NoticeRow> {
  const [row] = await db.insert(moderationNotices).values(values).returning();
  return row;
}

/** Closes the listing's notices still waiting on the owner or on a moderator. */
export async function closeNotices(db: Db, propertyId: number): Promise<void> {
  await db
    .update(moderationNotices)
    .set({ status: "closed", closedAt: sql`now()` })
    .where(
      and(
        eq(moderationNotices.propertyId, propertyId),
        inArray(moderationNotices.status, ["open", "answered"]),
      ),
    );
}

export async function findNotices(db: Db, propertyId: number): Promise<NoticeRow[]> {
  return db
    .select()
    .from(moderationNotices)
    .where(eq(moderationNotices.propertyId, propertyId))
    .orderBy(desc(moderationNotices.createdAt), desc(moderationNotices.id));
}

/** The owner's notices: everything still open or answered, and the rest from the last 90 days. */
export async function findNoticesForOwner(db: Db, ownerId: number) {
  return db
    .select({ notice: moderationNotices, propertyTitle: properties.title })
    .from(moderationNotices)
    .innerJoin(properties, eq(properties.id, moderationNotices.propertyId))
    .where(
      and(
        eq(properties.ownerId, ownerId),
        or(
          inArray(moderationNotices.status, ["open", "answered"]),
          sql`${moderationNotices.createdAt} > now() - interval '90 days'`,
        ),
      ),
    )
    .orderBy(desc(moderationNotices.createdAt), desc(moderationNotices.id))
    .limit(100);
}

export async function lockNoticeWithOwner(db: Db, id: number) {
  const [row] = await db
    .select({ notice: moderationNotices, ownerId: properties.ownerId })
    .from(moderationNotices)
    .innerJoin(properties, eq(properties.id, moderationNotices.propertyId))
    .where(eq(moderationNotices.id, id))
    .for("update", { of: moderationNotices });
  return row;
}

export async function saveReply(db: Db, id: number, reply: string, answered: boolean): Promise<NoticeRow> {
  const [row] = await db
    .update(moderationNotices)
    .set({
      ownerReply: reply,
      repliedAt: sql`now()`,
      ...(answered ? { status: "answered" as const } : {}),
    })
    .where(eq(moderationNotices.id, id))
    .returning();
  return row;
}

/** Edit requests whose days ran out unanswered, locked and skipped by a concurrent run. */
export async function claimExpiredEditRequests(db: Db, limit: number) {
  return db
    .select({ id: moderationNotices.id, propertyId: moderationNotices.propertyId })
    .from(moderationNotices)
    .where(
      and(
        eq(moderationNotices.status, "open"),
        eq(moderationNotices.kind, "edit-request"),
        lt(moderationNotices.dueAt, sql`now()`),
      ),
    )
    .orderBy(asc(moderationNotices.dueAt))
    .limit(limit)
    .for("update", { skipLocked: true });
}

export async function expireNotice(db: Db, id: number): Promise<void> {
  await db
    .update(moderationNotices)
    .set({ status: "expired", closedAt: sql`now()` })
    .where(eq(moderationNotices.id, id));
}

/* ---------- The console's lists ---------- */

const openReports = sql<number>`(select count(*)::int from ${listingReports} r where r.property_id = ${properties.id} and r.status = 'open')`;
/** People behind the open reports: an account once, an anonymous address once (docs/decisions/0058). */
const openReporters = sql<number>`(
  select count(distinct coalesce('user:' || r.reporter_user_id, 'address:' || r.address_key, r.reporter_key))::int
  from ${listingReports} r where r.property_id = ${properties.id} and r.status = 'open')`;
const reasonCounts = sql<{ reason: ReportReason; count: number }[] | null>`(
  select json_agg(json_build_object('reason', g.reason, 'count', g.n) order by g.n desc, g.reason)
  from (select r.reason, count(*)::int as n from ${listingReports} r
        where r.property_id = ${properties.id} and r.status = 'open' group by r.reason) g)`;
const latestNoticeId = sql<number | null>`(
  select n.id from ${moderationNotices} n
  where n.property_id = ${properties.id} and n.status in ('open', 'answered')
  order by n.created_at desc, n.id desc limit 1)`;
const hasAnsweredNotice = sql`exists (select 1 from ${moderationNotices} n where n.property_id = ${properties.id} and n.status = 'answered')`;

const listingColumns = {
  id: properties.id,
  title: properties.title,
  status: properties.status,
  location: properties.location,
  emirate: properties.emirate,
  price: properties.price,
  imageUrl: properties.imageUrl,
  ownerId: properties.ownerId,
  ownerUsername: users.username,
  createdAt: properties.createdAt,
  verification: properties.verification,
  verifiedAt: properties.verifiedAt,
  openReports,
  reasons: reasonCounts,
  noticeId: latestNoticeId,
};

function selectListings(db: Db) {
  return db.select(listingColumns).from(properties).leftJoin(users, eq(users.id, properties.ownerId));
}
export type AdminListingRow = Awaited<ReturnType<typeof selectListings>>[number];

/**
 * The moderation queue: listings with open reports, hidden or removed-pending ones, or an owner's answer
 * waiting. Hidden first, then those the owner says are fixed, then by how many people reported them (many
 * reports from one address weigh as one), then by open reports, oldest listing first among equals.
 */
export async function findQueue(db: Db, limit: number): Promise<AdminListingRow[]> {
  const openReport = sql`exists (select 1 from ${listingReports} r where r.property_id = ${properties.id} and r.status = 'open')`;
  return selectListings(db)
    .where(or(openReport, hasAnsweredNotice, eq(properties.status, "hidden")))
    .orderBy(
      desc(sql`${properties.status} = 'hidden'`),
      desc(hasAnsweredNotice),
      desc(openReporters),
      desc(openReports),
      asc(properties.id),
    )
    .limit(limit);
}

/** By id when the words are a number, else by words of the title (English or Arabic). */
export async function searchListings(db: Db, q: string | undefined, limit: number) {
  const conditions: SQL[] = [];
  if (q && /^\d{1,10}$/.test(q)) conditions.push(eq(properties.id, Number(q)));
  else if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(${properties.title} ilike ${like} or ${properties.titleAr} ilike ${like})`);
  }
  return selectListings(db)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(properties.id))
    .limit(limit);
}

/** One listing for its review page, with what decides whether it can be verified. */
export async function findAdminListing(db: Db, id: number) {
  const [row] = await db
    .select({
      ...listingColumns,
      isSample: properties.isSample,
      openFlags: sql<number>`(
        select count(*)::int from ${listingFlags}
        where ${listingFlags.propertyId} = ${properties.id} and ${listingFlags.resolvedAt} is null
      )`,
    })
    .from(properties)
    .leftJoin(users, eq(users.id, properties.ownerId))
    .where(eq(properties.id, id))
    .limit(1);
  return row;
}

export async function findNoticesByIds(db: Db, ids: number[]): Promise<NoticeRow[]> {
  if (!ids.length) return [];
  return db.select().from(moderationNotices).where(inArray(moderationNotices.id, ids));
}

/* ---------- Users ---------- */

export async function searchUsers(db: Db, q: string | undefined, limit: number) {
  const conditions: SQL[] = [];
  if (q && /^\d{1,10}$/.test(q)) conditions.push(eq(users.id, Number(q)));
  else if (q) {
    const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(lower(${users.username}) like ${like} or lower(${users.email}) like ${like})`);
  }
  return db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      createdAt: users.createdAt,
      listingCount: sql<number>`(select count(*)::int from ${properties} p where p.owner_id = ${users.id})`,
    })
    .from(users)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(sql`${users.role} <> 'user'`), desc(users.id))
    .limit(limit);
}

export async function lockUser(db: Db, id: number) {
  const [row] = await db
    .select({ id: users.id, username: users.username, role: users.role })
    .from(users)
    .where(eq(users.id, id))
    .for("update");
  return row;
}

export async function findUserByUsername(db: Db, username: string) {
  const [row] = await db
    .select({ id: users.id, username: users.username, role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return row;
}

/** Admins, locked: the last-admin rule reads this inside the role change's transaction. */
export async function lockAdmins(db: Db) {
  return db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).for("update");
}

export async function setUserRole(db: Db, id: number, role: UserRole): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, id));
}

/* ---------- Audit log ---------- */

export async function insertAudit(
  db: Db,
  values: {
    actor: { id: number; username: string } | null;
    action: AuditAction;
    targetType: AuditTargetType;
    targetId: number;
    reason?: string | null;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: values.actor?.id ?? null,
    actorUsername: values.actor?.username ?? null,
    action: values.action,
    targetType: values.targetType,
    targetId: values.targetId,
    reason: values.reason ?? null,
    details: values.details ?? {},
  });
}

export async function findAudit(
  db: Db,
  filter: { actorId?: number; targetType?: AuditTargetType; targetId?: number; page: number; limit: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.actorId !== undefined) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.targetType !== undefined) conditions.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId !== undefined) conditions.push(eq(auditLog.targetId, filter.targetId));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
  ]);
  return { rows, total };
}

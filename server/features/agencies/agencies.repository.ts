import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { AgencyRole } from "@shared/agency";
import { PUBLIC_STATUSES } from "@shared/listing";
import type { Emirate } from "@shared/locations";
import type { Db } from "../../db/client";
import {
  ACTIVE_BRN_INDEX,
  agencies,
  agencyApiKeys,
  agencyListings,
  agencyMembers,
  agents,
  brnKey,
  enquiries,
  properties,
  users,
} from "../../db/schema";

/**
 * The SQL of agencies (docs/decisions/0053): the agency, its members and agents, its API keys and what its
 * public profile reads. The listings it holds by reference, its feed and the feed's runs are in
 * agency-feeds.repository.ts.
 */

export type NewAgencyRow = typeof agencies.$inferInsert;
export type NewAgentRow = typeof agents.$inferInsert;
export type ApiKeyRow = typeof agencyApiKeys.$inferSelect;
export type NewApiKeyRow = typeof agencyApiKeys.$inferInsert;

/* ---------- Agencies and members ---------- */

export async function findMembership(db: Db, userId: number) {
  const [row] = await db
    .select({ agencyId: agencyMembers.agencyId, role: agencyMembers.role })
    .from(agencyMembers)
    .where(eq(agencyMembers.userId, userId));
  return row;
}

export async function insertAgency(db: Db, values: NewAgencyRow): Promise<number> {
  const [{ id }] = await db.insert(agencies).values(values).returning({ id: agencies.id });
  return id;
}

export async function insertMember(
  db: Db,
  values: { agencyId: number; userId: number; role: AgencyRole },
): Promise<void> {
  await db.insert(agencyMembers).values(values);
}

/** An agency's details as its own pages and its public profile show them. */
const agencyColumns = {
  id: agencies.id,
  name: agencies.name,
  orn: agencies.orn,
  emirate: agencies.emirate,
  phone: agencies.phone,
  email: agencies.email,
};

export async function findAgency(db: Db, agencyId: number) {
  const [row] = await db.select(agencyColumns).from(agencies).where(eq(agencies.id, agencyId));
  return row;
}

/** The agency's members, the earliest first. */
export async function findMembers(db: Db, agencyId: number) {
  return db
    .select({ userId: users.id, username: users.username, email: users.email, role: agencyMembers.role })
    .from(agencyMembers)
    .innerJoin(users, eq(users.id, agencyMembers.userId))
    .where(eq(agencyMembers.agencyId, agencyId))
    .orderBy(asc(agencyMembers.createdAt), asc(users.id));
}

/** The account with this email address, whatever its case. */
export async function findUserIdByEmail(db: Db, email: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row?.id;
}

export async function setMemberRole(db: Db, agencyId: number, userId: number, role: AgencyRole) {
  await db
    .update(agencyMembers)
    .set({ role })
    .where(and(eq(agencyMembers.agencyId, agencyId), eq(agencyMembers.userId, userId)));
}

export async function deleteMember(db: Db, agencyId: number, userId: number): Promise<void> {
  await db
    .delete(agencyMembers)
    .where(and(eq(agencyMembers.agencyId, agencyId), eq(agencyMembers.userId, userId)));
}

export async function findAdminIds(db: Db, agencyId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: agencyMembers.userId })
    .from(agencyMembers)
    .where(and(eq(agencyMembers.agencyId, agencyId), eq(agencyMembers.role, "admin")));
  return rows.map((row) => row.userId);
}

/** The agency's first admin (the account that owns its listings), or undefined when it has none. */
export async function findFirstAdmin(db: Db, agencyId: number) {
  const [row] = await db
    .select({ id: users.id, username: users.username })
    .from(agencyMembers)
    .innerJoin(users, eq(users.id, agencyMembers.userId))
    .where(and(eq(agencyMembers.agencyId, agencyId), eq(agencyMembers.role, "admin")))
    .orderBy(asc(agencyMembers.createdAt), asc(agencyMembers.userId));
  return row;
}

export async function findAgencyEmirate(db: Db, agencyId: number): Promise<Emirate | undefined> {
  const [row] = await db
    .select({ emirate: agencies.emirate })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  return row?.emirate;
}

/* ---------- Agents ---------- */

/** The agency's agents by name. */
export async function findAgencyAgents(db: Db, agencyId: number) {
  return db
    .select({
      id: agents.id,
      name: agents.name,
      brn: agents.brn,
      languages: agents.languages,
      areas: agents.areas,
      photoUrl: agents.photoUrl,
      userId: agents.userId,
    })
    .from(agents)
    .where(eq(agents.agencyId, agencyId))
    .orderBy(asc(agents.name));
}

export async function findAgencyAgent(db: Db, agencyId: number, agentId: number) {
  const [row] = await db
    .select({ id: agents.id, photoUrl: agents.photoUrl })
    .from(agents)
    .where(and(eq(agents.id, agentId), eq(agents.agencyId, agencyId)));
  return row;
}

/** The agency's agent with this BRN, as written. */
export async function findAgentIdByBrn(db: Db, agencyId: number, brn: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: agents.id })
    .from(agents)
    .where(and(eq(agents.agencyId, agencyId), eq(agents.brn, brn)));
  return row?.id;
}

/** The agency's agent with this BRN or this email (whatever its case); at least one must be given. */
export async function findAgentIdByBrnOrEmail(
  db: Db,
  agencyId: number,
  named: { brn?: string | null; email?: string | null },
): Promise<number | undefined> {
  const conditions = [
    ...(named.brn ? [eq(agents.brn, named.brn)] : []),
    ...(named.email ? [sql`lower(${agents.email}) = lower(${named.email})`] : []),
  ];
  const [row] = await db
    .select({ id: agents.id })
    .from(agents)
    .where(and(eq(agents.agencyId, agencyId), or(...conditions)));
  return row?.id;
}

/**
 * Whether an agent of an agency (not a sample one) other than `exceptAgentId` holds this BRN, however its
 * prefix is written (`brnKey`, decision 0061).
 */
export async function isBrnHeld(db: Db, brn: string, exceptAgentId?: number): Promise<boolean> {
  const [holder] = await db
    .select({ id: agents.id })
    .from(agents)
    .where(
      and(
        sql`${brnKey(agents.brn)} = ${brnKey(sql`${brn}::text`)}`,
        isNotNull(agents.agencyId),
        eq(agents.isSample, false),
        exceptAgentId === undefined ? undefined : ne(agents.id, exceptAgentId),
      ),
    )
    .limit(1);
  return holder !== undefined;
}

/**
 * Whether a write failed on the unique index of active BRNs (`ACTIVE_BRN_INDEX`): the database's error,
 * or one that wraps it (drivers nest the cause).
 */
export function isBrnIndexViolation(error: unknown): boolean {
  let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 5; depth++) {
    if (e.code === "23505" && e.constraint === ACTIVE_BRN_INDEX) return true;
    e = e.cause as typeof e;
  }
  return false;
}

export async function insertAgent(db: Db, values: NewAgentRow) {
  const [row] = await db.insert(agents).values(values).returning({ id: agents.id });
  return row;
}

export async function updateAgent(db: Db, agentId: number, values: Partial<NewAgentRow>): Promise<void> {
  await db.update(agents).set(values).where(eq(agents.id, agentId));
}

/** The agency's agent profile of this account stays the agency's, no longer linked to the account. */
export async function unlinkAgentAccount(db: Db, agencyId: number, userId: number): Promise<void> {
  await db
    .update(agents)
    .set({ userId: null })
    .where(and(eq(agents.agencyId, agencyId), eq(agents.userId, userId)));
}

/* ---------- API keys ---------- */

/** The agency's keys, the newest first. */
export async function findApiKeys(db: Db, agencyId: number): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(agencyApiKeys)
    .where(eq(agencyApiKeys.agencyId, agencyId))
    .orderBy(desc(agencyApiKeys.createdAt), desc(agencyApiKeys.id));
}

export async function countLiveApiKeys(db: Db, agencyId: number): Promise<number> {
  const [{ live }] = await db
    .select({ live: sql<number>`count(*)::int` })
    .from(agencyApiKeys)
    .where(and(eq(agencyApiKeys.agencyId, agencyId), isNull(agencyApiKeys.revokedAt)));
  return live;
}

export async function insertApiKey(db: Db, values: NewApiKeyRow): Promise<ApiKeyRow> {
  const [row] = await db.insert(agencyApiKeys).values(values).returning();
  return row;
}

/** Revokes the agency's key (keeping the first time it was revoked); undefined when it has no such key. */
export async function revokeApiKey(db: Db, agencyId: number, keyId: number): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(agencyApiKeys)
    .set({ revokedAt: sql`coalesce(${agencyApiKeys.revokedAt}, now())` })
    .where(and(eq(agencyApiKeys.id, keyId), eq(agencyApiKeys.agencyId, agencyId)))
    .returning();
  return row;
}

/** The live key with this digest, by its unique index. */
export async function findLiveApiKeyByHash(db: Db, hash: string) {
  const [row] = await db
    .select({
      id: agencyApiKeys.id,
      agencyId: agencyApiKeys.agencyId,
      keyHash: agencyApiKeys.keyHash,
      lastUsedAt: agencyApiKeys.lastUsedAt,
    })
    .from(agencyApiKeys)
    .where(and(eq(agencyApiKeys.keyHash, hash), isNull(agencyApiKeys.revokedAt)));
  return row;
}

export async function setApiKeyLastUsed(db: Db, keyId: number, at: Date): Promise<void> {
  await db.update(agencyApiKeys).set({ lastUsedAt: at }).where(eq(agencyApiKeys.id, keyId));
}

/* ---------- Profiles ---------- */

export interface ProfileScope {
  /** Set on Dubai-scoped sites: only this emirate's agencies and listings. */
  emirate?: Emirate;
}

/** The agency as its public profile shows it, in the site's scope. */
export async function findAgencyProfile(db: Db, id: number, scope: ProfileScope) {
  const [row] = await db
    .select({ ...agencyColumns, isSample: agencies.isSample })
    .from(agencies)
    .where(and(eq(agencies.id, id), scope.emirate ? eq(agencies.emirate, scope.emirate) : undefined));
  return row;
}

/** Listings of an agency: those of its agents, and those it holds by reference (API and feed). */
function agencyListingCondition(agencyId: number): SQL {
  return or(
    inArray(
      properties.agentId,
      sql`(select ${agents.id} from ${agents} where ${agents.agencyId} = ${agencyId})`,
    ),
    inArray(
      properties.id,
      sql`(select ${agencyListings.propertyId} from ${agencyListings} where ${agencyListings.agencyId} = ${agencyId})`,
    ),
  )!;
}

function publicInScope(scope: ProfileScope): SQL[] {
  return [
    inArray(properties.status, [...PUBLIC_STATUSES]),
    ...(scope.emirate ? [eq(properties.emirate, scope.emirate)] : []),
  ];
}

export async function countAgencyPublicListings(db: Db, agencyId: number, scope: ProfileScope) {
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(properties)
    .where(and(agencyListingCondition(agencyId), ...publicInScope(scope)));
  return total;
}

/** One page of the agency's public listings' ids, featured first then newest. */
export async function findAgencyPublicListingIds(
  db: Db,
  agencyId: number,
  page: { page: number; limit: number },
  scope: ProfileScope,
): Promise<number[]> {
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(agencyListingCondition(agencyId), ...publicInScope(scope)))
    .orderBy(desc(properties.featured), desc(properties.createdAt), desc(properties.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  return rows.map((row) => row.id);
}

/**
 * The median seconds from an enquiry to the owner's (or agent's) first reply in its thread, and how many
 * replied enquiries it is taken over: those of the last `windowDays` days on the agency's or agent's
 * listings.
 */
export async function findReplyTimeStats(
  db: Db,
  scope: { agencyId: number } | { agentId: number },
  windowDays: number,
) {
  const listings =
    "agencyId" in scope ? agencyListingCondition(scope.agencyId) : eq(properties.agentId, scope.agentId);
  const [row] = await db
    .select({
      medianSeconds: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from (${enquiries.ownerFirstReplyAt} - ${enquiries.createdAt})))`,
      count: sql<number>`count(*)::int`,
    })
    .from(enquiries)
    .innerJoin(properties, eq(properties.id, enquiries.propertyId))
    .where(
      and(
        listings,
        sql`${enquiries.ownerFirstReplyAt} is not null`,
        sql`${enquiries.createdAt} > now() - make_interval(days => ${windowDays})`,
      ),
    );
  return row;
}

import { and, asc, desc, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type {
  AgentInput,
  AgencyRole,
  ApiKey,
  CreateAgencyInput,
  CreatedApiKey,
  FeedState,
  MyAgency,
} from "@shared/agency";
import { photoRefOf, publicPhotoUrl } from "@shared/media";
import type { SiteConfig } from "@shared/site";
import type { Db } from "../../db/client";
import {
  ACTIVE_BRN_INDEX,
  agencies,
  agencyApiKeys,
  agencyFeeds,
  agencyMembers,
  agents,
  brnKey,
  users,
} from "../../db/schema";
import { AppError } from "../../lib/errors";
import { assertNumberFormats } from "../trust-signals/trust-signals.service";
import { findOwnedUploadRefs } from "../uploads/uploads.service";
import { generateApiKey } from "./api-keys";
import { feedUrlProblem, type FeedFetchSettings } from "./feed-fetch";
import { latestRuns } from "./feed-import";

/**
 * An agency's account (docs/decisions/0053): a membership table with roles. An `admin` manages the
 * agency (its agents, members, API keys and feed); an `agent` is one of its agents with an account. A user
 * belongs to one agency at most; an agency always keeps at least one admin.
 */

export interface Membership {
  agencyId: number;
  role: AgencyRole;
}

export async function membershipOf(db: Db, userId: number): Promise<Membership | undefined> {
  const [row] = await db
    .select({ agencyId: agencyMembers.agencyId, role: agencyMembers.role })
    .from(agencyMembers)
    .where(eq(agencyMembers.userId, userId));
  return row;
}

/** The user's membership; 404 when they are in no agency, 403 when `admin` is needed and they are not. */
export async function requireMembership(db: Db, userId: number, role?: "admin"): Promise<Membership> {
  const membership = await membershipOf(db, userId);
  if (!membership) throw AppError.notFound("You are not a member of an agency");
  if (role === "admin" && membership.role !== "admin") {
    throw AppError.forbidden("Only the agency's admins can do this");
  }
  return membership;
}

export async function createAgency(
  db: Db,
  userId: number,
  input: CreateAgencyInput,
  site: MediaSite,
): Promise<MyAgency> {
  await db.transaction(async (tx) => {
    const [member] = await tx.select().from(agencyMembers).where(eq(agencyMembers.userId, userId));
    if (member) throw AppError.conflict("You are already a member of an agency");
    const [agency] = await tx
      .insert(agencies)
      .values({ ...input, isSample: false })
      .returning({ id: agencies.id });
    await tx.insert(agencyMembers).values({ agencyId: agency.id, userId, role: "admin" });
  });
  return getMyAgency(db, userId, site);
}

/** What the agency's pages need of the site: where its photos are served from. */
type MediaSite = Pick<SiteConfig, "mediaBaseUrl">;

export async function getMyAgency(db: Db, userId: number, site: MediaSite): Promise<MyAgency> {
  const { agencyId, role } = await requireMembership(db, userId);
  const [agency] = await db
    .select({
      id: agencies.id,
      name: agencies.name,
      orn: agencies.orn,
      emirate: agencies.emirate,
      phone: agencies.phone,
      email: agencies.email,
    })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  const members = await db
    .select({ userId: users.id, username: users.username, email: users.email, role: agencyMembers.role })
    .from(agencyMembers)
    .innerJoin(users, eq(users.id, agencyMembers.userId))
    .where(eq(agencyMembers.agencyId, agencyId))
    .orderBy(asc(agencyMembers.createdAt), asc(users.id));
  const agentRows = await db
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
  // Agents see their agency and colleagues; member emails are for its admins.
  return {
    agency,
    role,
    members: role === "admin" ? members : members.map((m) => ({ ...m, email: "" })),
    agents: agentRows.map((agent) => ({
      ...agent,
      photoUrl: agent.photoUrl && publicPhotoUrl(agent.photoUrl, site.mediaBaseUrl),
    })),
  };
}

/** An agent's photo as stored: an upload's storage key, whatever address it was sent as (decision 0039). */
function storedAgentPhoto<T extends { photoUrl?: string | null }>(input: T): T {
  return input.photoUrl ? { ...input, photoUrl: photoRefOf(input.photoUrl) } : input;
}

export async function addMember(
  db: Db,
  adminId: number,
  input: { email: string; role: AgencyRole },
  site: MediaSite,
) {
  const { agencyId } = await requireMembership(db, adminId, "admin");
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${input.email})`);
  if (!user) {
    throw AppError.notFound("No account has that email address: ask the person to sign up first");
  }
  const existing = await membershipOf(db, user.id);
  if (existing && existing.agencyId !== agencyId) {
    throw AppError.conflict("That person is a member of another agency", {
      email: ["That person is a member of another agency"],
    });
  }
  if (existing) {
    if (existing.role === "admin" && input.role !== "admin") await assertAnotherAdmin(db, agencyId, user.id);
    await db
      .update(agencyMembers)
      .set({ role: input.role })
      .where(and(eq(agencyMembers.agencyId, agencyId), eq(agencyMembers.userId, user.id)));
  } else {
    await db.insert(agencyMembers).values({ agencyId, userId: user.id, role: input.role });
  }
  return getMyAgency(db, adminId, site);
}

async function assertAnotherAdmin(db: Db, agencyId: number, leavingUserId: number) {
  const admins = await db
    .select({ userId: agencyMembers.userId })
    .from(agencyMembers)
    .where(and(eq(agencyMembers.agencyId, agencyId), eq(agencyMembers.role, "admin")));
  if (!admins.some((a) => a.userId !== leavingUserId)) {
    throw AppError.conflict("An agency needs at least one admin: make someone else admin first");
  }
}

export async function removeMember(db: Db, adminId: number, userId: number, site: MediaSite) {
  const { agencyId } = await requireMembership(db, adminId, "admin");
  const member = await membershipOf(db, userId);
  if (!member || member.agencyId !== agencyId) throw AppError.notFound("No such member of your agency");
  if (member.role === "admin") await assertAnotherAdmin(db, agencyId, userId);
  await db.transaction(async (tx) => {
    await tx
      .delete(agencyMembers)
      .where(and(eq(agencyMembers.agencyId, agencyId), eq(agencyMembers.userId, userId)));
    // The agent profile stays the agency's; it is no longer that person's account.
    await tx
      .update(agents)
      .set({ userId: null })
      .where(and(eq(agents.agencyId, agencyId), eq(agents.userId, userId)));
  });
  return getMyAgency(db, adminId, site);
}

/** An agent profile's linked account must be a member of the same agency. */
async function assertLinkable(db: Db, agencyId: number, userId: number | null) {
  if (userId === null) return;
  const member = await membershipOf(db, userId);
  if (!member || member.agencyId !== agencyId) {
    throw AppError.badRequest("Some fields are not valid", {
      userId: ["The agent's account must be a member of your agency"],
    });
  }
}

/** An agent's BRN against the published BRN format of the agency's licence emirate (docs/decisions/0051). */
async function assertAgentBrn(db: Db, agencyId: number, brn: string | null | undefined): Promise<void> {
  if (!brn) return;
  const [agency] = await db
    .select({ emirate: agencies.emirate })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  if (agency) assertNumberFormats(agency.emirate, { brn: { field: "brn", value: brn } });
}

/** Said under the BRN field when another agent on the site already holds that number (decision 0061). */
export const BRN_TAKEN = "Another agent on the site already has this BRN: a BRN belongs to one broker";

function brnTaken(): AppError {
  return AppError.conflict(BRN_TAKEN, { brn: [BRN_TAKEN] });
}

/**
 * A BRN identifies one broker licensed by RERA, so one agent of any agency holds it (decision 0061): the
 * same number however its prefix is written ("BRN-45123", "45123"), among agents of an agency (not sample
 * ones). The unique index `ACTIVE_BRN_INDEX` holds it when two saves race; this check answers first.
 */
async function assertBrnFree(db: Db, brn: string | null | undefined, agentId?: number): Promise<void> {
  if (!brn) return;
  const [holder] = await db
    .select({ id: agents.id })
    .from(agents)
    .where(
      and(
        sql`${brnKey(agents.brn)} = ${brnKey(sql`${brn}::text`)}`,
        isNotNull(agents.agencyId),
        eq(agents.isSample, false),
        agentId === undefined ? undefined : ne(agents.id, agentId),
      ),
    )
    .limit(1);
  if (holder) throw brnTaken();
}

/** The same 409 when the unique index refused the write (another save of that BRN won the race). */
function brnConflictOf(error: unknown): AppError | undefined {
  let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 5; depth++) {
    if (e.code === "23505" && e.constraint === ACTIVE_BRN_INDEX) return brnTaken();
    e = e.cause as typeof e;
  }
  return undefined;
}

/** Runs a write of an agent, answering a BRN another agent took meanwhile as the field error. */
async function writingAgent<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw brnConflictOf(error) ?? error;
  }
}

/**
 * An agent's new photo must be one the agency's admin uploaded here, as a listing's photos must be its
 * owner's: the address pattern alone would let anyone show another user's upload by naming its key. The
 * photo the agent already has is kept whoever uploaded it.
 */
async function assertOwnAgentPhoto(
  db: Db,
  adminId: number,
  input: { photoUrl?: string | null },
  kept?: string | null,
) {
  if (!input.photoUrl || input.photoUrl === kept) return;
  const owned = await findOwnedUploadRefs(db, adminId, [input.photoUrl]);
  if (!owned.has(input.photoUrl)) {
    throw AppError.badRequest("Some fields are not valid", { photoUrl: ["Use a photo you uploaded"] });
  }
}

export async function addAgent(db: Db, adminId: number, input: AgentInput) {
  const { agencyId } = await requireMembership(db, adminId, "admin");
  await assertAgentBrn(db, agencyId, input.brn);
  await assertBrnFree(db, input.brn);
  await assertLinkable(db, agencyId, input.userId);
  const stored = storedAgentPhoto(input);
  await assertOwnAgentPhoto(db, adminId, stored);
  const [row] = await writingAgent(() =>
    db
      .insert(agents)
      .values({ ...stored, agencyId, isSample: false })
      .returning({ id: agents.id }),
  );
  return row;
}

export async function updateAgent(db: Db, adminId: number, agentId: number, input: Partial<AgentInput>) {
  const { agencyId } = await requireMembership(db, adminId, "admin");
  const [agent] = await db
    .select({ id: agents.id, photoUrl: agents.photoUrl })
    .from(agents)
    .where(and(eq(agents.id, agentId), eq(agents.agencyId, agencyId)));
  if (!agent) throw AppError.notFound("Agent not found");
  await assertAgentBrn(db, agencyId, input.brn);
  await assertBrnFree(db, input.brn, agentId);
  if (input.userId !== undefined) await assertLinkable(db, agencyId, input.userId);
  const stored = storedAgentPhoto(input);
  await assertOwnAgentPhoto(db, adminId, stored, agent.photoUrl);
  if (Object.keys(input).length)
    await writingAgent(() => db.update(agents).set(stored).where(eq(agents.id, agentId)));
  return { id: agentId };
}

// --- API keys ---

function toApiKey(row: typeof agencyApiKeys.$inferSelect): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export async function listApiKeys(db: Db, adminId: number): Promise<ApiKey[]> {
  const { agencyId } = await requireMembership(db, adminId, "admin");
  const rows = await db
    .select()
    .from(agencyApiKeys)
    .where(eq(agencyApiKeys.agencyId, agencyId))
    .orderBy(desc(agencyApiKeys.createdAt), desc(agencyApiKeys.id));
  return rows.map(toApiKey);
}

/** At most this many live keys per agency: one per system, with room to rotate. */
export const MAX_LIVE_KEYS = 20;

/** Creates a key; the answer carries the whole key, which is never stored nor shown again. */
export async function createApiKey(db: Db, adminId: number, name: string): Promise<CreatedApiKey> {
  const { agencyId } = await requireMembership(db, adminId, "admin");
  const [{ live }] = await db
    .select({ live: sql<number>`count(*)::int` })
    .from(agencyApiKeys)
    .where(and(eq(agencyApiKeys.agencyId, agencyId), isNull(agencyApiKeys.revokedAt)));
  if (live >= MAX_LIVE_KEYS) {
    throw AppError.conflict(`An agency can have ${MAX_LIVE_KEYS} keys at most: revoke one you no longer use`);
  }
  const { key, prefix, hash } = generateApiKey();
  const [row] = await db
    .insert(agencyApiKeys)
    .values({ agencyId, name, prefix, keyHash: hash, createdBy: adminId })
    .returning();
  return { ...toApiKey(row), key };
}

export async function revokeApiKey(db: Db, adminId: number, keyId: number): Promise<ApiKey> {
  const { agencyId } = await requireMembership(db, adminId, "admin");
  const [row] = await db
    .update(agencyApiKeys)
    .set({ revokedAt: sql`coalesce(${agencyApiKeys.revokedAt}, now())` })
    .where(and(eq(agencyApiKeys.id, keyId), eq(agencyApiKeys.agencyId, agencyId)))
    .returning();
  if (!row) throw AppError.notFound("API key not found");
  return toApiKey(row);
}

// --- Feed settings ---

export async function getFeedState(db: Db, userId: number): Promise<FeedState> {
  const { agencyId } = await requireMembership(db, userId, "admin");
  const [feed] = await db.select().from(agencyFeeds).where(eq(agencyFeeds.agencyId, agencyId));
  return {
    feed: feed
      ? {
          url: feed.url,
          format: feed.format,
          intervalMinutes: feed.intervalMinutes,
          lastRunAt: feed.lastRunAt?.toISOString() ?? null,
        }
      : null,
    runs: await latestRuns(db, agencyId),
  };
}

export async function saveFeed(
  db: Db,
  adminId: number,
  input: { url: string; format: "xml" | "json"; intervalMinutes: number },
  settings: Pick<FeedFetchSettings, "allowHttp" | "allowPrivateAddresses">,
): Promise<FeedState> {
  const { agencyId } = await requireMembership(db, adminId, "admin");
  const problem = feedUrlProblem(input.url, settings);
  if (problem) throw AppError.badRequest("Some fields are not valid", { url: [problem] });
  await db
    .insert(agencyFeeds)
    .values({ agencyId, ...input, createdBy: adminId })
    .onConflictDoUpdate({ target: agencyFeeds.agencyId, set: { ...input, enabled: true } });
  return getFeedState(db, adminId);
}

export async function deleteFeed(db: Db, adminId: number): Promise<void> {
  const { agencyId } = await requireMembership(db, adminId, "admin");
  await db.delete(agencyFeeds).where(eq(agencyFeeds.agencyId, agencyId));
}

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
import { AppError } from "../../lib/errors";
import { assertNumberFormats } from "../trust-signals/trust-signals.service";
import { findOwnedUploadRefs } from "../uploads/uploads.service";
import * as feeds from "./agency-feeds.repository";
import * as repository from "./agencies.repository";
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
  return repository.findMembership(db, userId);
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
    if (await repository.findMembership(tx, userId)) {
      throw AppError.conflict("You are already a member of an agency");
    }
    const agencyId = await repository.insertAgency(tx, { ...input, isSample: false });
    await repository.insertMember(tx, { agencyId, userId, role: "admin" });
  });
  return getMyAgency(db, userId, site);
}

/** What the agency's pages need of the site: where its photos are served from. */
type MediaSite = Pick<SiteConfig, "mediaBaseUrl">;

export async function getMyAgency(db: Db, userId: number, site: MediaSite): Promise<MyAgency> {
  const { agencyId, role } = await requireMembership(db, userId);
  const agency = await repository.findAgency(db, agencyId);
  const members = await repository.findMembers(db, agencyId);
  const agentRows = await repository.findAgencyAgents(db, agencyId);
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
  const userId = await repository.findUserIdByEmail(db, input.email);
  if (userId === undefined) {
    throw AppError.notFound("No account has that email address: ask the person to sign up first");
  }
  const existing = await membershipOf(db, userId);
  if (existing && existing.agencyId !== agencyId) {
    throw AppError.conflict("That person is a member of another agency", {
      email: ["That person is a member of another agency"],
    });
  }
  if (existing) {
    if (existing.role === "admin" && input.role !== "admin") await assertAnotherAdmin(db, agencyId, userId);
    await repository.setMemberRole(db, agencyId, userId, input.role);
  } else {
    await repository.insertMember(db, { agencyId, userId, role: input.role });
  }
  return getMyAgency(db, adminId, site);
}

async function assertAnotherAdmin(db: Db, agencyId: number, leavingUserId: number) {
  const adminIds = await repository.findAdminIds(db, agencyId);
  if (!adminIds.some((id) => id !== leavingUserId)) {
    throw AppError.conflict("An agency needs at least one admin: make someone else admin first");
  }
}

export async function removeMember(db: Db, adminId: number, userId: number, site: MediaSite) {
  const { agencyId } = await requireMembership(db, adminId, "admin");
  const member = await membershipOf(db, userId);
  if (!member || member.agencyId !== agencyId) throw AppError.notFound("No such member of your agency");
  if (member.role === "admin") await assertAnotherAdmin(db, agencyId, userId);
  await db.transaction(async (tx) => {
    await repository.deleteMember(tx, agencyId, userId);
    // The agent profile stays the agency's; it is no longer that person's account.
    await repository.unlinkAgentAccount(tx, agencyId, userId);
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
  const emirate = await repository.findAgencyEmirate(db, agencyId);
  if (emirate) assertNumberFormats(emirate, { brn: { field: "brn", value: brn } });
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
  if (await repository.isBrnHeld(db, brn, agentId)) throw brnTaken();
}

/** The same 409 when the unique index refused the write (another save of that BRN won the race). */
function brnConflictOf(error: unknown): AppError | undefined {
  return repository.isBrnIndexViolation(error) ? brnTaken() : undefined;
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
  return writingAgent(() => repository.insertAgent(db, { ...stored, agencyId, isSample: false }));
}

export async function updateAgent(db: Db, adminId: number, agentId: number, input: Partial<AgentInput>) {
  const { agencyId } = await requireMembership(db, adminId, "admin");
  const agent = await repository.findAgencyAgent(db, agencyId, agentId);
  if (!agent) throw AppError.notFound("Agent not found");
  await assertAgentBrn(db, agencyId, input.brn);
  await assertBrnFree(db, input.brn, agentId);
  if (input.userId !== undefined) await assertLinkable(db, agencyId, input.userId);
  const stored = storedAgentPhoto(input);
  await assertOwnAgentPhoto(db, adminId, stored, agent.photoUrl);
  if (Object.keys(input).length) await writingAgent(() => repository.updateAgent(db, agentId, stored));
  return { id: agentId };
}

// --- API keys ---

function toApiKey(row: repository.ApiKeyRow): ApiKey {
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
  const rows = await repository.findApiKeys(db, agencyId);
  return rows.map(toApiKey);
}

/** At most this many live keys per agency: one per system, with room to rotate. */
export const MAX_LIVE_KEYS = 20;

/** Creates a key; the answer carries the whole key, which is never stored nor shown again. */
export async function createApiKey(db: Db, adminId: number, name: string): Promise<CreatedApiKey> {
  const { agencyId } = await requireMembership(db, adminId, "admin");
  if ((await repository.countLiveApiKeys(db, agencyId)) >= MAX_LIVE_KEYS) {
    throw AppError.conflict(`An agency can have ${MAX_LIVE_KEYS} keys at most: revoke one you no longer use`);
  }
  const { key, prefix, hash } = generateApiKey();
  const row = await repository.insertApiKey(db, {
    agencyId,
    name,
    prefix,
    keyHash: hash,
    createdBy: adminId,
  });
  return { ...toApiKey(row), key };
}

export async function revokeApiKey(db: Db, adminId: number, keyId: number): Promise<ApiKey> {
  const { agencyId } = await requireMembership(db, adminId, "admin");
  const row = await repository.revokeApiKey(db, agencyId, keyId);
  if (!row) throw AppError.notFound("API key not found");
  return toApiKey(row);
}

// --- Feed settings ---

export async function getFeedState(db: Db, userId: number): Promise<FeedState> {
  const { agencyId } = await requireMembership(db, userId, "admin");
  const feed = await feeds.findFeed(db, agencyId);
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
  await feeds.upsertFeed(db, agencyId, adminId, input);
  return getFeedState(db, adminId);
}

export async function deleteFeed(db: Db, adminId: number): Promise<void> {
  const { agencyId } = await requireMembership(db, adminId, "admin");
  await feeds.deleteFeed(db, agencyId);
}

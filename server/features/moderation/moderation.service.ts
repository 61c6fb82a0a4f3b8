import { PUBLIC_STATUSES, type ListingStatus } from "@shared/listing-options";
import {
  REPORT_BURST_SECONDS,
  REPORTS_TO_HIDE,
  type AdminListing,
  type AdminListingDetail,
  type AdminSearchQuery,
  type AdminUser,
  type ApproveInput,
  type AuditAction,
  type AuditEntry,
  type AuditQuery,
  type AuditTargetType,
  type ModerationNotice,
  type MyModerationNotice,
  type NoticeReplyInput,
  type RemoveInput,
  type ReportInput,
  type ReportReceipt,
  type RequestChangesInput,
  type RoleChangeInput,
  type UserRole,
} from "@shared/moderation";
import type { SiteConfig } from "@shared/site";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/errors";
import { recipientLocale } from "../../lib/mail/mail-language";
import { findListingOwnerContact } from "../../lib/mail/listing-owner.repository";
import type { Mailer } from "../../lib/mail/mailer";
import { editRequestMail, removalMail } from "./moderation-mail";
import * as repository from "./moderation.repository";
import { assertRole, type Actor } from "./roles";

/** How many rows a console list shows; the search narrows it. */
const CONSOLE_LIST_LIMIT = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

const isPublic = (status: ListingStatus) => (PUBLIC_STATUSES as readonly string[]).includes(status);
const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

function toNotice(row: repository.NoticeRow): ModerationNotice {
  return {
    id: row.id,
    propertyId: row.propertyId,
    kind: row.kind,
    message: row.message,
    dueAt: isoOrNull(row.dueAt),
    status: row.status,
    ownerReply: row.ownerReply,
    repliedAt: isoOrNull(row.repliedAt),
    createdAt: iso(row.createdAt),
  };
}

const NO_REPORTS = { people: 0, fromOneAddress: 0, inBurst: 0 };

async function toAdminListings(db: Db, rows: repository.AdminListingRow[]): Promise<AdminListing[]> {
  const [notices, signals] = await Promise.all([
    repository.findNoticesByIds(
      db,
      rows.flatMap((row) => (row.noticeId === null ? [] : [row.noticeId])),
    ),
    repository.findReportSignals(
      db,
      rows.filter((row) => Number(row.openReports) > 0).map((row) => row.id),
      REPORT_BURST_SECONDS,
    ),
  ]);
  const noticeById = new Map(notices.map((notice) => [notice.id, toNotice(notice)]));
  const signalsById = new Map(signals.map(({ propertyId, ...rest }) => [propertyId, rest]));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    location: row.location,
    emirate: row.emirate,
    price: row.price,
    imageUrl: row.imageUrl,
    ownerId: row.ownerId,
    ownerUsername: row.ownerUsername,
    openReports: Number(row.openReports),
    reasons: row.reasons ?? [],
    reportSignals: signalsById.get(row.id) ?? NO_REPORTS,
    notice: (row.noticeId !== null && noticeById.get(row.noticeId)) || null,
    createdAt: iso(row.createdAt),
  }));
}

/* ---------- Reports: any visitor ---------- */

/**
 * How many hiding reporters it takes to hide the listing now: REPORTS_TO_HIDE, and once a moderator has
 * approved it against reports, more people than those were (docs/decisions/0058).
 */
async function hidingThreshold(db: Db, propertyId: number): Promise<number> {
  const judged = await repository.findJudgedReporters(db, propertyId);
  return Math.max(REPORTS_TO_HIDE, judged + 1);
}

/**
 * Stores a visitor's report of a public listing. One open report per visitor and listing: a second one is
 * a 409 that says so, and no row. Every report puts the listing in the moderators' queue; it is hidden
 * pending review (its status kept in a hold, so approval restores it) only when enough people report it
 * (`countHidingReporters`, `hidingThreshold`: signed-in accounts at distinct addresses, none already judged;
 * docs/decisions/0058). In the report's transaction, with the listing row locked so simultaneous reports
 * count right.
 */
export async function reportListing(
  db: Db,
  propertyId: number,
  input: ReportInput,
  reporter: { userId: number | null; key: string; addressKey: string | null },
  site: SiteConfig,
): Promise<ReportReceipt> {
  return db.transaction(async (tx) => {
    const listing = await repository.lockListing(tx, propertyId);
    const inScope = listing && (site.scope !== "Dubai" || listing.emirate === "Dubai");
    if (!listing || !inScope || !isPublic(listing.status)) throw AppError.notFound("Listing not found");
    const row = await repository.insertReport(tx, {
      propertyId,
      reporterUserId: reporter.userId,
      reporterKey: reporter.key,
      addressKey: reporter.addressKey,
      reason: input.reason,
      note: input.note ?? null,
    });
    if (!row) {
      throw AppError.conflict(
        "You have already reported this listing. Our moderators will look at it; there is no need to report it again.",
      );
    }
    // An anonymous report cannot change the count that hides, so only a signed-in one looks at it.
    if (reporter.userId !== null) await hideIfEnoughPeople(tx, listing);
    return { id: row.id, propertyId, reason: row.reason, createdAt: iso(row.createdAt) };
  });
}

/** Hides the (locked, public) listing when enough people have reported it, and audits it as the site's. */
async function hideIfEnoughPeople(db: Db, listing: { id: number; status: ListingStatus }) {
  const reporters = await repository.countHidingReporters(db, listing.id);
  if (reporters < REPORTS_TO_HIDE) return;
  const threshold = await hidingThreshold(db, listing.id);
  if (reporters < threshold) return;
  await repository.insertHold(db, listing.id, listing.status);
  await repository.setListingStatus(db, listing.id, "hidden");
  await repository.insertAudit(db, {
    actor: null,
    action: "listing.hide",
    targetType: "listing",
    targetId: listing.id,
    reason: `Reports from ${reporters} signed-in people at ${reporters} addresses`,
    details: { reporters, threshold, previousStatus: listing.status },
  });
}

/* ---------- The console: moderators and admins ---------- */

export async function getQueue(db: Db, actor: Actor | undefined): Promise<AdminListing[]> {
  assertRole(actor, "moderator");
  return toAdminListings(db, await repository.findQueue(db, CONSOLE_LIST_LIMIT));
}

export async function searchListings(
  db: Db,
  actor: Actor | undefined,
  query: AdminSearchQuery,
): Promise<AdminListing[]> {
  assertRole(actor, "moderator");
  return toAdminListings(db, await repository.searchListings(db, query.q, CONSOLE_LIST_LIMIT));
}

export async function getListingForModeration(
  db: Db,
  actor: Actor | undefined,
  id: number,
): Promise<AdminListingDetail> {
  assertRole(actor, "moderator");
  const row = await repository.findAdminListing(db, id);
  if (!row) throw AppError.notFound("Listing not found");
  const [[listing], reports, notices] = await Promise.all([
    toAdminListings(db, [row]),
    repository.findReports(db, id),
    repository.findNotices(db, id),
  ]);
  return {
    ...listing,
    reports: reports.map((report) => ({ ...report, createdAt: iso(report.createdAt) })),
    notices: notices.map(toNotice),
    verification:
      row.verification && row.verifiedAt
        ? { method: row.verification, verifiedAt: iso(row.verifiedAt) }
        : null,
    isSample: row.isSample,
    openFlags: row.openFlags,
  };
}

export async function searchUsers(
  db: Db,
  actor: Actor | undefined,
  query: AdminSearchQuery,
): Promise<AdminUser[]> {
  assertRole(actor, "moderator");
  const rows = await repository.searchUsers(db, query.q, CONSOLE_LIST_LIMIT);
  return rows.map((row) => ({
    ...row,
    listingCount: Number(row.listingCount),
    createdAt: iso(row.createdAt),
  }));
}

/**
 * The reports are dealt with: open ones resolved, notices waiting on anyone closed, and a listing hidden or
 * removed by moderation back in the status it had before. How many people the resolved reports came from is
 * kept, so the same reports, or no stronger ones, do not hide it again (docs/decisions/0058).
 */
export async function approveListing(
  db: Db,
  actor: Actor | undefined,
  id: number,
  input: ApproveInput,
): Promise<AdminListingDetail> {
  assertRole(actor, "moderator");
  await db.transaction(async (tx) => {
    const listing = await repository.lockListing(tx, id);
    if (!listing) throw AppError.notFound("Listing not found");
    const hold = await repository.findHold(tx, id);
    const restored =
      hold && (listing.status === "hidden" || listing.status === "removed") ? hold.previousStatus : null;
    if (restored) await repository.setListingStatus(tx, id, restored);
    if (hold) await repository.deleteHold(tx, id);
    // Counted before resolving: the rule leaves out reporters already judged, and these are about to be.
    const judged = await repository.countHidingReporters(tx, id);
    const resolved = await repository.resolveReports(tx, id, actor.id);
    if (resolved) await repository.recordJudgedReporters(tx, id, judged);
    await repository.closeNotices(tx, id);
    await repository.insertAudit(tx, {
      actor,
      action: "listing.approve",
      targetType: "listing",
      targetId: id,
      reason: input.note ?? null,
      details: {
        resolvedReports: resolved,
        judgedReporters: judged,
        from: listing.status,
        to: restored ?? listing.status,
      },
    });
  });
  return getListingForModeration(db, actor, id);
}

/**
 * Asks the owner to change the listing within `days` (EDIT_REQUEST_DAYS unless given): a notice in their
 * dashboard and a mail in their language. A newer request replaces one still open. The listing stays as it
 * is (hidden stays hidden until approved); a job unpublishes it if the days pass unanswered.
 */
export async function requestChanges(
  db: Db,
  mailer: Mailer,
  actor: Actor | undefined,
  id: number,
  input: RequestChangesInput,
  site: SiteConfig,
): Promise<AdminListingDetail> {
  assertRole(actor, "moderator");
  const dueAt = new Date(Date.now() + input.days * DAY_MS);
  await db.transaction(async (tx) => {
    const listing = await repository.lockListing(tx, id);
    if (!listing) throw AppError.notFound("Listing not found");
    if (listing.status === "removed") throw AppError.conflict("This listing was removed: approve it first");
    if (listing.ownerId === null) throw AppError.conflict("This listing has no owner account to ask");
    await repository.closeNotices(tx, id);
    await repository.insertNotice(tx, {
      propertyId: id,
      kind: "edit-request",
      message: input.message,
      dueAt,
      createdById: actor.id,
    });
    await repository.insertAudit(tx, {
      actor,
      action: "listing.request-changes",
      targetType: "listing",
      targetId: id,
      reason: input.message,
      details: { days: input.days, dueAt: dueAt.toISOString() },
    });
  });
  await mailOwner(db, mailer, id, site, (locale, data) =>
    editRequestMail(locale, { ...data, message: input.message, dueAt }),
  );
  return getListingForModeration(db, actor, id);
}

/** Takes the listing off the site with a reason the owner reads in the dashboard and by mail. */
export async function removeListing(
  db: Db,
  mailer: Mailer,
  actor: Actor | undefined,
  id: number,
  input: RemoveInput,
  site: SiteConfig,
): Promise<AdminListingDetail> {
  assertRole(actor, "moderator");
  await db.transaction(async (tx) => {
    const listing = await repository.lockListing(tx, id);
    if (!listing) throw AppError.notFound("Listing not found");
    if (listing.status === "removed") throw AppError.conflict("This listing is already removed");
    // A hidden listing keeps the status it had before it was hidden.
    await repository.insertHold(tx, id, listing.status);
    await repository.setListingStatus(tx, id, "removed");
    const resolved = await repository.resolveReports(tx, id, actor.id);
    await repository.closeNotices(tx, id);
    if (listing.ownerId !== null) {
      await repository.insertNotice(tx, {
        propertyId: id,
        kind: "removal",
        message: input.reason,
        createdById: actor.id,
      });
    }
    await repository.insertAudit(tx, {
      actor,
      action: "listing.remove",
      targetType: "listing",
      targetId: id,
      reason: input.reason,
      details: { resolvedReports: resolved, from: listing.status },
    });
  });
  await mailOwner(db, mailer, id, site, (locale, data) =>
    removalMail(locale, { ...data, message: input.reason }),
  );
  return getListingForModeration(db, actor, id);
}

/**
 * The owner is told after the change has committed; a mail failure is logged by the caller's mailer and
 * never undoes the decision. Listings without an owner account (sample data) mail nobody.
 */
async function mailOwner(
  db: Db,
  mailer: Mailer,
  propertyId: number,
  site: SiteConfig,
  write: (
    locale: ReturnType<typeof recipientLocale>,
    data: {
      site: SiteConfig;
      owner: { username: string };
      listing: { title: string; titleAr: string | null };
    },
  ) => { subject: string; text: string },
) {
  const owner = await findListingOwnerContact(db, propertyId);
  if (!owner) return;
  const mail = write(recipientLocale(owner.locale), { site, owner, listing: owner });
  await mailer.send({ to: owner.email, ...mail });
}

/**
 * Writes one audit entry, in the caller's transaction: for the other features' moderator actions (the
 * duplicate and fraud signals' resolve and verify, docs/decisions/0051), so every action is in one log.
 */
export async function recordAudit(
  db: Db,
  entry: {
    actor: Actor | null;
    action: AuditAction;
    targetType: AuditTargetType;
    targetId: number;
    reason: string | null;
    details: Record<string, unknown>;
  },
): Promise<void> {
  await repository.insertAudit(db, entry);
}

/**
 * An admin changes someone's role, with a reason (audited). The last admin cannot step down: the console
 * would be left without anyone able to name staff (the CLI remains the way back).
 */
export async function changeRole(
  db: Db,
  actor: Actor | undefined,
  userId: number,
  input: RoleChangeInput,
): Promise<AdminUser> {
  assertRole(actor, "admin");
  await db.transaction(async (tx) => {
    const admins = await repository.lockAdmins(tx);
    const target = await repository.lockUser(tx, userId);
    if (!target) throw AppError.notFound("User not found");
    if (target.role === input.role) return;
    if (target.role === "admin" && admins.length <= 1) {
      throw AppError.conflict("You are the last admin: make someone else an admin first");
    }
    await applyRole(tx, actor, target, input.role, input.reason);
  });
  const [user] = (await searchUsers(db, actor, { q: String(userId) })).filter((u) => u.id === userId);
  return user;
}

async function applyRole(
  db: Db,
  actor: Actor | null,
  target: { id: number; username: string; role: UserRole },
  role: UserRole,
  reason: string,
  details: Record<string, unknown> = {},
) {
  await repository.setUserRole(db, target.id, role);
  await repository.insertAudit(db, {
    actor,
    action: "user.role",
    targetType: "user",
    targetId: target.id,
    reason,
    details: { username: target.username, from: target.role, to: role, ...details },
  });
}

/**
 * `npm run admin -- grant|revoke`: the operator's way to make the first admin (and to recover when no admin
 * is left). Audited with no actor and `via: "command line"`. Returns the role before and after.
 */
export async function setRoleFromCommandLine(
  db: Db,
  username: string,
  role: UserRole,
): Promise<{ username: string; from: UserRole; to: UserRole }> {
  return db.transaction(async (tx) => {
    const found = await repository.findUserByUsername(tx, username);
    if (!found) throw AppError.notFound(`No account with the username ${username}`);
    const target = await repository.lockUser(tx, found.id);
    if (target.role !== role) {
      await applyRole(
        tx,
        null,
        target,
        role,
        role === "user" ? "Revoked from the command line" : "Granted from the command line",
        {
          via: "command line",
        },
      );
    }
    return { username: target.username, from: target.role, to: role };
  });
}

export async function readAuditLog(
  db: Db,
  actor: Actor | undefined,
  query: AuditQuery,
): Promise<{ items: AuditEntry[]; total: number }> {
  assertRole(actor, "admin");
  const { rows, total } = await repository.findAudit(db, query);
  return {
    items: rows.map((row) => ({
      id: row.id,
      actorId: row.actorId,
      actorUsername: row.actorUsername,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      reason: row.reason,
      details: row.details,
      createdAt: iso(row.createdAt),
    })),
    total,
  };
}

/* ---------- Owners ---------- */

export async function listMyNotices(db: Db, ownerId: number): Promise<MyModerationNotice[]> {
  const rows = await repository.findNoticesForOwner(db, ownerId);
  return rows.map((row) => ({ ...toNotice(row.notice), propertyTitle: row.propertyTitle }));
}

/**
 * The owner answers a moderator: the notice waits for a moderator (answered), which stops an edit
 * request's clock and puts the listing in the queue. Only the listing's owner; not once it is closed.
 */
export async function replyToNotice(
  db: Db,
  ownerId: number,
  noticeId: number,
  input: NoticeReplyInput,
): Promise<MyModerationNotice> {
  return db.transaction(async (tx) => {
    const found = await repository.lockNoticeWithOwner(tx, noticeId);
    if (!found) throw AppError.notFound("Message not found");
    if (found.ownerId !== ownerId) throw AppError.forbidden("This message is about someone else's listing");
    if (found.notice.status === "closed" || found.notice.status === "expired") {
      throw AppError.conflict("This message is closed: a moderator has already decided");
    }
    const row = await repository.saveReply(tx, noticeId, input.message, true);
    const [mine] = (await repository.findNoticesForOwner(tx, ownerId)).filter(
      (r) => r.notice.id === noticeId,
    );
    return { ...toNotice(row), propertyTitle: mine?.propertyTitle ?? "" };
  });
}

/* ---------- The job ---------- */

/**
 * Edit requests whose days ran out with no answer: the listing is unpublished (back to draft; a hidden one
 * will come back as a draft when approved), the notice expires, and the audit log says the site did it.
 */
export async function expireEditRequests(db: Db, batch = 100): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await repository.claimExpiredEditRequests(tx, batch);
    for (const notice of due) {
      const listing = await repository.lockListing(tx, notice.propertyId);
      if (listing && isPublic(listing.status)) await repository.setListingStatus(tx, listing.id, "draft");
      else if (listing?.status === "hidden") await repository.setHoldStatus(tx, listing.id, "draft");
      await repository.expireNotice(tx, notice.id);
      await repository.insertAudit(tx, {
        actor: null,
        action: "listing.unpublish-expired",
        targetType: "listing",
        targetId: notice.propertyId,
        reason: "The edit request's days passed without an answer",
        details: { noticeId: notice.id, from: listing?.status ?? null },
      });
    }
    return due.length;
  });
}

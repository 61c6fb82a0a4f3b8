/**
 * Roles, reports and moderation (docs/decisions/0050-roles-and-moderation.md):
 * constants without schemas, shared by the database schema, the server and the pages.
 */

/** What an account may do: everyone is a `user`; staff are made by `npm run admin -- grant`, never by sign-up. */
export const USER_ROLES = ["user", "moderator", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];
/** Roles that may use the operator's console (/admin). */
export const STAFF_ROLES = ["moderator", "admin"] as const satisfies readonly UserRole[];

export function isStaffRole(role: UserRole | null | undefined): boolean {
  return role === "moderator" || role === "admin";
}

/** Why a visitor reports a listing: the complaints UAE portals hear most (docs/decisions/0050). */
export const REPORT_REASONS = [
  "unavailable",
  "wrong-details",
  "fake-photos",
  "duplicate",
  "scam",
  "other",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** A report's optional note; "other" needs one. */
export const REPORT_NOTE_MAX = 1000;

/**
 * Open reports from this many people hide a listing until a moderator looks at it. Three: one report may be
 * a grudge and two a coincidence; portals that hide on reports (Property Finder's "report listing", Bayut's
 * "report an issue") act on a handful, and a false hide costs the owner a day at most. A person here is a
 * signed-in account at an address no other counted account used: anonymous reports only put the listing in
 * the queue, and after a moderator approves a listing it takes more new people than were judged
 * (docs/decisions/0058).
 */
export const REPORTS_TO_HIDE = 3;

/**
 * Reports this close together are a burst the console points out (docs/decisions/0058): people who find
 * the same bad advert over a day do not report it within two minutes of each other; a script or a group
 * acting together does. The console's words say "2 minutes": change them with this.
 */
export const REPORT_BURST_SECONDS = 120;
/** How many reports within REPORT_BURST_SECONDS make a burst: as many as could hide a listing. */
export const REPORT_BURST_MIN = REPORTS_TO_HIDE;

/**
 * Days the owner has to fix a listing after a moderator's edit request before a job unpublishes it
 * (Property Finder's listing-quality tracker gives agents a few days to correct a flagged advert).
 */
export const EDIT_REQUEST_DAYS = 5;

/** A moderator's message, reason or the owner's answer. */
export const MODERATION_TEXT_MAX = 2000;

export const REPORT_STATUSES = ["open", "resolved"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What a moderator sent the owner of a listing. */
export const NOTICE_KINDS = ["edit-request", "removal"] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/**
 * open: waiting for the owner; answered: the owner replied (an edit request answered "fixed"), waiting for a
 * moderator; closed: a moderator approved or removed the listing since; expired: the days ran out and the
 * listing was unpublished.
 */
export const NOTICE_STATUSES = ["open", "answered", "closed", "expired"] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

/**
 * What the audit log records: every moderator and admin action, and what the site does by itself
 * (`listing.hide` at REPORTS_TO_HIDE, `listing.unpublish-expired`). `listing.resolve-flag` and
 * `listing.verify` are the duplicate and fraud signals' decisions (docs/decisions/0051), on the listing.
 */
export const AUDIT_ACTIONS = [
  "listing.hide",
  "listing.approve",
  "listing.request-changes",
  "listing.remove",
  "listing.unpublish-expired",
  "listing.resolve-flag",
  "listing.verify",
  "user.role",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = ["listing", "user"] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { AuditAction, NoticeStatus, ReportReason, UserRole } from "@shared/moderation-options";

export const REASON_NAMES: Record<ReportReason, MessageDescriptor> = {
  unavailable: msg`No longer available`,
  "wrong-details": msg`Wrong price or details`,
  "fake-photos": msg`Fake or stolen photos`,
  duplicate: msg`Duplicate`,
  scam: msg`Scam`,
  other: msg`Other`,
};

export const ROLE_NAMES: Record<UserRole, MessageDescriptor> = {
  user: msg`User`,
  moderator: msg`Moderator`,
  admin: msg`Admin`,
};

export const ACTION_NAMES: Record<AuditAction, MessageDescriptor> = {
  "listing.hide": msg`Hidden by reports`,
  "listing.approve": msg`Approved`,
  "listing.request-changes": msg`Changes requested`,
  "listing.remove": msg`Removed`,
  "listing.unpublish-expired": msg`Unpublished: edit request expired`,
  "listing.resolve-flag": msg`Review flag resolved`,
  "listing.verify": msg`Verified by a moderator`,
  "user.role": msg`Role changed`,
};

export const NOTICE_STATUS_NAMES: Record<NoticeStatus, MessageDescriptor> = {
  open: msg`Waiting for the owner`,
  answered: msg`Owner answered`,
  closed: msg`Closed`,
  expired: msg`Expired`,
};

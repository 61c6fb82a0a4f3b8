/**
 * Reports, moderation and the operator's console: request and answer shapes
 * (docs/decisions/0050-roles-and-moderation.md).
 */
import { z } from "zod";
import { LISTING_STATUSES } from "./listing-options";
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  EDIT_REQUEST_DAYS,
  MODERATION_TEXT_MAX,
  NOTICE_KINDS,
  NOTICE_STATUSES,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  USER_ROLES,
} from "./moderation-options";
import { timestampSchema } from "./timestamp";
import { listingVerificationSchema } from "./trust-signals";

export * from "./moderation-options";

/** A form's empty optional field arrives as ""; treat it like a field that was never sent. */
const emptyToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/** POST /api/properties/:id/reports: what a visitor reports about a listing. */
export const reportInputSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: "Choose what is wrong with the listing" }),
    note: z.preprocess(
      emptyToUndefined,
      z
        .string({ error: "The note must be text" })
        .trim()
        .max(REPORT_NOTE_MAX, { error: "The note must be at most 1,000 characters" })
        .optional(),
    ),
  })
  .strict()
  .refine((value) => value.reason !== "other" || value.note !== undefined, {
    path: ["note"],
    error: "Tell us what is wrong with the listing",
  });
export type ReportInput = z.output<typeof reportInputSchema>;
export type ReportFormValues = z.input<typeof reportInputSchema>;

/** The stored report, as the visitor's POST answers it. */
export const reportReceiptSchema = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  createdAt: timestampSchema,
});
export type ReportReceipt = z.infer<typeof reportReceiptSchema>;

/** A report as moderators read it. */
export const reportSchema = z.object({
  id: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  note: z.string().nullable(),
  status: z.enum(["open", "resolved"]),
  /** Signed in when reported: the reporter's username; null for an anonymous visitor. */
  reporterUsername: z.string().nullable(),
  createdAt: timestampSchema,
});
export type Report = z.infer<typeof reportSchema>;

/** What a moderator told an owner, and the owner's answer. */
export const moderationNoticeSchema = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  kind: z.enum(NOTICE_KINDS),
  message: z.string(),
  dueAt: timestampSchema.nullable(),
  status: z.enum(NOTICE_STATUSES),
  ownerReply: z.string().nullable(),
  repliedAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
export type ModerationNotice = z.infer<typeof moderationNoticeSchema>;

/** The owner's notices in the dashboard, with the listing they are about. */
export const myModerationNoticeSchema = moderationNoticeSchema.extend({ propertyTitle: z.string() });
export type MyModerationNotice = z.infer<typeof myModerationNoticeSchema>;

/**
 * Who is behind a listing's open reports (docs/decisions/0058), so a moderator sees one person reporting
 * many times, or many reports in a burst, for what they are.
 */
export const reportSignalsSchema = z.object({
  /** Distinct people: a signed-in account once, an anonymous address once. */
  people: z.number().int(),
  /** The most open reports from one address (the console flags 2 or more). */
  fromOneAddress: z.number().int(),
  /** The most open reports within REPORT_BURST_SECONDS (the console flags REPORT_BURST_MIN or more). */
  inBurst: z.number().int(),
});
export type ReportSignals = z.infer<typeof reportSignalsSchema>;

/** A listing as the console lists it. */
export const adminListingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(LISTING_STATUSES),
  location: z.string(),
  emirate: z.string(),
  price: z.number(),
  imageUrl: z.string(),
  ownerId: z.number().int().nullable(),
  ownerUsername: z.string().nullable(),
  openReports: z.number().int(),
  /** Open reports by reason, most first. */
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() })),
  reportSignals: reportSignalsSchema,
  /** The latest open or answered notice, if any. */
  notice: moderationNoticeSchema.nullable(),
  createdAt: timestampSchema,
});
export type AdminListing = z.infer<typeof adminListingSchema>;

/** One listing in the console: its reports (open first) and every notice sent about it. */
export const adminListingDetailSchema = adminListingSchema.extend({
  reports: z.array(reportSchema),
  notices: z.array(moderationNoticeSchema),
  /** The listing's badge as the public page shows it (docs/decisions/0051): by a rule, a moderator, or none. */
  verification: listingVerificationSchema,
  /** A sample listing: its permit is invented, so it is never verified. */
  isSample: z.boolean(),
  /** Review flags on it not yet resolved (the queue's signals): it is verified only with none. */
  openFlags: z.number().int(),
});
export type AdminListingDetail = z.infer<typeof adminListingDetailSchema>;

export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  listingCount: z.number().int(),
  createdAt: timestampSchema,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  /** Null for what the site did by itself (hiding at the report threshold, an edit request running out). */
  actorUsername: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.number().int(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: timestampSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const requiredText = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing, abort: true })
    .max(MODERATION_TEXT_MAX, { error: "At most 2,000 characters" });

const optionalText = z.preprocess(
  emptyToUndefined,
  z.string().trim().max(MODERATION_TEXT_MAX, { error: "At most 2,000 characters" }).optional(),
);

/** POST /api/admin/listings/:id/approve: the reports are dealt with and the listing goes back as it was. */
export const approveInputSchema = z.object({ note: optionalText }).strict();
export type ApproveInput = z.output<typeof approveInputSchema>;

/**
 * POST /api/admin/flags/:id/resolve and /api/admin/listings/:id/verify: what the moderator checked, for the
 * audit log (optional, as approving's note: the flag or the listing itself says what was decided on).
 */
export const resolveFlagInputSchema = z.object({ note: optionalText }).strict();
export type ResolveFlagInput = z.output<typeof resolveFlagInputSchema>;
export const verifyListingInputSchema = z.object({ note: optionalText }).strict();
export type VerifyListingInput = z.output<typeof verifyListingInputSchema>;

/** The most days an edit request may give. */
export const EDIT_REQUEST_MAX_DAYS = 30;

/** POST /api/admin/listings/:id/request-changes: what the owner must fix, and by when. */
export const requestChangesInputSchema = z
  .object({
    message: requiredText("Tell the owner what to change"),
    days: z
      .number({ error: "Days must be a whole number" })
      .int({ error: "Days must be a whole number" })
      .min(1, { error: `Days must be from 1 to ${EDIT_REQUEST_MAX_DAYS}` })
      .max(EDIT_REQUEST_MAX_DAYS, { error: `Days must be from 1 to ${EDIT_REQUEST_MAX_DAYS}` })
      .default(EDIT_REQUEST_DAYS),
  })
  .strict();
export type RequestChangesInput = z.output<typeof requestChangesInputSchema>;

/** POST /api/admin/listings/:id/remove */
export const removeInputSchema = z
  .object({ reason: requiredText("Give the reason for removing it") })
  .strict();
export type RemoveInput = z.output<typeof removeInputSchema>;

/** PATCH /api/admin/users/:id/role */
export const roleChangeInputSchema = z
  .object({
    role: z.enum(USER_ROLES, { error: "Choose user, moderator or admin" }),
    reason: requiredText("Give the reason for the change"),
  })
  .strict();
export type RoleChangeInput = z.output<typeof roleChangeInputSchema>;

/**
 * POST /api/my/moderation-notices/:id/reply: the owner's answer ("Fixed: …", or why the listing is right as
 * it is). It stops an edit request's clock and puts the listing before a moderator again.
 */
export const noticeReplyInputSchema = z.object({ message: requiredText("Write your answer") }).strict();
export type NoticeReplyInput = z.output<typeof noticeReplyInputSchema>;

const searchText = z.preprocess(
  emptyToUndefined,
  z.string().trim().max(100, { error: "At most 100 characters" }).optional(),
);

/** GET /api/admin/listings and /api/admin/users: an id, or words of a title / a username or email. */
export const adminSearchQuerySchema = z.object({ q: searchText });
export type AdminSearchQuery = z.output<typeof adminSearchQuerySchema>;

const idFilter = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number({ error: "Must be an id" })
    .int({ error: "Must be an id" })
    .min(1, { error: "Must be an id" })
    .max(2_147_483_647, { error: "Must be an id" })
    .optional(),
);

/** GET /api/admin/audit: newest first, filtered by who acted and on what. */
export const auditQuerySchema = z
  .object({
    actorId: idFilter,
    targetType: z.preprocess(emptyToUndefined, z.enum(AUDIT_TARGET_TYPES).optional()),
    targetId: idFilter,
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .refine((value) => value.targetId === undefined || value.targetType !== undefined, {
    path: ["targetType"],
    error: "Say whether targetId is a listing or a user",
  });
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const idParamsSchema = z.object({
  id: z.coerce
    .number({ error: "Must be an id" })
    .int({ error: "Must be an id" })
    .min(1, { error: "Must be an id" })
    .max(2_147_483_647, { error: "Must be an id" }),
});

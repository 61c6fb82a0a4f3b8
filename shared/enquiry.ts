import { z } from "zod";
import { emailAddressSchema } from "./email-address";
import { timestampSchema } from "./timestamp";
import { pagingQuerySchema } from "./listing";
import { optionalFilter } from "./query-filter";

import {
  ENQUIRY_MESSAGE_MAX,
  ENQUIRY_MESSAGE_MIN,
  ENQUIRY_NAME_MAX,
  ENQUIRY_NAME_MIN,
} from "./enquiry-limits";

export { ENQUIRY_MESSAGE_MAX, ENQUIRY_MESSAGE_MIN, ENQUIRY_NAME_MAX, ENQUIRY_NAME_MIN };

/** Digits, spaces and + ( ) -: enough for "+971 50 123 4567" or "(04) 123-4567", nothing that could be a link. */
export const ENQUIRY_PHONE_PATTERN = /^[0-9 +()-]{7,20}$/;

/** A form's empty optional field arrives as ""; treat it like a field that was never sent. */
const emptyToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/** POST /api/properties/:id/enquiries: a visitor's message to the listing's agent or owner. */
export const enquiryInputSchema = z.object({
  name: z
    .string({ error: "Enter your name" })
    .trim()
    .min(1, { error: "Enter your name", abort: true })
    .min(ENQUIRY_NAME_MIN, { error: `Name must be at least ${ENQUIRY_NAME_MIN} characters` })
    .max(ENQUIRY_NAME_MAX, { error: `Name must be at most ${ENQUIRY_NAME_MAX} characters` }),
  email: emailAddressSchema,
  phone: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: "Enter a phone number" })
      .trim()
      .regex(ENQUIRY_PHONE_PATTERN, {
        error: "Phone: 7–20 digits, spaces, +, brackets or hyphens",
      })
      .optional(),
  ),
  message: z
    .string({ error: "Enter a message" })
    .trim()
    .min(1, { error: "Enter a message", abort: true })
    .min(ENQUIRY_MESSAGE_MIN, { error: `Message must be at least ${ENQUIRY_MESSAGE_MIN} characters` })
    .max(ENQUIRY_MESSAGE_MAX, { error: "Message must be at most 2,000 characters" }),
});
export type EnquiryInput = z.output<typeof enquiryInputSchema>;
/** What the form holds before parsing: phone may be an empty string. */
export type EnquiryFormValues = z.input<typeof enquiryInputSchema>;

/** The stored enquiry, as POST answers it. */
export const enquirySchema = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  createdAt: timestampSchema,
});
export type Enquiry = z.infer<typeof enquirySchema>;

/** An enquiry in the owner's inbox (GET /api/my/enquiries, PATCH /api/my/enquiries/:id). */
export const myEnquirySchema = enquirySchema.extend({
  /**
   * The sender's email and phone: null until the listing's side has replied in the site (the privacy
   * policy's promise; docs/decisions/0054-conversations.md).
   */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The listing's side has replied in the site. */
  replied: z.boolean(),
  /** Messages in the thread the listing's side has not opened. */
  unread: z.number().int(),
  lastMessageAt: timestampSchema,
  propertyTitle: z.string(),
  read: z.boolean(),
  /**
   * The sender has deleted their account (docs/decisions/0052): name and email are empty and phone null;
   * pages say "Deleted user" in their language.
   */
  senderDeleted: z.boolean(),
});
export type MyEnquiry = z.infer<typeof myEnquirySchema>;

export const myEnquiriesQuerySchema = pagingQuerySchema.extend({
  /** `unread=1` lists only enquiries not yet marked read. */
  unread: optionalFilter(z.enum(["1", "0", "true", "false"], { error: "Must be 1 or 0" })).transform(
    (v) => v === "1" || v === "true",
  ),
});
export type MyEnquiriesQuery = z.output<typeof myEnquiriesQuerySchema>;

export const markEnquiryInputSchema = z
  .object({ read: z.boolean({ error: "read must be true or false" }) })
  .strict();
export type MarkEnquiryInput = z.infer<typeof markEnquiryInputSchema>;

export const enquiryIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: "Must be an enquiry id" })
    .int({ error: "Must be an enquiry id" })
    .min(1, { error: "Must be an enquiry id" })
    .max(2_147_483_647, { error: "Must be an enquiry id" }),
});

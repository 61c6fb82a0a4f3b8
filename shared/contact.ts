import { z } from "zod";
import { emailAddressSchema } from "./email-address";

/** The contact form's subjects, stored as written (contact_messages.subject). */
export const CONTACT_SUBJECTS = [
  "General question",
  "Listing problem",
  "Report a listing",
  "Agencies and advertising",
  "Privacy request",
  "Other",
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

/** Digits with an optional leading "+", spaces, hyphens and brackets: "+971 50 123 4567", "(04) 123-4567". */
const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,24}$/;

export const contactInputSchema = z.object({
  name: z
    .string({ error: "Enter your name" })
    .trim()
    .min(2, { error: "Enter your name" })
    .max(100, { error: "Name must be at most 100 characters" }),
  email: emailAddressSchema,
  // Optional: an empty box means no phone number.
  phone: z
    .string({ error: "Enter a valid phone number" })
    .trim()
    .max(32, { error: "Phone number is too long" })
    .refine((value) => value === "" || PHONE_PATTERN.test(value), {
      error: "Enter a valid phone number, e.g. +971 50 123 4567",
    })
    .optional()
    .transform((value) => value || undefined),
  subject: z.enum(CONTACT_SUBJECTS, { error: "Choose a subject" }),
  message: z
    .string({ error: "Enter your message" })
    .trim()
    .min(CONTACT_MESSAGE_MIN, { error: `Your message must be at least ${CONTACT_MESSAGE_MIN} characters` })
    .max(CONTACT_MESSAGE_MAX, { error: "Your message must be at most 5,000 characters" }),
});
export type ContactInput = z.input<typeof contactInputSchema>;
export type ContactMessage = z.output<typeof contactInputSchema>;

/** What POST /api/contact answers with (201). */
export const contactReceiptSchema = z.object({ message: z.string() });
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;

export const CONTACT_RECEIVED_MESSAGE = "Thank you. Your message has been sent and we will reply by email.";

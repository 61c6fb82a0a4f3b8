import { z } from "zod";

/**
 * An email address a visitor types into a form (contact, enquiry, newsletter): trimmed, required, at most
 * 254 characters (the longest address SMTP carries), and well-formed, each with its own message.
 */
export const emailAddressSchema = z
  .string({ error: "Enter your email address" })
  .trim()
  .min(1, { error: "Enter your email address" })
  .max(254, { error: "Email is too long" })
  .pipe(z.email({ error: "Enter a valid email address" }));

import { z } from "zod";
import { USER_ROLES } from "./moderation-options";
import { timestampSchema } from "./timestamp";

/** A language of the site, as an account saves it ("en", "ar"). */
export const localeSchema = z.enum(["en", "ar"], { error: "Choose English (en) or Arabic (ar)" });

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  createdAt: timestampSchema,
  /**
   * The language messages and mail reach the person in: the page's at registration, then the one last
   * chosen in the language switch while signed in; null for accounts made before it was saved.
   */
  locale: localeSchema.nullable(),
  /** What the account may do (docs/decisions/0050): staff see the operator's console. */
  role: z.enum(USER_ROLES),
});
export type User = z.infer<typeof userSchema>;

/** PATCH /api/user/locale: the account's language. */
export const userLocaleInputSchema = z.object({ locale: localeSchema });
export type UserLocaleInput = z.infer<typeof userLocaleInputSchema>;

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

export const registerInputSchema = z.object({
  username: z
    .string({ error: "Username is required" })
    .trim()
    .min(3, { error: "Username must be at least 3 characters" })
    .max(32, { error: "Username must be at most 32 characters" })
    .regex(USERNAME_PATTERN, { error: "Use letters, digits, underscores, dots or hyphens" }),
  email: z
    .string({ error: "Email is required" })
    .trim()
    .max(254, { error: "Email is too long" })
    .pipe(z.email({ error: "Enter a valid email address" })),
  password: z
    .string({ error: "Password is required" })
    .min(8, { error: "Password must be at least 8 characters" })
    .max(128, { error: "Password must be at most 128 characters" }),
  /** The page's language, saved as the account's; the request's language when absent. */
  locale: localeSchema.optional(),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const loginInputSchema = z.object({
  username: z
    .string({ error: "Username or email is required" })
    .trim()
    .min(1, { error: "Username or email is required" })
    .max(254, { error: "Username or email is too long" }),
  password: z
    .string({ error: "Password is required" })
    .min(1, { error: "Password is required" })
    .max(128, { error: "Password must be at most 128 characters" }),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

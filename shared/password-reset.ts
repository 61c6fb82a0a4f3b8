import { z } from "zod";
import { registerInputSchema } from "./user";

export const requestPasswordResetSchema = z.object({ email: registerInputSchema.shape.email });
export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetSchema>;

export const confirmPasswordResetSchema = z.object({
  token: z
    .string({ error: "The reset link is incomplete" })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: "The reset link is incomplete" }),
  password: registerInputSchema.shape.password,
});
export type ConfirmPasswordResetInput = z.infer<typeof confirmPasswordResetSchema>;

/** The same answer whether or not an account has the email (docs/product.md §Sign-in). */
export const RESET_REQUESTED_MESSAGE =
  "If an account uses that email, we have sent it a link to choose a new password. The link works once, within an hour.";
export const RESET_LINK_LIFETIME_MINUTES = 60;

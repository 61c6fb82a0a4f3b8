import { z } from "zod";
import { registerInputSchema } from "./user";

/** POST /api/account/password: the new password follows the registration rule (8–128 characters). */
export const changePasswordInputSchema = z
  .object({
    currentPassword: z
      .string({ error: "Enter your current password" })
      .min(1, { error: "Enter your current password" })
      .max(128, { error: "Password must be at most 128 characters" }),
    newPassword: registerInputSchema.shape.password,
  })
  .refine((value) => value.currentPassword !== value.newPassword, {
    path: ["newPassword"],
    error: "Choose a password different from the current one",
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/** POST /api/account/delete: the account's password confirms that its owner is the one asking. */
export const deleteAccountInputSchema = z.object({
  password: z
    .string({ error: "Enter your password" })
    .min(1, { error: "Enter your password" })
    .max(128, { error: "Password must be at most 128 characters" }),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;

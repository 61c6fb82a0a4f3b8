import { z } from "zod";

export const subscribeInputSchema = z.object({
  email: z
    .string({ error: "Enter your email address" })
    .trim()
    .min(1, { error: "Enter your email address" })
    .max(254, { error: "Email is too long" })
    .pipe(z.email({ error: "Enter a valid email address" })),
});
export type SubscribeInput = z.infer<typeof subscribeInputSchema>;

export const SUBSCRIBED_MESSAGE = "You're subscribed. Look out for our monthly UAE market update.";

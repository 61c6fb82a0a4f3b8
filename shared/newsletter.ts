import { z } from "zod";
import { emailAddressSchema } from "./email-address";

export const subscribeInputSchema = z.object({
  email: emailAddressSchema,
});
export type SubscribeInput = z.infer<typeof subscribeInputSchema>;

export const SUBSCRIBED_MESSAGE = "You're subscribed. Look out for our monthly UAE market update.";

export const UNSUBSCRIBED_MESSAGE = "You are unsubscribed from the newsletter";

/** What the newsletter's unsubscribe page shows about the subscription its link names. */
export const newsletterUnsubscribeStateSchema = z.object({
  subscribed: z.boolean(),
  /** Masked ("l•••@example.com"); null once unsubscribed. */
  email: z.string().nullable(),
});
export type NewsletterUnsubscribeState = z.infer<typeof newsletterUnsubscribeStateSchema>;

export const newsletterUnsubscribeParamsSchema = z.object({
  token: z.string().min(1).max(500),
});

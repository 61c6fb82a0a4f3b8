import { z } from "zod";
import { emailAddressSchema } from "./email-address";

export const subscribeInputSchema = z.object({
  email: emailAddressSchema,
});
export type SubscribeInput = z.infer<typeof subscribeInputSchema>;

export const SUBSCRIBED_MESSAGE = "You're subscribed. Look out for our monthly UAE market update.";

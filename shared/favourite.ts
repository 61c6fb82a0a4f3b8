import { z } from "zod";

export const favouriteParamsSchema = z.object({
  propertyId: z.coerce
    .number({ error: "Must be a listing id" })
    .int({ error: "Must be a listing id" })
    .min(1, { error: "Must be a listing id" })
    .max(2_147_483_647, { error: "Must be a listing id" }),
});

import { z } from "zod";
import { pagingQuerySchema } from "./listing";
import { EMIRATES } from "./locations";
import { findLocation } from "./market";
import { optionalFilter } from "./query-filter";

/** Languages offered in the agent search; the search itself matches any language an agent lists. */
export const AGENT_LANGUAGES = [
  "English",
  "Arabic",
  "Hindi",
  "Urdu",
  "Russian",
  "French",
  "German",
  "Mandarin",
  "Persian",
  "Tagalog",
  "Malayalam",
] as const;

const id = (label: string) =>
  z.coerce
    .number({ error: `Must be ${label}` })
    .int({ error: `Must be ${label}` })
    .min(1, { error: `Must be ${label}` })
    .max(2_147_483_647, { error: `Must be ${label}` });

export const agentsQuerySchema = z.object({
  ...pagingQuerySchema.shape,
  search: optionalFilter(z.string().trim().max(100, { error: "Must be at most 100 characters" })),
  area: optionalFilter(
    z.string().transform((value, ctx) => {
      const location = findLocation(value);
      if (!location) {
        ctx.addIssue({ code: "custom", message: "Must be one of the 58 locations (name or area slug)" });
        return z.NEVER;
      }
      return location.name;
    }),
  ),
  language: optionalFilter(
    z
      .string()
      .trim()
      .min(2, { error: "Must be at least 2 characters" })
      .max(40, { error: "Must be at most 40 characters" }),
  ),
  agency: optionalFilter(id("an agency id")),
});
export type AgentsQuery = z.output<typeof agentsQuerySchema>;

export const agentIdParamsSchema = z.object({ id: id("an agent id") });

export const agencySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  orn: z
    .string()
    .nullable()
    .meta({ description: "RERA Office Registration Number or the emirate's licence" }),
  emirate: z.enum(EMIRATES),
});
export type AgencySummary = z.infer<typeof agencySummarySchema>;

export const agentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  brn: z.string().nullable().meta({ description: "RERA Broker Registration Number" }),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  email: z.string().nullable(),
  photoUrl: z.string().nullable(),
  languages: z.array(z.string()),
  areas: z.array(z.string()),
  agency: agencySummarySchema.nullable(),
  /** Public listings of the agent right now (within the site's scope). */
  listingCount: z.number().int(),
  isSample: z.boolean(),
});
export type Agent = z.infer<typeof agentSchema>;

export const agencySchema = agencySummarySchema.extend({
  phone: z.string().nullable(),
  email: z.string().nullable(),
  agentCount: z.number().int(),
  listingCount: z.number().int(),
  isSample: z.boolean(),
});
export type Agency = z.infer<typeof agencySchema>;

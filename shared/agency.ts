import { z } from "zod";
import { AGENT_LANGUAGES, agentSchema } from "./agent";
import { PHOTO_ADDRESS_PATTERN } from "./media";
import { createListingInputSchema, listingSchema, updateListingInputSchema } from "./listing";
import { EMIRATES } from "./locations";

/**
 * Agencies' accounts, API keys and feeds (docs/decisions/0053). The agency API's
 * listing bodies are the listing API's own create and update schemas with the agency's reference number.
 */

export const AGENCY_ROLES = ["admin", "agent"] as const;
export type AgencyRole = (typeof AGENCY_ROLES)[number];

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .transform((value) => value || null)
    .nullable()
    .default(null);

export const createAgencyInputSchema = z.object({
  name: z
    .string({ error: "Agency name is required" })
    .trim()
    .min(2, { error: "Agency name must be at least 2 characters" })
    .max(120, { error: "Agency name must be at most 120 characters" }),
  orn: optionalText(40),
  emirate: z.enum(EMIRATES, { error: "Choose the emirate of the agency's licence" }),
  phone: optionalText(32),
  email: z
    .email({ error: "Enter a valid email address" })
    .max(254)
    .nullable()
    .default(null)
    .or(z.literal("").transform(() => null)),
});
export type CreateAgencyInput = z.output<typeof createAgencyInputSchema>;

export const addMemberInputSchema = z.object({
  email: z.email({ error: "Enter the email address of the person's account" }).max(254),
  role: z.enum(AGENCY_ROLES, { error: "Role must be admin or agent" }),
});

export const agentInputSchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(2, { error: "Name must be at least 2 characters" })
    .max(120, { error: "Name must be at most 120 characters" }),
  brn: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,40}$/, { error: "BRN: letters, digits or hyphens" })
    .nullable()
    .default(null),
  phone: optionalText(32),
  email: z.email({ error: "Enter a valid email address" }).max(254).nullable().default(null),
  /** An upload's address as POST /api/uploads answered it (the app's, or MEDIA_BASE_URL's); stored as its key. */
  photoUrl: z
    .string()
    .trim()
    .max(300)
    .regex(PHOTO_ADDRESS_PATTERN, { error: "Use a photo uploaded to this site" })
    .nullable()
    .default(null),
  languages: z
    .array(z.enum(AGENT_LANGUAGES, { error: `Choose from: ${AGENT_LANGUAGES.join(", ")}` }))
    .max(11)
    .default([]),
  areas: z.array(z.string().trim().min(2).max(80)).max(20, { error: "At most 20 areas" }).default([]),
  /** The agent's own account, a member of the agency. */
  userId: z.number().int().min(1).nullable().default(null),
});
export type AgentInput = z.output<typeof agentInputSchema>;

export const agencyMemberSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.enum(AGENCY_ROLES),
});

export const myAgencySchema = z.object({
  agency: z.object({
    id: z.number().int(),
    name: z.string(),
    orn: z.string().nullable(),
    emirate: z.enum(EMIRATES),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  role: z.enum(AGENCY_ROLES),
  members: z.array(agencyMemberSchema),
  agents: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      brn: z.string().nullable(),
      languages: z.array(z.string()),
      areas: z.array(z.string()),
      photoUrl: z.string().nullable(),
      userId: z.number().int().nullable(),
    }),
  ),
});
export type MyAgency = z.infer<typeof myAgencySchema>;

// --- API keys ---

export const createApiKeyInputSchema = z.object({
  name: z
    .string({ error: "Name the key (for example the system that will use it)" })
    .trim()
    .min(1, { error: "Name the key (for example the system that will use it)" })
    .max(60, { error: "Name must be at most 60 characters" }),
});

export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string().meta({ description: "The key's first characters, to tell keys apart" }),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const createdApiKeySchema = apiKeySchema.extend({
  key: z.string().meta({ description: "The whole key: shown this once, never again" }),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

// --- The agency listing API ---

/** The agency's own reference number of a listing (its CRM's id), unique within the agency. */
export const referenceSchema = z
  .string({ error: "Reference number is required" })
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,49}$/, {
    error: "Reference number: 1–50 letters, digits, dots, hyphens or underscores",
  });

export const agencyListingCreateSchema = createListingInputSchema.extend({
  reference: referenceSchema,
  /** The agency's agent shown on the listing, by their BRN; none when null. */
  agentBrn: z.string().trim().max(40).nullable().default(null),
});
export type AgencyListingCreate = z.output<typeof agencyListingCreateSchema>;

/** PATCH: the listing API's partial update (only the fields sent change). */
export const agencyListingUpdateSchema = updateListingInputSchema;

export const referenceParamsSchema = z.object({ reference: referenceSchema });

export const agencyListingSchema = listingSchema.extend({
  reference: z.string(),
  source: z.enum(["api", "feed"]),
});
export type AgencyListing = z.infer<typeof agencyListingSchema>;

// --- Feeds ---

export const FEED_FORMATS = ["xml", "json"] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

export const feedSettingsInputSchema = z.object({
  url: z.url({ error: "Enter the feed's full address (https://…)" }).max(2000),
  format: z.enum(FEED_FORMATS, { error: "Format must be xml or json" }),
  intervalMinutes: z
    .number()
    .int()
    .min(15, { error: "At least every 15 minutes" })
    .max(24 * 60, { error: "At least once a day" })
    .default(60),
});

export const feedUploadInputSchema = z.object({
  format: z.enum(FEED_FORMATS, { error: "Format must be xml or json" }),
  content: z
    .string({ error: "Send the file's content" })
    .min(1, { error: "The file is empty" })
    .max(5_000_000, { error: "The file is larger than 5 MB" }),
});

export const feedListingErrorSchema = z.object({
  reference: z.string().nullable(),
  position: z.number().int(),
  field: z.string().nullable(),
  message: z.string(),
});
export type FeedListingErrorItem = z.infer<typeof feedListingErrorSchema>;

export const feedRunSchema = z.object({
  id: z.number().int(),
  source: z.enum(["url", "upload"]),
  outcome: z.enum(["ok", "partial", "failed"]),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  unpublished: z.number().int(),
  failed: z.number().int(),
  error: z.string().nullable(),
  archiveSkipped: z.string().nullable().meta({
    description:
      "Why the feed's listings missing from it were kept on the site this run (too few of its entries imported); null when they were archived or the run failed",
  }),
  errors: z.array(feedListingErrorSchema),
  startedAt: z.string(),
  finishedAt: z.string(),
});
export type FeedRun = z.infer<typeof feedRunSchema>;

export const feedStateSchema = z.object({
  feed: z
    .object({
      url: z.string(),
      format: z.enum(FEED_FORMATS),
      intervalMinutes: z.number().int(),
      lastRunAt: z.string().nullable(),
    })
    .nullable(),
  runs: z.array(feedRunSchema),
});
export type FeedState = z.infer<typeof feedStateSchema>;

// --- Public profiles ---

export const agencyIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: "Must be an agency id" })
    .int({ error: "Must be an agency id" })
    .min(1, { error: "Must be an agency id" })
    .max(2_147_483_647, { error: "Must be an agency id" }),
});

export const replyTimeSchema = z
  .object({
    medianMinutes: z.number().int(),
    enquiries: z.number().int().meta({ description: "Enquiries the median is computed from" }),
  })
  .nullable()
  .meta({ description: "Median time to reply to enquiries over 90 days; null with fewer than 3 answered" });
export type ReplyTime = z.infer<typeof replyTimeSchema>;

export const agencyProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  orn: z.string().nullable(),
  emirate: z.enum(EMIRATES),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  isSample: z.boolean(),
  agents: z.array(agentSchema),
  agentCount: z.number().int(),
  listingCount: z.number().int().meta({ description: "Live listings of the agency on this site" }),
  replyTime: replyTimeSchema,
});
export type AgencyProfile = z.infer<typeof agencyProfileSchema>;

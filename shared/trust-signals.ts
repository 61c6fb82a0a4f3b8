import { z } from "zod";
import type { Emirate } from "./locations";
import { timestampSchema } from "./timestamp";

/**
 * Duplicate and fraud signals (docs/decisions/0051-duplicate-and-fraud-signals.md): the
 * permit and BRN formats each emirate's numbers are checked against, the kinds of review flag, and what the
 * "verified" badge of a listing means.
 */

/**
 * How much a format is worth. `published`: the regulator publishes the format, so a number that does not
 * match it cannot be one of theirs and is refused (400 naming the field, wherever the number is written:
 * refusedPermitMessage, refusedBrnMessage). `observed`: the form every number the regulator has issued so
 * far takes, as printed on permits and portals, but not a published rule: a number that does not match it
 * is accepted and flagged for a moderator, who checks it in the regulator's system. No UAE regulator
 * publishes the format of its advertising permit or broker numbers today (checked again for decision 0051:
 * DLD's and RERA's service pages below describe how the numbers are issued, never their form), so every
 * format below is `observed`; a format marked `published` needs the regulator's document named beside it.
 */
export type FormatAuthority = "published" | "observed";

export interface NumberFormat {
  /** What the number is called where it is issued. */
  name: string;
  authority: FormatAuthority;
  pattern: RegExp;
  /** In words, for the moderator reading the flag and the person whose number is refused. */
  description: string;
  /** The name and the description in Arabic, for the refusal's message (shared/messages.ts). */
  nameAr: string;
  descriptionAr: string;
}

/**
 * Dubai: the Dubai Land Department's advertising permit, issued through Trakheesi (RERA) for each advert.
 * Authority: Dubai Land Department, Real Estate Regulatory Agency (RERA). What it publishes: the
 * advertising permit service in the Trakheesi system (dubailand.gov.ae e-services; the rule that every
 * advert carries its permit number, and DLD's fines for "manipulation of the use of advertising permit
 * numbers", Gulf News, October 2020): how a permit is obtained and shown, not the number's form. Form
 * observed: the numbers DLD prints on its permit cards (the QR code on every Dubai advert opens them) and
 * every portal shows beside the listing: ten digits, e.g. 7117220918 (this API's own example and the
 * sample data's form, server/db/seed/sample-listings.ts permitFor). Observed, so not refused.
 */
export const DUBAI_PERMIT_FORMAT: NumberFormat = {
  name: "Trakheesi permit",
  authority: "observed",
  pattern: /^\d{10}$/,
  description: "10 digits",
  nameAr: "تصريح ترخيصي",
  descriptionAr: "10 أرقام",
};

/**
 * Abu Dhabi: the Abu Dhabi Real Estate Centre's (ADREC) advertising permit, issued through the DARI
 * platform (formerly Madhmoun). ADREC publishes no format, and the permits seen on portals vary in length,
 * so there is no pattern to hold a number to: each Abu Dhabi permit is accepted and flagged for a
 * moderator to look it up in DARI (null here means "no format known").
 */
export const ABU_DHABI_PERMIT_FORMAT: NumberFormat | null = null;

/**
 * Each emirate's advertising permit format. Sharjah, Ajman, Umm Al Quwain, Ras Al Khaimah and Fujairah
 * require no permit here (PERMIT_REQUIRED_EMIRATES) and publish no format: a permit number given there is
 * accepted as it is and checks nothing (only a moderator can verify those listings).
 */
export const PERMIT_FORMATS: Partial<Record<Emirate, NumberFormat | null>> = {
  Dubai: DUBAI_PERMIT_FORMAT,
  "Abu Dhabi": ABU_DHABI_PERMIT_FORMAT,
};

/**
 * Dubai: a broker's BRN, the number on the RERA broker card. Authority: Dubai Land Department, Real Estate
 * Regulatory Agency (RERA). What it publishes: the e-service "Request for Issuing a Real Estate Activity
 * Practice Card" (dubailand.gov.ae; documents, fees, the Trakheesi steps) and the broker search: how a card
 * is issued and looked up, not the number's form. Form observed: the BRNs on RERA broker cards and in
 * DLD's broker search: up to six digits (five today, e.g. 45123; the sample agents use five). Brokers'
 * guides disagree (one says seven digits), which is why a mismatch is only flagged. Other emirates have no
 * BRN (Abu Dhabi licenses brokers through ADREC without a public card number), so only Dubai is checked.
 */
export const DUBAI_BRN_FORMAT: NumberFormat = {
  name: "RERA BRN",
  authority: "observed",
  pattern: /^\d{1,6}$/,
  description: "up to 6 digits",
  nameAr: "تسجيل الوسيط لدى ريرا",
  descriptionAr: "6 أرقام كحد أقصى",
};

export const BRN_FORMATS: Partial<Record<Emirate, NumberFormat>> = { Dubai: DUBAI_BRN_FORMAT };

/**
 * The outcome of holding a number to its emirate's format: `matches` the known format; `mismatch` with
 * an observed format (accepted, flagged); `refused` by a published one; `no-format` where the emirate's
 * regulator issues the number but no format is known (accepted, flagged); `not-checked` where no number
 * is expected (none given, or an emirate without permits).
 */
export type FormatCheck = "matches" | "mismatch" | "refused" | "no-format" | "not-checked";

/** A number held to a format (exported for its tests; callers use checkPermitFormat and checkBrnFormat). */
export function checkNumber(format: NumberFormat | null | undefined, value: string | null): FormatCheck {
  if (!value || format === undefined) return "not-checked";
  if (format === null) return "no-format";
  if (format.pattern.test(value)) return "matches";
  return format.authority === "published" ? "refused" : "mismatch";
}

export function checkPermitFormat(emirate: Emirate, permitNumber: string | null): FormatCheck {
  return checkNumber(PERMIT_FORMATS[emirate], permitNumber);
}

/** "BRN 45123", "BRN-45123" and "45123" are one number: the prefix is how cards and portals print it. */
const BRN_PREFIX = /^BRN[\s:#-]*/i;

export function checkBrnFormat(emirate: Emirate, brn: string | null): FormatCheck {
  return checkNumber(BRN_FORMATS[emirate], brn && brn.trim().replace(BRN_PREFIX, ""));
}

/** The field error of a number its regulator's published format refuses (translated in shared/messages.ts). */
export function formatRefusalMessage(format: NumberFormat): string {
  return `This ${format.name} number is not in the form its regulator publishes (${format.description})`;
}

/** `permitNumber`'s field error when the emirate's published format refuses it, else null (decision 0051). */
export function refusedPermitMessage(emirate: Emirate, permitNumber: string | null): string | null {
  if (checkPermitFormat(emirate, permitNumber) !== "refused") return null;
  return formatRefusalMessage(PERMIT_FORMATS[emirate]!);
}

/** A BRN's field error when the emirate's published BRN format refuses it, else null (decision 0051). */
export function refusedBrnMessage(emirate: Emirate, brn: string | null): string | null {
  if (checkBrnFormat(emirate, brn) !== "refused") return null;
  return formatRefusalMessage(BRN_FORMATS[emirate]!);
}

/** Every format with a name, for the refusal's translation. */
export const NUMBER_FORMATS: readonly NumberFormat[] = [
  ...Object.values(PERMIT_FORMATS),
  ...Object.values(BRN_FORMATS),
].filter((format): format is NumberFormat => format != null);

/**
 * Why a listing waits for a moderator. `duplicate-photo`: a photo within PHOTO_MATCH_MAX_DISTANCE of a
 * photo on another owner's listing; `permit-format`: a permit that does not match its emirate's observed
 * format (or a published one, on a listing stored before the format was published: writes refuse it); `permit-unchecked`: a permit of an emirate whose format is unknown (Abu Dhabi); `brn-format`: the
 * listing's agent has a BRN that does not match; `duplicate-permit`: a listing that shared its permit with
 * another active listing before permits were unique (migration only).
 */
export const FLAG_KINDS = [
  "duplicate-photo",
  "permit-format",
  "permit-unchecked",
  "brn-format",
  "duplicate-permit",
] as const;
export type FlagKind = (typeof FLAG_KINDS)[number];

/**
 * Two photos are the same picture when their 64-bit difference hashes differ in at most this many bits.
 * Re-encoding, resizing, a watermark in a corner or a slight colour change move a dHash by 0–4 bits;
 * unrelated photos differ by about 32 (half the bits). 6 of 64 follows the usual dHash threshold (Krawetz,
 * "Kind of Like That", hackerfactor.com, 2013: "≤ 10 probably similar"), kept lower because a flag costs a
 * moderator's time.
 */
export const PHOTO_MATCH_MAX_DISTANCE = 6;

/**
 * What a listing's badge means. `permit-rule`: its permit number has the form of its emirate's permits
 * (Dubai), no other active listing advertises it, and no review flag is open. `moderator`: a moderator
 * checked the listing (its permit in the regulator's system, its photos) and found it right, and no flag
 * has opened since. Sample listings are never verified. Null: none of these.
 */
export const VERIFICATION_METHODS = ["permit-rule", "moderator"] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

export const listingVerificationSchema = z
  .object({ method: z.enum(VERIFICATION_METHODS), verifiedAt: timestampSchema })
  .nullable();
export type ListingVerification = z.infer<typeof listingVerificationSchema>;

/** An open review flag, for the moderation queue (GET /api/admin/flags). */
export const listingFlagSchema = z.object({
  id: z.number().int(),
  listingId: z.number().int(),
  listingTitle: z.string(),
  ownerId: z.number().int().nullable(),
  kind: z.enum(FLAG_KINDS),
  /** What the rule found, in English for staff: e.g. the matching listing and the photos' distance. */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  createdAt: timestampSchema,
});
export type ListingFlag = z.infer<typeof listingFlagSchema>;

/**
 * The regulator whose advertising permits a listing's permit rule is checked against, by the short name
 * UAE portals use: DLD (Dubai Land Department, دائرة الأراضي والأملاك) issues Dubai's Trakheesi permits,
 * ADREC Abu Dhabi's. Other emirates have no permit rule here.
 */
export const PERMIT_REGULATORS: Partial<Record<Emirate, string>> = { Dubai: "DLD", "Abu Dhabi": "ADREC" };

/**
 * A listing's verification as the public API and pages state it (docs/decisions/
 * 0056-permit-wording-and-qr.md): what was checked, in words, and whether anyone confirmed the permit with
 * the regulator. A format check is never a confirmation: `confirmedWithRegulator` is true only for a
 * moderator's check, which looks the permit up in the regulator's system.
 */
export const publicListingVerificationSchema = z
  .object({
    method: z.enum(VERIFICATION_METHODS),
    /** When the listing reached this state (for `permit-rule`: when the format check last passed). */
    verifiedAt: timestampSchema,
    confirmedWithRegulator: z.boolean(),
    /** What was checked, in English: "Permit number format checked, not yet confirmed with DLD". */
    summary: z.string(),
  })
  .nullable();
export type PublicListingVerification = z.infer<typeof publicListingVerificationSchema>;

/** The public statement of a stored verification (null: none). */
export function describeVerification(
  verification: ListingVerification,
  emirate: Emirate,
): PublicListingVerification {
  if (!verification) return null;
  const regulator = PERMIT_REGULATORS[emirate] ?? "the regulator";
  return verification.method === "moderator"
    ? {
        ...verification,
        confirmedWithRegulator: true,
        summary: `Checked by our moderators, including its permit with ${regulator}`,
      }
    : {
        ...verification,
        confirmedWithRegulator: false,
        summary: `Permit number format checked, not yet confirmed with ${regulator}`,
      };
}

/**
 * The hosts a permit's validation address may be on (docs/decisions/0056-permit-wording-and-qr.md): DLD's
 * Trakheesi, where the QR code printed on every Dubai advertising permit leads
 * (`https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validation?khevJujtDig=…`). Nothing else: the
 * page draws a QR code from the address and links to it, so any other host would put our name on someone
 * else's page.
 */
export const PERMIT_VALIDATION_HOSTS = ["trakheesi.dubailand.gov.ae"] as const;
export const PERMIT_VALIDATION_URL_MAX = 500;

/** Why a permit validation address is refused, or null when it is one (https, a DLD Trakheesi page). */
export function refusedPermitValidationUrl(value: string): string | null {
  const wrong = `Permit QR link: paste the address the permit's QR code opens, on ${PERMIT_VALIDATION_HOSTS.join(" or ")}`;
  if (value.length > PERMIT_VALIDATION_URL_MAX) {
    return `Permit QR link: at most ${PERMIT_VALIDATION_URL_MAX} characters`;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return wrong;
  }
  if (url.protocol !== "https:") return "Permit QR link: must start with https://";
  if (url.username || url.password || url.port) return wrong;
  if (!(PERMIT_VALIDATION_HOSTS as readonly string[]).includes(url.hostname)) return wrong;
  if (url.pathname === "/" && !url.search) return wrong;
  return null;
}

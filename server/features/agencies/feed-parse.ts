import { XMLParser, XMLValidator } from "fast-xml-parser";
import { PHOTO_ADDRESS_PATTERN } from "@shared/media";
import { findPropertyType } from "@shared/localised-names";
import { LOCATIONS } from "@shared/locations";

/**
 * Reading an agency's feed (docs/decisions/0053) into entries the listing API's create schema then
 * validates, one by one. Two formats:
 *
 * - XML, modelled on the portal feeds UAE agencies' CRMs already produce (Property Finder's and Bayut's):
 *   a root `<list>` of `<property>` elements, each with `reference_number`, `permit_number`,
 *   `offering_type` (RS/RR/CS/CR or sale/rent), `property_type` (codes such as AP, VH or names),
 *   `price`, `city`, `community`, `title_en`/`title_ar`, `description_en`/`description_ar`, `size`
 *   (sq ft), `bedroom`, `bathroom`, `photo` with `url`s, `agent` (`license_no`, `email`, `name`),
 *   and optionally `furnished`, `completion_status`, `amenities`.
 * - JSON: `{ "listings": [ … ] }` (or a bare array) of the agency API's own create body, `reference`
 *   included.
 *
 * A feed that is empty, not well-formed, nested beyond FEED_MAX_NESTING or has the wrong root is refused
 * whole (FeedError, with a reason the agency can act on): nothing is written.
 */

export class FeedError extends Error {}

/** One entry of a feed: its reference (when it has one), the create body to validate, notes on it. */
export interface FeedEntry {
  position: number;
  reference: string | null;
  body: Record<string, unknown>;
  /** Problems that did not stop the entry (photos not taken): reported with the run. */
  notes: { field: string; message: string }[];
  /** Every photo address of the entry, in order: this site's are kept, others are fetched (feed-import.ts). */
  photos: string[];
  /** The agent named by the entry, matched against the agency's agents by BRN, then email. */
  agent: { brn: string | null; email: string | null } | null;
}

const XML_PROPERTY_TYPES: Record<string, string> = {
  AP: "Apartment",
  VH: "Villa",
  TH: "Townhouse",
  PH: "Penthouse",
  OF: "Office",
  RE: "Retail",
  SH: "Retail",
  WH: "Warehouse",
};

const OFFERING_TYPES: Record<string, "sale" | "rent"> = {
  RS: "sale",
  CS: "sale",
  RR: "rent",
  CR: "rent",
  SALE: "sale",
  RENT: "rent",
};

function text(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "object") {
    const inner = (value as Record<string, unknown>)["#text"];
    return inner === undefined ? undefined : String(inner).trim();
  }
  return String(value).trim();
}

/** A number as written in a feed ("1,250,000", "1250000.00"); the text itself when it is not one. */
function numberOf(value: unknown): number | string | undefined {
  const raw = text(value);
  if (raw === undefined || raw === "") return undefined;
  const cleaned = raw.replaceAll(",", "");
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : raw;
}

function locationOf(city: string | undefined, community: string | undefined, subCommunity?: string) {
  for (const name of [subCommunity, community]) {
    if (!name) continue;
    const match = LOCATIONS.find(
      (l) =>
        l.name.toLowerCase() === name.toLowerCase() &&
        (!city || l.emirate.toLowerCase() === city.toLowerCase()),
    );
    if (match) return match.name;
  }
  return community ?? subCommunity ?? "";
}

function furnishingOf(value: string | undefined) {
  if (!value) return undefined;
  const v = value.toLowerCase();
  if (v === "yes" || v === "furnished") return "furnished";
  if (v === "no" || v === "unfurnished") return "unfurnished";
  if (v.startsWith("part")) return "partly";
  return value;
}

function completionOf(value: string | undefined) {
  if (!value) return undefined;
  const v = value.toLowerCase().replaceAll("_", "-");
  if (v === "completed" || v === "ready" || v === "completed-primary") return "ready";
  if (v.startsWith("off-plan")) return "off-plan";
  return value;
}

/** Whether a photo address is one of this site's uploads (kept as is) rather than one to fetch. */
export function isSitePhoto(url: string): boolean {
  return PHOTO_ADDRESS_PATTERN.test(url);
}

/** The photos to validate with the entry: this site's own; the others are fetched once the entry is valid. */
function photosOf(urls: string[]): string[] {
  return urls.filter(isSitePhoto);
}

/**
 * How deep an XML feed may nest (the parser's own default, named): a portal feed goes four levels deep
 * (list, property, photo, url); anything near the limit is not a feed.
 */
export const FEED_MAX_NESTING = 100;

const xmlParser = new XMLParser({
  ignoreAttributes: true,
  // The parser refuses a tag once more than maxNestedTags elements are open around it.
  maxNestedTags: FEED_MAX_NESTING - 1,
  parseTagValue: false,
  trimValues: true,
  // Entities: only the XML ones; no DOCTYPE entity expansion (the billion-laughs attack).
  processEntities: true,
  htmlEntities: false,
  isArray: (_name, jpath) =>
    ["list.property", "list.property.photo.url", "list.property.amenities.amenity"].includes(String(jpath)),
});

/** The parsed document; FeedError, with a reason the agency can act on, for whatever the parser refuses. */
function parseXml(content: string): Record<string, unknown> {
  try {
    return xmlParser.parse(content) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof Error && /nested tags/i.test(error.message)) {
      throw new FeedError(
        `The XML feed is nested more than ${FEED_MAX_NESTING} levels deep: a feed's elements go four levels deep (list, property, photo, url)`,
      );
    }
    throw new FeedError("The feed could not be read as XML: check that it is the XML feed your CRM exports");
  }
}

function xmlEntries(content: string): FeedEntry[] {
  if (/<!DOCTYPE/i.test(content))
    throw new FeedError("The XML feed has a DOCTYPE: feeds must not declare one");
  const valid = XMLValidator.validate(content);
  if (valid !== true) {
    throw new FeedError(`The feed is not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`);
  }
  const document = parseXml(content);
  const roots = Object.keys(document).filter((key) => !key.startsWith("?"));
  if (roots.length !== 1 || roots[0] !== "list") {
    throw new FeedError(
      `The XML feed's root element must be <list> of <property> elements, not <${roots[0] ?? ""}>`,
    );
  }
  const list = document.list;
  const properties =
    (list && typeof list === "object" ? (list as Record<string, unknown>).property : undefined) ?? [];
  if (!Array.isArray(properties)) throw new FeedError("The XML feed's <list> must hold <property> elements");
  return properties.map((raw, index) => {
    const p = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
    const notes: FeedEntry["notes"] = [];
    const reference = text(p.reference_number) || null;
    const type = text(p.property_type);
    const offering = text(p.offering_type);
    const photo = (p.photo ?? {}) as Record<string, unknown>;
    const urls = (Array.isArray(photo.url) ? photo.url : []).map((u) => text(u) ?? "").filter(Boolean);
    const amenities = p.amenities as Record<string, unknown> | undefined;
    const agent = (p.agent ?? null) as Record<string, unknown> | null;
    const body: Record<string, unknown> = {
      reference,
      permitNumber: text(p.permit_number) || null,
      priceType: offering ? (OFFERING_TYPES[offering.toUpperCase()] ?? offering) : undefined,
      propertyType: type
        ? (XML_PROPERTY_TYPES[type.toUpperCase()] ?? findPropertyType(type) ?? type)
        : undefined,
      price: numberOf(p.price),
      location: locationOf(text(p.city), text(p.community), text(p.sub_community)),
      title: text(p.title_en) ?? text(p.title),
      titleAr: text(p.title_ar) || null,
      description: text(p.description_en) ?? text(p.description),
      descriptionAr: text(p.description_ar) || null,
      sqft: numberOf(p.size),
      beds: text(p.bedroom)?.toLowerCase() === "studio" ? 0 : numberOf(p.bedroom),
      baths: numberOf(p.bathroom),
      images: photosOf(urls),
      status: "published",
    };
    const furnished = furnishingOf(text(p.furnished));
    if (furnished) body.furnished = furnished;
    const completion = completionOf(text(p.completion_status));
    if (completion) body.completionStatus = completion;
    if (amenities && Array.isArray(amenities.amenity)) {
      body.amenities = amenities.amenity.map((a) => text(a) ?? "").filter(Boolean);
    }
    return {
      position: index + 1,
      reference,
      body,
      notes,
      agent: agent ? { brn: text(agent.license_no) || null, email: text(agent.email) || null } : null,
      photos: urls,
    };
  });
}

function jsonEntries(content: string): FeedEntry[] {
  let document: unknown;
  try {
    document = JSON.parse(content);
  } catch (error) {
    throw new FeedError(`The feed is not valid JSON (${(error as Error).message})`);
  }
  const listings = Array.isArray(document)
    ? document
    : document && typeof document === "object" && Array.isArray((document as { listings?: unknown }).listings)
      ? (document as { listings: unknown[] }).listings
      : undefined;
  if (!listings) throw new FeedError('The JSON feed must be { "listings": [ … ] } or an array of listings');
  return listings.map((raw, index) => {
    const body = (raw && typeof raw === "object" && !Array.isArray(raw) ? { ...raw } : {}) as Record<
      string,
      unknown
    >;
    const notes: FeedEntry["notes"] = [];
    let photos: string[] = [];
    if (Array.isArray(body.images) && body.images.every((u) => typeof u === "string")) {
      photos = body.images as string[];
      body.images = photosOf(photos);
    }
    // A feed lists what is on the market: published unless the entry says otherwise.
    body.status ??= "published";
    const reference =
      typeof body.reference === "string" && body.reference.trim() ? body.reference.trim() : null;
    const brn = typeof body.agentBrn === "string" ? body.agentBrn : null;
    return { position: index + 1, reference, body, notes, agent: brn ? { brn, email: null } : null, photos };
  });
}

/** The feed's entries; FeedError when the feed as a whole is unreadable. */
export function parseFeed(content: string, format: "xml" | "json"): FeedEntry[] {
  const text = content.replace(/^\uFEFF/, "");
  if (!text.trim()) throw new FeedError("The feed is empty");
  return format === "xml" ? xmlEntries(text) : jsonEntries(text);
}

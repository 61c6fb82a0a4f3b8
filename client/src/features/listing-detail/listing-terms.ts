import type { Listing } from "@shared/listing";
import { MAX_CHEQUES, MIN_CHEQUES, type BuyingCostsInput, type RentingCostsInput } from "@shared/uae-costs";

/**
 * The listing's own terms, as defaults for its all-in cost: how many cheques the landlord accepts, and
 * whether there is an agent to pay. The visitor can still change both.
 */

/** Market practice when a listing says nothing: Dubai landlords most often take 4 cheques. */
export const USUAL_CHEQUES = 4;

const NUMBER_WORDS: Record<string, number> = {
  "a single": 1,
  single: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  six: 6,
  twelve: 12,
};

// A count followed by "cheque(s)": "2 cheques", "a single cheque", "up to 4 cheques", "1-4 cheques",
// "1 or 2 cheques", "4 chqs", and the Arabic "4 شيكات". The count is a digit group or a number word.
const COUNT = String.raw`(\d{1,2}|a single|single|one|two|three|four|six|twelve)`;
const RANGE = String.raw`(?:\s*(?:-|–|to|or)\s*(\d{1,2}|one|two|three|four|six|twelve))?`;
const CHEQUE_PATTERN = new RegExp(
  String.raw`(?<![\p{L}\d])${COUNT}${RANGE}\s*(?:post[- ]dated\s+)?(?:cheques?|chqs?|شيكات|شيك)(?![\p{L}])`,
  "giu",
);

function toCount(word: string): number | null {
  const n = /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word.toLowerCase()];
  return n !== undefined && n >= MIN_CHEQUES && n <= MAX_CHEQUES ? n : null;
}

/**
 * The number of cheques the listing says the landlord accepts, read from its description and amenities
 * (the data model has no field for it), or null when it says none. When it names several ("1 to 4
 * cheques", "2 or 4 cheques"), the most it accepts: tenants usually spread the rent as far as they may,
 * and the visitor can pick fewer.
 */
export function statedCheques(listing: Pick<Listing, "description" | "amenities">): number | null {
  const text = [listing.description, ...listing.amenities].join("\n");
  let most: number | null = null;
  for (const match of text.matchAll(CHEQUE_PATTERN)) {
    for (const word of [match[1], match[2]]) {
      const count = word === undefined ? null : toCount(word);
      if (count !== null && (most === null || count > most)) most = count;
    }
  }
  return most;
}

/**
 * A listing by a private owner: no agent card at all, or the owner's own card (no agency and no broker
 * registration number). Buying or renting from them directly owes no agency commission.
 */
export function isPrivateOwner(listing: Pick<Listing, "agent">): boolean {
  const agent = listing.agent;
  return agent === null || (agent.agency === null && agent.brn === null);
}

/** The renting calculator's starting point for this listing: its stated cheques and whether there is an agent. */
export function rentingDefaults(
  listing: Pick<Listing, "description" | "amenities" | "agent">,
): Pick<RentingCostsInput, "cheques" | "throughAgent"> {
  return { cheques: statedCheques(listing) ?? USUAL_CHEQUES, throughAgent: !isPrivateOwner(listing) };
}

/** The buying calculator's starting point for this listing: a commission only when an agent sells it. */
export function buyingDefaults(listing: Pick<Listing, "agent">): Pick<BuyingCostsInput, "throughAgent"> {
  return { throughAgent: !isPrivateOwner(listing) };
}

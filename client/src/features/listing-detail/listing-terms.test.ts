import { describe, expect, it } from "vitest";
import type { AgentCard, Listing } from "@shared/listing";
import { calculateBuyingCosts, calculateRentingCosts } from "@shared/uae-costs";
import {
  buyingDefaults,
  isPrivateOwner,
  rentingDefaults,
  statedCheques,
  USUAL_CHEQUES,
} from "./listing-terms";

const AGENT: AgentCard = {
  name: "Aisha Rahman",
  agency: "Marina Homes Real Estate",
  agencyId: 7,
  brn: "BRN-40213",
  phone: "+971 50 123 4567",
  whatsapp: null,
  email: "aisha@marina-homes.example",
  photoUrl: null,
};
/** What the API sends for a listing its owner put up from their own account (listings.service toListing). */
const PRIVATE_OWNER: AgentCard = {
  name: "carol",
  agency: null,
  agencyId: null,
  brn: null,
  phone: null,
  whatsapp: null,
  email: null,
  photoUrl: null,
};

type Terms = Pick<Listing, "description" | "amenities" | "agent">;
const terms = (description: string, agent: AgentCard | null = AGENT, amenities: string[] = []): Terms => ({
  description,
  amenities,
  agent,
});

/** The seed's wording (server/db/seed/sample-listings.ts). */
const seedText = (cheques: string) =>
  `Bright 2-bedroom apartment to rent in Dubai Marina, Dubai. Ready to move in. Rent is quoted per year; the landlord accepts ${cheques}. This is sample data.`;

describe("statedCheques", () => {
  it.each([
    ["a single cheque", 1],
    ["2 cheques", 2],
    ["4 cheques", 4],
  ])("reads the seed's “%s”", (words, count) => {
    expect(statedCheques(terms(seedText(words)))).toBe(count);
  });

  it.each([
    ["Rent AED 120,000 in 12 cheques.", 12],
    ["Payable in one cheque only.", 1],
    ["Up to 6 post-dated cheques accepted.", 6],
    ["The landlord takes 1-4 cheques.", 4],
    ["Two or four cheques, as you prefer.", 4],
    ["1 to 2 cheques", 2],
    ["Rent in 4 chqs", 4],
    ["الإيجار على 4 شيكات", 4],
  ])("reads “%s” as %i", (description, count) => {
    expect(statedCheques(terms(description))).toBe(count);
  });

  it("reads the amenities too", () => {
    expect(statedCheques(terms("A quiet flat near the metro.", AGENT, ["Balcony", "2 cheques"]))).toBe(2);
  });

  it.each([
    "A quiet flat near the metro.",
    "Security deposit by cheque.",
    "Cheques welcome.",
    "Pay in 24 cheques", // beyond the 1–12 that rent is paid in
    "2 bedrooms; cheque payments accepted",
    "The 2024cheques campaign",
  ])("says nothing for “%s”", (description) => {
    expect(statedCheques(terms(description))).toBeNull();
  });
});

describe("isPrivateOwner", () => {
  it("is an agency's agent's listing: not private", () => {
    expect(isPrivateOwner({ agent: AGENT })).toBe(false);
  });
  it("is the owner's own card, or no card: private", () => {
    expect(isPrivateOwner({ agent: PRIVATE_OWNER })).toBe(true);
    expect(isPrivateOwner({ agent: null })).toBe(true);
  });
  it("is a registered broker without an agency: not private", () => {
    expect(isPrivateOwner({ agent: { ...AGENT, agency: null } })).toBe(false);
  });
});

describe("rentingDefaults: the listing's terms drive the calculator", () => {
  // AED 196,000 a year, Dubai, unfurnished, through an agent, in the 2 cheques the listing states:
  // first cheque 98,000; deposit 5% = 9,800; agency fee 5% = 9,800 + 5% VAT = 10,290; Ejari 220.
  // Due before moving in: 118,310 (with the old fixed 4 cheques it was 69,310, AED 49,000 short).
  it("computes due-before-moving-in with the 2 cheques the listing states", () => {
    const listing = terms(seedText("2 cheques"));
    const defaults = rentingDefaults(listing);
    expect(defaults).toEqual({ cheques: 2, throughAgent: true });
    const costs = calculateRentingCosts({
      emirate: "Dubai",
      annualRent: 196_000,
      furnished: false,
      ...defaults,
    });
    expect(costs.chequeAmount).toBe(98_000);
    expect(costs.moveInTotal).toBe(118_310);
  });

  it("falls back to the usual 4 cheques when the listing says nothing", () => {
    expect(rentingDefaults(terms("A quiet flat near the metro.")).cheques).toBe(USUAL_CHEQUES);
  });

  // From a private landlord: no agency fee, so 98,000 + 9,800 + 220 = 108,020.
  it("leaves out the agency fee for a private landlord", () => {
    const defaults = rentingDefaults(terms(seedText("2 cheques"), PRIVATE_OWNER));
    expect(defaults.throughAgent).toBe(false);
    const costs = calculateRentingCosts({
      emirate: "Dubai",
      annualRent: 196_000,
      furnished: false,
      ...defaults,
    });
    expect(costs.items.map((item) => item.key)).not.toContain("agencyFee");
    expect(costs.moveInTotal).toBe(108_020);
  });
});

describe("buyingDefaults: commission only when an agent sells", () => {
  // AED 2,000,000 in Dubai, cash: transfer 80,000; admin 580; trustee 4,200; title deed 250 = 85,030,
  // plus the agent's 2% + 5% VAT = 42,000 when there is one (127,030).
  it("charges no commission by default on a private owner's sale", () => {
    const defaults = buyingDefaults({ agent: PRIVATE_OWNER });
    expect(defaults.throughAgent).toBe(false);
    const costs = calculateBuyingCosts({ emirate: "Dubai", price: 2_000_000, ...defaults });
    expect(costs.items.map((item) => item.key)).not.toContain("agencyCommission");
    expect(costs.totalUpfront).toBe(85_030);
  });

  it("charges 2% + VAT on an agent's sale", () => {
    const defaults = buyingDefaults({ agent: AGENT });
    expect(defaults.throughAgent).toBe(true);
    const costs = calculateBuyingCosts({ emirate: "Dubai", price: 2_000_000, ...defaults });
    expect(costs.items.find((item) => item.key === "agencyCommission")?.amount).toBe(42_000);
    expect(costs.totalUpfront).toBe(127_030);
  });
});

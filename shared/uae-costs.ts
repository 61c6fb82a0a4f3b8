import type { Emirate } from "./locations";
import { formatAed } from "./format";

/**
 * The UAE cost rules (docs/cost-rules.md): what buying or renting a home costs on top of the price, what a
 * mortgage costs each month, and how much a bank may lend. Used by the Fee Calculator and by each listing's
 * all-in cost, so both always show the same figures.
 *
 * Every amount is in AED. Every rate or fee is a named constant with its source, so it can be updated when
 * the rules change. Where a figure could not be confirmed it is NOT guessed: the line is returned with
 * `unconfirmed: true` and amount 0, the result says `unconfirmed: true`, and the note tells the reader to
 * check it with that emirate's land department.
 *
 * Figures are as published for 2025–2026; the authorities change them without much notice.
 */

// ---------------------------------------------------------------------------------------------------------
// General
// ---------------------------------------------------------------------------------------------------------

/** Standard VAT rate. Source: Federal Decree-Law No. 8 of 2017 on Value Added Tax (5%). */
export const VAT_RATE = 0.05;

/**
 * Agency commission on a sale: 2% of the price plus VAT. Source: market practice across the UAE (in Dubai the
 * RERA-regulated norm, agreed in Form B between buyer and agent); negotiable and not fixed by law.
 */
export const SALE_AGENCY_COMMISSION_RATE = 0.02;

/**
 * Bank valuation fee, charged when the purchase is financed. Source: UAE banks' published tariffs, commonly
 * AED 2,500–3,500 depending on the bank and the property; the calculator uses the midpoint.
 */
export const VALUATION_FEE_MIN = 2_500;
export const VALUATION_FEE_MAX = 3_500;
export const VALUATION_FEE_MIDPOINT = (VALUATION_FEE_MIN + VALUATION_FEE_MAX) / 2;

/**
 * Golden Visa (10-year residence) for property investors. Source: UAE Federal Authority for Identity,
 * Citizenship, Customs and Port Security (ICP) and Dubai GDRFA: property worth AED 2,000,000 or more
 * (off-plan and mortgaged property can qualify with conditions).
 */
export const GOLDEN_VISA_MIN_PROPERTY_VALUE = 2_000_000;

// ---------------------------------------------------------------------------------------------------------
// Dubai — Dubai Land Department (DLD)
// ---------------------------------------------------------------------------------------------------------

/**
 * DLD transfer (sale registration) fee: 4% of the price. Source: DLD published service fees. By rule it is
 * shared 2% / 2% between buyer and seller; in practice the buyer usually pays all of it.
 */
export const DUBAI_TRANSFER_FEE_RATE = 0.04;

/** DLD administration fee for registering the sale of an apartment or villa. Source: DLD service fees. */
export const DUBAI_DLD_ADMIN_FEE = 580;

/**
 * Registration trustee office fee: AED 4,000, or AED 2,000 when the price is at or below AED 500,000, plus
 * VAT. Source: DLD registration trustee fee schedule.
 */
export const DUBAI_TRUSTEE_FEE = 4_000;
export const DUBAI_TRUSTEE_FEE_LOW = 2_000;
export const DUBAI_TRUSTEE_FEE_LOW_THRESHOLD = 500_000;

/** Title deed issue fee, about AED 250. Source: DLD service fees (title deed issuance). */
export const DUBAI_TITLE_DEED_FEE = 250;

/** Mortgage registration: 0.25% of the loan plus AED 290. Source: DLD service fees (mortgage registration). */
export const DUBAI_MORTGAGE_REGISTRATION_RATE = 0.0025;
export const DUBAI_MORTGAGE_REGISTRATION_FIXED = 290;

// ---------------------------------------------------------------------------------------------------------
// Abu Dhabi — Abu Dhabi Real Estate Centre (ADREC)
// ---------------------------------------------------------------------------------------------------------

/**
 * Abu Dhabi transfer (sale registration) fee: 2% of the price, paid by the buyer. Source: ADREC / Department
 * of Municipalities and Transport registration fees. Abu Dhabi's mortgage registration fee is quoted both as
 * 0.1% and as 0.25% of the loan, so it is treated as unconfirmed.
 */
export const ABU_DHABI_TRANSFER_FEE_RATE = 0.02;

// ---------------------------------------------------------------------------------------------------------
// Ras Al Khaimah — RAK Municipality, Land and Property Sector
// ---------------------------------------------------------------------------------------------------------

/**
 * RAK sale registration fee: 2% from the buyer and 2% from the seller (all land uses except agricultural and
 * warehouse). Source: Ras Al Khaimah Decision No. 10 of 2017 and the RAK government portal's "Register sales
 * contract" service fees. RAK's mortgage registration fee could not be confirmed.
 */
export const RAK_TRANSFER_FEE_RATE_EACH_PARTY = 0.02;

// Sharjah, Ajman, Fujairah and Umm Al Quwain: no transfer fee constant on purpose. Published figures
// disagree (Sharjah is quoted anywhere from 2% to 4%; Ajman's published 2% / 3% schedule was replaced by
// Emiri Decree No. 9 of 2025 on the land department's fees), so the calculator sends buyers to the land
// department instead of inventing a number.

// ---------------------------------------------------------------------------------------------------------
// Renting
// ---------------------------------------------------------------------------------------------------------

/** Annual rent is paid in 1 to 12 cheques. Source: market practice (Dubai often 1–4, some buildings 12). */
export const MIN_CHEQUES = 1;
export const MAX_CHEQUES = 12;

/**
 * Security deposit: 5% of the annual rent unfurnished, 10% furnished; refundable at the end of the tenancy.
 * Source: market practice in Dubai (RERA's standard Ejari tenancy contract records the deposit amount).
 */
export const SECURITY_DEPOSIT_RATE_UNFURNISHED = 0.05;
export const SECURITY_DEPOSIT_RATE_FURNISHED = 0.1;

/**
 * Agency fee on a rental: about 5% of the annual rent plus VAT. Source: market practice (RERA-regulated agents
 * in Dubai); negotiable, and nothing is due when renting directly from the landlord.
 */
export const RENT_AGENCY_FEE_RATE = 0.05;

/** Ejari tenancy registration, about AED 220 including typing-centre fees. Source: DLD Ejari service fees. */
export const DUBAI_EJARI_FEE = 220;

// ---------------------------------------------------------------------------------------------------------
// Mortgages — Central Bank of the UAE
// ---------------------------------------------------------------------------------------------------------

/** Longest mortgage term. Source: Central Bank of the UAE mortgage regulations (25 years). */
export const MAX_MORTGAGE_YEARS = 25;

/** Price at which the first-home loan-to-value cap steps down. Source: Central Bank mortgage regulations. */
export const LTV_PRICE_THRESHOLD = 5_000_000;

/**
 * Loan-to-value caps, in percent. Source: Central Bank of the UAE mortgage regulations (Notice 31/2013 and
 * amendments): first home up to AED 5M 80% (expatriates) / 85% (UAE nationals); above AED 5M 70% / 75%;
 * second and later homes 60% / 65%; off-plan 50% for everyone.
 */
export const LTV_CAPS = {
  expatriate: { firstHomeUpToThreshold: 80, firstHomeAboveThreshold: 70, additionalHome: 60 },
  uaeNational: { firstHomeUpToThreshold: 85, firstHomeAboveThreshold: 75, additionalHome: 65 },
  offPlan: 50,
} as const;

// ---------------------------------------------------------------------------------------------------------
// Per-emirate authorities
// ---------------------------------------------------------------------------------------------------------

/** Where property sales are registered in each emirate. */
export const LAND_DEPARTMENTS: Record<Emirate, string> = {
  Dubai: "Dubai Land Department (DLD)",
  "Abu Dhabi": "Abu Dhabi Real Estate Centre (ADREC)",
  Sharjah: "Sharjah Real Estate Registration Department",
  Ajman: "Ajman Department of Land and Real Estate Regulation",
  "Ras Al Khaimah": "RAK Municipality Land and Property Sector",
  Fujairah: "Fujairah Municipality land and property registration",
  "Umm Al Quwain": "Umm Al Quwain Department of Lands and Properties",
};

/** Where tenancy contracts are registered in each emirate, and the name of the registration. */
export const TENANCY_REGISTRATION: Record<Emirate, { name: string; authority: string }> = {
  Dubai: { name: "Ejari registration", authority: "Dubai Land Department (Ejari)" },
  "Abu Dhabi": { name: "Tawtheeq registration", authority: "Abu Dhabi Real Estate Centre (ADREC) via TAMM" },
  Sharjah: { name: "Tenancy contract attestation", authority: "Sharjah City Municipality" },
  Ajman: { name: "Tenancy contract attestation", authority: "Ajman Municipality and Planning Department" },
  "Ras Al Khaimah": { name: "Tenancy contract registration", authority: "RAK Municipality" },
  Fujairah: { name: "Tenancy contract registration", authority: "Fujairah Municipality" },
  "Umm Al Quwain": { name: "Tenancy contract registration", authority: "Umm Al Quwain Municipality" },
};

// ---------------------------------------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------------------------------------

export interface CostItem {
  key: string;
  label: string;
  /** AED, rounded to fils. For a "split" item this is the whole fee; the buyer's part is `buyerShare(item)`. */
  amount: number;
  payer: "buyer" | "seller" | "split";
  source: string;
  /** True when `amount` already includes 5% VAT. */
  vatIncluded?: boolean;
  /** True when the figure could not be confirmed: `amount` is 0 and not counted; show the label and note. */
  unconfirmed?: boolean;
}

export interface BuyingCostsInput {
  emirate: Emirate;
  /** Purchase price in AED. */
  price: number;
  /** Mortgage amount in AED; omit or 0 for a cash purchase. */
  loanAmount?: number;
  /**
   * Whether the buyer pays the whole transfer fee where the law splits it between the parties. Defaults to
   * the emirate's usual practice: true in Dubai (the buyer customarily pays all 4%), false elsewhere.
   */
  buyerPaysFullTransferFee?: boolean;
  /**
   * Whether an agent's commission is due. Defaults to true (most sales go through an agent); false when
   * buying directly from a private owner, where no agency commission is owed.
   */
  throughAgent?: boolean;
}

export interface BuyingCosts {
  items: CostItem[];
  /** The buyer's fees: buyer items in full plus half of split items. Unconfirmed items count as 0. */
  totalUpfront: number;
  /** Cash the buyer needs on the day: price - loan + totalUpfront. */
  cashNeeded: number;
  /** True when a land department fee for this purchase could not be confirmed and is missing from the totals. */
  unconfirmed: boolean;
  landDepartment: string;
  note?: string;
  goldenVisaEligible: boolean;
}

export interface RentingCostItem {
  key: string;
  label: string;
  /** AED, rounded to fils; paid by the tenant. */
  amount: number;
  source: string;
  vatIncluded?: boolean;
  /** True for the security deposit, which comes back at the end of the tenancy. */
  refundable?: boolean;
  /** True when the figure could not be confirmed: `amount` is 0 and not counted; show the label and note. */
  unconfirmed?: boolean;
}

export interface RentingCostsInput {
  emirate: Emirate;
  /** Annual rent in AED. */
  annualRent: number;
  /** Number of cheques the rent is paid in, 1–12. */
  cheques: number;
  furnished: boolean;
  /** Whether an agency fee is due. Defaults to true; false when renting directly from the landlord. */
  throughAgent?: boolean;
}

export interface RentingCosts {
  items: RentingCostItem[];
  /** One rent cheque: annualRent / cheques, rounded to fils. */
  chequeAmount: number;
  /** Due before moving in: the first cheque plus every item (deposit, agency fee, registration). */
  moveInTotal: number;
  unconfirmed: boolean;
  registrationAuthority: string;
  note?: string;
}

export interface MortgageInput {
  price: number;
  downPayment: number;
  /** Yearly interest rate in percent, e.g. 4.25. */
  annualRatePercent: number;
  /** Whole years, 1–25. */
  years: number;
}

export interface MortgageResult {
  loanAmount: number;
  months: number;
  monthlyPayment: number;
  totalRepaid: number;
  totalInterest: number;
  /** Loan as a percentage of the price, e.g. 80. */
  loanToValuePercent: number;
}

export interface MaxLoanToValueInput {
  price: number;
  isUaeNational: boolean;
  isFirstHome: boolean;
  isOffPlan: boolean;
}

// ---------------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------------

/** Rounds an AED amount to fils (two decimals). */
export function roundAed(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

function withVat(amount: number): number {
  return amount * (1 + VAT_RATE);
}

/** The part of an item the buyer pays. */
export function buyerShare(item: CostItem): number {
  if (item.unconfirmed) return 0;
  if (item.payer === "buyer") return item.amount;
  if (item.payer === "split") return roundAed(item.amount / 2);
  return 0;
}

function assertEmirate(emirate: unknown): asserts emirate is Emirate {
  if (typeof emirate !== "string" || !Object.prototype.hasOwnProperty.call(LAND_DEPARTMENTS, emirate)) {
    throw new RangeError(`Unknown emirate: ${String(emirate)}`);
  }
}

function assertAmount(name: string, value: number, { allowZero }: { allowZero: boolean }): void {
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw new RangeError(`${name} must be a finite number, got ${String(value)}`);
  }
  if (allowZero ? value < 0 : value <= 0) {
    throw new RangeError(`${name} must be ${allowZero ? "zero or more" : "more than zero"}, got ${value}`);
  }
}

function sum(values: number[]): number {
  return roundAed(values.reduce((total, v) => total + v, 0));
}

// ---------------------------------------------------------------------------------------------------------
// Buying
// ---------------------------------------------------------------------------------------------------------

function checkWith(emirate: Emirate): string {
  return `Check current fees with ${LAND_DEPARTMENTS[emirate]}.`;
}

function transferFeeItems(emirate: Emirate, price: number, buyerPaysFull: boolean | undefined): CostItem[] {
  switch (emirate) {
    case "Dubai": {
      const full = buyerPaysFull ?? true;
      return [
        {
          key: "transferFee",
          label: full
            ? "DLD transfer fee (4%, paid in full by the buyer as is customary)"
            : "DLD transfer fee (4%, split 2% buyer / 2% seller)",
          amount: roundAed(price * DUBAI_TRANSFER_FEE_RATE),
          payer: full ? "buyer" : "split",
          source: "Dubai Land Department service fees",
        },
      ];
    }
    case "Abu Dhabi":
      return [
        {
          key: "transferFee",
          label: "ADREC transfer fee (2%, paid by the buyer)",
          amount: roundAed(price * ABU_DHABI_TRANSFER_FEE_RATE),
          payer: "buyer",
          source: "Abu Dhabi Real Estate Centre registration fees",
        },
      ];
    case "Ras Al Khaimah": {
      const full = buyerPaysFull ?? false;
      return [
        {
          key: "transferFee",
          label: full
            ? "RAK registration fee (4%, paid in full by the buyer)"
            : "RAK registration fee (4%, split 2% buyer / 2% seller)",
          amount: roundAed(price * RAK_TRANSFER_FEE_RATE_EACH_PARTY * 2),
          payer: full ? "buyer" : "split",
          source: "RAK Municipality Land and Property Sector; Ras Al Khaimah Decision No. 10 of 2017",
        },
      ];
    }
    default:
      return [
        {
          key: "transferFee",
          label: `Transfer fee (not confirmed: check with ${LAND_DEPARTMENTS[emirate]})`,
          amount: 0,
          payer: "buyer",
          source: LAND_DEPARTMENTS[emirate],
          unconfirmed: true,
        },
      ];
  }
}

/** The fees of buying a home in an emirate, itemised, with the buyer's total and the cash needed. */
export function calculateBuyingCosts(input: BuyingCostsInput): BuyingCosts {
  const { emirate, price, buyerPaysFullTransferFee, throughAgent = true } = input;
  const loanAmount = input.loanAmount ?? 0;
  assertEmirate(emirate);
  assertAmount("price", price, { allowZero: false });
  assertAmount("loanAmount", loanAmount, { allowZero: true });
  if (loanAmount > price) {
    throw new RangeError(`loanAmount (${loanAmount}) cannot be more than the price (${price})`);
  }
  if (buyerPaysFullTransferFee !== undefined && typeof buyerPaysFullTransferFee !== "boolean") {
    throw new RangeError("buyerPaysFullTransferFee must be true or false");
  }

  const items: CostItem[] = transferFeeItems(emirate, price, buyerPaysFullTransferFee);

  if (emirate === "Dubai") {
    const trusteeBase = price <= DUBAI_TRUSTEE_FEE_LOW_THRESHOLD ? DUBAI_TRUSTEE_FEE_LOW : DUBAI_TRUSTEE_FEE;
    items.push(
      {
        key: "adminFee",
        label: "DLD admin fee",
        amount: DUBAI_DLD_ADMIN_FEE,
        payer: "buyer",
        source: "Dubai Land Department service fees",
      },
      {
        key: "trusteeFee",
        label: `Registration trustee fee (${formatAed(trusteeBase)} + 5% VAT)`,
        amount: roundAed(withVat(trusteeBase)),
        payer: "buyer",
        source: "DLD registration trustee fee schedule",
        vatIncluded: true,
      },
      {
        key: "titleDeedFee",
        label: "Title deed fee (about AED 250)",
        amount: DUBAI_TITLE_DEED_FEE,
        payer: "buyer",
        source: "Dubai Land Department service fees",
      },
    );
  }

  if (throughAgent) {
    items.push({
      key: "agencyCommission",
      label: "Agency commission (2% + 5% VAT, negotiable)",
      amount: roundAed(withVat(price * SALE_AGENCY_COMMISSION_RATE)),
      payer: "buyer",
      source: "Market practice; agreed with the agent (Form B in Dubai)",
      vatIncluded: true,
    });
  }

  if (loanAmount > 0) {
    items.push(
      emirate === "Dubai"
        ? {
            key: "mortgageRegistration",
            label: "Mortgage registration (0.25% of the loan + AED 290)",
            amount: roundAed(
              loanAmount * DUBAI_MORTGAGE_REGISTRATION_RATE + DUBAI_MORTGAGE_REGISTRATION_FIXED,
            ),
            payer: "buyer",
            source: "Dubai Land Department service fees",
          }
        : {
            key: "mortgageRegistration",
            label: `Mortgage registration (not confirmed: check with ${LAND_DEPARTMENTS[emirate]})`,
            amount: 0,
            payer: "buyer",
            source: LAND_DEPARTMENTS[emirate],
            unconfirmed: true,
          },
      {
        key: "valuationFee",
        label: "Bank valuation (AED 2,500–3,500; midpoint shown)",
        amount: VALUATION_FEE_MIDPOINT,
        payer: "buyer",
        source: "UAE banks' tariffs",
      },
    );
  }

  const unconfirmed = items.some((item) => item.unconfirmed === true);
  const totalUpfront = sum(items.map(buyerShare));
  const notes: string[] = [];
  if (unconfirmed) notes.push(checkWith(emirate));
  if (emirate === "Dubai") {
    notes.push(
      "Not included: DLD knowledge and innovation fees (about AED 50 in all) and the developer's NOC fee, which varies by developer.",
    );
  } else if (!unconfirmed) {
    notes.push(
      `Smaller registration, title deed and service-centre charges are not included. ${checkWith(emirate)}`,
    );
  }
  if (loanAmount > 0) {
    notes.push(
      "Your bank's own arrangement fee and insurance are not included; ask for its key facts statement.",
    );
  }

  return {
    items,
    totalUpfront,
    cashNeeded: roundAed(price - loanAmount + totalUpfront),
    unconfirmed,
    landDepartment: LAND_DEPARTMENTS[emirate],
    note: notes.join(" "),
    goldenVisaEligible: price >= GOLDEN_VISA_MIN_PROPERTY_VALUE,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Renting
// ---------------------------------------------------------------------------------------------------------

/** What renting a home costs before moving in, itemised, and the amount of each rent cheque. */
export function calculateRentingCosts(input: RentingCostsInput): RentingCosts {
  const { emirate, annualRent, cheques, furnished, throughAgent = true } = input;
  assertEmirate(emirate);
  assertAmount("annualRent", annualRent, { allowZero: false });
  if (!Number.isInteger(cheques) || cheques < MIN_CHEQUES || cheques > MAX_CHEQUES) {
    throw new RangeError(
      `cheques must be a whole number from ${MIN_CHEQUES} to ${MAX_CHEQUES}, got ${cheques}`,
    );
  }
  if (typeof furnished !== "boolean") {
    throw new RangeError("furnished must be true or false");
  }

  const depositRate = furnished ? SECURITY_DEPOSIT_RATE_FURNISHED : SECURITY_DEPOSIT_RATE_UNFURNISHED;
  const registration = TENANCY_REGISTRATION[emirate];
  const items: RentingCostItem[] = [
    {
      key: "securityDeposit",
      label: `Security deposit (${depositRate * 100}% of the annual rent, ${furnished ? "furnished" : "unfurnished"}; refundable)`,
      amount: roundAed(annualRent * depositRate),
      source: "Market practice; recorded in the tenancy contract",
      refundable: true,
    },
    ...(throughAgent
      ? [
          {
            key: "agencyFee",
            label: "Agency fee (about 5% of the annual rent + 5% VAT)",
            amount: roundAed(withVat(annualRent * RENT_AGENCY_FEE_RATE)),
            source: "Market practice; negotiable, none when renting direct from the landlord",
            vatIncluded: true,
          },
        ]
      : []),
    emirate === "Dubai"
      ? {
          key: "registration",
          label: `${registration.name} (about AED 220)`,
          amount: DUBAI_EJARI_FEE,
          source: "Dubai Land Department Ejari service fees",
        }
      : {
          key: "registration",
          label: `${registration.name} (fee not confirmed: check with ${registration.authority})`,
          amount: 0,
          source: registration.authority,
          unconfirmed: true,
        },
  ];

  const chequeAmount = roundAed(annualRent / cheques);
  const unconfirmed = items.some((item) => item.unconfirmed === true);
  const note = unconfirmed
    ? `Check the current tenancy registration fee with ${registration.authority}.`
    : "Not included: the DEWA connection deposit and the 5% housing fee billed through DEWA.";
  return {
    items,
    chequeAmount,
    moveInTotal: sum([chequeAmount, ...items.map((item) => (item.unconfirmed ? 0 : item.amount))]),
    unconfirmed,
    registrationAuthority: registration.authority,
    note,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Mortgages
// ---------------------------------------------------------------------------------------------------------

/** Monthly repayment by standard amortisation, total interest and loan-to-value. */
export function calculateMortgage(input: MortgageInput): MortgageResult {
  const { price, downPayment, annualRatePercent, years } = input;
  assertAmount("price", price, { allowZero: false });
  assertAmount("downPayment", downPayment, { allowZero: true });
  if (downPayment > price) {
    throw new RangeError(`downPayment (${downPayment}) cannot be more than the price (${price})`);
  }
  assertAmount("annualRatePercent", annualRatePercent, { allowZero: true });
  if (annualRatePercent > 100) {
    throw new RangeError(`annualRatePercent must be at most 100, got ${annualRatePercent}`);
  }
  if (!Number.isInteger(years) || years < 1 || years > MAX_MORTGAGE_YEARS) {
    throw new RangeError(`years must be a whole number from 1 to ${MAX_MORTGAGE_YEARS}, got ${years}`);
  }

  const loanAmount = price - downPayment;
  const months = years * 12;
  const monthlyRate = annualRatePercent / 100 / 12;
  const exactPayment =
    loanAmount === 0
      ? 0
      : monthlyRate === 0
        ? loanAmount / months
        : (loanAmount * monthlyRate) / (1 - Math.pow(1 + monthlyRate, -months));
  const monthlyPayment = roundAed(exactPayment);
  const totalRepaid = roundAed(exactPayment * months);

  return {
    loanAmount: roundAed(loanAmount),
    months,
    monthlyPayment,
    totalRepaid,
    totalInterest: roundAed(totalRepaid - loanAmount),
    loanToValuePercent: roundAed((loanAmount / price) * 100),
  };
}

/** The Central Bank's maximum loan-to-value for a home loan, in percent of the price (e.g. 80). */
export function maxLoanToValue(input: MaxLoanToValueInput): number {
  const { price, isUaeNational, isFirstHome, isOffPlan } = input;
  assertAmount("price", price, { allowZero: false });
  for (const [name, value] of Object.entries({ isUaeNational, isFirstHome, isOffPlan })) {
    if (typeof value !== "boolean") throw new RangeError(`${name} must be true or false`);
  }
  if (isOffPlan) return LTV_CAPS.offPlan;
  const caps = isUaeNational ? LTV_CAPS.uaeNational : LTV_CAPS.expatriate;
  if (!isFirstHome) return caps.additionalHome;
  return price <= LTV_PRICE_THRESHOLD ? caps.firstHomeUpToThreshold : caps.firstHomeAboveThreshold;
}

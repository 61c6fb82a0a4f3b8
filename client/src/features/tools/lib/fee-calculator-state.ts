import { EMIRATES, emirateSlug, findEmirate, type Emirate } from "@shared/locations";
import { MAX_CHEQUES, MAX_MORTGAGE_YEARS, MIN_CHEQUES, maxLoanToValue } from "@shared/uae-costs";
import { DEFAULT_MORTGAGE_RATE_PERCENT } from "@/components/calculators/mortgage-defaults";

/**
 * Everything the Fee Calculator shows lives in the URL query, so a link reproduces it exactly. Missing or
 * wrong values fall back to the defaults instead of failing: a shared link should always open.
 *
 * Parameters: tab (buy|rent|mortgage), emirate (slug or name), price, finance (cash|mortgage), ltv (% of the
 * price) or loan (AED), national=1, firstHome=0, offPlan=1, transferFee (buyer|split), rent, cheques,
 * furnished=1, down, rate, years.
 */
export const FEE_CALCULATOR_TABS = ["buy", "rent", "mortgage"] as const;
export type FeeCalculatorTab = (typeof FEE_CALCULATOR_TABS)[number];

export interface FeeCalculatorState {
  tab: FeeCalculatorTab;
  emirate: Emirate;
  /** Purchase price, AED. */
  price: number;
  finance: "cash" | "mortgage";
  /** The loan as a percentage of the price, or null when `loan` (an amount) is given instead. */
  ltv: number | null;
  /** The loan in AED, or null when given as `ltv`. */
  loan: number | null;
  isUaeNational: boolean;
  isFirstHome: boolean;
  isOffPlan: boolean;
  /** Who pays a transfer fee the law splits; null = the emirate's usual practice. */
  transferFee: "buyer" | "split" | null;
  annualRent: number;
  cheques: number;
  furnished: boolean;
  /** Mortgage tab: down payment (AED; null = the smallest the cap allows), yearly rate (%), term (years). */
  downPayment: number | null;
  ratePercent: number;
  years: number;
}

export const DEFAULT_FEE_CALCULATOR_STATE: FeeCalculatorState = {
  tab: "buy",
  emirate: "Dubai",
  price: 2_000_000,
  finance: "cash",
  ltv: null,
  loan: null,
  isUaeNational: false,
  isFirstHome: true,
  isOffPlan: false,
  transferFee: null,
  annualRent: 120_000,
  cheques: 4,
  furnished: false,
  downPayment: null,
  ratePercent: DEFAULT_MORTGAGE_RATE_PERCENT,
  years: MAX_MORTGAGE_YEARS,
};

const MAX_PRICE = 10_000_000_000;

/** A finite number within [min, max] (decimals allowed unless `integer`), else undefined. */
function numberParam(
  params: URLSearchParams,
  name: string,
  { min, max, integer = false }: { min: number; max: number; integer?: boolean },
): number | undefined {
  const raw = params.get(name);
  if (raw === null || raw.trim() === "") return undefined;
  const value = Number(raw.replace(/,/g, ""));
  if (!Number.isFinite(value) || value < min || value > max) return undefined;
  if (integer && !Number.isInteger(value)) return undefined;
  return value;
}

function flagParam(params: URLSearchParams, name: string, fallback: boolean): boolean {
  const raw = params.get(name);
  if (raw === "1" || raw === "true") return true;
  if (raw === "0" || raw === "false") return false;
  return fallback;
}

export function parseFeeCalculatorState(search: string): FeeCalculatorState {
  const params = new URLSearchParams(search);
  const d = DEFAULT_FEE_CALCULATOR_STATE;
  const tab = params.get("tab");
  const transferFee = params.get("transferFee");
  const ltv = numberParam(params, "ltv", { min: 0, max: 100 });
  const loan = numberParam(params, "loan", { min: 0, max: MAX_PRICE, integer: true });
  return {
    tab: (FEE_CALCULATOR_TABS as readonly string[]).includes(tab ?? "") ? (tab as FeeCalculatorTab) : d.tab,
    emirate: findEmirate(params.get("emirate") ?? "") ?? d.emirate,
    price: numberParam(params, "price", { min: 1, max: MAX_PRICE, integer: true }) ?? d.price,
    finance: params.get("finance") === "mortgage" ? "mortgage" : "cash",
    // An amount wins over a percentage when a link carries both.
    ltv: loan !== undefined ? null : (ltv ?? null),
    loan: loan ?? null,
    isUaeNational: flagParam(params, "national", d.isUaeNational),
    isFirstHome: flagParam(params, "firstHome", d.isFirstHome),
    isOffPlan: flagParam(params, "offPlan", d.isOffPlan),
    transferFee: transferFee === "buyer" || transferFee === "split" ? transferFee : null,
    annualRent: numberParam(params, "rent", { min: 1, max: MAX_PRICE, integer: true }) ?? d.annualRent,
    cheques:
      numberParam(params, "cheques", { min: MIN_CHEQUES, max: MAX_CHEQUES, integer: true }) ?? d.cheques,
    furnished: flagParam(params, "furnished", d.furnished),
    downPayment: numberParam(params, "down", { min: 0, max: MAX_PRICE, integer: true }) ?? null,
    ratePercent: numberParam(params, "rate", { min: 0, max: 100 }) ?? d.ratePercent,
    years: numberParam(params, "years", { min: 1, max: MAX_MORTGAGE_YEARS, integer: true }) ?? d.years,
  };
}

/** The query string of a state, without the leading "?"; defaults are left out so links stay short. */
export function serializeFeeCalculatorState(state: FeeCalculatorState): string {
  const d = DEFAULT_FEE_CALCULATOR_STATE;
  const params = new URLSearchParams();
  const set = (name: string, value: string | number, isDefault: boolean) => {
    if (!isDefault) params.set(name, String(value));
  };
  set("tab", state.tab, state.tab === d.tab);
  set("emirate", emirateSlug(state.emirate), state.emirate === d.emirate);
  set("price", state.price, state.price === d.price);
  set("finance", state.finance, state.finance === d.finance);
  if (state.loan !== null) params.set("loan", String(state.loan));
  else if (state.ltv !== null) params.set("ltv", String(state.ltv));
  set("national", "1", !state.isUaeNational);
  set("firstHome", "0", state.isFirstHome);
  set("offPlan", "1", !state.isOffPlan);
  if (state.transferFee) params.set("transferFee", state.transferFee);
  set("rent", state.annualRent, state.annualRent === d.annualRent);
  set("cheques", state.cheques, state.cheques === d.cheques);
  set("furnished", "1", !state.furnished);
  if (state.downPayment !== null) params.set("down", String(state.downPayment));
  set("rate", state.ratePercent, state.ratePercent === d.ratePercent);
  set("years", state.years, state.years === d.years);
  return params.toString();
}

export interface LoanOutcome {
  /** The loan the costs are worked out on, AED (0 when paying cash). */
  loanAmount: number;
  /** The Central Bank cap for this buyer, in percent of the price. */
  capPercent: number;
  /** The loan the visitor asked for, when it was above the cap and was cut down to it. */
  requestedAboveCap: number | null;
}

/** The mortgage behind the buying costs: the visitor's amount or percentage, never above the cap. */
export function resolveLoan(state: FeeCalculatorState): LoanOutcome {
  const capPercent = maxLoanToValue({
    price: state.price,
    isUaeNational: state.isUaeNational,
    isFirstHome: state.isFirstHome,
    isOffPlan: state.isOffPlan,
  });
  if (state.finance === "cash") return { loanAmount: 0, capPercent, requestedAboveCap: null };
  const cap = Math.floor((state.price * capPercent) / 100);
  const requested =
    state.loan !== null ? state.loan : Math.round((state.price * (state.ltv ?? capPercent)) / 100);
  return requested > cap
    ? { loanAmount: cap, capPercent, requestedAboveCap: requested }
    : { loanAmount: requested, capPercent, requestedAboveCap: null };
}

export const EMIRATE_OPTIONS = EMIRATES.map((emirate) => ({ value: emirateSlug(emirate), label: emirate }));

import { MAX_MORTGAGE_YEARS } from "@shared/uae-costs";

/**
 * A common fixed rate offered to UAE residents in 2025–26 (three- to five-year fixed deals were quoted at
 * roughly 3.75–4.75%); only a starting point, the visitor types their bank's offer.
 */
export const DEFAULT_MORTGAGE_RATE_PERCENT = 4.25;

export interface MortgageCalculatorValues {
  price: number | null;
  downPayment: number | null;
  /** Yearly interest rate in percent. */
  ratePercent: number | null;
  years: number | null;
  isUaeNational: boolean;
  isFirstHome: boolean;
  isOffPlan: boolean;
}

export const DEFAULT_MORTGAGE_VALUES: MortgageCalculatorValues = {
  price: 2_000_000,
  downPayment: 400_000,
  ratePercent: DEFAULT_MORTGAGE_RATE_PERCENT,
  years: MAX_MORTGAGE_YEARS,
  isUaeNational: false,
  isFirstHome: true,
  isOffPlan: false,
};

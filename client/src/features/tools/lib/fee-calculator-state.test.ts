import { describe, expect, it } from "vitest";
import { calculateBuyingCosts, calculateRentingCosts } from "@shared/uae-costs";
import { dubaiCashPurchase, dubaiMortgagePurchase } from "@shared/uae-costs.examples";
import {
  DEFAULT_FEE_CALCULATOR_STATE,
  parseFeeCalculatorState,
  resolveLoan,
  serializeFeeCalculatorState,
  type FeeCalculatorState,
} from "./fee-calculator-state";

/** What the page does with a URL: parse it, work out the loan, itemise the costs. */
function costsFor(search: string) {
  const state = parseFeeCalculatorState(search);
  const loan = resolveLoan(state);
  return {
    state,
    loan,
    costs: calculateBuyingCosts({
      emirate: state.emirate,
      price: state.price,
      loanAmount: loan.loanAmount,
      buyerPaysFullTransferFee: state.transferFee === null ? undefined : state.transferFee === "buyer",
    }),
  };
}

describe("parseFeeCalculatorState", () => {
  it("gives the defaults for an empty query", () => {
    expect(parseFeeCalculatorState("")).toEqual(DEFAULT_FEE_CALCULATOR_STATE);
  });

  it("reads every parameter", () => {
    const state = parseFeeCalculatorState(
      "?tab=rent&emirate=abu-dhabi&price=3500000&finance=mortgage&ltv=65.5&national=1&firstHome=0&offPlan=1&transferFee=split&rent=95000&cheques=12&furnished=1&down=700000&rate=3.99&years=20",
    );
    expect(state).toEqual<FeeCalculatorState>({
      tab: "rent",
      emirate: "Abu Dhabi",
      price: 3_500_000,
      finance: "mortgage",
      ltv: 65.5,
      loan: null,
      isUaeNational: true,
      isFirstHome: false,
      isOffPlan: true,
      transferFee: "split",
      annualRent: 95_000,
      cheques: 12,
      furnished: true,
      downPayment: 700_000,
      ratePercent: 3.99,
      years: 20,
    });
  });

  it("accepts emirate names as well as slugs, and commas in amounts", () => {
    const state = parseFeeCalculatorState("emirate=Ras%20Al%20Khaimah&price=1,250,000");
    expect(state.emirate).toBe("Ras Al Khaimah");
    expect(state.price).toBe(1_250_000);
  });

  it("falls back to the defaults for wrong values instead of failing", () => {
    const state = parseFeeCalculatorState(
      "tab=sell&emirate=atlantis&price=-5&finance=credit&ltv=120&cheques=13&rent=abc&years=30&rate=&national=maybe&transferFee=seller",
    );
    expect(state).toEqual(DEFAULT_FEE_CALCULATOR_STATE);
    expect(parseFeeCalculatorState("price=1.5").price).toBe(DEFAULT_FEE_CALCULATOR_STATE.price);
    expect(parseFeeCalculatorState("cheques=0").cheques).toBe(DEFAULT_FEE_CALCULATOR_STATE.cheques);
    expect(parseFeeCalculatorState("years=2.5").years).toBe(DEFAULT_FEE_CALCULATOR_STATE.years);
  });

  it("takes the loan amount over a percentage when both are given", () => {
    const state = parseFeeCalculatorState("finance=mortgage&ltv=50&loan=900000");
    expect(state.loan).toBe(900_000);
    expect(state.ltv).toBeNull();
  });
});

describe("serializeFeeCalculatorState", () => {
  it("leaves defaults out", () => {
    expect(serializeFeeCalculatorState(DEFAULT_FEE_CALCULATOR_STATE)).toBe("");
  });

  it("round-trips any state", () => {
    const state: FeeCalculatorState = {
      ...DEFAULT_FEE_CALCULATOR_STATE,
      tab: "mortgage",
      emirate: "Umm Al Quwain",
      price: 1_500_000,
      finance: "mortgage",
      loan: 1_000_000,
      isFirstHome: false,
      transferFee: "buyer",
      cheques: 2,
      furnished: true,
      downPayment: 500_000,
      ratePercent: 4.1,
      years: 15,
    };
    const query = serializeFeeCalculatorState(state);
    expect(query).toBe(
      "tab=mortgage&emirate=umm-al-quwain&price=1500000&finance=mortgage&loan=1000000&firstHome=0&transferFee=buyer&cheques=2&furnished=1&down=500000&rate=4.1&years=15",
    );
    expect(parseFeeCalculatorState(query)).toEqual(state);
  });
});

describe("resolveLoan", () => {
  it("lends nothing on a cash purchase", () => {
    expect(resolveLoan(parseFeeCalculatorState("finance=cash&ltv=80"))).toEqual({
      loanAmount: 0,
      capPercent: 80,
      requestedAboveCap: null,
    });
  });

  it("defaults a mortgage to the Central Bank cap for the buyer", () => {
    expect(resolveLoan(parseFeeCalculatorState("finance=mortgage&price=1000000")).loanAmount).toBe(800_000);
    expect(resolveLoan(parseFeeCalculatorState("finance=mortgage&price=1000000&national=1")).loanAmount).toBe(
      850_000,
    );
    expect(resolveLoan(parseFeeCalculatorState("finance=mortgage&price=6000000")).loanAmount).toBe(4_200_000);
    expect(resolveLoan(parseFeeCalculatorState("finance=mortgage&price=1000000&offPlan=1")).loanAmount).toBe(
      500_000,
    );
  });

  it("cuts a loan above the cap down to the cap and says what was asked", () => {
    expect(resolveLoan(parseFeeCalculatorState("finance=mortgage&price=1000000&firstHome=0&ltv=80"))).toEqual(
      {
        loanAmount: 600_000,
        capPercent: 60,
        requestedAboveCap: 800_000,
      },
    );
    expect(resolveLoan(parseFeeCalculatorState("finance=mortgage&price=1000000&loan=900000"))).toEqual({
      loanAmount: 800_000,
      capPercent: 80,
      requestedAboveCap: 900_000,
    });
  });
});

describe("worked examples from a shared link", () => {
  it("AED 2,000,000 cash purchase in Dubai: every line and the total", () => {
    const { costs, loan } = costsFor("emirate=dubai&price=2000000&finance=cash");
    expect(loan.loanAmount).toBe(0);
    expect(costs.items.map((i) => [i.key, i.amount, i.payer])).toEqual(dubaiCashPurchase.lines);
    expect(costs.totalUpfront).toBe(dubaiCashPurchase.totalUpfront);
    expect(costs.cashNeeded).toBe(dubaiCashPurchase.cashNeeded);
    expect(costs.goldenVisaEligible).toBe(true);
  });

  it("AED 1,500,000 with an 80% mortgage in Dubai: every line and the total", () => {
    const { costs, loan } = costsFor("price=1500000&finance=mortgage&ltv=80");
    expect(loan).toEqual({ loanAmount: 1_200_000, capPercent: 80, requestedAboveCap: null });
    expect(costs.items.map((i) => [i.key, i.amount, i.payer])).toEqual(dubaiMortgagePurchase.lines);
    expect(costs.totalUpfront).toBe(dubaiMortgagePurchase.totalUpfront);
    expect(costs.cashNeeded).toBe(dubaiMortgagePurchase.cashNeeded);
    expect(costs.goldenVisaEligible).toBe(false);
  });

  it("splits the Dubai transfer fee when the link says so", () => {
    const { costs } = costsFor("price=2000000&transferFee=split");
    expect(costs.items[0]).toMatchObject({ amount: 80_000, payer: "split" });
    expect(costs.totalUpfront).toBe(87_030);
  });

  it("renting: the link's rent, cheques and furnishing reach the calculation", () => {
    const state = parseFeeCalculatorState("tab=rent&rent=100000&cheques=2&furnished=1");
    const costs = calculateRentingCosts({
      emirate: state.emirate,
      annualRent: state.annualRent,
      cheques: state.cheques,
      furnished: state.furnished,
    });
    expect(costs.chequeAmount).toBe(50_000);
    // deposit 10,000 + agency 5,250 + Ejari 220 + first cheque 50,000
    expect(costs.moveInTotal).toBe(65_470);
  });
});

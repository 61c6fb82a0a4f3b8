import { describe, it, expect } from "vitest";
import {
  buyerShare,
  calculateBuyingCosts,
  calculateMortgage,
  calculateRentingCosts,
  maxLoanToValue,
  type CostItem,
} from "./uae-costs";
import { dubaiCashPurchase, dubaiMortgagePurchase, type WorkedPurchase } from "./uae-costs.examples";

function item<Item extends Pick<CostItem, "key">>(items: Item[], key: string): Item {
  const found = items.find((i) => i.key === key);
  if (!found) throw new Error(`no item ${key}`);
  return found;
}

describe("calculateBuyingCosts: Dubai", () => {
  it.each([
    ["a AED 2,000,000 cash purchase", dubaiCashPurchase],
    ["a AED 1,500,000 purchase with an 80% mortgage", dubaiMortgagePurchase],
  ] as [string, WorkedPurchase][])("itemises %s as worked by hand", (_, example) => {
    const result = calculateBuyingCosts({
      emirate: "Dubai",
      price: example.price,
      loanAmount: example.loanAmount || undefined,
    });
    expect(result.items.map((i) => [i.key, i.amount, i.payer])).toEqual(example.lines);
    expect(result.totalUpfront).toBe(example.totalUpfront);
    expect(result.cashNeeded).toBe(example.cashNeeded);
    expect(result.unconfirmed).toBe(false);
    expect(result.landDepartment).toBe("Dubai Land Department (DLD)");
    expect(result.goldenVisaEligible).toBe(example.goldenVisaEligible);
  });

  it("adds VAT to the trustee fee and the agency commission", () => {
    const result = calculateBuyingCosts({ emirate: "Dubai", price: 2_000_000 });
    expect(item(result.items, "trusteeFee")).toMatchObject({ amount: 4_200, vatIncluded: true });
    expect(item(result.items, "agencyCommission")).toMatchObject({ amount: 42_000, vatIncluded: true });
  });

  // Same apartment with an AED 1,600,000 loan: registration 0.25% = 4,000 + 290 = 4,290;
  // valuation midpoint 3,000. Total 127,030 + 7,290 = 134,320; cash 400,000 + 134,320 = 534,320.
  it("adds mortgage registration and valuation when there is a loan", () => {
    const result = calculateBuyingCosts({ emirate: "Dubai", price: 2_000_000, loanAmount: 1_600_000 });
    expect(item(result.items, "mortgageRegistration").amount).toBe(4_290);
    expect(item(result.items, "valuationFee").amount).toBe(3_000);
    expect(item(result.items, "valuationFee").label).toContain("2,500–3,500");
    expect(result.totalUpfront).toBe(134_320);
    expect(result.cashNeeded).toBe(534_320);
  });

  it("shows the legal 2% / 2% split when the buyer pays only half the transfer fee", () => {
    const result = calculateBuyingCosts({
      emirate: "Dubai",
      price: 2_000_000,
      buyerPaysFullTransferFee: false,
    });
    const transfer = item(result.items, "transferFee");
    expect(transfer).toMatchObject({ amount: 80_000, payer: "split" });
    expect(buyerShare(transfer)).toBe(40_000);
    expect(result.totalUpfront).toBe(87_030);
    expect(result.cashNeeded).toBe(2_087_030);
  });

  it("charges the lower trustee fee at or below AED 500,000", () => {
    const at = calculateBuyingCosts({ emirate: "Dubai", price: 500_000 });
    expect(item(at.items, "trusteeFee").amount).toBe(2_100);
    // 20,000 + 580 + 2,100 + 250 + 10,500
    expect(at.totalUpfront).toBe(33_430);

    const above = calculateBuyingCosts({ emirate: "Dubai", price: 500_001 });
    expect(item(above.items, "trusteeFee").amount).toBe(4_200);
  });

  it("marks Golden Visa eligibility from AED 2,000,000", () => {
    expect(calculateBuyingCosts({ emirate: "Dubai", price: 1_999_999 }).goldenVisaEligible).toBe(false);
    expect(calculateBuyingCosts({ emirate: "Dubai", price: 2_000_000 }).goldenVisaEligible).toBe(true);
    expect(calculateBuyingCosts({ emirate: "Sharjah", price: 2_500_000 }).goldenVisaEligible).toBe(true);
  });

  it("rounds percentage fees to fils", () => {
    const result = calculateBuyingCosts({ emirate: "Dubai", price: 1_234_567, loanAmount: 987_654 });
    // 987,654 × 0.25% = 2,469.135 → 2,469.14, + 290
    expect(item(result.items, "mortgageRegistration").amount).toBe(2_759.14);
    // 1,234,567 × 2% × 1.05 = 25,925.907 → 25,925.91
    expect(item(result.items, "agencyCommission").amount).toBe(25_925.91);
  });
});

describe("calculateBuyingCosts: other emirates", () => {
  // Abu Dhabi AED 1,000,000 cash: transfer 2% = 20,000 (buyer); commission 21,000. Total 41,000.
  it("uses Abu Dhabi's 2% transfer fee paid by the buyer", () => {
    const result = calculateBuyingCosts({ emirate: "Abu Dhabi", price: 1_000_000 });
    expect(item(result.items, "transferFee")).toMatchObject({ amount: 20_000, payer: "buyer" });
    expect(result.items.map((i) => i.key)).not.toContain("trusteeFee");
    expect(result.totalUpfront).toBe(41_000);
    expect(result.unconfirmed).toBe(false);
    expect(result.landDepartment).toContain("ADREC");
  });

  it("flags Abu Dhabi's mortgage registration as unconfirmed instead of guessing it", () => {
    const result = calculateBuyingCosts({ emirate: "Abu Dhabi", price: 1_000_000, loanAmount: 700_000 });
    expect(item(result.items, "mortgageRegistration")).toMatchObject({ amount: 0, unconfirmed: true });
    expect(result.unconfirmed).toBe(true);
    expect(result.note).toContain("Check current fees with Abu Dhabi Real Estate Centre (ADREC)");
    // 20,000 + 21,000 + valuation 3,000
    expect(result.totalUpfront).toBe(44_000);
    expect(result.cashNeeded).toBe(344_000);
  });

  // RAK AED 1,000,000: 2% from each party = 40,000 split; buyer's 20,000 + commission 21,000 = 41,000.
  it("splits the RAK registration fee 2% / 2% unless the buyer pays it all", () => {
    const split = calculateBuyingCosts({ emirate: "Ras Al Khaimah", price: 1_000_000 });
    expect(item(split.items, "transferFee")).toMatchObject({ amount: 40_000, payer: "split" });
    expect(split.totalUpfront).toBe(41_000);
    expect(split.unconfirmed).toBe(false);

    const full = calculateBuyingCosts({
      emirate: "Ras Al Khaimah",
      price: 1_000_000,
      buyerPaysFullTransferFee: true,
    });
    expect(item(full.items, "transferFee").payer).toBe("buyer");
    expect(full.totalUpfront).toBe(61_000);
  });

  it.each([
    ["Sharjah", "Sharjah Real Estate Registration Department"],
    ["Ajman", "Ajman Department of Land and Real Estate Regulation"],
    ["Fujairah", "Fujairah Municipality land and property registration"],
    ["Umm Al Quwain", "Umm Al Quwain Department of Lands and Properties"],
  ] as const)("sends %s buyers to the land department rather than inventing a fee", (emirate, department) => {
    const result = calculateBuyingCosts({ emirate, price: 1_000_000 });
    expect(result.unconfirmed).toBe(true);
    expect(result.landDepartment).toBe(department);
    expect(result.note).toContain(`Check current fees with ${department}`);
    expect(item(result.items, "transferFee")).toMatchObject({ amount: 0, unconfirmed: true });
    // Only the commission is counted: 21,000.
    expect(result.totalUpfront).toBe(21_000);
    expect(result.cashNeeded).toBe(1_021_000);
  });
});

describe("calculateBuyingCosts: bad input", () => {
  it.each([
    ["a negative price", { emirate: "Dubai", price: -1 }],
    ["a zero price", { emirate: "Dubai", price: 0 }],
    ["a NaN price", { emirate: "Dubai", price: Number.NaN }],
    ["an infinite price", { emirate: "Dubai", price: Number.POSITIVE_INFINITY }],
    ["a negative loan", { emirate: "Dubai", price: 1_000_000, loanAmount: -5 }],
    ["a loan above the price", { emirate: "Dubai", price: 1_000_000, loanAmount: 1_000_001 }],
    ["an unknown emirate", { emirate: "Bahrain", price: 1_000_000 }],
  ])("throws a RangeError for %s", (_, input) => {
    expect(() => calculateBuyingCosts(input as Parameters<typeof calculateBuyingCosts>[0])).toThrow(
      RangeError,
    );
  });

  it("names the bad field in the message", () => {
    expect(() => calculateBuyingCosts({ emirate: "Dubai", price: -1 })).toThrow(/price/);
    expect(() => calculateBuyingCosts({ emirate: "Dubai", price: 10, loanAmount: 20 })).toThrow(/loanAmount/);
  });
});

describe("calculateRentingCosts", () => {
  /** Dubai AED 120,000 a year, unfurnished, 4 cheques, unless the test says otherwise. */
  function rentingCosts(overrides: Partial<Parameters<typeof calculateRentingCosts>[0]> = {}) {
    return calculateRentingCosts({
      emirate: "Dubai",
      annualRent: 120_000,
      cheques: 4,
      furnished: false,
      ...overrides,
    });
  }

  // Dubai AED 120,000 a year, unfurnished, 4 cheques: cheque 30,000; deposit 5% = 6,000;
  // agency 5% = 6,000 + VAT = 6,300; Ejari 220. Move-in 30,000 + 6,000 + 6,300 + 220 = 42,520.
  it("itemises an unfurnished Dubai rental in 4 cheques", () => {
    const result = rentingCosts();
    expect(result.chequeAmount).toBe(30_000);
    expect(item(result.items, "securityDeposit")).toMatchObject({ amount: 6_000, refundable: true });
    expect(item(result.items, "agencyFee")).toMatchObject({ amount: 6_300, vatIncluded: true });
    expect(item(result.items, "registration").amount).toBe(220);
    expect(item(result.items, "registration").label).toContain("Ejari");
    expect(result.moveInTotal).toBe(42_520);
    expect(result.unconfirmed).toBe(false);
  });

  it("takes a 10% deposit when furnished", () => {
    const result = rentingCosts({ furnished: true });
    expect(item(result.items, "securityDeposit").amount).toBe(12_000);
    expect(result.moveInTotal).toBe(48_520);
  });

  it("handles 1 and 12 cheques", () => {
    const one = rentingCosts({ annualRent: 90_000, cheques: 1 });
    expect(one.chequeAmount).toBe(90_000);
    // 90,000 + 4,500 + 4,725 + 220
    expect(one.moveInTotal).toBe(99_445);

    expect(rentingCosts({ annualRent: 100_000, cheques: 12 }).chequeAmount).toBe(8_333.33);
  });

  it("names Tawtheeq in Abu Dhabi and flags its fee as unconfirmed", () => {
    const result = rentingCosts({ emirate: "Abu Dhabi", annualRent: 100_000, cheques: 2 });
    const registration = result.items.find((i) => i.key === "registration");
    expect(registration).toMatchObject({ amount: 0, unconfirmed: true });
    expect(registration?.label).toContain("Tawtheeq");
    expect(result.unconfirmed).toBe(true);
    // 50,000 + 5,000 + 5,250; the unconfirmed registration is not counted
    expect(result.moveInTotal).toBe(60_250);
  });

  it("flags the registration fee as unconfirmed in the northern emirates", () => {
    for (const emirate of ["Sharjah", "Ajman", "Ras Al Khaimah", "Fujairah", "Umm Al Quwain"] as const) {
      const result = calculateRentingCosts({ emirate, annualRent: 60_000, cheques: 4, furnished: false });
      expect(result.unconfirmed).toBe(true);
      expect(result.items.find((i) => i.key === "registration")?.unconfirmed).toBe(true);
      expect(result.note).toContain(result.registrationAuthority);
    }
  });

  it.each([
    ["0 cheques", { annualRent: 100_000, cheques: 0 }],
    ["13 cheques", { annualRent: 100_000, cheques: 13 }],
    ["2.5 cheques", { annualRent: 100_000, cheques: 2.5 }],
    ["a negative rent", { annualRent: -100, cheques: 1 }],
    ["a NaN rent", { annualRent: Number.NaN, cheques: 1 }],
  ])("throws a RangeError for %s", (_, values) => {
    expect(() => calculateRentingCosts({ emirate: "Dubai", furnished: false, ...values })).toThrow(
      RangeError,
    );
  });
});

describe("calculateMortgage", () => {
  // AED 100,000 at 12% a year over 1 year: r = 1% a month, payment = 100,000 × 0.01 / (1 − 1.01^−12)
  // = 8,884.88; repaid 106,618.55; interest 6,618.55.
  it("amortises a loan at a positive rate", () => {
    const result = calculateMortgage({ price: 100_000, downPayment: 0, annualRatePercent: 12, years: 1 });
    expect(result.months).toBe(12);
    expect(result.monthlyPayment).toBeCloseTo(8_884.88, 2);
    expect(result.totalInterest).toBeCloseTo(6_618.55, 1);
    expect(result.loanToValuePercent).toBe(100);
  });

  // AED 2,000,000 with 400,000 down at 4% over 25 years: loan 1,600,000, LTV 80%,
  // payment about AED 8,445 a month, interest about AED 933,600 over the term.
  it("amortises a typical 25-year Dubai mortgage", () => {
    const result = calculateMortgage({
      price: 2_000_000,
      downPayment: 400_000,
      annualRatePercent: 4,
      years: 25,
    });
    expect(result.loanAmount).toBe(1_600_000);
    expect(result.loanToValuePercent).toBe(80);
    expect(result.monthlyPayment).toBeGreaterThan(8_440);
    expect(result.monthlyPayment).toBeLessThan(8_450);
    expect(result.totalInterest).toBeCloseTo(result.monthlyPayment * 300 - 1_600_000, -1);
  });

  it.each([
    [
      "a 0% rate as equal instalments",
      { price: 1_500_000, downPayment: 300_000, annualRatePercent: 0 },
      4_000,
      80,
    ],
    ["no loan at all", { price: 1_000_000, downPayment: 1_000_000, annualRatePercent: 4 }, 0, 0],
  ])("handles %s, with no interest", (_, input, monthlyPayment, loanToValuePercent) => {
    const result = calculateMortgage({ ...input, years: 25 });
    expect(result.monthlyPayment).toBe(monthlyPayment);
    expect(result.totalInterest).toBe(0);
    expect(result.loanToValuePercent).toBe(loanToValuePercent);
  });

  it.each([
    ["a down payment above the price", { price: 1_000, downPayment: 1_001, annualRatePercent: 4, years: 10 }],
    ["a negative down payment", { price: 1_000, downPayment: -1, annualRatePercent: 4, years: 10 }],
    ["a negative rate", { price: 1_000, downPayment: 0, annualRatePercent: -1, years: 10 }],
    ["a rate above 100%", { price: 1_000, downPayment: 0, annualRatePercent: 101, years: 10 }],
    ["a NaN rate", { price: 1_000, downPayment: 0, annualRatePercent: Number.NaN, years: 10 }],
    ["0 years", { price: 1_000, downPayment: 0, annualRatePercent: 4, years: 0 }],
    ["26 years", { price: 1_000, downPayment: 0, annualRatePercent: 4, years: 26 }],
    ["a fractional term", { price: 1_000, downPayment: 0, annualRatePercent: 4, years: 10.5 }],
  ])("throws a RangeError for %s", (_, input) => {
    expect(() => calculateMortgage(input)).toThrow(RangeError);
  });
});

describe("maxLoanToValue", () => {
  const base = { isUaeNational: false, isFirstHome: true, isOffPlan: false };

  it("caps expatriates' first homes at 80% up to AED 5M and 70% above", () => {
    expect(maxLoanToValue({ ...base, price: 5_000_000 })).toBe(80);
    expect(maxLoanToValue({ ...base, price: 5_000_001 })).toBe(70);
  });

  it("caps UAE nationals' first homes at 85% up to AED 5M and 75% above", () => {
    expect(maxLoanToValue({ ...base, isUaeNational: true, price: 3_000_000 })).toBe(85);
    expect(maxLoanToValue({ ...base, isUaeNational: true, price: 8_000_000 })).toBe(75);
  });

  it("caps second and later homes at 60% (expatriates) and 65% (nationals)", () => {
    expect(maxLoanToValue({ ...base, isFirstHome: false, price: 2_000_000 })).toBe(60);
    expect(maxLoanToValue({ ...base, isFirstHome: false, isUaeNational: true, price: 2_000_000 })).toBe(65);
  });

  it("caps off-plan at 50% for everyone", () => {
    expect(maxLoanToValue({ ...base, isOffPlan: true, price: 2_000_000 })).toBe(50);
    expect(
      maxLoanToValue({ isUaeNational: true, isFirstHome: true, isOffPlan: true, price: 2_000_000 }),
    ).toBe(50);
  });

  it("throws a RangeError for a bad price", () => {
    expect(() => maxLoanToValue({ ...base, price: -1 })).toThrow(RangeError);
    expect(() => maxLoanToValue({ ...base, price: Number.NaN })).toThrow(RangeError);
  });
});

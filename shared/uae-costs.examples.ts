/**
 * Purchases in Dubai worked by hand, line by line: the calculator's own tests and the fee calculator's
 * shared-link tests check against the same figures, so a correction to a fee is made once.
 */
export interface WorkedPurchase {
  price: number;
  loanAmount: number;
  /** [cost item key, amount in AED, who pays] in the order the calculator lists them. */
  lines: [key: string, amount: number, payer: "buyer" | "split"][];
  totalUpfront: number;
  cashNeeded: number;
  goldenVisaEligible: boolean;
}

// Transfer 4% = 80,000; admin 580; trustee 4,000 + 5% VAT = 4,200; title deed 250;
// commission 2% = 40,000 + 5% VAT = 42,000. Total 127,030; cash needed 2,127,030.
export const dubaiCashPurchase: WorkedPurchase = {
  price: 2_000_000,
  loanAmount: 0,
  lines: [
    ["transferFee", 80_000, "buyer"],
    ["adminFee", 580, "buyer"],
    ["trusteeFee", 4_200, "buyer"],
    ["titleDeedFee", 250, "buyer"],
    ["agencyCommission", 42_000, "buyer"],
  ],
  totalUpfront: 127_030,
  cashNeeded: 2_127_030,
  goldenVisaEligible: true,
};

// An 80% mortgage (loan AED 1,200,000): transfer 4% = 60,000; admin 580; trustee 4,200; title deed 250;
// commission 2% = 30,000 + 5% VAT = 31,500; mortgage registration 0.25% = 3,000 + 290 = 3,290;
// valuation midpoint 3,000. Total 102,820; cash needed 300,000 deposit + 102,820 = 402,820.
export const dubaiMortgagePurchase: WorkedPurchase = {
  price: 1_500_000,
  loanAmount: 1_200_000,
  lines: [
    ["transferFee", 60_000, "buyer"],
    ["adminFee", 580, "buyer"],
    ["trusteeFee", 4_200, "buyer"],
    ["titleDeedFee", 250, "buyer"],
    ["agencyCommission", 31_500, "buyer"],
    ["mortgageRegistration", 3_290, "buyer"],
    ["valuationFee", 3_000, "buyer"],
  ],
  totalUpfront: 102_820,
  cashNeeded: 402_820,
  goldenVisaEligible: false,
};

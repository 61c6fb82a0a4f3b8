import { formatAed, formatPercent } from "../format";
import * as costs from "../uae-costs";

/**
 * Figures in content that come from rules are written as placeholders and filled in at build time from
 * shared/uae-costs.ts, so a page cannot drift from the Fee Calculator (docs/content.md):
 *
 * - a named value: `{{dubaiTransferFeeRate}}` → "4%", `{{dubaiTitleDeedFee}}` → "AED 250";
 * - a computed example: `{{mortgagePayment amount=1200000 rate=0.04 years=25}}` → "AED 6,334".
 *
 * Rates are written as fractions (0.04) and printed as percentages; amounts are whole dirhams.
 * An unknown name, a missing argument or a stray `{{` is an error, which fails the build.
 */

const percentOfHundred = (value: number) => formatPercent(value, { decimals: 2, minimumDecimals: 0 });
const percent = (fraction: number) => percentOfHundred(fraction * 100);

/** Every named value content may use, already formatted. */
export const NAMED_VALUES: Record<string, string> = {
  vatRate: percent(costs.VAT_RATE),
  saleAgencyCommissionRate: percent(costs.SALE_AGENCY_COMMISSION_RATE),
  rentAgencyFeeRate: percent(costs.RENT_AGENCY_FEE_RATE),
  securityDepositRateUnfurnished: percent(costs.SECURITY_DEPOSIT_RATE_UNFURNISHED),
  securityDepositRateFurnished: percent(costs.SECURITY_DEPOSIT_RATE_FURNISHED),
  goldenVisaMinPropertyValue: formatAed(costs.GOLDEN_VISA_MIN_PROPERTY_VALUE),
  valuationFeeMin: formatAed(costs.VALUATION_FEE_MIN),
  valuationFeeMax: formatAed(costs.VALUATION_FEE_MAX),
  dubaiTransferFeeRate: percent(costs.DUBAI_TRANSFER_FEE_RATE),
  dubaiTransferFeeRateEachParty: percent(costs.DUBAI_TRANSFER_FEE_RATE / 2),
  dubaiDldAdminFee: formatAed(costs.DUBAI_DLD_ADMIN_FEE),
  dubaiTitleDeedFee: formatAed(costs.DUBAI_TITLE_DEED_FEE),
  dubaiTrusteeFee: formatAed(costs.DUBAI_TRUSTEE_FEE),
  dubaiTrusteeFeeLow: formatAed(costs.DUBAI_TRUSTEE_FEE_LOW),
  dubaiEjariFee: formatAed(costs.DUBAI_EJARI_FEE),
  dubaiMortgageRegistrationRate: percent(costs.DUBAI_MORTGAGE_REGISTRATION_RATE),
  dubaiMortgageRegistrationFixed: formatAed(costs.DUBAI_MORTGAGE_REGISTRATION_FIXED),
  abuDhabiTransferFeeRate: percent(costs.ABU_DHABI_TRANSFER_FEE_RATE),
  rakTransferFeeRateEachParty: percent(costs.RAK_TRANSFER_FEE_RATE_EACH_PARTY),
  maxMortgageYears: String(costs.MAX_MORTGAGE_YEARS),
  ltvPriceThreshold: formatAed(costs.LTV_PRICE_THRESHOLD),
  ltvExpatriateFirstHome: percentOfHundred(costs.LTV_CAPS.expatriate.firstHomeUpToThreshold),
  ltvExpatriateFirstHomeAboveThreshold: percentOfHundred(costs.LTV_CAPS.expatriate.firstHomeAboveThreshold),
  ltvExpatriateAdditionalHome: percentOfHundred(costs.LTV_CAPS.expatriate.additionalHome),
  ltvNationalFirstHome: percentOfHundred(costs.LTV_CAPS.uaeNational.firstHomeUpToThreshold),
  ltvNationalFirstHomeAboveThreshold: percentOfHundred(costs.LTV_CAPS.uaeNational.firstHomeAboveThreshold),
  ltvNationalAdditionalHome: percentOfHundred(costs.LTV_CAPS.uaeNational.additionalHome),
  ltvOffPlan: percentOfHundred(costs.LTV_CAPS.offPlan),
};

type Args = Record<string, number>;

function mortgage(args: Args) {
  const { amount, rate, years } = required(args, ["amount", "rate", "years"]);
  return costs.calculateMortgage({ price: amount, downPayment: 0, annualRatePercent: rate * 100, years });
}

function required(args: Args, names: string[]): Args {
  for (const name of names) {
    if (!(name in args)) throw new Error(`needs ${name}=…`);
  }
  for (const name of Object.keys(args)) {
    if (!names.includes(name)) throw new Error(`takes no ${name}=…`);
  }
  return args;
}

/** Every computed example content may use, each from the calculator's own functions. */
export const COMPUTED_VALUES: Record<string, (args: Args) => string> = {
  /** Monthly repayment of a loan: amount (AED), rate (yearly, as a fraction), years. */
  mortgagePayment: (args) => formatAed(mortgage(args).monthlyPayment),
  /** Interest paid over the whole term of the same loan. */
  mortgageInterest: (args) => formatAed(mortgage(args).totalInterest),
  /** Dubai's transfer fee on a price: amount (AED). */
  dubaiTransferFee: (args) => formatAed(required(args, ["amount"]).amount * costs.DUBAI_TRANSFER_FEE_RATE),
  /** The agency commission on a sale price, VAT included: amount (AED). */
  saleAgencyCommissionWithVat: (args) =>
    formatAed(required(args, ["amount"]).amount * costs.SALE_AGENCY_COMMISSION_RATE * (1 + costs.VAT_RATE)),
};

const PLACEHOLDER = /\{\{\s*([A-Za-z]\w*)((?:\s+[A-Za-z]\w*=[-\d.]+)*)\s*\}\}/g;

function parseArgs(text: string): Args {
  const args: Args = {};
  for (const pair of text.trim().split(/\s+/).filter(Boolean)) {
    const [name, value] = pair.split("=");
    const number = Number(value);
    if (!Number.isFinite(number)) throw new Error(`${name}=${value} is not a number`);
    args[name] = number;
  }
  return args;
}

function resolveOne(name: string, argText: string): string {
  if (name in NAMED_VALUES) {
    if (argText.trim()) throw new Error(`{{${name}}} takes no arguments`);
    return NAMED_VALUES[name];
  }
  const compute = COMPUTED_VALUES[name];
  if (!compute) throw new Error(`unknown placeholder {{${name}}}`);
  try {
    return compute(parseArgs(argText));
  } catch (error) {
    throw new Error(`{{${name}${argText}}}: ${(error as Error).message}`);
  }
}

/** The text with every placeholder filled in; throws on an unknown or malformed one. */
export function resolvePlaceholders(text: string): string {
  const resolved = text.replace(PLACEHOLDER, (_match, name: string, argText: string) =>
    resolveOne(name, argText),
  );
  const stray = resolved.indexOf("{{");
  if (stray !== -1) {
    throw new Error(`malformed placeholder near "${resolved.slice(stray, stray + 40)}"`);
  }
  return resolved;
}

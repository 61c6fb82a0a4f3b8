import { formatAed, formatCount, formatPercent } from "../format";
import { intlLocale, SOURCE_LOCALE, type Locale } from "../locale";
import { FEATURED_30_DAYS_PRICE_AED, FEATURED_7_DAYS_PRICE_AED } from "../featured-plans";
import { DEFAULT_PAGE_SIZE, RELEVANCE_CANDIDATES } from "../listing-options";
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
 *
 * Figures are written in the language of the file they are in, through shared/format: "AED 220" in
 * content/en, "220 درهم" in content/ar (Western digits, decision 0043).
 */

/** An `Intl` locale (shared/locale.ts intlLocale): "en-GB", "ar-AE-u-nu-latn". */
type Format = string;

const percentOfHundred = (value: number, locale: Format) =>
  formatPercent(value, { decimals: 2, minimumDecimals: 0 }, locale);
const percent = (fraction: number, locale: Format) => percentOfHundred(fraction * 100, locale);

/** Every named value content may use, formatted in a locale. */
const NAMED: Record<string, (locale: Format) => string> = {
  vatRate: (l) => percent(costs.VAT_RATE, l),
  saleAgencyCommissionRate: (l) => percent(costs.SALE_AGENCY_COMMISSION_RATE, l),
  rentAgencyFeeRate: (l) => percent(costs.RENT_AGENCY_FEE_RATE, l),
  securityDepositRateUnfurnished: (l) => percent(costs.SECURITY_DEPOSIT_RATE_UNFURNISHED, l),
  securityDepositRateFurnished: (l) => percent(costs.SECURITY_DEPOSIT_RATE_FURNISHED, l),
  goldenVisaMinPropertyValue: (l) => formatAed(costs.GOLDEN_VISA_MIN_PROPERTY_VALUE, l),
  valuationFeeMin: (l) => formatAed(costs.VALUATION_FEE_MIN, l),
  valuationFeeMax: (l) => formatAed(costs.VALUATION_FEE_MAX, l),
  dubaiTransferFeeRate: (l) => percent(costs.DUBAI_TRANSFER_FEE_RATE, l),
  dubaiTransferFeeRateEachParty: (l) => percent(costs.DUBAI_TRANSFER_FEE_RATE / 2, l),
  dubaiDldAdminFee: (l) => formatAed(costs.DUBAI_DLD_ADMIN_FEE, l),
  dubaiTitleDeedFee: (l) => formatAed(costs.DUBAI_TITLE_DEED_FEE, l),
  dubaiTrusteeFee: (l) => formatAed(costs.DUBAI_TRUSTEE_FEE, l),
  dubaiTrusteeFeeLow: (l) => formatAed(costs.DUBAI_TRUSTEE_FEE_LOW, l),
  dubaiEjariFee: (l) => formatAed(costs.DUBAI_EJARI_FEE, l),
  dubaiMortgageRegistrationRate: (l) => percent(costs.DUBAI_MORTGAGE_REGISTRATION_RATE, l),
  dubaiMortgageRegistrationFixed: (l) => formatAed(costs.DUBAI_MORTGAGE_REGISTRATION_FIXED, l),
  abuDhabiTransferFeeRate: (l) => percent(costs.ABU_DHABI_TRANSFER_FEE_RATE, l),
  rakTransferFeeRateEachParty: (l) => percent(costs.RAK_TRANSFER_FEE_RATE_EACH_PARTY, l),
  maxMortgageYears: (l) => formatCount(costs.MAX_MORTGAGE_YEARS, l),
  ltvPriceThreshold: (l) => formatAed(costs.LTV_PRICE_THRESHOLD, l),
  ltvExpatriateFirstHome: (l) => percentOfHundred(costs.LTV_CAPS.expatriate.firstHomeUpToThreshold, l),
  ltvExpatriateFirstHomeAboveThreshold: (l) =>
    percentOfHundred(costs.LTV_CAPS.expatriate.firstHomeAboveThreshold, l),
  ltvExpatriateAdditionalHome: (l) => percentOfHundred(costs.LTV_CAPS.expatriate.additionalHome, l),
  ltvNationalFirstHome: (l) => percentOfHundred(costs.LTV_CAPS.uaeNational.firstHomeUpToThreshold, l),
  ltvNationalFirstHomeAboveThreshold: (l) =>
    percentOfHundred(costs.LTV_CAPS.uaeNational.firstHomeAboveThreshold, l),
  ltvNationalAdditionalHome: (l) => percentOfHundred(costs.LTV_CAPS.uaeNational.additionalHome, l),
  ltvOffPlan: (l) => percentOfHundred(costs.LTV_CAPS.offPlan, l),
  featured7DaysPrice: (l) => formatAed(FEATURED_7_DAYS_PRICE_AED, l),
  featured30DaysPrice: (l) => formatAed(FEATURED_30_DAYS_PRICE_AED, l),
  resultsPageSize: (l) => formatCount(DEFAULT_PAGE_SIZE, l),
  relevanceCandidates: (l) => formatCount(RELEVANCE_CANDIDATES, l),
};

/** Every named value content may use, as written in English pages. */
export const NAMED_VALUES: Record<string, string> = Object.fromEntries(
  Object.entries(NAMED).map(([name, format]) => [name, format(intlLocale(SOURCE_LOCALE))]),
);

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

/**
 * Every computed example content may use, each from the calculator's own functions; `locale` is the
 * `Intl` locale of the page's language (English by default).
 */
export const COMPUTED_VALUES: Record<string, (args: Args, locale?: Format) => string> = {
  /** Monthly repayment of a loan: amount (AED), rate (yearly, as a fraction), years. */
  mortgagePayment: (args, l) => formatAed(mortgage(args).monthlyPayment, l),
  /** Interest paid over the whole term of the same loan. */
  mortgageInterest: (args, l) => formatAed(mortgage(args).totalInterest, l),
  /** Dubai's transfer fee on a price: amount (AED). */
  dubaiTransferFee: (args, l) =>
    formatAed(required(args, ["amount"]).amount * costs.DUBAI_TRANSFER_FEE_RATE, l),
  /** The agency commission on a sale price, VAT included: amount (AED). */
  saleAgencyCommissionWithVat: (args, l) =>
    formatAed(
      required(args, ["amount"]).amount * costs.SALE_AGENCY_COMMISSION_RATE * (1 + costs.VAT_RATE),
      l,
    ),
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

function resolveOne(name: string, argText: string, locale: Format): string {
  const named = NAMED[name];
  if (named) {
    if (argText.trim()) throw new Error(`{{${name}}} takes no arguments`);
    return named(locale);
  }
  const compute = COMPUTED_VALUES[name];
  if (!compute) throw new Error(`unknown placeholder {{${name}}}`);
  try {
    return compute(parseArgs(argText), locale);
  } catch (error) {
    throw new Error(`{{${name}${argText}}}: ${(error as Error).message}`);
  }
}

/**
 * The text with every placeholder filled in, written in `language` (the file's: "220 درهم" in Arabic);
 * throws on an unknown or malformed one.
 */
export function resolvePlaceholders(text: string, language: Locale = SOURCE_LOCALE): string {
  const locale = intlLocale(language);
  const resolved = text.replace(PLACEHOLDER, (_match, name: string, argText: string) =>
    resolveOne(name, argText, locale),
  );
  const stray = resolved.indexOf("{{");
  if (stray !== -1) {
    throw new Error(`malformed placeholder near "${resolved.slice(stray, stray + 40)}"`);
  }
  return resolved;
}

import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { Figure } from "@/components/figure";
import { formatAed, formatPercent } from "@shared/format";
import { useFormatLocale } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import {
  calculateMortgage,
  LTV_PRICE_THRESHOLD,
  MAX_MORTGAGE_YEARS,
  maxLoanToValue,
  type MortgageResult,
} from "@shared/uae-costs";
import { AmountInput } from "./amount-input";
import { BuyerProfileFields } from "./buyer-profile-fields";
import { CalculatorField, describedBy } from "./calculator-field";
import { DEFAULT_MORTGAGE_VALUES, type MortgageCalculatorValues } from "./mortgage-defaults";

export {
  DEFAULT_MORTGAGE_RATE_PERCENT,
  DEFAULT_MORTGAGE_VALUES,
  type MortgageCalculatorValues,
} from "./mortgage-defaults";

type MortgageField = "price" | "downPayment" | "ratePercent" | "years";
/** What is wrong with a field; the calculator words it in the page's language. */
type MortgageError = "price" | "downPayment" | "downPaymentAbovePrice" | "ratePercent" | "years";
type FieldErrors = Partial<Record<MortgageField, MortgageError>>;

interface Outcome {
  errors: FieldErrors;
  result?: MortgageResult;
  capPercent?: number;
  minimumDownPayment?: number;
}

/** Which Central Bank cap applies, in words. */
function useDescribeCap(): (values: MortgageCalculatorValues, price: number) => string {
  const { t } = useLingui();
  const threshold = formatAed(LTV_PRICE_THRESHOLD, useFormatLocale());
  return (values, price) => {
    if (values.isOffPlan) return t`off-plan property`;
    if (values.isUaeNational) {
      if (!values.isFirstHome) return t`UAE national, second or later home`;
      return price <= LTV_PRICE_THRESHOLD
        ? t`UAE national, first home up to ${threshold}`
        : t`UAE national, first home above ${threshold}`;
    }
    if (!values.isFirstHome) return t`expatriate, second or later home`;
    return price <= LTV_PRICE_THRESHOLD
      ? t`expatriate, first home up to ${threshold}`
      : t`expatriate, first home above ${threshold}`;
  };
}

function useErrorText(): (error: MortgageError | undefined) => string | undefined {
  const { t } = useLingui();
  return (error) => {
    switch (error) {
      case "price":
        return t`Enter the property price in AED`;
      case "downPayment":
        return t`Enter the down payment in AED (0 or more)`;
      case "downPaymentAbovePrice":
        return t`The down payment cannot be more than the price`;
      case "ratePercent":
        return t`Enter a yearly rate from 0 to 100%`;
      case "years":
        return t`Enter a whole number of years from 1 to ${MAX_MORTGAGE_YEARS}`;
      default:
        return undefined;
    }
  };
}

export function evaluateMortgage(values: MortgageCalculatorValues): Outcome {
  const { price, downPayment, ratePercent, years } = values;
  const errors: FieldErrors = {};
  if (price === null || price <= 0) errors.price = "price";
  if (downPayment === null) errors.downPayment = "downPayment";
  else if (price !== null && downPayment > price) errors.downPayment = "downPaymentAbovePrice";
  if (ratePercent === null || ratePercent > 100) errors.ratePercent = "ratePercent";
  if (years === null || !Number.isInteger(years) || years < 1 || years > MAX_MORTGAGE_YEARS)
    errors.years = "years";
  if (Object.keys(errors).length) return { errors };

  const result = calculateMortgage({
    price: price!,
    downPayment: downPayment!,
    annualRatePercent: ratePercent!,
    years: years!,
  });
  const capPercent = maxLoanToValue({
    price: price!,
    isUaeNational: values.isUaeNational,
    isFirstHome: values.isFirstHome,
    isOffPlan: values.isOffPlan,
  });
  return {
    errors,
    result,
    capPercent,
    minimumDownPayment: Math.ceil(price! * (1 - capPercent / 100)),
  };
}

export interface MortgageCalculatorProps {
  /** Controlled: the values and where changes go (the Fee Calculator keeps them in the URL). */
  value?: MortgageCalculatorValues;
  onChange?: (value: MortgageCalculatorValues) => void;
  /** Uncontrolled start values (a guide page embedding the calculator). */
  defaultValue?: Partial<MortgageCalculatorValues>;
  title?: string;
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * Monthly repayment, total interest and loan-to-value against the Central Bank of the UAE's caps, from
 * shared/uae-costs.ts (the same rules as the Fee Calculator and each listing's all-in cost).
 */
export function MortgageCalculator({
  value,
  onChange,
  defaultValue,
  title,
  headingLevel = 2,
  className,
}: MortgageCalculatorProps) {
  const [ownValues, setOwnValues] = useState<MortgageCalculatorValues>({
    ...DEFAULT_MORTGAGE_VALUES,
    ...defaultValue,
  });
  const values = value ?? ownValues;
  const update = (patch: Partial<MortgageCalculatorValues>) => {
    const next = { ...values, ...patch };
    if (!value) setOwnValues(next);
    onChange?.(next);
  };
  const { t } = useLingui();
  const locale = useFormatLocale();
  const describeCap = useDescribeCap();
  const errorText = useErrorText();
  const id = useId();
  const outcome = evaluateMortgage(values);
  const errors = Object.fromEntries(
    Object.entries(outcome.errors).map(([field, error]) => [field, errorText(error)]),
  ) as Partial<Record<MortgageField, string>>;
  const { result, capPercent } = outcome;
  const overCap = result && capPercent !== undefined && result.loanToValuePercent > capPercent;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const percent = (value: number) => (
    <bdi>{formatPercent(value, { decimals: 2, minimumDecimals: 0 }, locale)}</bdi>
  );
  const ltv = result ? percent(result.loanToValuePercent) : null;
  const cap = capPercent !== undefined ? percent(capPercent) : null;
  const capLabel = values.price !== null ? describeCap(values, values.price) : "";
  const downPercent =
    values.price && values.downPayment !== null && values.price > 0
      ? Math.round((values.downPayment / values.price) * 1000) / 10
      : null;
  const described = (field: MortgageField) => describedBy(`${id}-${field}`, errors[field]);
  const aed = (amount: number) => formatAed(amount, locale);
  const minimumDown = aed(outcome.minimumDownPayment ?? 0);
  const maxYears = MAX_MORTGAGE_YEARS;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn("rounded-xl border bg-card p-4 sm:p-6", className)}
    >
      <Heading id={`${id}-title`} className="text-xl font-semibold">
        {title ?? t`Mortgage calculator`}
      </Heading>
      <p className="mt-1 text-sm text-muted-foreground">
        <Trans>
          Repayments on a standard repayment (amortising) mortgage. UAE banks lend for at most {maxYears}{" "}
          years, and the Central Bank caps how much of the price they may lend.
        </Trans>
      </p>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <CalculatorField id={`${id}-price`} label={t`Property price (AED)`} error={errors.price}>
          <AmountInput
            id={`${id}-price`}
            value={values.price}
            onValueChange={(price) => update({ price })}
            aria-invalid={Boolean(errors.price)}
            aria-describedby={describedBy(`${id}-price`, errors.price, false)}
          />
        </CalculatorField>
        <CalculatorField
          id={`${id}-downPayment`}
          label={t`Down payment (AED)`}
          hint={downPercent !== null ? <DownPaymentShare percent={downPercent} /> : undefined}
          error={errors.downPayment}
        >
          <AmountInput
            id={`${id}-downPayment`}
            value={values.downPayment}
            onValueChange={(downPayment) => update({ downPayment })}
            aria-invalid={Boolean(errors.downPayment)}
            aria-describedby={described("downPayment")}
          />
        </CalculatorField>
        <CalculatorField
          id={`${id}-ratePercent`}
          label={t`Interest rate (% a year)`}
          hint={t`Use your bank's offer; fixed rates were about 3.75–4.75% in 2025–26`}
          error={errors.ratePercent}
        >
          <AmountInput
            id={`${id}-ratePercent`}
            grouping={false}
            value={values.ratePercent}
            onValueChange={(ratePercent) => update({ ratePercent })}
            aria-invalid={Boolean(errors.ratePercent)}
            aria-describedby={described("ratePercent")}
          />
        </CalculatorField>
        <CalculatorField
          id={`${id}-years`}
          label={t`Term (years)`}
          hint={t`At most ${maxYears} years`}
          error={errors.years}
        >
          <AmountInput
            id={`${id}-years`}
            grouping={false}
            value={values.years}
            onValueChange={(years) => update({ years })}
            aria-invalid={Boolean(errors.years)}
            aria-describedby={described("years")}
          />
        </CalculatorField>
      </div>
      <BuyerProfileFields idPrefix={id} value={values} onChange={update} className="mt-4" />

      {result && capPercent !== undefined && (
        <div className="mt-6" aria-live="polite">
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Figure
              label={t`Monthly payment`}
              lead
              className="p-3"
              valueClassName="text-2xl font-bold"
              valueTestId="mortgage-monthly"
            >
              <bdi>{aed(result.monthlyPayment)}</bdi>
            </Figure>
            {(
              [
                [t`Loan amount`, result.loanAmount],
                [t`Total interest`, result.totalInterest],
                [t`Total repaid`, result.totalRepaid],
              ] as const
            ).map(([label, amount]) => (
              <Figure key={label} label={label} className="p-3" valueClassName="text-lg font-semibold">
                <bdi>{aed(amount)}</bdi>
              </Figure>
            ))}
          </dl>
          <p
            className={cn(
              "mt-4 rounded-lg border-s-4 p-3 text-sm",
              overCap ? "border-destructive bg-destructive/10" : "border-primary bg-secondary/60",
            )}
          >
            {overCap ? (
              <Trans>
                Loan-to-value <strong>{ltv}</strong>. The Central Bank cap for {capLabel} is{" "}
                <strong>{cap}</strong>, so no UAE bank can lend this much: put down at least{" "}
                <bdi>{minimumDown}</bdi>.
              </Trans>
            ) : (
              <Trans>
                Loan-to-value <strong>{ltv}</strong>. The Central Bank cap for {capLabel} is{" "}
                <strong>{cap}</strong>, so this loan is within the limit.
              </Trans>
            )}
          </p>
        </div>
      )}
    </section>
  );
}

/** "20% of the price" under the down payment. */
function DownPaymentShare({ percent }: { percent: number }) {
  const share = formatPercent(percent, { decimals: 1, minimumDecimals: 0 }, useFormatLocale());
  return (
    <Trans>
      <bdi>{share}</bdi> of the price
    </Trans>
  );
}

import { useId, useState } from "react";
import { Figure } from "@/components/figure";
import { formatAed } from "@shared/format";
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

type FieldErrors = Partial<Record<"price" | "downPayment" | "ratePercent" | "years", string>>;

interface Outcome {
  errors: FieldErrors;
  result?: MortgageResult;
  capPercent?: number;
  capLabel?: string;
  minimumDownPayment?: number;
}

/** Which Central Bank cap applies, in words. */
function describeCap(values: MortgageCalculatorValues, price: number): string {
  if (values.isOffPlan) return "off-plan property";
  const who = values.isUaeNational ? "UAE national" : "expatriate";
  if (!values.isFirstHome) return `${who}, second or later home`;
  return `${who}, first home ${price <= LTV_PRICE_THRESHOLD ? "up to" : "above"} ${formatAed(LTV_PRICE_THRESHOLD)}`;
}

export function evaluateMortgage(values: MortgageCalculatorValues): Outcome {
  const { price, downPayment, ratePercent, years } = values;
  const errors: FieldErrors = {};
  if (price === null || price <= 0) errors.price = "Enter the property price in AED";
  if (downPayment === null) errors.downPayment = "Enter the down payment in AED (0 or more)";
  else if (price !== null && downPayment > price)
    errors.downPayment = "The down payment cannot be more than the price";
  if (ratePercent === null || ratePercent > 100) errors.ratePercent = "Enter a yearly rate from 0 to 100%";
  if (years === null || !Number.isInteger(years) || years < 1 || years > MAX_MORTGAGE_YEARS)
    errors.years = `Enter a whole number of years from 1 to ${MAX_MORTGAGE_YEARS}`;
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
    capLabel: describeCap(values, price!),
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
  title = "Mortgage calculator",
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
  const id = useId();
  const outcome = evaluateMortgage(values);
  const { result, capPercent } = outcome;
  const overCap = result && capPercent !== undefined && result.loanToValuePercent > capPercent;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const downPercent =
    values.price && values.downPayment !== null && values.price > 0
      ? Math.round((values.downPayment / values.price) * 1000) / 10
      : null;
  const described = (field: keyof FieldErrors) => describedBy(`${id}-${field}`, outcome.errors[field]);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn("rounded-xl border bg-card p-4 sm:p-6", className)}
    >
      <Heading id={`${id}-title`} className="text-xl font-semibold">
        {title}
      </Heading>
      <p className="mt-1 text-sm text-muted-foreground">
        Repayments on a standard repayment (amortising) mortgage. UAE banks lend for at most{" "}
        {MAX_MORTGAGE_YEARS} years, and the Central Bank caps how much of the price they may lend.
      </p>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <CalculatorField id={`${id}-price`} label="Property price (AED)" error={outcome.errors.price}>
          <AmountInput
            id={`${id}-price`}
            value={values.price}
            onValueChange={(price) => update({ price })}
            aria-invalid={Boolean(outcome.errors.price)}
            aria-describedby={describedBy(`${id}-price`, outcome.errors.price, false)}
          />
        </CalculatorField>
        <CalculatorField
          id={`${id}-downPayment`}
          label="Down payment (AED)"
          hint={downPercent !== null ? `${downPercent}% of the price` : undefined}
          error={outcome.errors.downPayment}
        >
          <AmountInput
            id={`${id}-downPayment`}
            value={values.downPayment}
            onValueChange={(downPayment) => update({ downPayment })}
            aria-invalid={Boolean(outcome.errors.downPayment)}
            aria-describedby={described("downPayment")}
          />
        </CalculatorField>
        <CalculatorField
          id={`${id}-ratePercent`}
          label="Interest rate (% a year)"
          hint="Use your bank's offer; fixed rates were about 3.75–4.75% in 2025–26"
          error={outcome.errors.ratePercent}
        >
          <AmountInput
            id={`${id}-ratePercent`}
            grouping={false}
            value={values.ratePercent}
            onValueChange={(ratePercent) => update({ ratePercent })}
            aria-invalid={Boolean(outcome.errors.ratePercent)}
            aria-describedby={described("ratePercent")}
          />
        </CalculatorField>
        <CalculatorField
          id={`${id}-years`}
          label="Term (years)"
          hint={`At most ${MAX_MORTGAGE_YEARS} years`}
          error={outcome.errors.years}
        >
          <AmountInput
            id={`${id}-years`}
            grouping={false}
            value={values.years}
            onValueChange={(years) => update({ years })}
            aria-invalid={Boolean(outcome.errors.years)}
            aria-describedby={described("years")}
          />
        </CalculatorField>
      </div>
      <BuyerProfileFields idPrefix={id} value={values} onChange={update} className="mt-4" />

      {result && capPercent !== undefined && (
        <div className="mt-6" aria-live="polite">
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Figure
              label="Monthly payment"
              lead
              className="p-3"
              valueClassName="text-2xl font-bold"
              valueTestId="mortgage-monthly"
            >
              {formatAed(result.monthlyPayment)}
            </Figure>
            {(
              [
                ["Loan amount", result.loanAmount],
                ["Total interest", result.totalInterest],
                ["Total repaid", result.totalRepaid],
              ] as const
            ).map(([label, amount]) => (
              <Figure key={label} label={label} className="p-3" valueClassName="text-lg font-semibold">
                {formatAed(amount)}
              </Figure>
            ))}
          </dl>
          <p
            className={cn(
              "mt-4 rounded-lg border-s-4 p-3 text-sm",
              overCap ? "border-destructive bg-destructive/10" : "border-primary bg-secondary/60",
            )}
          >
            Loan-to-value <strong>{result.loanToValuePercent}%</strong>. The Central Bank cap for{" "}
            {outcome.capLabel} is <strong>{capPercent}%</strong>
            {overCap
              ? `, so no UAE bank can lend this much: put down at least ${formatAed(outcome.minimumDownPayment!)}.`
              : ", so this loan is within the limit."}
          </p>
        </div>
      )}
    </section>
  );
}

import { useLingui } from "@lingui/react/macro";
import { useEffect, useState, type KeyboardEvent } from "react";
import { AmountInput } from "@/components/calculators/amount-input";
import type { Filters } from "../search-params";

interface PriceInputsProps {
  id: string;
  minPrice: string | undefined;
  maxPrice: string | undefined;
  rent: boolean;
  onApply: (changes: Pick<Filters, "minPrice" | "maxPrice">) => void;
}

const amountOf = (value: string | undefined) => {
  const number = value === undefined ? NaN : Number(value);
  return Number.isFinite(number) ? number : null;
};

/**
 * The price filter's own amounts, typed in either language's digits ("١٬٢٠٠٬٠٠٠" is 1,200,000:
 * parseLocalisedNumber through AmountInput); applied when the visitor leaves a box or presses Enter.
 */
export function PriceInputs({ id, minPrice, maxPrice, rent, onApply }: PriceInputsProps) {
  const { t } = useLingui();
  const [min, setMin] = useState(() => amountOf(minPrice));
  const [max, setMax] = useState(() => amountOf(maxPrice));
  useEffect(() => setMin(amountOf(minPrice)), [minPrice]);
  useEffect(() => setMax(amountOf(maxPrice)), [maxPrice]);

  const apply = (nextMin: number | null, nextMax: number | null) => {
    const changes = { minPrice: nextMin?.toString(), maxPrice: nextMax?.toString() };
    if (changes.minPrice !== minPrice || changes.maxPrice !== maxPrice) onApply(changes);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    // Enter applies the amounts, not the search text the rest of the form submits.
    event.preventDefault();
    apply(min, max);
  };

  return (
    <fieldset className="col-span-2 space-y-1.5 lg:col-span-1">
      <legend className="mb-1.5 text-sm font-medium leading-none">
        {rent ? t`Annual rent (AED)` : t`Price (AED)`}
      </legend>
      <div className="flex gap-2">
        <AmountInput
          id={`${id}-min-price`}
          aria-label={rent ? t`Minimum annual rent` : t`Minimum price`}
          placeholder={t`Min`}
          value={min}
          onValueChange={setMin}
          onBlur={() => apply(min, max)}
          onKeyDown={onKeyDown}
        />
        <AmountInput
          id={`${id}-max-price`}
          aria-label={rent ? t`Maximum annual rent` : t`Maximum price`}
          placeholder={t`Max`}
          value={max}
          onValueChange={setMax}
          onBlur={() => apply(min, max)}
          onKeyDown={onKeyDown}
        />
      </div>
    </fieldset>
  );
}

import { useEffect, useState, type KeyboardEvent } from "react";
import { AmountInput } from "@/components/calculators/amount-input";
import { cn } from "@/lib/utils";

export interface RangeInputsProps {
  id: string;
  legend: string;
  minLabel: string;
  maxLabel: string;
  minPlaceholder: string;
  maxPlaceholder: string;
  min: string | undefined;
  max: string | undefined;
  /** Called with both ends as the URL keeps them (undefined: no end), low first. */
  onApply: (min: string | undefined, max: string | undefined) => void;
  className?: string;
}

const amountOf = (value: string | undefined) => {
  const number = value === undefined ? NaN : Number(value);
  return Number.isFinite(number) ? number : null;
};

/**
 * A typed-in range, in either language's digits ("١٬٢٠٠" is 1,200: parseLocalisedNumber through
 * AmountInput); applied when the visitor leaves a box or presses Enter. Ends typed the wrong way round are
 * swapped rather than refused: the search would find nothing between them.
 */
export function RangeInputs({
  id,
  legend,
  minLabel,
  maxLabel,
  minPlaceholder,
  maxPlaceholder,
  min: minValue,
  max: maxValue,
  onApply,
  className,
}: RangeInputsProps) {
  const [min, setMin] = useState(() => amountOf(minValue));
  const [max, setMax] = useState(() => amountOf(maxValue));
  useEffect(() => setMin(amountOf(minValue)), [minValue]);
  useEffect(() => setMax(amountOf(maxValue)), [maxValue]);

  const apply = () => {
    const [low, high] = min !== null && max !== null && min > max ? [max, min] : [min, max];
    const next = [
      low === null ? undefined : String(Math.round(low)),
      high === null ? undefined : String(Math.round(high)),
    ];
    if (next[0] !== minValue || next[1] !== maxValue) onApply(next[0], next[1]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    // Enter applies the range, not the search text the rest of the form submits.
    event.preventDefault();
    apply();
  };

  return (
    <fieldset className={cn("space-y-1.5", className)}>
      <legend className="mb-1.5 text-sm font-medium leading-none">{legend}</legend>
      <div className="flex gap-2">
        <AmountInput
          id={`${id}-min`}
          aria-label={minLabel}
          placeholder={minPlaceholder}
          inputMode="numeric"
          value={min}
          onValueChange={setMin}
          onBlur={apply}
          onKeyDown={onKeyDown}
        />
        <AmountInput
          id={`${id}-max`}
          aria-label={maxLabel}
          placeholder={maxPlaceholder}
          inputMode="numeric"
          value={max}
          onValueChange={setMax}
          onBlur={apply}
          onKeyDown={onKeyDown}
        />
      </div>
    </fieldset>
  );
}

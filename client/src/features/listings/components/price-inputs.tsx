import { useLingui } from "@lingui/react/macro";
import type { Filters } from "../search-params";
import { RangeInputs } from "./range-inputs";

interface PriceInputsProps {
  id: string;
  minPrice: string | undefined;
  maxPrice: string | undefined;
  rent: boolean;
  onApply: (changes: Pick<Filters, "minPrice" | "maxPrice">) => void;
  className?: string;
}

/**
 * The price filter's own amounts beside the bands, typed in either language's digits ("١٬٢٠٠٬٠٠٠" is
 * 1,200,000); applied when the visitor leaves a box or presses Enter.
 */
export function PriceInputs({ id, minPrice, maxPrice, rent, onApply, className }: PriceInputsProps) {
  const { t } = useLingui();
  return (
    <RangeInputs
      id={`${id}-price`}
      className={className}
      legend={rent ? t`Annual rent (AED)` : t`Price (AED)`}
      minLabel={rent ? t`Minimum annual rent` : t`Minimum price`}
      maxLabel={rent ? t`Maximum annual rent` : t`Maximum price`}
      minPlaceholder={t`Min`}
      maxPlaceholder={t`Max`}
      min={minPrice}
      max={maxPrice}
      onApply={(min, max) => onApply({ minPrice: min, maxPrice: max })}
    />
  );
}

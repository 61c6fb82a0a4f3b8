import { useEffect, useState, type InputHTMLAttributes } from "react";
import { Input } from "@/components/ui/input";
import { formatNumber, parseLocalisedNumber } from "@shared/format";

/**
 * "1,500,000" and "١٬٥٠٠٬٠٠٠" → 1500000; "" or nonsense (or a negative amount) → null. Group separators
 * are ignored; Arabic-Indic and Persian digits and the Arabic separators count (parseLocalisedNumber).
 */
export function parseAmount(text: string): number | null {
  const value = parseLocalisedNumber(text);
  return value === undefined || value < 0 ? null : value;
}

export interface AmountInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange"> {
  value: number | null;
  /** null while the box is empty or holds something that is not a number. */
  onValueChange: (value: number | null) => void;
  /** Show thousands separators once the visitor leaves the box (amounts in AED, not rates). */
  grouping?: boolean;
}

/**
 * A number box that lets the visitor type freely (commas, a half-typed decimal, an empty box) while the
 * parent keeps a clean number; the text follows the value only when the value changes from elsewhere.
 */
export function AmountInput({ value, onValueChange, grouping = true, onBlur, ...props }: AmountInputProps) {
  const format = (n: number | null) =>
    n === null ? "" : grouping ? formatNumber(n, { maximumFractionDigits: 2 }) : String(n);
  const [text, setText] = useState(() => format(value));
  useEffect(() => {
    // null means the parent has no valid number (the visitor is mid-edit): keep what they typed.
    if (value === null) return;
    setText((current) => (parseAmount(current) === value ? current : format(value)));
    // format depends only on `grouping`, which never changes for one box.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  return (
    <Input
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onValueChange(parseAmount(event.target.value));
      }}
      onBlur={(event) => {
        const parsed = parseAmount(text);
        if (parsed !== null) setText(format(parsed));
        onBlur?.(event);
      }}
    />
  );
}

import { ChevronDown } from "lucide-react";
import * as React from "react";
import { cn } from "@/lib/utils";

export interface SelectOption {
  value: string;
  label: string;
}

export interface NativeSelectProps extends Omit<
  React.SelectHTMLAttributes<HTMLSelectElement>,
  "children" | "multiple"
> {
  options: readonly SelectOption[];
  /** Shown while nothing is chosen (value ""); it cannot be chosen again, as with a required field. */
  placeholder?: string;
  onValueChange?: (value: string) => void;
}

/**
 * The browser's own <select>, styled like our inputs: phones open their system picker, it is accessible
 * without any script, and it works before hydration (docs/decisions/0021-native-selects.md).
 * `className` sizes the box (width, height); everything else goes to the <select>.
 */
export const NativeSelect = React.forwardRef<HTMLSelectElement, NativeSelectProps>(
  ({ className, options, placeholder, onChange, onValueChange, ...props }, ref) => (
    <div className={cn("relative h-10 w-full", className)}>
      <select
        ref={ref}
        className="peer size-full cursor-pointer appearance-none rounded-md border border-input bg-background py-2 ps-3 pe-9 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive md:text-sm"
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.target.value);
        }}
        {...props}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute inset-e-3 top-1/2 size-4 -translate-y-1/2 opacity-60 peer-disabled:opacity-30"
        aria-hidden="true"
      />
    </div>
  ),
);
NativeSelect.displayName = "NativeSelect";

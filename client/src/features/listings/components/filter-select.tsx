import { Label } from "@/components/ui/label";
import { NativeSelect, type SelectOption } from "@/components/ui/native-select";
import { cn } from "@/lib/utils";
import type { Filters } from "../search-params";

/** What every group of the filters is given: the form's id (each control's id starts with it) and the filters. */
export interface FilterGroupProps {
  id: string;
  filters: Filters;
  onChange: (changes: Filters) => void;
}

interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (v: string) => void;
  className?: string;
}

/** One labelled select of the filters. */
export function FilterSelect({ id, label, value, options, onChange, className }: FilterSelectProps) {
  // A link may carry a value the list lacks (?beds=7); show it as it is rather than the first option.
  const shown = options.some((o) => o.value === value) ? options : [...options, { value, label: value }];
  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} options={shown} onValueChange={onChange} />
    </div>
  );
}

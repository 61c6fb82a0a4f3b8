import { Check } from "lucide-react";
import { cn } from "@/lib/utils";
import { EDITOR_STEPS } from "../listing-form";

interface StepIndicatorProps {
  current: number;
  /** Steps up to this one have been opened and can be returned to. */
  reached: number;
  /** Steps that hold a validation error. */
  withErrors: number[];
  onSelect: (step: number) => void;
}

export function StepIndicator({ current, reached, withErrors, onSelect }: StepIndicatorProps) {
  return (
    <nav aria-label="Steps">
      <p className="mb-2 text-sm text-muted-foreground sm:hidden">
        Step {current + 1} of {EDITOR_STEPS.length}: {EDITOR_STEPS[current].title}
      </p>
      <ol className="flex gap-1.5 sm:gap-2">
        {EDITOR_STEPS.map((step, index) => {
          const done = index < current;
          const error = withErrors.includes(index);
          return (
            <li key={step.id} className="min-w-0 flex-1">
              <button
                type="button"
                disabled={index > reached}
                aria-current={index === current ? "step" : undefined}
                onClick={() => onSelect(index)}
                className={cn(
                  "group flex w-full flex-col gap-1.5 rounded-md text-start focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed",
                )}
              >
                <span
                  className={cn(
                    "h-1.5 w-full rounded-full",
                    error ? "bg-destructive" : index <= current ? "bg-primary" : "bg-muted",
                  )}
                  aria-hidden="true"
                />
                <span
                  className={cn(
                    "hidden items-center gap-1 text-xs font-medium sm:flex",
                    index === current ? "text-foreground" : "text-muted-foreground",
                    error && "text-destructive",
                  )}
                >
                  {done && !error && <Check className="size-3.5" aria-hidden="true" />}
                  <span className="truncate" title={step.title}>
                    {index + 1}. {step.short}
                  </span>
                </span>
                <span className="sr-only sm:hidden">
                  Step {index + 1}: {step.title}
                </span>
                {error && <span className="sr-only"> (has errors)</span>}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { Check } from "lucide-react";
import { formatCount } from "@shared/format";
import { useFormatLocale } from "@/lib/i18n";
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
  const { t, i18n } = useLingui();
  const locale = useFormatLocale();
  const number = (n: number) => formatCount(n, locale);
  const [currentNumber, total, currentTitle] = [
    number(current + 1),
    number(EDITOR_STEPS.length),
    i18n._(EDITOR_STEPS[current].title),
  ];
  return (
    <nav aria-label={t`Steps`}>
      <p className="mb-2 text-sm text-muted-foreground sm:hidden">
        <Trans>
          Step {currentNumber} of {total}: {currentTitle}
        </Trans>
      </p>
      <ol className="flex gap-1.5 sm:gap-2">
        {EDITOR_STEPS.map((step, index) => {
          const done = index < current;
          const error = withErrors.includes(index);
          const [stepNumber, title, short] = [number(index + 1), i18n._(step.title), i18n._(step.short)];
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
                  <span className="truncate" title={title}>
                    {stepNumber}. {short}
                  </span>
                </span>
                <span className="sr-only sm:hidden">
                  <Trans>
                    Step {stepNumber}: {title}
                  </Trans>
                </span>
                {error && (
                  <span className="sr-only">
                    {" "}
                    <Trans>(has errors)</Trans>
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

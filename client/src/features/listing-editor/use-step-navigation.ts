import { useCallback, useEffect, useRef, useState } from "react";
import type { FieldErrors, UseFormReturn } from "react-hook-form";
import { EDITOR_STEPS, stepOfField, type ListingFormOutput, type ListingFormValues } from "./listing-form";

export const REVIEW_STEP = EDITOR_STEPS.length - 1;

/** The steps holding a field with an error, first to last. */
export function stepsWithErrors(errors: FieldErrors<ListingFormValues>): number[] {
  return [
    ...new Set(
      Object.keys(errors)
        .map(stepOfField)
        .filter((step) => step >= 0),
    ),
  ].sort();
}

/**
 * Which step is open and how far the owner has got (the indicator lets them jump back to any step reached).
 * `next` checks the open step's fields against the shared schema before the next one opens.
 */
export function useStepNavigation(
  form: UseFormReturn<ListingFormValues, unknown, ListingFormOutput>,
  { first, reachedAtFirst }: { first: number; reachedAtFirst: number },
) {
  const [step, setStep] = useState(first);
  const [reached, setReached] = useState(reachedAtFirst);
  const headingRefs = useRef<(HTMLHeadingElement | null)[]>([]);
  const moved = useRef(false);

  const goTo = useCallback((next: number) => {
    moved.current = true;
    setStep(next);
    setReached((current) => Math.max(current, next));
  }, []);

  // Moving between steps puts the keyboard and screen reader at the new step's heading.
  useEffect(() => {
    if (!moved.current) return;
    headingRefs.current[step]?.focus();
    window.scrollTo({ top: 0 });
  }, [step]);

  const next = async () => {
    const fields = EDITOR_STEPS[step].fields;
    if (fields.length && !(await form.trigger(fields, { shouldFocus: true }))) return;
    goTo(step + 1);
  };

  return { step, reached, goTo, next, headingRefs };
}

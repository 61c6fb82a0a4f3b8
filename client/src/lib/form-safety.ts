import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";

/*
 * Two things every form of the site does, since on a slow phone a visitor types and presses before the page's
 * code has run (docs/decisions/0059-forms-post-and-held-sends.md):
 *
 * - keeps what was typed before the page's code ran: the form is server-rendered, so on a slow phone a
 *   visitor can type into it before hydration; those keystrokes live only in the DOM, and the first render
 *   of a controlled field after hydration would write the form's default back over them;
 * - sends once: a double click or a double tap submits once, even when both clicks land in the same frame
 *   (before React has re-rendered a disabled button), which is why the guard is a ref and not only state.
 */

/**
 * Text typed into the server's HTML before hydration, by control. React's hydration of a <textarea> writes
 * the server's text back into the box (react-dom's initTextarea), so what was typed there must be read
 * before hydration starts; inputs keep theirs, but are remembered the same way.
 */
const typedBeforeHydration = new WeakMap<Element, string>();

function isHydrated(): boolean {
  return document.documentElement.dataset.hydrated === "true";
}

function rememberTyping(event: Event) {
  const target = event.target;
  if (isHydrated()) {
    document.removeEventListener("input", rememberTyping, true);
    return;
  }
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement) {
    typedBeforeHydration.set(target, target.value);
  }
}

/**
 * Call once in the browser before hydrating: remembers what was typed into the page's forms so far, and
 * everything typed until hydration ends, for `useKeepTypedValues` to hand to the forms.
 */
export function rememberTypingBeforeHydration() {
  for (const control of document.querySelectorAll("textarea, input")) {
    const value = typedValue(control);
    if (typeof value === "string") typedBeforeHydration.set(control, value);
  }
  document.addEventListener("input", rememberTyping, true);
}

/** Input types whose value a person types or picks (not buttons, not files). */
const VALUE_INPUT_TYPES = new Set([
  "text",
  "email",
  "tel",
  "url",
  "search",
  "password",
  "number",
  "date",
  "datetime-local",
  "month",
  "week",
  "time",
]);

/** What the visitor entered into a control before hydration; undefined when it is as the server sent it. */
function typedValue(control: Element): string | boolean | undefined {
  if (control instanceof HTMLTextAreaElement) {
    return control.value !== control.defaultValue ? control.value : undefined;
  }
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options];
    // With no `selected` attribute a one-line select shows its first enabled option (HTML's selectedness
    // setting algorithm), as when React renders the select in the browser: that is not the visitor's choice.
    const implicit =
      !control.multiple && !options.some((option) => option.defaultSelected)
        ? options.find((option) => !option.disabled)
        : undefined;
    const changed = options.some(
      (option) => option.selected !== (option.defaultSelected || option === implicit),
    );
    return changed ? control.value : undefined;
  }
  if (!(control instanceof HTMLInputElement)) return undefined;
  if (control.type === "checkbox") {
    return control.checked !== control.defaultChecked ? control.checked : undefined;
  }
  if (control.type === "radio") {
    return control.checked && !control.defaultChecked ? control.value : undefined;
  }
  if (!VALUE_INPUT_TYPES.has(control.type)) return undefined;
  return control.value !== control.defaultValue ? control.value : undefined;
}

/**
 * The typed text as the field holds it: a field that holds a number (or nothing yet, in a box for digits)
 * gets the number the box shows, the way the field's own onChange would have converted it.
 */
function asFieldValue(control: Element, typed: string | boolean, current: unknown): unknown {
  if (typeof typed === "boolean") return typed;
  const numeric =
    typeof current === "number" ||
    (control instanceof HTMLInputElement && (control.type === "number" || control.inputMode === "numeric")) ||
    (control instanceof HTMLSelectElement &&
      [...control.options].every((option) => option.value === "" || /^\d+$/.test(option.value)));
  if (!numeric) return typed;
  const digits = typed.replace(/[^\d]/g, "");
  return digits === "" ? undefined : Number(digits);
}

/**
 * What was typed into this control before hydration (once: it is forgotten here), for a form that is not
 * react-hook-form's (the enquiry form's plain boxes, shown until its code loads).
 */
export function takeTypedBeforeHydration(control: Element): string | boolean | undefined {
  const typed = typedBeforeHydration.get(control) ?? typedValue(control);
  typedBeforeHydration.delete(control);
  return typed;
}

/**
 * Keeps what the visitor typed into the server's HTML before hydration: on the first commit (before the
 * browser paints, before any other render of the fields) each named control whose value differs from what
 * the server sent hands that value to react-hook-form. Put the returned ref on the <form>. Controls are
 * matched by their `name`, which shadcn's FormField passes to every input.
 */
export function useKeepTypedValues<T extends FieldValues>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any transformed output type will do
  form: UseFormReturn<T, any, any>,
): RefObject<HTMLFormElement | null> {
  const ref = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    for (const control of [...element.elements]) {
      const name = control.getAttribute("name");
      if (!name || (control as HTMLInputElement).disabled) continue;
      const typed = typedBeforeHydration.get(control) ?? typedValue(control);
      typedBeforeHydration.delete(control);
      if (typed === undefined) continue;
      const path = name as Path<T>;
      const value = asFieldValue(control, typed, form.getValues(path));
      form.setValue(path, value as PathValue<T, Path<T>>, { shouldDirty: true });
    }
    // Once, on mount: later changes reach the form through each field's onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}

/** The first argument of a submit handler may be the form's event: the browser's own submit is stopped. */
function preventBrowserSubmit(first: unknown) {
  const event = first as { preventDefault?: unknown } | null | undefined;
  if (event && typeof event === "object" && typeof event.preventDefault === "function") {
    (event as { preventDefault(): void }).preventDefault();
  }
}

/**
 * A submit that runs once at a time. `guard(submit)` returns a handler that ignores every call while the
 * previous one is running (a double click, a double tap, Enter pressed twice), and always prevents the
 * browser's own form submission when given the event. `pending` is for the button (disabled, "Sending…");
 * the ref is what stops a second click that arrives before that render.
 *
 * The submit must return a promise that settles when the work is done (e.g. `mutateAsync`), not when it
 * starts: the guard is released when it settles.
 */
export function useSubmitGuard() {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const guard = useCallback(
    <A extends unknown[]>(submit: (...args: A) => Promise<unknown>) =>
      async (...args: A) => {
        preventBrowserSubmit(args[0]);
        if (running.current) return;
        running.current = true;
        setPending(true);
        try {
          await submit(...args);
        } finally {
          running.current = false;
          setPending(false);
        }
      },
    [],
  );
  return { guard, pending };
}

/** For a mutation's promise whose failure the mutation's onError already shows: settle either way. */
export async function settled(promise: Promise<unknown>): Promise<void> {
  try {
    await promise;
  } catch {
    // Shown by the mutation's onError.
  }
}

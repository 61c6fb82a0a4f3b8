import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiRequestError } from "./api-client";

/** Puts the server's fieldErrors next to their fields; true when any matched a field of the form. */
export function applyServerFieldErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  const known = Object.keys(form.getValues());
  let applied = false;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (!known.includes(field) || !messages.length) continue;
    form.setError(field as Path<T>, { type: "server", message: messages[0] });
    applied = true;
  }
  return applied;
}

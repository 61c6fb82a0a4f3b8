import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiRequestError } from "./api-client";

/**
 * Puts the server's fieldErrors next to their fields; true when any matched a field of the form. An error
 * on an item of a list ("languages.0", "areas.2") goes to the list's field when the form has no field by
 * that whole path (the first message of a field wins).
 */
export function applyServerFieldErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  const known = Object.keys(form.getValues());
  const placed = new Set<string>();
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    const field = known.includes(path) ? path : path.split(".")[0];
    if (!known.includes(field) || placed.has(field) || !messages.length) continue;
    form.setError(field as Path<T>, { type: "server", message: messages[0] });
    placed.add(field);
  }
  return placed.size > 0;
}

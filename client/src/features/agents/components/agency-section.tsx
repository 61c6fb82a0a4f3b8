/** The frame of each of the Agency tab's sections (a card with padding that grows from phone to desktop). */
export const AGENCY_SECTION = "space-y-4 rounded-xl border bg-card p-4 sm:p-6";

/**
 * A submit button on the same line as its form's fields (fields aligned to the top, so an error under one
 * does not move the others): pushed down by the label's line (0.875rem) and the gap under it (0.5rem).
 */
export const LEVEL_WITH_FIELDS = "mt-[1.375rem]";

/** The same from the small breakpoint up, for a form whose fields stack on a phone. */
export const LEVEL_WITH_FIELDS_SM = "sm:mt-[1.375rem]";

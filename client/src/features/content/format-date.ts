import { formatCalendarDate } from "@/lib/format";

/**
 * "2026-11-15" → "15 November 2026". Content dates are calendar days, so they are read and written in UTC:
 * the server and a browser in any time zone print the same day (and hydration matches).
 */
export function formatContentDate(isoDate: string): string {
  return formatCalendarDate(isoDate);
}

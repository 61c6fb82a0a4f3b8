const LONG_DATE = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * "2026-11-15" → "15 November 2026". Content dates are calendar days, so they are read and written in UTC:
 * the server and a browser in any time zone print the same day (and hydration matches).
 */
export function formatContentDate(isoDate: string): string {
  return LONG_DATE.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}
